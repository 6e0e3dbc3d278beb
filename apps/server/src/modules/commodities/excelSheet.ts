import ExcelJS from 'exceljs';
import type { MessageKey, Texts } from '@lbo/contracts';
import type { UploadedPart } from '../../platform/context.ts';
import { invalid } from '../../platform/errors.ts';

/**
 * Reading an import's workbook, apart from what its rows mean (the parcels' forecast import does the
 * same; both can fold into one platform module): an .xlsx of at most `maxBytes`, whose first sheet's
 * first row names the columns in any of the three languages and in any order, and whose other rows
 * that are not blank come back as text by column key with their row number. Refusals name
 * `FileStream`, the multipart field of the file.
 */

export interface SheetColumn<K extends string> {
  key: K;
  name: Texts;
}

export interface SheetRow<K extends string> {
  /** the row's number as Excel shows it */
  at: number;
  cells: Map<K, string>;
}

/** An .xlsx file is a zip archive: anything else (an old .xls, a CSV renamed) is refused before it is parsed. */
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const headerKey = (text: string) => text.trim().toLowerCase();
/** A cell as typed: its text, whatever Excel stored (number, rich text, formula result). */
const cellText = (cell: ExcelJS.Cell) => (cell.value === null || cell.value === undefined ? '' : cell.text.trim());

export async function readSheet<K extends string>(
  file: UploadedPart | undefined,
  spec: { columns: readonly SheetColumn<K>[]; required: readonly K[]; maxBytes: number; maxRows: number; noRows: MessageKey },
): Promise<SheetRow<K>[]> {
  if (!file || file.buffer.length === 0) throw invalid('FileStream', 'FileMissing');
  if (file.buffer.length > spec.maxBytes) throw invalid('FileStream', 'FileTooLarge', { max: spec.maxBytes / 1024 / 1024 });
  if (!file.buffer.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC)) throw invalid('FileStream', 'ImportNotXlsx');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file.buffer as unknown as ExcelJS.Buffer);
  } catch {
    throw invalid('FileStream', 'ImportNotXlsx');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw invalid('FileStream', spec.noRows);
  const byName = new Map(spec.columns.flatMap((c) => Object.values(c.name).map((n) => [headerKey(n), c] as const)));
  const columns = new Map<number, SheetColumn<K>>();
  sheet.getRow(1).eachCell((cell, at) => {
    const column = byName.get(headerKey(cellText(cell)));
    if (column) columns.set(at, column);
  });
  const found = new Set([...columns.values()].map((c) => c.key));
  const missing = spec.columns.filter((c) => spec.required.includes(c.key) && !found.has(c.key));
  if (missing.length > 0) {
    const names = (language: keyof Texts) => missing.map((c) => c.name[language]).join(', ');
    throw invalid('FileStream', 'ImportHeaderMissing', { columns: { 'zh-CN': names('zh-CN'), 'zh-TW': names('zh-TW'), en: names('en') } });
  }
  const rows: SheetRow<K>[] = [];
  sheet.eachRow((row, at) => {
    if (at === 1) return;
    const cells = new Map<K, string>();
    for (const [index, column] of columns) cells.set(column.key, cellText(row.getCell(index)));
    // A row left blank (or only formatted) is nothing to import.
    if ([...cells.values()].some((v) => v !== '')) rows.push({ at, cells });
  });
  if (rows.length === 0) throw invalid('FileStream', spec.noRows);
  if (rows.length > spec.maxRows) throw invalid('FileStream', 'ImportTooManyRows', { max: spec.maxRows, count: rows.length });
  return rows;
}

/** An empty workbook with the header row an import reads, in one language, to fill in and upload. */
export async function templateOf<K extends string>(sheetName: string, columns: readonly SheetColumn<K>[], language: keyof Texts, textColumns: readonly K[]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  sheet.columns = columns.map((c) => ({ header: c.name[language], key: c.key, width: 18 }));
  sheet.getRow(1).font = { bold: true };
  // Codes as text: Excel would turn a long number into 7.73E+14.
  columns.forEach((c, i) => {
    if (textColumns.includes(c.key)) sheet.getColumn(i + 1).numFmt = '@';
  });
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
}
