import { site } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';

/** Platform staff choose which site a page works on; site staff always work on their own and see no choice. */
export function SiteChoice({ value, onChange }: { value: number | null; onChange: (id: number) => void }) {
  const { t } = useTranslation();
  const sites = useQuery({ queryKey: [site.getSelectSiteInfos.path], queryFn: () => callApi(site.getSelectSiteInfos, {}) });
  return (
    <Select
      style={{ width: 280 }}
      placeholder={t('sites.chooseSite')}
      loading={sites.isLoading}
      value={value ?? undefined}
      onChange={onChange}
      options={(sites.data ?? []).map((s) => ({ value: s.Id, label: s.Name }))}
    />
  );
}
