import { z } from 'zod';
import { defineCall } from './call.ts';
import { idBody, listOf, numberTypeError, pagedQuery, requiredText } from './common.ts';
import { menuPopulation } from './menus.ts';

/**
 * Views (spec domain §6): a page with its buttons and a permission code. A button's Key is what a
 * page checks with `usePermission` against the user's Buttons. Views are product-wide like menus:
 * only platform staff (no site) may write them, site staff read them to grant buttons to roles.
 *
 * Saving a view keeps the buttons it names by Id (so roles keep their grants), adds the new ones and
 * deletes the missing ones with their grants. Deleting a view deletes its buttons and their grants.
 */

export const VIEW_NAME_MAX = 64;
export const VIEW_CODE_MAX = 128;
export const BUTTON_KEY_MAX = 128;
export const BUTTON_NAME_MAX = 64;

export const viewButton = z.object({
  /** absent: a new button */
  Id: z.int32({ error: numberTypeError }).positive().optional(),
  Key: requiredText(BUTTON_KEY_MAX),
  Name: requiredText(BUTTON_NAME_MAX),
});

export const viewFields = z.object({
  Name: requiredText(VIEW_NAME_MAX),
  /** the permission code: unique, by convention the page's router name */
  Code: requiredText(VIEW_CODE_MAX),
  Buttons: z.array(viewButton).max(100).default([]),
});

export const establishViewBody = viewFields.extend({ Population: menuPopulation });
export const editViewBody = viewFields.extend({ Id: z.int32({ error: numberTypeError }).positive() });

const buttonInfo = z.object({ Id: z.int32(), Key: z.string(), Name: z.string() });

export const viewEditInfo = z.object({
  Id: z.int32(),
  Population: z.int32(),
  Name: z.string(),
  Code: z.string(),
  Buttons: z.array(buttonInfo),
});

export const viewRow = viewEditInfo.extend({ CreationTime: z.string() });
export type ViewRow = z.output<typeof viewRow>;

export const viewDetail = viewRow.extend({
  /** roles (of the caller's reach) granting at least one of its buttons */
  RoleCount: z.int32(),
  Audits: z.array(z.object({ Action: z.string(), ActorName: z.string(), CreationTime: z.string(), Before: z.unknown(), After: z.unknown() })),
});

export const viewQuery = pagedQuery.extend({
  Population: menuPopulation.optional(),
  Name: z.string().max(VIEW_NAME_MAX).optional(),
  Code: z.string().max(VIEW_CODE_MAX).optional(),
  /** a button key (part of it) */
  Key: z.string().max(BUTTON_KEY_MAX).optional(),
});

const viewAdmin = { access: 'granted', populations: ['backstage'] } as const;

export const getViews = defineCall('/Views/GetViews', { summary: 'Views (pages) with their buttons, filterable by population, name, code and button key', request: viewQuery, response: listOf(viewRow), ...viewAdmin, readOnly: true });
export const establishView = defineCall('/Views/EstablishView', {
  summary: 'Create a view with its buttons (platform staff only: views are the same on every site)',
  request: establishViewBody,
  response: z.object({ Id: z.int32() }),
  ...viewAdmin,
});
export const getEditViewInfo = defineCall('/Views/GetEditViewInfo', { summary: 'The edit form values of a view', request: idBody, response: viewEditInfo, ...viewAdmin, readOnly: true });
export const editView = defineCall('/Views/EditView', {
  summary: 'Save a view and its buttons (platform staff only); removed buttons lose their grants and holders are told',
  request: editViewBody,
  response: viewEditInfo,
  ...viewAdmin,
});
export const deleteView = defineCall('/Views/DeleteView', { summary: 'Delete a view with its buttons and their grants (platform staff only)', request: idBody, response: z.null(), ...viewAdmin });
export const getViewById = defineCall('/Views/GetViewById', { summary: 'A view with its buttons, the roles granting them and its change history', request: idBody, response: viewDetail, ...viewAdmin, readOnly: true });

/** The list page's six calls by the site-list factory's names (views are a siteless list). */
export const viewCalls = { list: getViews, add: establishView, getEdit: getEditViewInfo, edit: editView, delete: deleteView, detail: getViewById };
