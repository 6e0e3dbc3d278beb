import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { ErrorCode, formatMessage, logisticsOrders as contract, templates as templateContract, type Language, type MessageKey } from '@lbo/contracts';
import type { Actor } from '../../platform/auth.ts';
import type { CallContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { users } from '../access/tables.ts';
import { takeCarrierLocalTrackingNumber } from '../carriers/index.ts';
import { carriers } from '../carriers/tables.ts';
import { regions } from '../globalCountries/tables.ts';
import { code128, hasCjkFont, mm, newDocument } from '../shelves/index.ts';
import { siteNamesOf } from '../sites/index.ts';
import { templates } from '../templates/tables.ts';
import { act, findOrder, refuseUnlessOrderAllows, scopeOf } from './orders.service.ts';
import { logisticsOrderPrintLogs, logisticsOrders } from './tables.ts';

/**
 * Face sheets (contracts logisticsOrders.ts, "Face sheets"): the carrier's label of an approved
 * order. Printing is all or nothing over the orders chosen: each must allow Print (or Reprint,
 * when ticked) by the print axis's table and its needs; an order without a carrier number takes
 * the next free one of its carrier's local pool in this transaction (so a refused print gives it
 * back); each order gets a print log row. The answer carries the PDF (pdfkit, a Code 128 barcode
 * of the carrier number) at the size of the site's default FaceSheet template, and the template
 * with the values for a local printing service, as shelf labels do.
 */

type Order = typeof logisticsOrders.$inferSelect;

/** A face sheet's size when the site has no default FaceSheet template: the carriers' common 100 × 150 mm. */
export const DEFAULT_FACE_SHEET = { width: 100, height: 150 };

const two = (n: number) => String(n).padStart(2, '0');
const printTime = (d = new Date()) => `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;

const REASONS: Record<contract.DeliveryNoteError, MessageKey> = {
  [contract.DeliveryNoteError.CarrierDisabled]: 'DeliveryNoteCarrierDisabled',
  [contract.DeliveryNoteError.NoLocalNumbering]: 'DeliveryNoteNoLocalNumbering',
  [contract.DeliveryNoteError.NoFreeNumber]: 'DeliveryNoteNoFreeNumber',
};

/** Spec §8 "error in getting delivery note and its code", in the three languages. */
function deliveryNoteFailed(o: Order, code: contract.DeliveryNoteError, carrierName: string) {
  const reason = { 'zh-CN': '', 'zh-TW': '', en: '' };
  for (const language of Object.keys(reason) as Language[]) reason[language] = formatMessage(REASONS[code], language, { name: carrierName });
  const data: contract.DeliveryNoteFailure = { Id: o.id, SerialNumber: o.serialNumber, DeliveryNoteError: code };
  return new AppError(ErrorCode.BusinessRule, 'DeliveryNoteFailed', { field: 'Ids', number: o.serialNumber, code, reason }, 200, data);
}

/** The carrier's number for the order: from its local pool, or the refusal naming why not. */
async function carrierNumberFor(tx: Executor, actor: Actor, o: Order): Promise<string> {
  const [carrier] = await tx.select().from(carriers).where(eq(carriers.id, o.carrierId));
  const name = carrier?.name ?? '';
  if (!carrier?.isEnabled) throw deliveryNoteFailed(o, contract.DeliveryNoteError.CarrierDisabled, name);
  if (!carrier.isLocalNumbering) throw deliveryNoteFailed(o, contract.DeliveryNoteError.NoLocalNumbering, name);
  try {
    return (await takeCarrierLocalTrackingNumber(tx, actor, carrier.id, o.serialNumber)).Number;
  } catch (error) {
    if (error instanceof AppError && error.key === 'CarrierNoFreeNumber') throw deliveryNoteFailed(o, contract.DeliveryNoteError.NoFreeNumber, name);
    throw error;
  }
}

/** The orders asked for, in the order asked; ids the caller cannot see are named in one refusal. */
export async function ordersOf(tx: Executor, actor: Actor, ids: readonly number[], forUpdate = false): Promise<Order[]> {
  const query = tx.select().from(logisticsOrders).where(and(inArray(logisticsOrders.id, [...ids]), ...scopeOf(actor))).orderBy(asc(logisticsOrders.id));
  const found = await (forUpdate ? query.for('update') : query);
  const missing = ids.filter((id) => !found.some((o) => o.id === id));
  if (missing.length > 0) throw new AppError(ErrorCode.NotFound, 'OrdersNotFound', { field: 'Ids', ids: missing.join(', ') });
  const at = new Map(ids.map((id, i) => [id, i]));
  return found.sort((a, b) => at.get(a.id)! - at.get(b.id)!);
}

/** The site's enabled default template of a type, or null. */
export async function defaultTemplate(tx: Executor, siteId: number, type: templateContract.TemplateType) {
  const [template] = await tx
    .select()
    .from(templates)
    .where(and(eq(templates.siteId, siteId), eq(templates.templateType, type), eq(templates.isDefault, true), eq(templates.isEnabled, true)))
    .limit(1);
  return template ?? null;
}

/** Country names by ISO code in `language`. */
export async function countryNames(tx: Executor, codes: readonly string[], language: Language): Promise<Map<string, string>> {
  const wanted = [...new Set(codes)];
  if (wanted.length === 0) return new Map();
  const rows = await tx.select({ code: regions.code, name: regions.name, nameZhTw: regions.nameZhTw, nameEn: regions.nameEn }).from(regions).where(and(isNull(regions.parentId), inArray(regions.code, wanted)));
  return new Map(rows.map((r) => [r.code, language === 'en' ? r.nameEn || r.name : language === 'zh-TW' ? r.nameZhTw || r.name : r.name]));
}

async function valuesOf(tx: Executor, orders: readonly Order[], language: Language): Promise<contract.FaceSheetValues[]> {
  const ids = (xs: number[]) => [...new Set(xs)];
  const [sites, countries, carrierRows, owners] = await Promise.all([
    siteNamesOf(
      tx,
      orders.map((o) => o.siteId),
    ),
    countryNames(
      tx,
      orders.map((o) => o.recipientCountryCode),
      language,
    ),
    tx.select({ id: carriers.id, name: carriers.name }).from(carriers).where(inArray(carriers.id, ids(orders.map((o) => o.carrierId)))),
    tx.select({ id: users.id, number: users.number }).from(users).where(inArray(users.id, ids(orders.map((o) => o.ownerId)))),
  ]);
  const carrierOf = new Map(carrierRows.map((c) => [c.id, c.name]));
  const memberOf = new Map(owners.map((u) => [u.id, u.number]));
  const time = printTime();
  return orders.map((o) => {
    const r = o.recipient;
    return {
      Id: o.id,
      SiteName: sites.get(o.siteId) ?? '',
      OrderNumber: o.serialNumber,
      CarrierName: carrierOf.get(o.carrierId) ?? '',
      CarrierNo: o.carrierNo,
      ReceiverName: r.RecipientName,
      ReceiverPhone: [r.PhoneCode && `+${r.PhoneCode}`, r.Phone].filter(Boolean).join(' ') || r.Tel,
      ReceiverAddress: [r.DetailedAddress, r.RegionName, r.MailboxCode].filter(Boolean).join(', '),
      ReceiverCountry: countries.get(o.recipientCountryCode) ?? o.recipientCountryCode,
      SenderName: sites.get(o.siteId) ?? '',
      Weight: `${o.fareWeight.replace(/\.?0+$/, '')} kg`,
      PackageCount: String(o.packageCount),
      MemberNumber: memberOf.get(o.ownerId) ?? '',
      PrintTime: time,
    };
  });
}

/** Words printed on the sheet besides the values. */
const CAPTIONS = {
  to: { 'zh-CN': '收件人', 'zh-TW': '收件人', en: 'TO' },
  from: { 'zh-CN': '寄件人', 'zh-TW': '寄件人', en: 'FROM' },
  order: { 'zh-CN': '订单号', 'zh-TW': '訂單號', en: 'Order' },
  weight: { 'zh-CN': '重量', 'zh-TW': '重量', en: 'Weight' },
  pieces: { 'zh-CN': '件数', 'zh-TW': '件數', en: 'Pieces' },
  member: { 'zh-CN': '会员号', 'zh-TW': '會員號', en: 'Member' },
} as const;

/**
 * The face sheets, one a page of `size` mm: the carrier and its number as a Code 128 barcode on
 * top, the recipient in the middle, the sender, weight, pieces and the order's own barcode below.
 */
export async function faceSheetsPdf(sheets: readonly contract.FaceSheetValues[], size: { width: number; height: number }, language: Language, fontSetting: string | undefined): Promise<Buffer> {
  const { doc, finished, textFont } = newDocument({ size: [mm(size.width), mm(size.height)], margin: 0 }, fontSetting);
  const W = mm(size.width);
  const H = mm(size.height);
  const m = mm(3);
  const inner = W - 2 * m;
  const caption = (key: keyof typeof CAPTIONS) => CAPTIONS[key][language];
  const rule = (y: number) => doc.moveTo(m, y).lineTo(W - m, y).lineWidth(0.8).strokeColor('#000000').stroke();
  for (const s of sheets) {
    doc.addPage();
    let shown = textFont(true);
    // Carrier and site.
    doc.fontSize(Math.min(14, H * 0.035)).fillColor('#000000').text(shown(s.CarrierName), m, m, { width: inner * 0.6, lineBreak: false, ellipsis: true });
    textFont();
    doc.fontSize(Math.min(8, H * 0.02)).text(shown(s.SiteName), m + inner * 0.6, m + 2, { width: inner * 0.4, align: 'right', lineBreak: false, ellipsis: true });
    let y = m + Math.min(18, H * 0.045);
    rule(y);
    // The carrier number: what the carrier scans.
    const barcodeHeight = H * 0.2;
    doc.image(await code128(s.CarrierNo), m, y + mm(2), { fit: [inner, barcodeHeight], align: 'center', valign: 'center' });
    y += mm(2) + barcodeHeight;
    doc.font('Helvetica-Bold').fontSize(Math.min(16, (inner / Math.max(s.CarrierNo.length, 8)) * 1.6)).text(s.CarrierNo, m, y + mm(1), { width: inner, align: 'center', lineBreak: false });
    y += mm(8);
    rule(y);
    // The recipient.
    shown = textFont(true);
    doc.fontSize(8).text(shown(caption('to')), m, y + mm(1.5));
    doc.fontSize(13).text(shown(s.ReceiverName), m, y + mm(5), { width: inner, lineBreak: false, ellipsis: true });
    shown = textFont();
    doc.fontSize(10).text(shown(s.ReceiverPhone), m, y + mm(11), { width: inner, lineBreak: false });
    doc.fontSize(9.5).text(shown(s.ReceiverAddress), m, y + mm(16), { width: inner, height: H * 0.12, ellipsis: true });
    shown = textFont(true);
    doc.fontSize(11).text(shown(s.ReceiverCountry), m, y + mm(16) + H * 0.12 + mm(1), { width: inner, lineBreak: false, ellipsis: true });
    y += mm(24) + H * 0.12;
    rule(y);
    // The sender and the shipment.
    shown = textFont();
    doc.fontSize(8).text(shown(`${caption('from')}: ${s.SenderName}`), m, y + mm(1.5), { width: inner, lineBreak: false, ellipsis: true });
    const facts = `${caption('weight')}: ${s.Weight}    ${caption('pieces')}: ${s.PackageCount}    ${caption('member')}: ${s.MemberNumber}`;
    doc.fontSize(8.5).text(shown(facts), m, y + mm(6), { width: inner, lineBreak: false, ellipsis: true });
    y += mm(11);
    rule(y);
    // The order: the warehouse's own reference, with its barcode.
    const orderBarcodeHeight = Math.max(H - y - mm(12), mm(8));
    doc.image(await code128(s.OrderNumber), m, y + mm(2), { fit: [inner * 0.8, Math.min(orderBarcodeHeight, H * 0.1)], align: 'center', valign: 'center' });
    doc.font('Helvetica').fontSize(8).text(`${shown(caption('order'))} ${s.OrderNumber}    ${s.PrintTime}`, m, H - m - 9, { width: inner, align: 'center', lineBreak: false });
  }
  if (sheets.length === 0) doc.addPage();
  doc.end();
  return finished;
}

const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;

/**
 * Prints the chosen orders' face sheets (see the module comment). Orders printed before are refused
 * together, by number, unless `Reprint` is ticked (spec §8).
 */
export async function printFaceSheets(ctx: CallContext, actor: Actor, body: { Ids: number[]; Reprint: boolean }) {
  const { tx } = ctx;
  const orders = await ordersOf(tx, actor, body.Ids, true);
  const printed = orders.filter((o) => o.printStatus === contract.PrintStatus.Printed);
  if (printed.length > 0 && !body.Reprint) {
    const data: contract.FaceSheetDuplicates = { Printed: printed.map((o) => ({ Id: o.id, SerialNumber: o.serialNumber })) };
    throw new AppError(ErrorCode.BusinessRule, 'FaceSheetDuplicatePrint', { field: 'Ids', numbers: printed.map((o) => o.serialNumber).join(', ') }, 200, data);
  }
  const done: Order[] = [];
  for (const o of orders) {
    const again = o.printStatus === contract.PrintStatus.Printed;
    const action = again ? 'Reprint' : 'Print';
    // Checked before a number is taken, so a refused order takes none (the transaction would give it back anyway).
    refuseUnlessOrderAllows(o, action, actor.population);
    const carrierNo = o.carrierNo || (await carrierNumberFor(tx, actor, o));
    const after = await act(ctx, actor, o.id, action, { carrierNo });
    await tx.insert(logisticsOrderPrintLogs).values({ siteId: o.siteId, ownerId: o.ownerId, orderId: o.id, carrierNo, reprint: again, printedBy: actor.userId });
    done.push(after);
  }
  const fontSetting = ctx.services.config.pdfFont;
  const language = hasCjkFont(fontSetting) ? ctx.language : 'en';
  const sheets = await valuesOf(tx, done, language);
  const template = await defaultTemplate(tx, done[0]!.siteId, templateContract.TemplateType.FaceSheet);
  const pdf = await faceSheetsPdf(sheets, template ? { width: template.widthMm, height: template.heightMm } : DEFAULT_FACE_SHEET, language, fontSetting);
  const stamp = sheets[0]!.PrintTime.replace(/[-: ]/g, '').slice(0, 12);
  return {
    FileName: `face-sheets-${stamp}.pdf`,
    ContentType: 'application/pdf' as const,
    Pages: pageCount(pdf),
    Content: pdf.toString('base64'),
    Template: template && { Id: template.id, Name: template.name, Width: template.widthMm, Height: template.heightMm, Content: template.content },
    FaceSheets: sheets,
  };
}

/** An order's prints, newest first. */
export async function printLogs(tx: Executor, actor: Actor, id: number) {
  const o = await findOrder(tx, actor, id);
  const rows = await tx
    .select({ log: logisticsOrderPrintLogs, printer: users.userName })
    .from(logisticsOrderPrintLogs)
    .leftJoin(users, eq(users.id, logisticsOrderPrintLogs.printedBy))
    .where(eq(logisticsOrderPrintLogs.orderId, o.id))
    .orderBy(desc(logisticsOrderPrintLogs.id));
  return rows.map(({ log, printer }) => ({ Id: log.id, CarrierNo: log.carrierNo, Reprint: log.reprint, PrinterName: printer ?? '', CreationTime: log.createdAt.toISOString() }));
}
