import { controlCenter, site } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import { findSiteByHost, getPageConfiguration, selectableSites, siteForPublicPage } from './sites.service.ts';

export const sitesRoutes = [
  // An empty base address means "the API is served on the same host" (one process serves both).
  route(controlCenter.getSiteApiUrl, async (ctx, body) => {
    const { apiBaseUrl } = await findSiteByHost(ctx.tx, body.Host);
    return apiBaseUrl || `${ctx.request.protocol}://${body.Host}`;
  }),
  route(site.getSitePageConfiguration, async (ctx, body) =>
    getPageConfiguration(ctx.tx, await siteForPublicPage(ctx.tx, ctx.host), body.Language),
  ),
  route(site.getSelectSiteInfos, async (ctx) => selectableSites(ctx.tx, requireActor(ctx).siteId)),
];
