import { z } from 'zod';
import { defineCall } from './call.ts';
import { listOf } from './common.ts';
import { selectTableQuery } from './selectTable.ts';

export const expenseTypeRow = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Code: z.string(),
  Explain: z.string(),
  SystemVariables: z.string(),
  DisplayOrder: z.number().int(),
  CreationTime: z.string(),
});
export type ExpenseTypeRow = z.infer<typeof expenseTypeRow>;

export const getSelectTableExpenseTypes = defineCall('/ExpenseType/GetSelectTableExpenseTypes', {
  summary: 'A page of the expense types, for the expense type picker',
  request: selectTableQuery.extend({ Name: z.string().max(64).optional(), Code: z.string().max(64).optional() }),
  response: listOf(expenseTypeRow),
  access: 'granted',
  populations: ['backstage'],
});
