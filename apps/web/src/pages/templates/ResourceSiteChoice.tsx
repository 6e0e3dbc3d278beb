import { site } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { callApi } from '../../api/client.ts';
import { useSession } from '../../stores/session.ts';

/** Whether the signed-in person is platform staff (no site of their own), who choose the site a page works on. */
export function useIsPlatformStaff(): boolean {
  return useSession((s) => s.user?.SiteId === null);
}

/**
 * The site choice of the site-resource pages (templates, payment configuration, common files):
 * shown to platform staff only; site staff always work on their own site.
 */
export function ResourceSiteChoice(props: { value: number | undefined; onChange: (id: number | undefined) => void; placeholder: string; allowClear?: boolean }) {
  const sites = useQuery({ queryKey: [site.getSelectSiteInfos.path], queryFn: () => callApi(site.getSelectSiteInfos, {}) });
  return (
    <Select
      data-testid="resource-site-choice"
      style={{ width: 280 }}
      placeholder={props.placeholder}
      allowClear={props.allowClear}
      loading={sites.isLoading}
      value={props.value}
      onChange={(id?: number) => props.onChange(id)}
      options={(sites.data ?? []).map((s) => ({ value: s.Id, label: s.Name }))}
    />
  );
}
