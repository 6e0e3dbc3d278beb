import { z } from 'zod';
import { defineCall } from './call.ts';

/** Start-up asks which API base address serves the host the browser opened. */
export const getSiteApiUrl = defineCall('/ControlCenter/GetSiteApiUrl', {
  summary: 'The API base address of the site behind a host name',
  request: z.object({ Host: z.string({ error: 'CannotBeEmpty' }).min(1, { error: 'CannotBeEmpty' }).max(253) }),
  response: z.string(),
  access: 'public',
});
