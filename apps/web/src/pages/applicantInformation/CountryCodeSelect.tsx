import { globalCountries, site } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { choosesValue } from '../../components/form/placeholders.ts';

interface CodeOption {
  value: string;
  label: string;
  names: string;
}

/** One option per calling code; a code shared by several countries (+1, +7) names the first two. */
function codeOptions(countries: { PhoneCode: string; Name: string }[]): CodeOption[] {
  const byCode = new Map<string, string[]>();
  for (const c of countries) {
    for (const code of c.PhoneCode.split(',').map((p) => p.trim().replace(/^\+/, ''))) {
      if (/^\d{1,4}$/.test(code)) byCode.set(code, [...(byCode.get(code) ?? []), c.Name]);
    }
  }
  return [...byCode.entries()]
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([code, names]) => {
      const shown = names.length > 2 ? `${names.slice(0, 2).join(' / ')} …` : names.join(' / ');
      return { value: code, label: `+${code}`, names: shown };
    });
}

/**
 * A country's calling code, chosen by country: the countries of the region data, or (until they
 * load, or if they cannot) the four codes the product knows the phone rules of.
 */
export function CountryCodeSelect({ value, onChange, id, placeholder }: { value?: string; onChange?: (code: string) => void; id?: string; placeholder?: string }) {
  const { i18n } = useTranslation();
  const countries = useQuery({
    queryKey: [globalCountries.getRegionsByParentId.path, 'countries', i18n.language],
    queryFn: () => callApi(globalCountries.getRegionsByParentId, {}, { silent: true }),
    staleTime: Infinity,
    retry: false,
  });
  const fallback = useQuery({
    queryKey: [site.getSmsCountrys.path, i18n.language],
    queryFn: () => callApi(site.getSmsCountrys, {}, { silent: true }),
    enabled: countries.isError,
    staleTime: Infinity,
  });
  const options = codeOptions(countries.data ?? fallback.data ?? site.SMS_PHONE_CODES.map((code) => ({ PhoneCode: code, Name: '' })));
  return (
    <Select
      id={id}
      data-testid="country-code"
      placeholder={placeholder}
      value={value}
      onChange={onChange}
      showSearch={{ filterOption: (input, option) => `${option?.label ?? ''} ${option?.names ?? ''}`.toLowerCase().includes(input.toLowerCase()) }}
      loading={countries.isLoading}
      popupMatchSelectWidth={320}
      options={options}
      optionRender={(option) => `+${option.value} ${option.data.names}`}
    />
  );
}

choosesValue(CountryCodeSelect);
