import { z } from 'zod';
import { defineCall } from './call.ts';
import { idBody, listOf, numberTypeError, pagedQuery, requiredText } from './common.ts';

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

const partitionShape = {
  Name: requiredText(PARTITION_NAME_MAX),
  Type: partitionType,
  Status: partitionStatus.default(PartitionStatus.Enabled),
  WarehouseId: z.int32({ error: numberTypeError }).positive(),
};

/** SiteId: required of platform staff; site staff always work in their own site. */
export const addPartitionBody = z.object({ ...partitionShape, SiteId: id.optional() });
export const editPartitionBody = z.object({ ...partitionShape, Id: id });
export type PartitionFields = Omit<z.output<typeof editPartitionBody>, 'Id'>;

export const partitionEditInfo = z.object({
  Id: z.int32(),
  SiteId: z.int32(),
  WarehouseId: z.int32(),
  Name: z.string(),
  Type: z.int32(),
  Status: z.int32(),
});

export const partitionRow = partitionEditInfo.extend({
  SiteName: z.string(),
  WarehouseName: z.string(),
  ShelfCount: z.int32(),
  CreationTime: z.string(),
  UpdateTime: z.string(),
});

const audit = z.object({ Action: z.string(), ActorName: z.string(), CreationTime: z.string(), Before: z.unknown(), After: z.unknown() });
export const partitionDetail = partitionRow.extend({ Audits: z.array(audit) });

export const partitionQuery = pagedQuery.extend({
  Name: z.string().max(PARTITION_NAME_MAX).optional(),
  WarehouseId: id.optional(),
  Type: partitionType.optional(),
  Status: partitionStatus.optional(),
  SiteId: id.optional(),
});

export const partitionOption = z.object({ Id: z.int32(), Name: z.string(), Type: z.int32(), WarehouseId: z.int32(), WarehouseName: z.string() });

const staff = { access: 'granted', populations: ['backstage'] } as const;

export const getWarehousePartitions = defineCall('/WarehousePartitions/GetWarehousePartitions', {
  summary: 'The partitions of the warehouses available to the caller, by warehouse then name',
  request: partitionQuery,
  response: listOf(partitionRow),
  readOnly: true,
  ...staff,
});

export const addWarehousePartition = defineCall('/WarehousePartitions/AddWarehousePartition', {
  summary: 'Create a partition in an enabled warehouse; its name is unique in the warehouse',
  request: addPartitionBody,
  response: z.object({ Id: z.int32() }),
  ...staff,
});

export const getEditWarehousePartition = defineCall('/WarehousePartitions/GetEditWarehousePartition', {
  summary: 'The edit form values of a partition',
  request: idBody,
  response: partitionEditInfo,
  readOnly: true,
  ...staff,
});

export const editWarehousePartition = defineCall('/WarehousePartitions/EditWarehousePartition', {
  summary: 'Save a partition; it moves to another warehouse only while it has no shelves',
  request: editPartitionBody,
  response: partitionEditInfo,
  ...staff,
});

export const deleteWarehousePartition = defineCall('/WarehousePartitions/DeleteWarehousePartition', {
  summary: 'Delete a partition; refused while it has shelves',
  request: idBody,
  response: z.null(),
  ...staff,
});

export const getWarehousePartitionById = defineCall('/WarehousePartitions/GetWarehousePartitionById', {
  summary: 'A partition with its shelf count and change history',
  request: idBody,
  response: partitionDetail,
  readOnly: true,
  ...staff,
});

export const getWarehousePartitionBySiteId = defineCall('/WarehousePartitions/GetWarehousePartitionBySiteId', {
  summary: 'The enabled partitions of a site’s available warehouses (or of one warehouse), for partition pickers',
  request: z.object({ SiteId: id.optional(), WarehouseId: id.optional() }).optional(),
  response: z.array(partitionOption),
  access: 'granted',
  readOnly: true,
});
