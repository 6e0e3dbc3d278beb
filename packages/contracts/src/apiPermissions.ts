import { z } from 'zod';
import { defineCall } from './call.ts';
import { listOf, pagedQuery } from './common.ts';

/**
 * The API permission registry (issue 5 "API permissions"): one entry per contract call, written
 * from the contracts at every start of the server (app.ts), so it is read-only here. A call's path
 * is its permission key; roles are granted keys through the role permission calls.
 */

export const apiAccess = z.enum(['public', 'session', 'granted'], { error: 'InvalidValue' });

export const apiPermissionRow = z.object({
  Key: z.string(),
  Area: z.string(),
  Summary: z.string(),
  /** public: no sign-in; session: any signed-in user; granted: needs the permission through a role */
  Access: z.string(),
  Populations: z.array(z.string()),
  /** roles (of the caller's reach) holding it */
  RoleCount: z.int32(),
});
export type ApiPermissionRow = z.output<typeof apiPermissionRow>;

/** The calls of one area: the list is grouped by area and paged over the areas. */
export const apiPermissionArea = z.object({ Area: z.string(), Count: z.int32(), Children: z.array(apiPermissionRow) });
export type ApiPermissionArea = z.output<typeof apiPermissionArea>;

export const apiPermissionQuery = pagedQuery.extend({
  Area: z.string().max(64).optional(),
  /** part of the path or summary */
  Content: z.string().max(128).optional(),
  Access: apiAccess.optional(),
  Population: z.enum(['backstage', 'user'], { error: 'InvalidValue' }).optional(),
});

export const getApiPermissions = defineCall('/ApiPermissions/GetApiPermissions', {
  summary: 'The API permission registry grouped by area (path, summary, access, populations, roles holding it)',
  request: apiPermissionQuery,
  response: listOf(apiPermissionArea),
  access: 'granted',
  populations: ['backstage'],
  readOnly: true,
});
