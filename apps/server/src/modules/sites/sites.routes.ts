import { controlCenter, site } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import {
  deleteSiteHost,
  editPageConfiguration,
  editSite,
  editSiteHost,
  establishSite,
  establishSiteHost,
  findSiteByHost,
  getEditPageConfiguration,
  getPublicPageConfiguration,
  getSiteDetail,
  listSiteHosts,
  listSites,
  selectableSites,
  setSiteEnabled,
  siteForPublicPage,
  smsCountries,
} from './sites.service.ts';

export const sitesRoutes = [
  // An empty base address means "the API is served on the same host" (one process serves both).
  route(controlCenter.getSiteApiUrl, async (ctx, body) => {
    const { apiBaseUrl } = await findSiteByHost(ctx.tx, body.Host);
    return apiBaseUrl || `${ctx.request.protocol}://${body.Host}`;
  }),
  route(site.getSitePageConfiguration, async (ctx, body) => getPublicPageConfiguration(ctx.tx, await siteForPublicPage(ctx.tx, ctx.host), body.Language)),
  route(site.getSelectSiteInfos, async (ctx) => selectableSites(ctx.tx, requireActor(ctx).siteId)),
  route(site.getSmsCountrys, async (ctx) => smsCountries(ctx.language)),
  route(site.getSites, (ctx, body) => listSites(ctx.tx, requireActor(ctx), body)),
  route(site.establishSite, (ctx, body) => establishSite(ctx.tx, requireActor(ctx), body, ctx.services.sms)),
  route(site.getSiteById, (ctx, body) => getSiteDetail(ctx.tx, requireActor(ctx), body.Id)),
  route(site.editSite, (ctx, body) => editSite(ctx.tx, requireActor(ctx), body, ctx.services.sms)),
  route(site.disableSite, (ctx, body) => setSiteEnabled(ctx.tx, requireActor(ctx), body.Id, false)),
  route(site.enableSite, (ctx, body) => setSiteEnabled(ctx.tx, requireActor(ctx), body.Id, true)),
  route(site.getSiteHosts, (ctx, body) => listSiteHosts(ctx.tx, requireActor(ctx), body.SiteId)),
  route(site.establishSiteHost, (ctx, body) => establishSiteHost(ctx.tx, requireActor(ctx), body)),
  route(site.editSiteHost, (ctx, body) => editSiteHost(ctx.tx, requireActor(ctx), body)),
  route(site.deleteSiteHost, (ctx, body) => deleteSiteHost(ctx.tx, requireActor(ctx), body.Id)),
  route(site.getEditSitePageConfiguration, (ctx, body) => getEditPageConfiguration(ctx.tx, requireActor(ctx), body.SiteId)),
  route(site.editSitePageConfiguration, (ctx, body) => editPageConfiguration(ctx.tx, requireActor(ctx), body)),
];
