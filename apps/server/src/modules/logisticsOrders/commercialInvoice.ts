import { Decimal } from 'decimal.js';
import { select, templates as templateContract } from '@lbo/contracts';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { code128, mm, newDocument } from '../shelves/index.ts';
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
 * Its words are English whatever the caller's language: a customs document is read by the
 * carrier and the customs of the destination. Values (names, goods) print as written, Chinese with
 * the CJK font (or in Pinyin without one, as the shelf PDFs do).
 */

type Order = typeof logisticsOrders.$inferSelect;
const A4 = { width: 210, height: 297 };
const { DutiesUnpaid, DutiesPaid } = select.taxType.values;
const TERMS: Record<number, string> = { [DutiesUnpaid]: 'DDU (delivered duty unpaid: the consignee pays duties)', [DutiesPaid]: 'DDP (delivered duty paid by the sender)' };
const day = (d: Date) => d.toISOString().slice(0, 10);

async function invoicesPdf(tx: Executor, orders: readonly Order[], size: { width: number; height: number }, fontSetting: string | undefined): Promise<Buffer> {
  const { doc, finished, textFont } = newDocument({ size: [mm(size.width), mm(size.height)], margin: 0 }, fontSetting);
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
    doc.fontSize(18).fillColor('#000000').text('COMMERCIAL INVOICE', m, m, { width: inner * 0.6 });
    doc.image(await code128(o.carrierNo || o.serialNumber), m + inner * 0.6, m - mm(2), { fit: [inner * 0.4, mm(14)], align: 'right' });
    shown = textFont();
    const facts: [string, string][] = [
      ['Invoice number', `INV-${o.serialNumber}`],
      ['Invoice date', today],
      ['Order number', o.serialNumber],
      ['Carrier number', o.carrierNo || '—'],
    ];
    let y = m + mm(18);
    doc.fontSize(9);
    facts.forEach(([label, value], i) => {
      const x = m + (i % 2) * (inner / 2);
      const row = y + Math.floor(i / 2) * 14;
      doc.font('Helvetica-Bold').text(`${label}:`, x, row, { continued: true }).font('Helvetica').text(` ${value}`);
    });
    y += 34;
    // Exporter and consignee side by side.
    const half = inner / 2 - mm(3);
    const d = o.declarant;
    const r = o.recipient;
    const exporter = d
      ? [d.Contacts, d.DetailedAddress, [d.MailboxCode, countries.get(d.CountryCode) ?? d.CountryCode].filter(Boolean).join(' '), d.Phone || d.ReceiveTel]
      : [sites.get(o.siteId) ?? ''];
    const consignee = [r.RecipientName, r.DetailedAddress, [r.RegionName, r.MailboxCode].filter(Boolean).join(' '), countries.get(o.recipientCountryCode) ?? o.recipientCountryCode, [r.PhoneCode && `+${r.PhoneCode}`, r.Phone].filter(Boolean).join(' ') || r.Tel];
    const block = (title: string, lines: string[], x: number) => {
      doc.rect(x, y, half, mm(38)).lineWidth(0.6).strokeColor('#000000').stroke();
      doc.font('Helvetica-Bold').fontSize(8.5).text(title, x + 5, y + 5);
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
    block('EXPORTER / SENDER', exporter, m);
    block('CONSIGNEE / RECIPIENT', consignee, m + inner / 2 + mm(3));
    y += mm(38) + 14;
    // Goods lines.
    const cols = [
      { title: 'Description of goods', width: inner * 0.46, align: 'left' as const },
      { title: 'Quantity', width: inner * 0.12, align: 'right' as const },
      { title: 'Unit value', width: inner * 0.15, align: 'right' as const },
      { title: 'Currency', width: inner * 0.11, align: 'left' as const },
      { title: 'Amount', width: inner * 0.16, align: 'right' as const },
    ];
    const rowH = 16;
    const line = (cells: string[], bold = false) => {
      let x = m;
      cells.forEach((cell, i) => {
        const c = cols[i]!;
        if (bold) doc.font('Helvetica-Bold');
        else shown = textFont();
        doc.fontSize(9).text(bold ? cell : shown(cell), x + 3, y + 4, { width: c.width - 6, align: c.align, lineBreak: false, ellipsis: true });
        x += c.width;
      });
      doc.moveTo(m, y + rowH).lineTo(m + inner, y + rowH).lineWidth(0.3).strokeColor('#999999').stroke();
      y += rowH;
    };
    doc.rect(m, y, inner, rowH).fill('#eeeeee').fillColor('#000000');
    line(cols.map((c) => c.title), true);
    const totals = new Map<string, Decimal>();
    for (const g of o.goods) {
      const amount = new Decimal(g.UnitValue).times(g.Quantity);
      totals.set(g.CurrencyCode, (totals.get(g.CurrencyCode) ?? new Decimal(0)).plus(amount));
      line([g.Name, String(g.Quantity), new Decimal(g.UnitValue).toFixed(2), g.CurrencyCode, amount.toFixed(2)]);
    }
    for (const [currency, total] of totals) line(['Total', String(o.goods.filter((g) => g.CurrencyCode === currency).reduce((s, g) => s + g.Quantity, 0)), '', currency, total.toFixed(2)], true);
    y += 14;
    const summary: [string, string][] = [
      ['Declared value', `${new Decimal(o.declaredPrice).toFixed(2)} ${o.declaredCurrency}`],
      ['Terms of duty', TERMS[o.taxType] ?? String(o.taxType)],
      ['Pieces', String(o.pieceCount)],
      ['Gross weight', `${new Decimal(o.weight).toFixed(3)} kg`],
      ['Reason for export', 'Sale of goods / personal shipment'],
    ];
    if (o.isCod) summary.push(['Cash on delivery', `${new Decimal(o.collection).toFixed(2)} ${o.declaredCurrency}`]);
    doc.fontSize(9);
    for (const [label, value] of summary) {
      doc.font('Helvetica-Bold').text(`${label}:`, m, y, { continued: true }).font('Helvetica').text(` ${value}`);
      y += 13;
    }
    y += 24;
    doc.fontSize(8.5).font('Helvetica').text('I declare that the information in this invoice is true and correct and that the contents of this shipment are as stated above.', m, y, { width: inner });
    y += 36;
    doc.moveTo(m, y).lineTo(m + inner * 0.4, y).lineWidth(0.6).strokeColor('#000000').stroke();
    doc.fontSize(8).text('Signature and date', m, y + 3);
  }
  doc.end();
  return finished;
}

const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;

export async function printLogisticsInvoices(tx: Executor, actor: Actor, ids: readonly number[], fontSetting: string | undefined) {
  const orders = await ordersOf(tx, actor, ids);
  const template = await defaultTemplate(tx, orders[0]!.siteId, templateContract.TemplateType.Invoice);
  const pdf = await invoicesPdf(tx, orders, template ? { width: template.widthMm, height: template.heightMm } : A4, fontSetting);
  return { FileName: `logistics-invoices-${day(new Date()).replace(/-/g, '')}.pdf`, ContentType: 'application/pdf' as const, Pages: pageCount(pdf), Content: pdf.toString('base64') };
}
