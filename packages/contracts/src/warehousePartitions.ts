import { z } from 'zod';
import { defineCall } from './call.ts';
import { numberTypeError, pagedQuery, requiredText } from './common.ts';
import { siteListCalls } from './siteListCalls.ts';

/**
 * Partitions (spec domain §3 "Partition", §7 "/WarehousePartitions"): the zones of a warehouse,
 * each holding shelves. Required: name, site, warehouse, type (domain §5).
 */

/** What a zone is for: everyday storage, returns, unclaimed parcels, defective goods, or staging before dispatch. */
export const PartitionType = { Storage: 1, Returns: 2, Unclaimed: 3, Defective: 4, Staging: 5 } as const;
export type PartitionType = (typeof PartitionType)[keyof typeof PartitionType];
export const PARTITION_TYPES = Object.values(PartitionType);

/** In use, or stopped (no longer offered in pickers; its shelves and old records keep it). */
export const PartitionStatus = { Enabled: 1, Disabled: 2 } as const;
export type PartitionStatus = (typeof PartitionStatus)[keyof typeof PartitionStatus];

export const PARTITION_NAME_MAX = 64;

const id = z.int32({ error: numberTypeError }).positive();
// A number first (missing: CannotBeEmpty), then one of the values.
const partitionType = z.number({ error: numberTypeError }).pipe(z.union(PARTITION_TYPES.map((v) => z.literal(v)), { error: 'InvalidValue' }));
const partitionStatus = z.number({ error: numberTypeError }).pipe(z.union([z.literal(1), z.literal(2)], { error: 'InvalidValue' }));

export const partitionQuery = pagedQuery.extend({
  Name: z.string().max(PARTITION_NAME_MAX).optional(),
  WarehouseId: id.optional(),
  Type: partitionType.optional(),
  Status: partitionStatus.optional(),
  SiteId: id.optional(),
});

const partitionList = siteListCalls('WarehousePartitions', {
  one: 'WarehousePartition',
  fields: {
    Name: requiredText(PARTITION_NAME_MAX),
    Type: partitionType,
    Status: partitionStatus.default(PartitionStatus.Enabled),
    WarehouseId: id,
  },
  query: partitionQuery,
  // Choices among numbers, answered as whole numbers.
  wire: { Type: z.int32(), Status: z.int32() },
  row: { WarehouseName: z.string(), ShelfCount: z.int32() },
  summaries: {
    list: 'The partitions of the warehouses available to the caller, by warehouse then name',
    add: 'Create a partition in an enabled warehouse; its name is unique in the warehouse',
    getEdit: 'The edit form values of a partition',
    edit: 'Save a partition; it moves to another warehouse only while it has no shelves',
    delete: 'Delete a partition; refused while it has shelves',
    detail: 'A partition with its shelf count and change history',
  },
});

/** SiteId: required of platform staff; site staff always work in their own site. */
export const { fields: partitionFields, addBody: addPartitionBody, editBody: editPartitionBody, editInfo: partitionEditInfo, row: partitionRow, detail: partitionDetail } = partitionList;
export type PartitionFields = z.output<typeof partitionFields>;

export const partitionOption = z.object({ Id: z.int32(), Name: z.string(), Type: z.int32(), WarehouseId: z.int32(), WarehouseName: z.string() });

export const {
  list: getWarehousePartitions,
  add: addWarehousePartition,
  getEdit: getEditWarehousePartition,
  edit: editWarehousePartition,
  delete: deleteWarehousePartition,
  detail: getWarehousePartitionById,
} = partitionList.calls;

/** The site list's calls, which SiteListPage takes whole. */
export const partitionCalls = partitionList.calls;

export const getWarehousePartitionBySiteId = defineCall('/WarehousePartitions/GetWarehousePartitionBySiteId', {
  summary: 'The enabled partitions of a site’s available warehouses (or of one warehouse), for partition pickers',
  request: z.object({ SiteId: id.optional(), WarehouseId: id.optional() }).optional(),
  response: z.array(partitionOption),
  access: 'granted',
  readOnly: true,
});
