import { eq } from 'drizzle-orm';
import { texts, type Language, type pickingLists as contract } from '@lbo/contracts';
import type { Actor } from '../../platform/auth.ts';
import type { CallContext } from '../../platform/context.ts';
import { code128, hasCjkFont, mm, newDocument } from '../shelves/index.ts';
import { userConfigurations } from '../userConfiguration/tables.ts';
import { printData } from './pickingLists.service.ts';

const WORDS = {
  title: texts('拣货单', '揀貨單', 'Picking list'),
  warehouse: texts('仓库', '倉庫', 'Warehouse'),
  picker: texts('拣货员', '揀貨員', 'Picker'),
  made: texts('生成时间', '產生時間', 'Made'),
  orders: texts('订单数', '訂單數', 'Orders'),
  noShelf: texts('未上架', '未上架', 'not on a shelf'),
};

/**
 * PrintPicking: A4, the list's number as a Code 128 barcode (the scan screen opens the list from
 * it), then its lines in walking order (by shelf). The caller's PickingListColumns splits the page
 * into that many columns of lines, read down then across; PickingListRows caps the lines of a
 * column on a page (1, the default, fills the page: a column of one line is never what is meant).
 */
export async function pickingPdf(ctx: CallContext, actor: Actor, id: number): Promise<{ FileName: string; ContentType: 'application/pdf'; Pages: number; Content: string }> {
  const data = await printData(ctx.tx, actor, id);
  const [settings] = await ctx.tx.select().from(userConfigurations).where(eq(userConfigurations.ownerId, actor.userId));
  const columns = settings?.pickingListColumns ?? 1;
  const rowsSetting = settings?.pickingListRows ?? 1;
  const fontSetting = ctx.services.config.pdfFont;
  const language: Language = hasCjkFont(fontSetting) ? ctx.language : 'en';
  const w = (key: keyof typeof WORDS) => WORDS[key][language];

  const { doc, finished, textFont } = newDocument({ size: 'A4', margin: mm(12) }, fontSetting);
  let pages = 0;
  const left = mm(12);
  const top = mm(12);
  const width = mm(210) - 2 * left;
  const bottom = mm(297) - mm(12);
  const rowHeight = 28;
  const gap = mm(4);
  const columnWidth = (width - gap * (columns - 1)) / columns;
  const barcode = await code128(data.Number);

  const header = () => {
    doc.addPage();
    pages += 1;
    const shown = textFont(true);
    doc.fontSize(16).fillColor('#000000').text(shown(`${w('title')} ${data.Number}`), left, top, { width: width * 0.55, lineBreak: false });
    doc.image(barcode, left + width * 0.58, top - 4, { fit: [width * 0.42, 40], align: 'right' });
    doc.fontSize(9).fillColor('#444444');
    doc.text(shown(`${w('warehouse')}: ${data.WarehouseName}   ${w('picker')}: ${data.ClaimerName || '-'}`), left, top + 24, { width: width * 0.58, lineBreak: false, ellipsis: true });
    doc.text(shown(`${w('made')}: ${data.CreationTime.slice(0, 16).replace('T', ' ')}   ${w('orders')}: ${data.OrderCount}   ${pages}`), left, top + 36, { width: width * 0.58, lineBreak: false });
    return top + 56;
  };

  const cell = (line: contract.PickingLine, x: number, y: number) => {
    doc.fontSize(10).fillColor('#000000');
    // Shelf codes and item numbers are ASCII (Helvetica); "not on a shelf" and names may be Chinese.
    if (line.ShelfCode) doc.font('Helvetica-Bold').text(line.ShelfCode, x, y, { width: columnWidth * 0.35, lineBreak: false, ellipsis: true });
    else doc.text(textFont(true)(w('noShelf')), x, y, { width: columnWidth * 0.35, lineBreak: false, ellipsis: true });
    doc.font('Helvetica').text(line.Code, x + columnWidth * 0.36, y, { width: columnWidth * 0.48, lineBreak: false, ellipsis: true });
    doc.font('Helvetica-Bold').text(`× ${line.Quantity}`, x + columnWidth * 0.84, y, { width: columnWidth * 0.16, align: 'right', lineBreak: false });
    const shown = textFont();
    doc.fontSize(7.5).fillColor('#555555').text(shown(`${line.OrderSerialNumber}  ${line.Name}`), x, y + 13, { width: columnWidth, lineBreak: false, ellipsis: true });
    doc.moveTo(x, y + rowHeight - 4).lineTo(x + columnWidth, y + rowHeight - 4).lineWidth(0.3).strokeColor('#cccccc').stroke();
  };

  let y0 = header();
  const fits = Math.max(1, Math.floor((bottom - y0) / rowHeight));
  const perColumn = rowsSetting > 1 ? Math.min(rowsSetting, fits) : fits;
  const perPage = perColumn * columns;
  data.Lines.forEach((line, i) => {
    const onPage = i % perPage;
    if (i > 0 && onPage === 0) y0 = header();
    const column = Math.floor(onPage / perColumn);
    cell(line as contract.PickingLine, left + column * (columnWidth + gap), y0 + (onPage % perColumn) * rowHeight);
  });
  doc.end();
  const pdf = await finished;
  return { FileName: `${data.Number}.pdf`, ContentType: 'application/pdf', Pages: pages, Content: pdf.toString('base64') };
}
