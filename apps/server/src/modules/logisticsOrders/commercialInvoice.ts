import { Decimal } from 'decimal.js';
import { select, templates as templateContract, type Language } from '@lbo/contracts';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { code128, hasCjkFont, mm, newDocument } from '../shelves/index.ts';
import { siteNamesOf } from '../sites/index.ts';
import { countryNames, defaultTemplate, ordersOf } from './faceSheets.ts';
import type { logisticsOrders } from './tables.ts';

/**
 * The logistics invoice (menu "logistics invoices"): the commercial invoice that travels with a
 * shipment for customs, one order a page at the size of the site's default Invoice template (A4
 * when it has none): the order's and the carrier's numbers, the exporter (the declarant, else the
 * site), the consignee, the declared goods lines with their values, totals per currency, the
 * declared value, the terms of duty and the weight.
 *
 * Its words are English first, whatever the caller's language: a customs document is read by the
 * carrier and the customs of the destination. A Chinese caller (zh-CN or zh-TW) also gets each label
 * in their script, beside it or under it (English only for English callers, and when no CJK font is
 * found). Values (names, goods) print as written, Chinese with the CJK font (or in Pinyin without
 * one, as the shelf PDFs do).
 */

type Order = typeof logisticsOrders.$inferSelect;
const A4 = { width: 210, height: 297 };
const { DutiesUnpaid, DutiesPaid } = select.taxType.values;
const TERMS: Record<number, string> = { [DutiesUnpaid]: 'DDU (delivered duty unpaid: the consignee pays duties)', [DutiesPaid]: 'DDP (delivered duty paid by the sender)' };
const day = (d: Date) => d.toISOString().slice(0, 10);

type Chinese = Exclude<Language, 'en'>;
/** Each label: English, then Simplified and Traditional Chinese. */
const LABELS = {
  title: ['COMMERCIAL INVOICE', '商业发票', '商業發票'],
  invoiceNumber: ['Invoice number', '发票号码', '發票號碼'],
  invoiceDate: ['Invoice date', '发票日期', '發票日期'],
  orderNumber: ['Order number', '订单号', '訂單號'],
  carrierNumber: ['Carrier number', '运单号', '運單號'],
  exporter: ['EXPORTER / SENDER', '出口商 / 寄件人', '出口商 / 寄件人'],
  consignee: ['CONSIGNEE / RECIPIENT', '收货人 / 收件人', '收貨人 / 收件人'],
  description: ['Description of goods', '货物描述', '貨物描述'],
  quantity: ['Quantity', '数量', '數量'],
  unitValue: ['Unit value', '单价', '單價'],
  currency: ['Currency', '币种', '幣別'],
  amount: ['Amount', '金额', '金額'],
  total: ['Total', '合计', '合計'],
  declaredValue: ['Declared value', '申报价值', '申報價值'],
  termsOfDuty: ['Terms of duty', '税费条款', '稅費條款'],
  pieces: ['Pieces', '件数', '件數'],
  grossWeight: ['Gross weight', '毛重', '毛重'],
  reasonForExport: ['Reason for export', '出口原因', '出口原因'],
  cashOnDelivery: ['Cash on delivery', '货到付款', '貨到付款'],
  declaration: [
    'I declare that the information in this invoice is true and correct and that the contents of this shipment are as stated above.',
    '本人声明：本发票所列信息真实无误，所寄货物与上述内容相符。',
    '本人聲明：本發票所列資訊真實無誤，所寄貨物與上述內容相符。',
  ],
  signature: ['Signature and date', '签名及日期', '簽名及日期'],
} as const satisfies Record<string, readonly [string, string, string]>;
type Label = keyof typeof LABELS;

/** A label's English and, for a Chinese caller, its Chinese ('' for English callers). */
function labelsFor(language: Language) {
  const chinese: Chinese | null = language === 'en' ? null : language;
  return (key: Label): { en: string; zh: string } => ({ en: LABELS[key][0], zh: chinese === 'zh-CN' ? LABELS[key][1] : chinese === 'zh-TW' ? LABELS[key][2] : '' });
}

async function invoicesPdf(tx: Executor, orders: readonly Order[], size: { width: number; height: number }, fontSetting: string | undefined, requested: Language): Promise<Buffer> {
  const { doc, finished, textFont } = newDocument({ size: [mm(size.width), mm(size.height)], margin: 0 }, fontSetting);
  // Chinese labels need the CJK font: without one, English alone.
  const label = labelsFor(hasCjkFont(fontSetting) ? requested : 'en');
  const bilingual = label('title').zh !== '';
  const ascender = () => (doc as unknown as { _font: { ascender: number } })._font.ascender;
  /**
   * Runs of text on one line from (x, y) in the current size, each in its font (the CJK font for
   * the Chinese), their baselines aligned (pdfkit places a run by its top, and the fonts' ascenders
   * differ); answers where the line ends.
   */
  const runs = (parts: readonly { text: string; font: 'bold' | 'plain' | 'chinese' }[], x: number, y: number): number => {
    const size = (doc as unknown as { _fontSize: number })._fontSize;
    doc.font('Helvetica');
    const baseline = y + (ascender() / 1000) * size;
    let at = x;
    for (const part of parts) {
      if (!part.text) continue;
      if (part.font === 'chinese') textFont();
      else doc.font(part.font === 'bold' ? 'Helvetica-Bold' : 'Helvetica');
      doc.text(part.text, at, baseline - (ascender() / 1000) * size, { lineBreak: false });
      at += doc.widthOfString(part.text);
    }
    return at;
  };
  /** A label's runs: English bold, then its Chinese when bilingual. */
  const labelRuns = (key: Label, after = '') => {
    const { en, zh } = label(key);
    return [{ text: en, font: 'bold' as const }, ...(zh ? [{ text: ` ${zh}`, font: 'chinese' as const }] : []), ...(after ? [{ text: after, font: 'bold' as const }] : [])];
  };
  /** "Label 标签: value" on one line at (x, y). */
  const fact = (key: Label, value: string, x: number, y: number) => runs([...labelRuns(key, ':'), { text: ` ${value}`, font: 'plain' }], x, y);
  const [sites, countries] = await Promise.all([
    siteNamesOf(
      tx,
      orders.map((o) => o.siteId),
    ),
    countryNames(
      tx,
      orders.flatMap((o) => [o.recipientCountryCode, o.declarant?.CountryCode ?? '']),
      'en',
    ),
  ]);
  const W = mm(size.width);
  const m = mm(12);
  const inner = W - 2 * m;
  const today = day(new Date());
  for (const o of orders) {
    doc.addPage();
    let shown = textFont(true);
    doc.font('Helvetica-Bold').fontSize(18).fillColor('#000000').text(label('title').en, m, m, { width: inner * 0.6 });
    if (bilingual) {
      textFont(true);
      doc.fontSize(12).text(label('title').zh, m, m + 22, { width: inner * 0.6, characterSpacing: 2 });
    }
    doc.image(await code128(o.carrierNo || o.serialNumber), m + inner * 0.6, m - mm(2), { fit: [inner * 0.4, mm(14)], align: 'right' });
    shown = textFont();
    const facts: [Label, string][] = [
      ['invoiceNumber', `INV-${o.serialNumber}`],
      ['invoiceDate', today],
      ['orderNumber', o.serialNumber],
      ['carrierNumber', o.carrierNo || '—'],
    ];
    let y = m + mm(bilingual ? 21 : 18);
    doc.fontSize(9);
    facts.forEach(([key, value], i) => fact(key, value, m + (i % 2) * (inner / 2), y + Math.floor(i / 2) * 14));
    y += 34;
    // Exporter and consignee side by side.
    const half = inner / 2 - mm(3);
    const d = o.declarant;
    const r = o.recipient;
    const exporter = d
      ? [d.Contacts, d.DetailedAddress, [d.MailboxCode, countries.get(d.CountryCode) ?? d.CountryCode].filter(Boolean).join(' '), d.Phone || d.ReceiveTel]
      : [sites.get(o.siteId) ?? ''];
    const consignee = [r.RecipientName, r.DetailedAddress, [r.RegionName, r.MailboxCode].filter(Boolean).join(' '), countries.get(o.recipientCountryCode) ?? o.recipientCountryCode, [r.PhoneCode && `+${r.PhoneCode}`, r.Phone].filter(Boolean).join(' ') || r.Tel];
    const block = (title: Label, lines: string[], x: number) => {
      doc.rect(x, y, half, mm(38)).lineWidth(0.6).strokeColor('#000000').stroke();
      doc.fontSize(8.5);
      runs(labelRuns(title), x + 5, y + 5);
      shown = textFont();
      doc.fontSize(9).text(
        lines
          .filter(Boolean)
          .map((l) => shown(l))
          .join('\n'),
        x + 5,
        y + 18,
        { width: half - 10, height: mm(38) - 22, ellipsis: true },
      );
    };
    block('exporter', exporter, m);
    block('consignee', consignee, m + inner / 2 + mm(3));
    y += mm(38) + 14;
    // Goods lines.
    const cols = [
      { title: label('description'), width: inner * 0.46, align: 'left' as const },
      { title: label('quantity'), width: inner * 0.12, align: 'right' as const },
      { title: label('unitValue'), width: inner * 0.15, align: 'right' as const },
      { title: label('currency'), width: inner * 0.11, align: 'left' as const },
      { title: label('amount'), width: inner * 0.16, align: 'right' as const },
    ];
    const rowH = 16;
    /** The header row: English bold, the Chinese under it in a smaller size when bilingual. */
    const header = () => {
      const height = bilingual ? 26 : rowH;
      doc.rect(m, y, inner, height).fill('#eeeeee').fillColor('#000000');
      let x = m;
      for (const c of cols) {
        doc.font('Helvetica-Bold').fontSize(9).text(c.title.en, x + 3, y + 4, { width: c.width - 6, align: c.align, lineBreak: false, ellipsis: true });
        if (bilingual) {
          textFont();
          doc.fontSize(7.5).text(c.title.zh, x + 3, y + 15, { width: c.width - 6, align: c.align, lineBreak: false });
        }
        x += c.width;
      }
      doc.moveTo(m, y + height).lineTo(m + inner, y + height).lineWidth(0.3).strokeColor('#999999').stroke();
      y += height;
    };
    const line = (cells: string[], bold = false) => {
      let x = m;
      cells.forEach((cell, i) => {
        const c = cols[i]!;
        // The totals' row: its first cell is a label (bilingual), the rest figures in bold.
        if (bold && i === 0) {
          doc.fontSize(9);
          runs(labelRuns('total'), x + 3, y + 4);
        } else {
          if (bold) doc.font('Helvetica-Bold');
          else shown = textFont();
          doc.fontSize(9).text(bold ? cell : shown(cell), x + 3, y + 4, { width: c.width - 6, align: c.align, lineBreak: false, ellipsis: true });
        }
        x += c.width;
      });
      doc.moveTo(m, y + rowH).lineTo(m + inner, y + rowH).lineWidth(0.3).strokeColor('#999999').stroke();
      y += rowH;
    };
    header();
    const totals = new Map<string, Decimal>();
    for (const g of o.goods) {
      const amount = new Decimal(g.UnitValue).times(g.Quantity);
      totals.set(g.CurrencyCode, (totals.get(g.CurrencyCode) ?? new Decimal(0)).plus(amount));
      line([g.Name, String(g.Quantity), new Decimal(g.UnitValue).toFixed(2), g.CurrencyCode, amount.toFixed(2)]);
    }
    for (const [currency, total] of totals) line([label('total').en, String(o.goods.filter((g) => g.CurrencyCode === currency).reduce((s, g) => s + g.Quantity, 0)), '', currency, total.toFixed(2)], true);
    y += 14;
    const summary: [Label, string][] = [
      ['declaredValue', `${new Decimal(o.declaredPrice).toFixed(2)} ${o.declaredCurrency}`],
      ['termsOfDuty', TERMS[o.taxType] ?? String(o.taxType)],
      ['pieces', String(o.pieceCount)],
      ['grossWeight', `${new Decimal(o.weight).toFixed(3)} kg`],
      ['reasonForExport', 'Sale of goods / personal shipment'],
    ];
    if (o.isCod) summary.push(['cashOnDelivery', `${new Decimal(o.collection).toFixed(2)} ${o.declaredCurrency}`]);
    doc.fontSize(9);
    for (const [key, value] of summary) {
      fact(key, value, m, y);
      y += 14;
    }
    y += 24;
    const declaration = label('declaration');
    doc.fontSize(8.5).font('Helvetica').text(declaration.en, m, y, { width: inner });
    if (declaration.zh) {
      textFont();
      doc.text(declaration.zh, m, doc.y + 3, { width: inner });
    }
    y = doc.y + 24;
    doc.moveTo(m, y).lineTo(m + inner * 0.4, y).lineWidth(0.6).strokeColor('#000000').stroke();
    doc.fontSize(8);
    runs(
      labelRuns('signature').map((r) => ({ ...r, font: r.font === 'bold' ? ('plain' as const) : r.font })),
      m,
      y + 3,
    );
  }
  doc.end();
  return finished;
}

const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;

export async function printLogisticsInvoices(tx: Executor, actor: Actor, ids: readonly number[], fontSetting: string | undefined, language: Language) {
  const orders = await ordersOf(tx, actor, ids);
  const template = await defaultTemplate(tx, orders[0]!.siteId, templateContract.TemplateType.Invoice);
  const pdf = await invoicesPdf(tx, orders, template ? { width: template.widthMm, height: template.heightMm } : A4, fontSetting, language);
  return { FileName: `logistics-invoices-${day(new Date()).replace(/-/g, '')}.pdf`, ContentType: 'application/pdf' as const, Pages: pageCount(pdf), Content: pdf.toString('base64') };
}
