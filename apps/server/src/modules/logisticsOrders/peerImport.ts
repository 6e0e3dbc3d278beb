import ExcelJS from 'exceljs';
import { logisticsOrders as contract, texts, type Language, type Texts } from '@lbo/contracts';
import type { Actor } from '../../platform/auth.ts';
import type { CallContext } from '../../platform/context.ts';
import { AppError, invalid } from '../../platform/errors.ts';
import { readExcelRows } from '../../platform/excelImport.ts';
import { ruleOf } from '../../platform/payload.ts';
import { customerOf } from '../../platform/siteResources.ts';
import { fieldProblems, ruleTexts, type FieldProblem } from '../parcels/index.ts';
import { requireUsableWarehouse } from '../warehouses/index.ts';
import { addPeerOrder, PEER_IMPORT_COLUMNS, type PeerImportKey, type PeerOrderBody } from './peerOrders.ts';

/**
 * Peer orders from an Excel file (ImportPeerOrders; spec §5 "Excel files only, up to 5 MB", read
 * through the guard of platform/excelImport.ts): one order a row (its pieces all alike: a count,
 * the weight and size of one), the columns named in the first row in any of the three languages and
 * in any order. Every row is checked by the call's own schema, then entered and priced by
 * `addPeerOrder` like the form's; any refusal names its row and column, and then nothing is kept
 * (the refusal rolls the call's transaction back): all or nothing.
 */

/** Without these a row is no order. */
const REQUIRED: readonly PeerImportKey[] = ['RecipientName', 'Phone', 'CountryCode', 'DetailedAddress', 'WeightKg', 'LengthCm', 'WidthCm', 'HeightCm', 'GoodsName'];
/** A refusal lists this many bad rows at most: enough to fix a pattern, short enough to read. */
const ROW_PROBLEMS_SHOWN = 20;

const headerKey = (text: string) => text.trim().toLowerCase();
const columnByName = new Map(PEER_IMPORT_COLUMNS.flatMap((c) => Object.values(c.name).map((n) => [headerKey(n), c] as const)));
const nameOf = (key: PeerImportKey) => PEER_IMPORT_COLUMNS.find((c) => c.key === key)!.name;

/** The column of a field of the call's body (a refusal's path or field). */
function columnOf(path: readonly PropertyKey[]): PeerImportKey {
  const [head, , leaf] = path.map(String);
  if (head === 'Pieces') return leaf === 'Name' ? 'PieceName' : leaf === 'Quantity' ? 'Quantity' : ((leaf as PeerImportKey | undefined) ?? 'WeightKg');
  if (head === 'Goods') return ({ Name: 'GoodsName', Quantity: 'GoodsQuantity', UnitValue: 'UnitValue', CurrencyCode: 'CurrencyCode' } as const)[leaf as 'Name'] ?? 'GoodsName';
  if (head === 'Recipient') return String(path[1]) as PeerImportKey;
  if (head === 'QuotationId' || head === 'CarrierId' || head === 'IsCod') return 'Quotation';
  return PEER_IMPORT_COLUMNS.some((c) => c.key === head) ? (head as PeerImportKey) : 'RecipientName';
}

/** A whole number as typed stays a number for the schema (which names anything else). */
const count = (text: string) => (text === '' ? undefined : /^\d{1,9}$/.test(text) ? Number(text) : text);
const orEmpty = (text: string) => (text === '' ? undefined : text);

function bodyOf(cells: Map<PeerImportKey, string>, userId: number, warehouseId: number): PeerOrderBody {
  const cell = (key: PeerImportKey) => cells.get(key) ?? '';
  return {
    UserId: userId,
    WarehouseId: warehouseId,
    PeerNumber: cell('PeerNumber'),
    Pieces: [{ Name: cell('PieceName'), Quantity: count(cell('Quantity')) as number, WeightKg: cell('WeightKg'), LengthCm: cell('LengthCm'), WidthCm: cell('WidthCm'), HeightCm: cell('HeightCm') }],
    Recipient: {
      RecipientName: cell('RecipientName'),
      PhoneCode: cell('PhoneCode'),
      Phone: cell('Phone'),
      Tel: cell('Tel'),
      IdentityNumber: cell('IdentityNumber'),
      CountryCode: cell('CountryCode'),
      RegionName: cell('RegionName'),
      DetailedAddress: cell('DetailedAddress'),
      MailboxCode: cell('MailboxCode'),
    },
    DeclaredPrice: orEmpty(cell('DeclaredPrice')),
    Goods: [{ Name: cell('GoodsName'), Quantity: (count(cell('GoodsQuantity')) ?? 1) as number, UnitValue: orEmpty(cell('UnitValue')) ?? '0', CurrencyCode: orEmpty(cell('CurrencyCode')) }],
    Remarks: cell('Remarks'),
  };
}

export async function importPeerOrders(ctx: CallContext, actor: Actor, body: { UserId: number; WarehouseId: number }, language: Language) {
  const { tx } = ctx;
  // The peer and the warehouse are the form's fields: refused once, by name, before the file is read.
  const customer = await customerOf(tx, actor, body.UserId);
  const warehouse = await requireUsableWarehouse(tx, actor, body.WarehouseId);
  if (warehouse.siteId !== customer.siteId) throw invalid('WarehouseId', 'WarehouseNotAvailable');

  const sheet = await readExcelRows(ctx.file, { field: 'FileStream', maxBytes: contract.PEER_IMPORT_MAX_BYTES, maxRows: contract.PEER_IMPORT_MAX_ROWS });
  const columns = new Map<number, (typeof PEER_IMPORT_COLUMNS)[number]>();
  for (const [at, text] of sheet.header.cells) {
    const column = columnByName.get(headerKey(text));
    if (column) columns.set(at, column);
  }
  const missing = REQUIRED.filter((key) => ![...columns.values()].some((c) => c.key === key));
  if (missing.length > 0) {
    const names = (l: Language) => missing.map((key) => nameOf(key)[l]).join(', ');
    throw invalid('FileStream', 'ImportHeaderMissing', { columns: { 'zh-CN': names('zh-CN'), 'zh-TW': names('zh-TW'), en: names('en') } });
  }
  const rows: { at: number; cells: Map<PeerImportKey, string> }[] = [];
  for (const row of sheet.rows) {
    const cells = new Map<PeerImportKey, string>();
    for (const [index, column] of columns) cells.set(column.key, row.cells.get(index) ?? '');
    if ([...cells.values()].some((v) => v !== '')) rows.push({ at: row.at, cells });
  }
  if (rows.length === 0) throw invalid('FileStream', 'PeerImportNoRows');

  const problems: FieldProblem[] = [];
  const problem = (row: number, key: PeerImportKey, reason: Texts) => problems.push({ field: 'FileStream', key: 'ImportRowInvalid', params: { row, column: nameOf(key), reason } });
  const parsed: { at: number; order: contract.PeerOrderFields; quotation: string }[] = [];
  const peerNumbers = new Map<string, number>();
  for (const { at, cells } of rows) {
    const result = contract.peerOrderFields.safeParse(bodyOf(cells, customer.ownerId, body.WarehouseId));
    if (!result.success) {
      // One reason per column: the first the schema found.
      const seen = new Set<PeerImportKey>();
      for (const issue of result.error.issues) {
        const key = columnOf(issue.path);
        if (seen.has(key)) continue;
        seen.add(key);
        const { rule, params } = ruleOf(issue);
        problem(at, key, ruleTexts(rule, params));
      }
      continue;
    }
    const number = result.data.PeerNumber;
    const first = number === '' ? undefined : peerNumbers.get(number);
    if (first !== undefined) {
      problem(at, 'PeerNumber', ruleTexts('CommodityImportDuplicate', { row: first }));
      continue;
    }
    if (number !== '') peerNumbers.set(number, at);
    parsed.push({ at, order: result.data, quotation: cells.get('Quotation') ?? '' });
  }
  // Rows refused by their schema need no pricing: the whole file is refused anyway.
  if (problems.length > 0) throw fieldProblems(problems.slice(0, ROW_PROBLEMS_SHOWN), language);

  const serialNumbers: string[] = [];
  for (const { at, order, quotation } of parsed) {
    try {
      serialNumbers.push((await addPeerOrder(ctx, actor, order, quotation === '' ? undefined : quotation)).SerialNumber);
    } catch (error) {
      // A business refusal is thrown before any statement fails, so the transaction goes on to check the other rows.
      if (!(error instanceof AppError) || typeof error.params.field !== 'string') throw error;
      const { field: _field, ...params } = error.params;
      problem(at, columnOf(error.params.field.split('.')), ruleTexts(error.key, params));
    }
  }
  if (problems.length > 0) throw fieldProblems(problems.slice(0, ROW_PROBLEMS_SHOWN), language);
  return { Count: serialNumbers.length, SerialNumbers: serialNumbers };
}

/** An empty file with the header row the import reads, in the caller's language, to fill in and upload. */
export async function peerImportTemplate(language: Language) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(texts('同行订单', '同行訂單', 'Peer orders')[language]);
  sheet.columns = PEER_IMPORT_COLUMNS.map((c) => ({ header: c.name[language], key: c.key, width: c.key === 'DetailedAddress' ? 32 : 16 }));
  sheet.getRow(1).font = { bold: true };
  // Numbers people type as text: Excel would turn a long one into 7.73E+14 or drop a leading zero.
  for (const key of ['PeerNumber', 'PhoneCode', 'Phone', 'Tel', 'IdentityNumber', 'MailboxCode'] as const) sheet.getColumn(key).numFmt = '@';
  return {
    FileName: `${texts('同行订单导入模板', '同行訂單匯入範本', 'peer-order-template')[language]}.xlsx`,
    ContentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' as const,
    Content: Buffer.from(await book.xlsx.writeBuffer()).toString('base64'),
  };
}
