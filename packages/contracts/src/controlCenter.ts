import { z } from 'zod';
import { defineCall } from './call.ts';
import { requiredText } from './common.ts';

/** Start-up asks which API base address serves the host the browser opened. */
export const getSiteApiUrl = defineCall('/ControlCenter/GetSiteApiUrl', {
  summary: 'The API base address of the site behind a host name',
  request: z.object({ Host: requiredText(253) }),
  response: z.string(),
  access: 'public',
});
