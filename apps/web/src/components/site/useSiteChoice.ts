import { site } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { callApi } from '../../api/client.ts';
import { useSession } from '../../stores/session.ts';

/** Platform staff have no site of their own; they manage every site. */
export const useIsPlatformStaff = (): boolean => useSession((s) => s.user !== null && s.user.SiteId === null);

/** The site a page works on, and who chooses it. */
export interface SiteChoice {
  /** Platform staff choose the site (show them a SiteSelect); site staff always work on their own. */
  isPlatform: boolean;
  /** The chosen site (platform staff; undefined until they choose, or when they clear it) or the caller's own site. */
  siteId: number | undefined;
  setSiteId: (id: number | undefined) => void;
}

function useChoice(chosen: number | undefined, setChosen: (id: number | undefined) => void): SiteChoice {
  const isPlatform = useIsPlatformStaff();
  const ownSite = useSession((s) => s.user?.SiteId ?? undefined);
  return { isPlatform, siteId: isPlatform ? chosen : ownSite, setSiteId: setChosen };
}

/** The site a page works on, kept while the page is open. */
export function useSiteChoice(): SiteChoice {
  const [chosen, setChosen] = useState<number>();
  return useChoice(chosen, setChosen);
}

/** As useSiteChoice, kept in the address (`?SiteId=`) so a link opens the page on a given site. */
export function useSiteChoiceInAddress(): SiteChoice {
  const [params, setParams] = useSearchParams();
  const chosen = Number(params.get('SiteId')) || undefined;
  return useChoice(chosen, (id) => setParams(id === undefined ? {} : { SiteId: String(id) }));
}

/**
 * The sites the caller may name (GetSelectSiteInfos: every enabled site for platform staff; for site
 * staff their own and the sites available to them), with a name lookup for ids shown as text.
 */
export function useSelectableSites() {
  const sites = useQuery({ queryKey: [site.getSelectSiteInfos.path], queryFn: () => callApi(site.getSelectSiteInfos, {}, { silent: true }) });
  const list = sites.data ?? [];
  return { list, loading: sites.isLoading, nameOf: (id: number) => list.find((s) => s.Id === id)?.Name };
}
