import { z } from 'zod';
import { defineCall } from './call.ts';
import { idBody, idsBody, listOf, numberTypeError, pagedQuery, requiredText, wholeNumberError } from './common.ts';
import { zDecimal } from './validation.ts';

/**
 * Shelves (spec domain §3 "Shelf", "Shelf log", §7 "/Shelves"): the bin locations of a partition.
 *
 * A shelf number is what its label's Code 128 barcode carries and what a scanner types back, so it is
 * plain ASCII: letters, digits and - _ . /, stored in capitals ("a-01-01" is A-01-01). It is unique
 * in its warehouse. Dimensions are decimal text in cm with at most 2 decimals.
 */

export const SHELF_NUMBER_MAX = 64;
export const SHELF_PREFIX_MAX = 16;
/** One batch adds at most this many shelves (rows × columns). */
export const BATCH_ADD_SHELVES_MAX = 10_000;
export const BATCH_ADD_AXIS_MAX = 999;
export const PADDING_BITS_MAX = 6;
/** One print (labels or report rows) covers at most this many shelves. */
export const PRINT_SHELVES_MAX = 2_000;
export const SHELF_SEPARATORS = ['-', '_', '.', '/'] as const;

/** Letters, digits and - _ . / only: what Code 128 labels and scanners carry without surprises. */
export const SHELF_NUMBER_PATTERN = /^[A-Za-z0-9\-_./]+$/;

const id = z.int32({ error: numberTypeError }).positive();
const shelfCode = (max: number) =>
  requiredText(max)
    .regex(SHELF_NUMBER_PATTERN, { error: 'ShelfNumberFormat' })
    .transform((text) => text.toUpperCase());

/** Dimension in cm: at most 2 decimals, at most 8 digits before the point. */
export const dimension = () => zDecimal({ maxDecimal: 2 }).refine((text) => (text.split('.')[0] ?? '').length <= 8, { message: 'NumberTooLarge' });

const dimensions = {
  ShelvesWide: dimension().default('0'),
  ShelvesHigh: dimension().default('0'),
  ShelvesLength: dimension().default('0'),
};

/** A shelf as a list and the shelves picker show it; dimensions are decimal text in cm. */
export const shelfRow = z.object({
  Id: z.int32(),
  ShelvesNumber: z.string(),
  GoodsQuantity: z.int32(),
  IsExistingGoods: z.boolean(),
  ShelvesLength: z.string(),
  ShelvesWide: z.string(),
  ShelvesHigh: z.string(),
  WarehousePartitionName: z.string(),
  WarehouseName: z.string(),
});
export type ShelfRow = z.infer<typeof shelfRow>;

/** The list page's row: the picker's row and what the page shows besides. */
export const shelfListRow = shelfRow.extend({
  WarehouseId: z.int32(),
  PartitionId: z.int32(),
  IsDeactivate: z.boolean(),
  UsedWide: z.string(),
  UsedHigh: z.string(),
  UsedLength: z.string(),
  ResidualWide: z.string(),
  ResidualHigh: z.string(),
  ResidualLength: z.string(),
  CreationTime: z.string(),
});
export type ShelfListRow = z.infer<typeof shelfListRow>;

export const shelfDetail = shelfListRow.extend({
  SiteId: z.int32(),
  SiteName: z.string(),
  Prefix: z.string(),
  Separator: z.string(),
  Layer: z.int32(),
  Column: z.int32(),
  UpdateTime: z.string(),
});

/** How GetShelves orders: 0 by shelf number ascending (the default), 1 by shelf number in the asked direction, 2 by creation. */
export const ShelvesSort = { Number: 0, NumberDirected: 1, Creation: 2 } as const;

const shelvesFilter = {
  /** the beginning of the shelf number (any case): "a-01" finds A-01-01 … A-01-99 */
  Content: z.string().max(100).optional(),
  WarehouseId: id.optional(),
  PartitionId: id.optional(),
  /** pickers ask for false: deactivated shelves are not offered */
  IsDeactivate: z.boolean().optional(),
};

export const getShelves = defineCall('/Shelves/GetShelves', {
  summary: 'A page of the shelves of the caller’s available warehouses; Content matches the beginning of the shelf number',
  request: pagedQuery.extend({ ...shelvesFilter, sortType: z.int32().min(0).max(2).default(0) }),
  response: listOf(shelfListRow),
  access: 'granted',
  populations: ['backstage'],
  readOnly: true,
});

const staff = { access: 'granted', populations: ['backstage'] } as const;

export const establishShelvesBody = z.object({
  WarehouseId: id,
  PartitionId: id,
  ShelvesNumber: shelfCode(SHELF_NUMBER_MAX),
  IsDeactivate: z.boolean().default(false),
  ...dimensions,
});

export const establishShelves = defineCall('/Shelves/EstablishShelves', {
  summary: 'Add one shelf to an enabled partition of an enabled warehouse; its number is unique in the warehouse',
  request: establishShelvesBody,
  response: z.object({ Id: z.int32() }),
  ...staff,
});

export const getShelvesById = defineCall('/Shelves/GetShelvesById', {
  summary: 'A shelf with its dimensions, used and residual space, goods and numbering',
  request: idBody,
  response: shelfDetail,
  readOnly: true,
  ...staff,
});

export const editShelfBody = z.object({
  Id: id,
  /** another partition of the same warehouse */
  PartitionId: id,
  ShelvesNumber: shelfCode(SHELF_NUMBER_MAX),
  IsDeactivate: z.boolean().default(false),
  ...dimensions,
});

/** The spec's name for editing a shelf. */
export const editShippingAddress = defineCall('/Shelves/EditShippingAddress', {
  summary: 'Save a shelf: number, partition (same warehouse), dimensions, deactivation',
  request: editShelfBody,
  response: shelfDetail,
  ...staff,
});

export const deleteShelves = defineCall('/Shelves/DeleteShelves', {
  summary: 'Delete shelves, all or none; refused while goods are on any of them',
  request: idsBody,
  response: z.object({ Count: z.int32() }),
  ...staff,
});

const paddingBits = z.int32({ error: wholeNumberError }).min(0).max(PADDING_BITS_MAX);
const axis = z.int32({ error: wholeNumberError }).min(1).max(BATCH_ADD_AXIS_MAX);

export const batchAddShelvesBody = z.object({
  WarehouseId: id,
  PartitionId: id,
  Prefix: shelfCode(SHELF_PREFIX_MAX),
  /** between prefix, layer and column; absent: none */
  Separator: z.enum(SHELF_SEPARATORS, { error: 'InvalidValue' }).optional(),
  /** layers (rows) and columns: numbers StartRow … StartRow + Rows − 1, the same for columns */
  Rows: axis,
  Columns: axis,
  StartRow: axis.default(1),
  StartColumn: axis.default(1),
  /** digits of the layer and column numbers, zero-padded: 2 gives 01 */
  LayerPaddingBits: paddingBits.default(2),
  ColumnPaddingBits: paddingBits.default(2),
  IsDeactivate: z.boolean().default(false),
  ...dimensions,
});
export type BatchAddShelvesBody = z.output<typeof batchAddShelvesBody>;

/** The shelf number of a layer and column: prefix, separator, padded layer, separator, padded column. */
export function batchShelfNumber(b: Pick<BatchAddShelvesBody, 'Prefix' | 'Separator' | 'LayerPaddingBits' | 'ColumnPaddingBits'>, layer: number, column: number): string {
  const sep = b.Separator ?? '';
  return `${b.Prefix.toUpperCase()}${sep}${String(layer).padStart(b.LayerPaddingBits, '0')}${sep}${String(column).padStart(b.ColumnPaddingBits, '0')}`;
}

export const batchAddShelves = defineCall('/Shelves/BatchAddShelves', {
  summary: 'Add rows × columns shelves numbered Prefix-Layer-Column (e.g. A-01-01 … A-05-10), all or none; an existing number refuses the batch',
  request: batchAddShelvesBody,
  response: z.object({ Count: z.int32(), FirstNumber: z.string(), LastNumber: z.string() }),
  ...staff,
});

export const isDeactivateShelves = defineCall('/Shelves/IsDeactivateShelves', {
  summary: 'Deactivate (or activate again) shelves: a deactivated shelf is not offered in pickers or as a transfer target',
  request: idsBody.extend({ IsDeactivate: z.boolean({ error: (issue) => (issue.input == null ? 'CannotBeEmpty' : undefined) }) }),
  response: z.object({ Count: z.int32() }),
  ...staff,
});

const transferTarget = { Id: id, TargetId: id };

export const transferGoods = defineCall('/Shelves/TransferGoods', {
  summary: 'Move some goods from a shelf to an active shelf of the same warehouse, with a share of the used space',
  request: z.object({ ...transferTarget, Quantity: z.int32({ error: wholeNumberError }).min(1) }),
  response: z.object({ Source: shelfListRow, Target: shelfListRow }),
  ...staff,
});

export const transferGoodsAll = defineCall('/Shelves/TransferGoodsAll', {
  summary: 'Move all the goods and used space of a shelf to an active shelf of the same warehouse',
  request: z.object(transferTarget),
  response: z.object({ Source: shelfListRow, Target: shelfListRow }),
  ...staff,
});

export const getShelvesByPartition = defineCall('/Shelves/GetShelvesByPartition', {
  summary: 'A page of the shelves of one partition, by number (deactivated ones only when asked)',
  request: pagedQuery.extend({ PartitionId: id, Content: z.string().max(100).optional(), IsDeactivate: z.boolean().optional() }),
  response: listOf(shelfListRow),
  readOnly: true,
  ...staff,
});

/** What happened to a shelf (its log is the shelf's audit trail). */
export const ShelfOperationType = { Establish: 1, BatchAdd: 2, Edit: 3, Deactivate: 4, Activate: 5, TransferOut: 6, TransferIn: 7, GoodsChange: 8, Delete: 9 } as const;
export type ShelfOperationType = (typeof ShelfOperationType)[keyof typeof ShelfOperationType];

export const shelfLogRow = z.object({
  Id: z.int32(),
  OperationType: z.int32(),
  OperationTypeName: z.string(),
  /** what changed, in the caller's language */
  Content: z.string(),
  OperatorName: z.string(),
  CreationTime: z.string(),
});

export const getShelveLogs = defineCall('/Shelves/GetShelveLogs', {
  summary: 'A page of a shelf’s log, newest first: every change with its operation type and content',
  request: pagedQuery.extend({ Id: id }),
  response: listOf(shelfLogRow),
  readOnly: true,
  ...staff,
});

/** Which shelves a print covers: the chosen Ids, or every shelf matching the filter. */
const printSelection = z.object({ Ids: z.array(id).max(PRINT_SHELVES_MAX).optional(), ...shelvesFilter });

/** One label's values, named like the shelf-label template's placeholders. */
export const shelfLabel = z.object({
  Id: z.int32(),
  ShelfCode: z.string(),
  WarehouseName: z.string(),
  WarehouseCode: z.string(),
  PartitionName: z.string(),
  SiteName: z.string(),
  PrintTime: z.string(),
});

export const getPrintShelveData = defineCall('/Shelves/GetPrintShelveData', {
  summary: 'The label values of the chosen shelves with the site’s default shelf-label template, for printing through the local printing service',
  request: printSelection,
  response: z.object({
    Template: z.object({ Id: z.int32(), Name: z.string(), Width: z.number(), Height: z.number(), Content: z.string() }).nullable(),
    Labels: z.array(shelfLabel),
  }),
  readOnly: true,
  ...staff,
});

/** 1: one label per page with a Code 128 barcode; 2: occupancy report (by partition, then shelf by shelf). */
export const ShelfReportType = { Labels: 1, Occupancy: 2 } as const;

export const getPrintShelveReport = defineCall('/Shelves/GetPrintShelveReport', {
  summary: 'A PDF of the chosen shelves: labels with a scannable Code 128 barcode, or the occupancy report',
  request: printSelection.extend({ ReportType: z.union([z.literal(1), z.literal(2)], { error: 'InvalidValue' }).default(1) }),
  response: z.object({ FileName: z.string(), ContentType: z.literal('application/pdf'), Pages: z.int32(), Content: z.string().describe('the PDF, base64') }),
  readOnly: true,
  ...staff,
});
