import { z } from 'zod';
import { defineCall } from './call.ts';
import { idName } from './common.ts';

/** The spec's language codes of the site page configuration. */
export const SiteLanguage = { ZhCn: 1, ZhTw: 2, EnUs: 3 } as const;
export const siteLanguage = z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'InvalidValue' });

export const getSitePageConfiguration = defineCall('/Site/GetSitePageConfiguration', {
  summary: 'Title and logo of the current site (by Host) in a language',
  request: z.object({ Language: siteLanguage.default(1) }),
  response: z.object({ Title: z.string(), Logo: z.string() }),
  access: 'public',
});

export const getSelectSiteInfos = defineCall('/Site/GetSelectSiteInfos', {
  summary: 'Sites the caller may pick from (their own, or all for platform staff)',
  request: z.object({}).optional(),
  response: z.array(idName),
  access: 'granted',
  populations: ['backstage'],
});
