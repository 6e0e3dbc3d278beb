import { z } from 'zod';
import { BOTH_POPULATIONS, defineCall } from './call.ts';
import { idName, numberTypeError, pagedQuery, requiredText, wholeNumberError } from './common.ts';
import { DISPLAY_ORDER_MAX } from './expenseType.ts';
import { siteListCalls } from './siteListCalls.ts';

/**
 * Help tutorial types (spec domain §1 "help tutorials", §7 "/HelpTutorialType/GetSelects"): the
 * sections a site's help tutorials are grouped in (getting started, shipping, payment, customs...).
 * Names are unique per site; DisplayOrder orders the sections (smaller first); a disabled type is no
 * longer offered when writing a tutorial and stays on the tutorials already in it.
 */

export const HELP_TUTORIAL_TYPE_NAME_MAX = 64;
export const HELP_TUTORIAL_TYPE_REMARKS_MAX = 255;

const siteChoice = { SiteId: z.int32({ error: numberTypeError }).positive().optional() };

const helpTutorialTypeList = siteListCalls('HelpTutorialType', {
  fields: {
    Name: requiredText(HELP_TUTORIAL_TYPE_NAME_MAX),
    DisplayOrder: z.int32({ error: wholeNumberError }).min(0).max(DISPLAY_ORDER_MAX).default(0),
    IsEnabled: z.boolean().default(true),
    Remarks: z.string().max(HELP_TUTORIAL_TYPE_REMARKS_MAX).default(''),
  },
  query: pagedQuery.extend({
    Name: z.string().max(HELP_TUTORIAL_TYPE_NAME_MAX).optional(),
    IsEnabled: z.boolean().optional(),
    ...siteChoice,
  }),
  summaries: {
    list: 'Help tutorial types of the site for the list page, by display order (platform staff: of every site, or of SiteId)',
    add: 'Add a help tutorial type; its name is unique in the site',
    getEdit: 'The edit form values of a help tutorial type',
    edit: 'Save a help tutorial type',
    delete: 'Delete a help tutorial type',
    detail: 'A help tutorial type with its change history',
  },
});

export const {
  fields: helpTutorialTypeFields,
  addBody: addHelpTutorialTypeBody,
  editBody: editHelpTutorialTypeBody,
  editInfo: helpTutorialTypeEditInfo,
  row: helpTutorialTypeRow,
  detail: helpTutorialTypeDetail,
} = helpTutorialTypeList;
export type HelpTutorialTypeFields = z.output<typeof helpTutorialTypeFields>;
export const helpTutorialTypeQuery = helpTutorialTypeList.calls.list.request;

export const {
  list: getHelpTutorialTypes,
  add: addHelpTutorialType,
  getEdit: getEditHelpTutorialType,
  edit: editHelpTutorialType,
  delete: deleteHelpTutorialType,
  detail: getHelpTutorialTypeById,
} = helpTutorialTypeList.calls;

/** The site list's calls, which SiteListPage takes whole. */
export const helpTutorialTypeCalls = helpTutorialTypeList.calls;

export const getSelects = defineCall('/HelpTutorialType/GetSelects', {
  summary: 'The enabled help tutorial types of the caller’s site (platform staff: of SiteId), by display order, for dropdowns',
  request: z.object(siteChoice).optional(),
  response: z.array(idName),
  access: 'session',
  populations: BOTH_POPULATIONS,
  readOnly: true,
});
