import { site } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { LANGUAGE_CODE, currentLocale } from '../../i18n/index.ts';

/** The area code of a mobile number: the countries and regions the site can send SMS to, named in the current language. */
export function PhoneCodeSelect({ value, onChange }: { value?: string; onChange?: (code: string) => void }) {
  useTranslation();
  const language = LANGUAGE_CODE[currentLocale()];
  const countries = useQuery({
    queryKey: [site.getSmsCountrys.path, language],
    queryFn: () => callApi(site.getSmsCountrys, {}, { silent: true }),
    staleTime: Infinity,
  });
  // Until the list arrives (or if it cannot), the product's four codes still work.
  const options = (countries.data ?? site.SMS_PHONE_CODES.map((code) => ({ PhoneCode: code, Name: '' }))).map((c) => ({
    value: c.PhoneCode,
    label: `+${c.PhoneCode}`,
    title: c.Name,
  }));
  return (
    <Select
      value={value}
      onChange={onChange}
      style={{ width: 96 }}
      popupMatchSelectWidth={false}
      options={options}
      optionRender={(option) => `+${option.value} ${option.data.title ?? ''}`}
      data-testid="phone-code"
    />
  );
}
