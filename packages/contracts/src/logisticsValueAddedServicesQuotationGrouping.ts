import { z } from 'zod';
import { defineCall } from './call.ts';
import { listOf } from './common.ts';
import { selectTableQuery } from './selectTable.ts';

/** A group of value-added-service quotations; MultipleChoice lets an order take several of its services. */
export const quotationGroupRow = z.object({
  Id: z.number().int(),
  Name: z.string(),
  MultipleChoice: z.boolean(),
  /** the name of the group's expense type */
  ExpenseType: z.string(),
  Explain: z.string(),
  Remarks: z.string(),
});
export type QuotationGroupRow = z.infer<typeof quotationGroupRow>;

export const getSelectTableQuotationGroupings = defineCall(
  '/LogisticsValueAddedServicesQuotationGrouping/GetSelectTableLogisticsValueAddedServicesQuotationGroupings',
  {
    summary: 'A page of the value-added-service quotation groups, for the quotation group picker',
    request: selectTableQuery.extend({ Name: z.string().max(64).optional() }),
    response: listOf(quotationGroupRow),
    access: 'granted',
    populations: ['backstage'],
  },
);
