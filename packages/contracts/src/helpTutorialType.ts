import { z } from 'zod';
import { BOTH_POPULATIONS, defineCall } from './call.ts';
import { idBody, idName, listOf, numberTypeError, pagedQuery, requiredText, wholeNumberError } from './common.ts';
import { DISPLAY_ORDER_MAX } from './expenseType.ts';
import { auditEntry } from './templates.ts';

/**
 * Help tutorial types (spec domain §1 "help tutorials", §7 "/HelpTutorialType/GetSelects"): the
 * sections a site's help tutorials are grouped in (getting started, shipping, payment, customs...).
 * Names are unique per site; DisplayOrder orders the sections (smaller first); a disabled type is no
 * longer offered when writing a tutorial and stays on the tutorials already in it.
 */

export const HELP_TUTORIAL_TYPE_NAME_MAX = 64;
export const HELP_TUTORIAL_TYPE_REMARKS_MAX = 255;

const siteChoice = { SiteId: z.int32({ error: numberTypeError }).positive().optional() };

export const helpTutorialTypeFields = z.object({
  Name: requiredText(HELP_TUTORIAL_TYPE_NAME_MAX),
  DisplayOrder: z.int32({ error: wholeNumberError }).min(0).max(DISPLAY_ORDER_MAX).default(0),
  IsEnabled: z.boolean().default(true),
  Remarks: z.string().max(HELP_TUTORIAL_TYPE_REMARKS_MAX).default(''),
});
export type HelpTutorialTypeFields = z.output<typeof helpTutorialTypeFields>;

export const addHelpTutorialTypeBody = helpTutorialTypeFields.extend(siteChoice);
export const editHelpTutorialTypeBody = helpTutorialTypeFields.extend({ Id: z.int32({ error: numberTypeError }).positive() });

export const helpTutorialTypeEditInfo = z.object({
  Id: z.int32(),
  SiteId: z.int32(),
  Name: z.string(),
  DisplayOrder: z.int32(),
  IsEnabled: z.boolean(),
  Remarks: z.string(),
});
export const helpTutorialTypeRow = helpTutorialTypeEditInfo.extend({ SiteName: z.string(), CreationTime: z.string(), UpdateTime: z.string() });
export const helpTutorialTypeDetail = helpTutorialTypeRow.extend({ Audits: z.array(auditEntry) });

export const helpTutorialTypeQuery = pagedQuery.extend({
  Name: z.string().max(HELP_TUTORIAL_TYPE_NAME_MAX).optional(),
  IsEnabled: z.boolean().optional(),
  ...siteChoice,
});

const common = { access: 'granted', populations: ['backstage'] } as const;

export const getHelpTutorialTypes = defineCall('/HelpTutorialType/GetHelpTutorialTypes', {
  summary: 'Help tutorial types of the site for the list page, by display order (platform staff: of every site, or of SiteId)',
  request: helpTutorialTypeQuery,
  response: listOf(helpTutorialTypeRow),
  readOnly: true,
  ...common,
});

export const addHelpTutorialType = defineCall('/HelpTutorialType/AddHelpTutorialType', {
  summary: 'Add a help tutorial type; its name is unique in the site',
  request: addHelpTutorialTypeBody,
  response: z.object({ Id: z.int32() }),
  ...common,
});

export const getEditHelpTutorialType = defineCall('/HelpTutorialType/GetEditHelpTutorialType', {
  summary: 'The edit form values of a help tutorial type',
  request: idBody,
  response: helpTutorialTypeEditInfo,
  readOnly: true,
  ...common,
});

export const editHelpTutorialType = defineCall('/HelpTutorialType/EditHelpTutorialType', {
  summary: 'Save a help tutorial type',
  request: editHelpTutorialTypeBody,
  response: helpTutorialTypeEditInfo,
  ...common,
});

export const deleteHelpTutorialType = defineCall('/HelpTutorialType/DeleteHelpTutorialType', {
  summary: 'Delete a help tutorial type',
  request: idBody,
  response: z.null(),
  ...common,
});

export const getHelpTutorialTypeById = defineCall('/HelpTutorialType/GetHelpTutorialTypeById', {
  summary: 'A help tutorial type with its change history',
  request: idBody,
  response: helpTutorialTypeDetail,
  readOnly: true,
  ...common,
});

export const getSelects = defineCall('/HelpTutorialType/GetSelects', {
  summary: 'The enabled help tutorial types of the caller’s site (platform staff: of SiteId), by display order, for dropdowns',
  request: z.object(siteChoice).optional(),
  response: z.array(idName),
  access: 'session',
  populations: BOTH_POPULATIONS,
  readOnly: true,
});
