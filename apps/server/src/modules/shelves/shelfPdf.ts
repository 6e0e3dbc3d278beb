import fs from 'node:fs';
import bwipjs from 'bwip-js';
import PDFDocument from 'pdfkit';
import { latinOf } from '../globalCountries/index.ts';

/**
 * The shelf PDFs: labels (one per page, the label's size) with a Code 128 barcode of the shelf
 * number, and the occupancy report on A4. pdfkit writes the PDF; bwip-js (the Barcode Writer in
 * Pure PostScript port) draws the barcode as a PNG at 4 px per module with its quiet zones, so a
 * 200 dpi print or scan still resolves every bar.
 *
 * Text: shelf numbers are ASCII and always print in Helvetica. Names and the report's words may be
 * Chinese, which needs a CJK font: PDF_FONT (a .ttf/.otf, or a .ttc as `path#PostScriptName`), else
 * the first of the usual system fonts found (Debian's fonts-noto-cjk, WenQuanYi, macOS, Windows).
 * Without one the PDF is still made and stays readable: names print in Pinyin, the report's words in
 * English (`hasCjkFont`), and any other character Helvetica lacks as "?".
 */

const MM = 72 / 25.4;
export const mm = (n: number) => n * MM;

interface FontChoice {
  path: string;
  /** the PostScript name of the face inside a font collection (.ttc) */
  family?: string;
}

const SYSTEM_CJK_FONTS: FontChoice[] = [
  { path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', family: 'NotoSansCJKsc-Regular' },
  { path: '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc', family: 'NotoSansCJKsc-Regular' },
  { path: '/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc', family: 'NotoSansCJKsc-Regular' },
  { path: '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc', family: 'WenQuanYiZenHei' },
  { path: '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc', family: 'WenQuanYiMicroHei' },
  { path: '/System/Library/Fonts/PingFang.ttc', family: 'PingFangSC-Regular' },
  { path: 'C:\\Windows\\Fonts\\msyh.ttc', family: 'MicrosoftYaHei' },
];

let resolved: { key: string; font: FontChoice | null } | undefined;

/** The CJK font to use (looked up once per setting). */
function cjkFont(configured: string | undefined): FontChoice | null {
  const key = configured ?? '';
  if (resolved?.key === key) return resolved.font;
  const [path = '', family] = key.split('#');
  const candidates = configured ? [{ path, family }] : SYSTEM_CJK_FONTS;
  const font = candidates.find((c) => fs.existsSync(c.path)) ?? null;
  resolved = { key, font };
  return font;
}

/** Whether Chinese can be printed with the font setting (else the words should be English). */
export const hasCjkFont = (fontSetting: string | undefined): boolean => cjkFont(fontSetting) !== null;

/** A document whose `text` font can show Chinese when a CJK font is found. */
export function newDocument(options: ConstructorParameters<typeof PDFDocument>[0], fontSetting: string | undefined) {
  const doc = new PDFDocument({ ...options, autoFirstPage: false, info: { Producer: 'Logistics back office', Creator: 'Logistics back office' } });
  const font = cjkFont(fontSetting);
  if (font) doc.registerFont('text', font.path, font.family);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  /** Switch to the text font; without a CJK font, Chinese becomes Pinyin and what else Helvetica cannot show "?". */
  const textFont = (bold = false): ((s: string) => string) => {
    if (font) {
      doc.font('text');
      return (s) => s;
    }
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    return (s) => latinOf(s).replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
  };
  return { doc, finished, textFont };
}

export interface LabelValues {
  ShelfCode: string;
  WarehouseName: string;
  PartitionName: string;
}

/** A Code 128 barcode of `text` as a PNG. */
export function code128(text: string): Promise<Buffer> {
  return bwipjs.toBuffer({ bcid: 'code128', text, scale: 4, height: 12, includetext: false, paddingwidth: 10, paddingheight: 2 });
}

/** A barcode label: the code (ASCII, printed as Code 128 and below it in bold) and a caption line. */
export interface BarcodeLabel {
  code: string;
  caption: string;
}

/** Labels of `width` × `height` mm, one per page: barcode, the code, the caption (shelves, commodities' SKUs). */
export async function barcodeLabelsPdf(labels: readonly BarcodeLabel[], size: { width: number; height: number }, fontSetting: string | undefined): Promise<Buffer> {
  const { doc, finished, textFont } = newDocument({ size: [mm(size.width), mm(size.height)], margin: 0 }, fontSetting);
  const margin = mm(Math.min(3, size.width / 20));
  const innerWidth = mm(size.width) - 2 * margin;
  const pageHeight = mm(size.height);
  for (const label of labels) {
    doc.addPage();
    const barcodeHeight = pageHeight * 0.45;
    doc.image(await code128(label.code), margin, margin, { fit: [innerWidth, barcodeHeight], align: 'center', valign: 'center' });
    let y = margin + barcodeHeight + mm(1);
    const numberSize = Math.min(pageHeight * 0.22, (innerWidth / Math.max(label.code.length, 4)) * 1.6);
    doc.font('Helvetica-Bold').fontSize(numberSize).text(label.code, margin, y, { width: innerWidth, align: 'center', lineBreak: false });
    y += numberSize * 1.15;
    const shown = textFont();
    doc.fontSize(Math.min(8, pageHeight * 0.08)).text(shown(label.caption), margin, y, { width: innerWidth, align: 'center', lineBreak: false, ellipsis: true });
  }
  if (labels.length === 0) doc.addPage();
  doc.end();
  return finished;
}

/** Shelf labels: the shelf number, with its warehouse and partition as the caption. */
export const labelsPdf = (labels: readonly LabelValues[], size: { width: number; height: number }, fontSetting: string | undefined) =>
  barcodeLabelsPdf(
    labels.map((l) => ({ code: l.ShelfCode, caption: `${l.WarehouseName} · ${l.PartitionName}` })),
    size,
    fontSetting,
  );

export interface ReportTable {
  columns: { title: string; width: number; align?: 'left' | 'right' }[];
  rows: string[][];
}

export interface OccupancyReport {
  title: string;
  subtitle: string;
  summary: string;
  partitions: ReportTable;
  shelves: ReportTable;
  note?: string;
}

/** A report on A4: title, subtitle, summary, then its tables (header rows repeat on new pages) and a note. */
export interface TablesReport {
  title: string;
  subtitle: string;
  summary: string;
  tables: readonly ReportTable[];
  note?: string;
}

/** The occupancy report on A4: a table by partition and one by shelf. */
export const occupancyPdf = (report: OccupancyReport, fontSetting: string | undefined) => reportPdf({ ...report, tables: [report.partitions, report.shelves] }, fontSetting);

export async function reportPdf(report: TablesReport, fontSetting: string | undefined): Promise<Buffer> {
  const { doc, finished, textFont } = newDocument({ size: 'A4', margin: mm(15) }, fontSetting);
  doc.addPage();
  const left = doc.page.margins.left;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const shown = textFont(true);
  doc.fontSize(16).text(shown(report.title), left, doc.page.margins.top);
  doc.moveDown(0.3).fontSize(9).fillColor('#555555').text(shown(report.subtitle));
  doc.moveDown(0.6).fontSize(10).fillColor('#000000').text(shown(report.summary));
  const table = (t: ReportTable) => {
    const rowHeight = 16;
    const header = () => {
      let x = left;
      doc.fontSize(8.5).fillColor('#000000');
      doc.rect(left, doc.y - 3, t.columns.reduce((w, c) => w + c.width, 0), rowHeight).fill('#f0f0f0');
      doc.fillColor('#000000');
      const y = doc.y;
      for (const c of t.columns) {
        doc.text(shown(c.title), x + 3, y, { width: c.width - 6, align: c.align ?? 'left', lineBreak: false, ellipsis: true });
        x += c.width;
      }
      doc.y = y + rowHeight;
    };
    doc.moveDown(0.8);
    header();
    for (const row of t.rows) {
      if (doc.y + rowHeight > bottom()) {
        doc.addPage();
        doc.y = doc.page.margins.top;
        header();
      }
      let x = left;
      const y = doc.y;
      row.forEach((cell, i) => {
        const c = t.columns[i]!;
        doc.text(shown(cell), x + 3, y, { width: c.width - 6, align: c.align ?? 'left', lineBreak: false, ellipsis: true });
        x += c.width;
      });
      doc.moveTo(left, y + rowHeight - 4).lineTo(x, y + rowHeight - 4).lineWidth(0.3).strokeColor('#dddddd').stroke();
      doc.y = y + rowHeight;
    }
  };
  for (const t of report.tables) table(t);
  if (report.note) doc.moveDown(0.5).fontSize(8.5).fillColor('#555555').text(shown(report.note), left);
  doc.end();
  return finished;
}
