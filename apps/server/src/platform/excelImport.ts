import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import type { UploadedPart } from './context.ts';
import { invalid } from './errors.ts';

/**
 * The guard of every Excel import (forecasts now; commodities and orders next): an uploaded .xlsx is
 * checked for size, for what it inflates to (an .xlsx is a zip archive: a few kilobytes can inflate
 * to gigabytes) and for its number of rows, and its first worksheet is read row by row with
 * exceljs's streaming reader, which never builds the whole workbook in memory and stops reading
 * past the row limit. Refusals name `field` (the upload's form field).
 */

export interface ExcelImportLimits {
  /** the upload's form field, named by every refusal */
  field: string;
  /** the file's size */
  maxBytes: number;
  /** data rows after the header row (blank rows do not count) */
  maxRows: number;
  /** what all the archive's parts inflate to together */
  maxInflatedBytes?: number;
}

/** A row of the first worksheet: its number in the sheet (1 is the header) and each cell's text by column (1-based, as Excel counts). */
export interface SheetRow {
  at: number;
  cells: Map<number, string>;
}

/** Generous for a spreadsheet of text rows (5,000 rows of ten columns inflate to a few MB), far below what hurts a server. */
export const EXCEL_MAX_INFLATED_BYTES = 64 * 1024 * 1024;
const MB = 1024 * 1024;

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** The end-of-directory record (22 bytes) is followed by a comment of up to 65,535 bytes. */
const END_SEARCH = 22 + 0xffff;
const STORED = 0;
const DEFLATED = 8;

interface ArchiveEntry {
  method: number;
  compressedSize: number;
  declaredSize: number;
  localOffset: number;
}

/** The archive's parts, from its central directory; null when it is no zip archive (or a zip64 one, which no 5 MB spreadsheet needs). */
function archiveEntries(zip: Buffer): ArchiveEntry[] | null {
  const from = Math.max(0, zip.length - END_SEARCH);
  let end = -1;
  for (let at = zip.length - 22; at >= from; at--) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: ArchiveEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
    const entry = { method: zip.readUInt16LE(at + 10), compressedSize: zip.readUInt32LE(at + 20), declaredSize: zip.readUInt32LE(at + 24), localOffset: zip.readUInt32LE(at + 42) };
    if (entry.compressedSize === 0xffffffff || entry.declaredSize === 0xffffffff || entry.localOffset === 0xffffffff) return null;
    entries.push(entry);
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** An entry's compressed bytes, located by its local header; null when the header is not where the directory says. */
function entryData(zip: Buffer, entry: ArchiveEntry): Buffer | null {
  const at = entry.localOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_HEADER) return null;
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  if (start + entry.compressedSize > zip.length) return null;
  return zip.subarray(start, start + entry.compressedSize);
}

/**
 * What the archive really inflates to, counted while inflating (the sizes an archive declares can
 * lie) and dropped as it comes, so the count costs no memory; stops as soon as it passes `limit`.
 */
async function checkInflation(zip: Buffer, field: string, limit: number): Promise<void> {
  const entries = archiveEntries(zip);
  if (!entries) throw invalid(field, 'ImportNotXlsx');
  const tooLarge = () => invalid(field, 'ImportTooInflated', { max: limit / MB });
  // The cheap check first: an archive that admits to inflating too far is refused unread.
  if (entries.reduce((sum, e) => sum + e.declaredSize, 0) > limit) throw tooLarge();
  let total = 0;
  for (const entry of entries) {
    const data = entryData(zip, entry);
    if (!data || (entry.method !== STORED && entry.method !== DEFLATED)) throw invalid(field, 'ImportNotXlsx');
    if (entry.method === STORED) {
      total += data.length;
      if (total > limit) throw tooLarge();
      continue;
    }
    let exceeded = false;
    try {
      await pipeline(Readable.from([data]), zlib.createInflateRaw(), async (chunks: AsyncIterable<Buffer>) => {
        for await (const chunk of chunks) {
          total += chunk.length;
          if (total > limit) {
            exceeded = true;
            // Stops the inflating: the rest is never produced.
            throw new Error('inflates past the bound');
          }
        }
      });
    } catch {
      throw exceeded ? tooLarge() : invalid(field, 'ImportNotXlsx');
    }
  }
}

/** A cell as typed: its text, whatever Excel stored (number, rich text, formula result). */
const cellText = (cell: ExcelJS.Cell) => (cell.value === null || cell.value === undefined ? '' : cell.text.trim());

/**
 * The header row and the data rows of an uploaded .xlsx's first worksheet, rows with no text left
 * out. Refused on `limits.field`: no file, too large, not an .xlsx, inflating too far, an empty sheet,
 * more rows than the limit.
 */
export async function readExcelRows(file: UploadedPart | undefined, limits: ExcelImportLimits): Promise<{ header: SheetRow; rows: SheetRow[] }> {
  const { field, maxBytes, maxRows, maxInflatedBytes = EXCEL_MAX_INFLATED_BYTES } = limits;
  if (!file || file.buffer.length === 0) throw invalid(field, 'FileMissing');
  if (file.buffer.length > maxBytes) throw invalid(field, 'FileTooLarge', { max: maxBytes / MB });
  // An old .xls or a CSV renamed is refused before anything is parsed.
  if (!file.buffer.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC)) throw invalid(field, 'ImportNotXlsx');
  await checkInflation(file.buffer, field, maxInflatedBytes);

  let header: SheetRow | null = null;
  const rows: SheetRow[] = [];
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([file.buffer]), { sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit', entries: 'ignore' });
  try {
    reading: for await (const sheet of reader) {
      for await (const row of sheet) {
        const cells = new Map<number, string>();
        row.eachCell((cell, column) => {
          const text = cellText(cell);
          if (text !== '') cells.set(column, text);
        });
        if (cells.size === 0) continue;
        if (!header) header = { at: row.number, cells };
        else rows.push({ at: row.number, cells });
        // One row past the limit is enough to refuse: the rest is never read.
        if (rows.length > maxRows) break reading;
      }
      // Only the first worksheet is read.
      break;
    }
  } catch {
    throw invalid(field, 'ImportNotXlsx');
  }
  if (rows.length > maxRows) throw invalid(field, 'ImportTooManyRows', { max: maxRows });
  if (!header) throw invalid(field, 'ImportEmpty');
  return { header, rows };
}
