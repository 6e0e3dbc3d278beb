import { z } from 'zod';
import { defineCall } from './call.ts';
import { idName, numberTypeError } from './common.ts';

/**
 * Roles (spec domain §3 "Role", §6): per site and population. The user side holds the site users'
 * roles (customer groups), the back-office side the staff's; both are managed by back-office staff.
 */

/** Platform staff (no site) may name the site whose roles they want; site staff always get their own site's. */
const selectRolesBody = z.object({ SiteId: z.number({ error: numberTypeError }).int().positive().optional() }).optional();

export const getSelectUserRoles = defineCall('/Role/GetSelectUserRoles', {
  summary: "Enabled roles of site users (customer groups) of the caller's site, for pickers",
  request: selectRolesBody,
  response: z.array(idName),
  access: 'granted',
  populations: ['backstage'],
});

export const getSelectBackstageRoles = defineCall('/Role/GetSelectBackstageRoles', {
  summary: "Enabled roles of back-office staff of the caller's site, for pickers",
  request: selectRolesBody,
  response: z.array(idName),
  access: 'granted',
  populations: ['backstage'],
});
