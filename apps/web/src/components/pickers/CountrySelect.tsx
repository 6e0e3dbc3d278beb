import { globalCountries } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { choosesValue } from '../form/placeholders.ts';

/** The countries list in the reader's language, as choices "Name (CODE)" valued by the ISO code. */
export function useCountryOptions() {
  const { i18n } = useTranslation();
  const countries = useQuery({
    queryKey: [globalCountries.getRegionsByParentId.path, 'countries', i18n.language],
    queryFn: () => callApi(globalCountries.getRegionsByParentId, {}, { silent: true }),
    staleTime: Infinity,
  });
  return { loading: countries.isLoading, options: (countries.data ?? []).map((c) => ({ value: c.Code, label: `${c.Name} (${c.Code})` })) };
}

/** A country by name or ISO code (the freight calculator's destination). */
export function CountrySelect(props: { id?: string; value?: string; onChange?: (code: string) => void; placeholder?: string }) {
  const countries = useCountryOptions();
  return (
    <Select
      {...props}
      data-testid="calculator-country"
      showSearch={{ optionFilterProp: 'label' }}
      loading={countries.loading}
      options={countries.options}
    />
  );
}
choosesValue(CountrySelect);
