import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { formatMessage } from '@lbo/contracts';
import { AppError } from './errors.ts';
import { readExcelRows, type ExcelImportLimits } from './excelImport.ts';

const LIMITS: ExcelImportLimits = { field: 'FileStream', maxBytes: 5 * 1024 * 1024, maxRows: 5 };

async function xlsx(rows: (string | number | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A zip record: its length and its little-endian fields as [offset, value, bytes]. */
function record(length: number, fields: [number, number, 2 | 4][]): Buffer {
  const bytes = Buffer.alloc(length);
  for (const [at, value, size] of fields) {
    if (size === 2) bytes.writeUInt16LE(value, at);
    else bytes.writeUInt32LE(value, at);
  }
  return bytes;
}

/** A zip archive of deflated parts, each declaring the size it likes (an archive can lie about it). */
function zipOf(entries: { name: string; data: Buffer; declaredSize?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const { name, data, declaredSize = data.length } of entries) {
    const packed = zlib.deflateRawSync(data);
    const nameBytes = Buffer.from(name);
    const local = record(30, [[0, 0x04034b50, 4], [8, 8, 2], [18, packed.length, 4], [22, declaredSize, 4], [26, nameBytes.length, 2]]);
    const central = record(46, [[0, 0x02014b50, 4], [10, 8, 2], [20, packed.length, 4], [24, declaredSize, 4], [28, nameBytes.length, 2], [42, offset, 4]]);
    locals.push(local, nameBytes, packed);
    directory.push(central, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const size = directory.reduce((sum, b) => sum + b.length, 0);
  const end = record(22, [[0, 0x06054b50, 4], [8, entries.length, 2], [10, entries.length, 2], [12, size, 4], [16, offset, 4]]);
  return Buffer.concat([...locals, ...directory, end]);
}

const file = (buffer: Buffer) => ({ buffer, filename: 'import.xlsx', claimedType: 'application/octet-stream' });

/** The refusal's words as an English caller reads them. */
async function refusal(buffer: Buffer | undefined, limits: Partial<ExcelImportLimits> = {}): Promise<string> {
  try {
    await readExcelRows(buffer && file(buffer), { ...LIMITS, ...limits });
  } catch (error) {
    if (error instanceof AppError) return formatMessage(error.key, 'en', error.params);
    throw error;
  }
  return 'accepted';
}

describe('readExcelRows', () => {
  it('answers the header and the data rows of the first worksheet by their sheet numbers, blank rows left out', async () => {
    const { header, rows } = await readExcelRows(file(await xlsx([['Number', 'Name'], ['A1', 'Kettle'], [null, null], ['A2', 3]])), LIMITS);
    expect(header).toEqual({ at: 1, cells: new Map([[1, 'Number'], [2, 'Name']]) });
    expect(rows).toEqual([
      { at: 2, cells: new Map([[1, 'A1'], [2, 'Kettle']]) },
      { at: 4, cells: new Map([[1, 'A2'], [2, '3']]) },
    ]);
  });

  it('refuses more rows than the limit, naming it', async () => {
    const many = await xlsx([['Number'], ...Array.from({ length: 6 }, (_, i) => [`A${i}`])]);
    expect(await refusal(many)).toBe('FileStream: the file has more than 5 rows; import it in parts');
    expect(await refusal(many, { maxRows: 6 })).toBe('accepted');
  });

  it('refuses an archive that inflates past the bound, also when it declares small sizes', async () => {
    const honest = await xlsx([['Number'], ['A1']]);
    expect(await refusal(honest, { maxInflatedBytes: 1024 })).toMatch(/^FileStream: the file unpacks to more than [\d.]+ MB/);
    // 80 MB of zeros deflate to about 80 KB; the archive says 1 KB.
    const bomb = zipOf([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(80 * 1024 * 1024), declaredSize: 1024 }]);
    expect(bomb.length).toBeLessThan(LIMITS.maxBytes);
    expect(await refusal(bomb)).toBe('FileStream: the file unpacks to more than 64 MB, which no ordinary spreadsheet does');
    const admitted = zipOf([{ name: 'a.xml', data: Buffer.from('x'), declaredSize: 100 * 1024 * 1024 }]);
    expect(await refusal(admitted)).toBe('FileStream: the file unpacks to more than 64 MB, which no ordinary spreadsheet does');
  });

  it('refuses no file, a file too large, and anything that is no .xlsx', async () => {
    expect(await refusal(undefined)).toBe(formatMessage('FileMissing', 'en'));
    expect(await refusal(await xlsx([['Number'], ['A1']]), { maxBytes: 100 })).toBe(formatMessage('FileTooLarge', 'en', { field: 'FileStream', max: 100 / 1024 / 1024 }));
    expect(await refusal(Buffer.from('Number\nA1\n'))).toBe('FileStream: only Excel files (.xlsx) are accepted');
    expect(await refusal(zipOf([{ name: 'notes.txt', data: Buffer.from('hello') }]))).toBe('FileStream: the first worksheet of the file is empty');
    const cut = await xlsx([['Number'], ['A1']]);
    expect(await refusal(cut.subarray(0, cut.length - 40))).toBe('FileStream: only Excel files (.xlsx) are accepted');
  });
});
