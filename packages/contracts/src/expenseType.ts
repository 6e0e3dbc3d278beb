import { z } from 'zod';
import { defineCall } from './call.ts';
import { listOf, numberTypeError, pagedQuery, requiredText, wholeNumberError } from './common.ts';
import { selectTableQuery } from './selectTable.ts';
import { siteListCalls } from './siteListCalls.ts';

/**
 * Expense types (spec domain §3 "Expense type", §7 "/ExpenseType"): the kinds of fee a site bills,
 * such as freight, fuel surcharge, remote-area fee, packing, insurance or storage. Bills, coupons and
 * value-added quotation groups name one.
 *
 * - Code: unique per site (letters, digits, "-" and "_").
 * - Explain: what the fee is for, shown to staff and customers next to the fee.
 * - SystemVariables: the variable name by which price formulas and the bills the system generates
 *   refer to this fee (e.g. `Freight`, `FuelSurcharge`); empty for a fee staff add by hand. Unique
 *   per site when given, so a formula always means one fee.
 * - DisplayOrder: smaller first, in lists, pickers and on bills.
 * - IsEnabled: a disabled type is no longer offered in the picker, and stays on the records that
 *   already name it.
 */

export const EXPENSE_TYPE_NAME_MAX = 64;
export const EXPENSE_TYPE_CODE_MAX = 32;
export const EXPENSE_TYPE_EXPLAIN_MAX = 255;
export const EXPENSE_TYPE_VARIABLE_MAX = 64;
export const DISPLAY_ORDER_MAX = 99_999;

export const expenseTypeRow = z.object({
  Id: z.int32(),
  Name: z.string(),
  Code: z.string(),
  Explain: z.string(),
  SystemVariables: z.string(),
  DisplayOrder: z.int32(),
  CreationTime: z.string(),
});
export type ExpenseTypeRow = z.infer<typeof expenseTypeRow>;

const siteChoice = { SiteId: z.int32({ error: numberTypeError }).positive().optional() };

const expenseTypeList = siteListCalls('ExpenseType', {
  fields: {
    Name: requiredText(EXPENSE_TYPE_NAME_MAX),
    Code: requiredText(EXPENSE_TYPE_CODE_MAX).regex(/^[A-Za-z0-9_-]+$/, { message: 'SiteCodeError' }),
    Explain: z.string().max(EXPENSE_TYPE_EXPLAIN_MAX).default(''),
    SystemVariables: z
      .string()
      .max(EXPENSE_TYPE_VARIABLE_MAX)
      .regex(/^[A-Za-z][A-Za-z0-9_]*$/, { message: 'VariableNameError' })
      .default(''),
    DisplayOrder: z.int32({ error: wholeNumberError }).min(0).max(DISPLAY_ORDER_MAX).default(0),
    IsEnabled: z.boolean().default(true),
  },
  query: pagedQuery.extend({
    Name: z.string().max(EXPENSE_TYPE_NAME_MAX).optional(),
    Code: z.string().max(EXPENSE_TYPE_CODE_MAX).optional(),
    IsEnabled: z.boolean().optional(),
    ...siteChoice,
  }),
  summaries: {
    list: 'Expense types of the site for the list page, by display order (platform staff: of every site, or of SiteId)',
    add: 'Add an expense type; Code, and SystemVariables when given, are unique in the site',
    getEdit: 'The edit form values of an expense type',
    edit: 'Save an expense type',
    delete: 'Delete an expense type (to stop offering one that records still name, disable it instead)',
    detail: 'An expense type with its change history',
  },
});

export const {
  fields: expenseTypeFields,
  addBody: addExpenseTypeBody,
  editBody: editExpenseTypeBody,
  editInfo: expenseTypeEditInfo,
  row: expenseTypeListRow,
  detail: expenseTypeDetail,
} = expenseTypeList;
export type ExpenseTypeFields = z.output<typeof expenseTypeFields>;
export const expenseTypeQuery = expenseTypeList.calls.list.request;

export const { list: getExpenseTypes, add: addExpenseType, getEdit: getEditExpenseType, edit: editExpenseType, delete: deleteExpenseType, detail: getExpenseTypeById } = expenseTypeList.calls;

/** The site list's calls, which SiteListPage takes whole. */
export const expenseTypeCalls = expenseTypeList.calls;

export const getSelectTableExpenseTypes = defineCall('/ExpenseType/GetSelectTableExpenseTypes', {
  summary: 'A page of the enabled expense types, by display order, for the expense type picker',
  request: selectTableQuery.extend({ Name: z.string().max(EXPENSE_TYPE_NAME_MAX).optional(), Code: z.string().max(EXPENSE_TYPE_CODE_MAX).optional(), ...siteChoice }),
  response: listOf(expenseTypeRow),
  access: 'granted',
  populations: ['backstage'],
  readOnly: true,
});
