import ExcelJS from 'exceljs';
import { parcels, texts, type Language, type Texts } from '@lbo/contracts';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth.ts';
import type { UploadedPart } from '../../platform/context.ts';
import type { Executor } from '../../platform/db.ts';
import { invalid } from '../../platform/errors.ts';
import { readExcelRows } from '../../platform/excelImport.ts';
import { fieldProblems, forecast, reasonOf, ruleTexts, type FieldProblem, type ForecastLine } from './forecasts.service.ts';

/**
 * Forecasts from an Excel file (spec §5 "Excel files only, up to 5 MB", read through the guard of
 * platform/excelImport.ts): the first row names the columns, in any of the three languages and in any order; only the courier number column is
 * required. Every row is checked before anything is written, and the refusal names each bad row and
 * column ("row 7, Unit price: ..."). All or nothing.
 */

type Column = keyof ForecastLine;

const { forecastFields } = parcels;

/** The columns a file may have, by the names people write in its first row. */
export const IMPORT_COLUMNS: readonly { key: Column; name: Texts; schema: z.ZodType }[] = [
  { key: 'CourierNumber', name: texts('快递单号', '快遞單號', 'Courier number'), schema: forecastFields.shape.CourierNumber },
  { key: 'CourierCompany', name: texts('快递公司', '快遞公司', 'Courier company'), schema: forecastFields.shape.CourierCompany },
  { key: 'ProductName', name: texts('商品名称', '商品名稱', 'Product name'), schema: forecastFields.shape.ProductName.optional() },
  { key: 'Quantity', name: texts('数量', '數量', 'Quantity'), schema: forecastFields.shape.Quantity },
  { key: 'Price', name: texts('单价', '單價', 'Unit price'), schema: forecastFields.shape.Price },
  { key: 'PurchasePrice', name: texts('采购价', '採購價', 'Purchase price'), schema: forecastFields.shape.PurchasePrice },
  { key: 'PurchaseCurrency', name: texts('币种', '幣別', 'Currency'), schema: forecastFields.shape.PurchaseCurrency },
  { key: 'ShopNo', name: texts('店铺单号', '店鋪單號', 'Shop number'), schema: forecastFields.shape.ShopNo },
  { key: 'Remarks', name: texts('备注', '備註', 'Remarks'), schema: forecastFields.shape.Remarks },
];

/** A refusal lists this many bad rows at most: enough to fix a pattern, short enough to read. */
const ROW_PROBLEMS_SHOWN = 20;

const headerKey = (text: string) => text.trim().toLowerCase();
const columnByName = new Map(IMPORT_COLUMNS.flatMap((c) => Object.values(c.name).map((n) => [headerKey(n), c] as const)));

/** What a schema reads from a cell: an empty cell is left out (the field's default), a whole number stays a number. */
function cellValue(key: Column, text: string): unknown {
  if (text === '') return undefined;
  if (key === 'Quantity') return /^\d{1,9}$/.test(text) ? Number(text) : text;
  return text;
}

export async function importForecasts(tx: Executor, actor: Actor, warehouseId: number, file: UploadedPart | undefined, language: Language): Promise<{ Count: number }> {
  const sheet = await readExcelRows(file, { field: 'FileStream', maxBytes: parcels.FORECAST_IMPORT_MAX_BYTES, maxRows: parcels.FORECAST_IMPORT_MAX_ROWS });
  const columns = new Map<number, (typeof IMPORT_COLUMNS)[number]>();
  for (const [at, text] of sheet.header.cells) {
    const column = columnByName.get(headerKey(text));
    if (column) columns.set(at, column);
  }
  if (![...columns.values()].some((c) => c.key === 'CourierNumber')) {
    throw invalid('FileStream', 'ImportHeaderMissing', { columns: IMPORT_COLUMNS[0]!.name });
  }
  const rows: { at: number; cells: Map<Column, string> }[] = [];
  for (const row of sheet.rows) {
    const cells = new Map<Column, string>();
    for (const [index, column] of columns) cells.set(column.key, row.cells.get(index) ?? '');
    // A row with text only in columns the import does not read is no parcel.
    if ([...cells.values()].some((v) => v !== '')) rows.push({ at: row.at, cells });
  }
  if (rows.length === 0) throw invalid('FileStream', 'ImportNoRows');

  const problems: FieldProblem[] = [];
  const lines: ForecastLine[] = [];
  const rowOf = new Map<string, number>();
  for (const { at, cells } of rows) {
    const line: Record<string, unknown> = {};
    for (const column of IMPORT_COLUMNS) {
      const value = cellValue(column.key, cells.get(column.key) ?? '');
      const reason = reasonOf(column.schema, value);
      if (reason) problems.push({ field: 'FileStream', key: 'ImportRowInvalid', params: { row: at, column: column.name, reason } });
      else line[column.key] = column.schema.parse(value);
    }
    const number = line.CourierNumber as string | undefined;
    if (number !== undefined) {
      const first = rowOf.get(number);
      if (first !== undefined) {
        problems.push({ field: 'FileStream', key: 'ImportRowInvalid', params: { row: at, column: IMPORT_COLUMNS[0]!.name, reason: ruleTexts('BatchDuplicateNumber', { value: number }) } });
      } else rowOf.set(number, at);
    }
    lines.push({ ...(line as unknown as ForecastLine), ProductName: (line.ProductName as string | undefined) ?? '' });
  }
  if (problems.length > 0) throw fieldProblems(problems.slice(0, ROW_PROBLEMS_SHOWN), language);
  const ids = await forecast(tx, actor, warehouseId, lines, () => 'FileStream');
  return { Count: ids.length };
}

/** An empty file with the header row an import reads, in the caller's language, to fill in and upload. */
export async function importTemplate(language: Language) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(texts('包裹预报', '包裹預報', 'Forecasts')[language]);
  sheet.columns = IMPORT_COLUMNS.map((c) => ({ header: c.name[language], key: c.key, width: c.key === 'CourierNumber' || c.key === 'ProductName' ? 24 : 14 }));
  sheet.getRow(1).font = { bold: true };
  // Courier numbers as text: Excel would turn a long number into 7.73E+14.
  sheet.getColumn(1).numFmt = '@';
  return {
    FileName: `${texts('包裹预报模板', '包裹預報範本', 'forecast-template')[language]}.xlsx`,
    ContentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' as const,
    Content: Buffer.from(await book.xlsx.writeBuffer()).toString('base64'),
  };
}
