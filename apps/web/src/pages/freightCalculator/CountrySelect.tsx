import { globalCountries } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';

/** The destination country by name or ISO code. */
export function CountrySelect(props: { id?: string; value?: string; onChange?: (code: string) => void; placeholder?: string }) {
  const { i18n } = useTranslation();
  const countries = useQuery({
    queryKey: [globalCountries.getRegionsByParentId.path, 'countries', i18n.language],
    queryFn: () => callApi(globalCountries.getRegionsByParentId, {}, { silent: true }),
    staleTime: Infinity,
  });
  return (
    <Select
      {...props}
      data-testid="calculator-country"
      showSearch={{ optionFilterProp: 'label' }}
      loading={countries.isLoading}
      options={(countries.data ?? []).map((c) => ({ value: c.Code, label: `${c.Name} (${c.Code})` }))}
    />
  );
}
