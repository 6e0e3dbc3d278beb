import { z } from 'zod';
import { defineCall } from './call.ts';
import { listOf, pagedQuery } from './common.ts';

/** A shelf as a list and the shelves picker show it; dimensions are decimal text in cm. */
export const shelfRow = z.object({
  Id: z.number().int(),
  ShelvesNumber: z.string(),
  GoodsQuantity: z.number().int(),
  IsExistingGoods: z.boolean(),
  ShelvesLength: z.string(),
  ShelvesWide: z.string(),
  ShelvesHigh: z.string(),
  WarehousePartitionName: z.string(),
  WarehouseName: z.string(),
});
export type ShelfRow = z.infer<typeof shelfRow>;

export const getShelves = defineCall('/Shelves/GetShelves', {
  summary: 'A page of the shelves of the site; Content matches the shelf number',
  request: pagedQuery.extend({
    Content: z.string().max(100).optional(),
    WarehouseId: z.number().int().positive().optional(),
    PartitionId: z.number().int().positive().optional(),
  }),
  response: listOf(shelfRow),
  access: 'granted',
  populations: ['backstage'],
});
