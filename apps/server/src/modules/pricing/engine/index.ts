import type { Language } from '@lbo/contracts';
import type { CompiledQuotation, CompiledQuotations } from './compile.ts';
import { explainTrace } from './explain.ts';
import { formatCents, mulDivHalfUp } from './fixedPoint.ts';
import { inScope, NOT_APPLICABLE, priceQuotation, type QuotationTrace } from './price.ts';
import { ShipmentMeasures } from './shipment.ts';
import type { ExchangeRates, PricedQuotation, RankedQuotation, Shipment } from './types.ts';

/**
 * The pricing engine (issue 7): pure, deterministic, exact. Semantics: docs/ARCHITECTURE.md
 * "Pricing". rankShipment is the fast path (totals only); explainQuotation writes one quotation's
 * breakdown from the same computation; priceShipment is both for every applicable quotation.
 */

export { compileQuotations, type CompiledQuotations } from './compile.ts';
export { PricingRangeError } from './fixedPoint.ts';
export type * from './types.ts';

/**
 * Prices every quotation in scope and sorts them. Each found quotation becomes one number,
 * customer cents × stride + its tie-break rank, so a native numeric sort orders them by total and
 * then by the tie-break; totals too large for that are sorted by comparing the pair. The stride is
 * the power of two at or above the count, so the rank comes back by an exact division (a float
 * remainder costs far more).
 */
function rank(compiled: CompiledQuotations, m: ShipmentMeasures): RankedQuotation[] {
  if (m.customerRate === 0) return [];
  const count = compiled.quotations.length;
  const { totals, customerTotals, found } = compiled.scratch;
  let foundCount = 0;
  let largest = 0;
  for (const q of compiled.quotations) {
    if (!inScope(q, m)) continue;
    const rate = m.rateOf(q.currency);
    if (rate === 0) continue;
    const total = priceQuotation(q, m, rate, null);
    if (total === NOT_APPLICABLE) continue;
    const customerCents = rate === m.customerRate ? total : mulDivHalfUp(total, rate, m.customerRate);
    totals[q.tieRank] = total;
    customerTotals[q.tieRank] = customerCents;
    found[foundCount++] = q.tieRank;
    largest = Math.max(largest, customerCents);
  }
  const order = found.subarray(0, foundCount);
  const stride = 2 ** Math.ceil(Math.log2(count));
  if (largest <= (Number.MAX_SAFE_INTEGER - stride) / stride) {
    for (let i = 0; i < foundCount; i++) order[i] = customerTotals[order[i]!]! * stride + order[i]!;
    // Non-negative doubles order like their bits: sorted as unsigned integers, each step is a plain
    // comparison rather than the float one that must also place −0 and NaN (three times slower).
    new BigUint64Array(found.buffer, found.byteOffset, foundCount).sort();
    for (let i = 0; i < foundCount; i++) order[i] = order[i]! - Math.floor(order[i]! / stride) * stride;
  } else {
    order.sort((a, b) => customerTotals[a]! - customerTotals[b]! || a - b);
  }
  const ranked = new Array<RankedQuotation>(foundCount);
  for (let i = 0; i < foundCount; i++) {
    const tieRank = order[i]!;
    const q = compiled.byTieRank[tieRank]!.source;
    const total = totals[tieRank]!;
    const customerTotal = customerTotals[tieRank]!;
    const totalText = formatCents(total);
    ranked[i] = {
      QuotationId: q.Id,
      CurrencyCode: q.CurrencyCode,
      Total: totalText,
      // The same figure (a quotation in the customer's currency) is formatted once.
      TotalInCustomerCurrency: customerTotal === total ? totalText : formatCents(customerTotal),
      MinAgingDays: q.MinAgingDays,
      MaxAgingDays: q.MaxAgingDays,
    };
  }
  return ranked;
}

function explain(compiled: CompiledQuotations, q: CompiledQuotation, m: ShipmentMeasures, language: Language): PricedQuotation | null {
  const rate = m.rateOf(q.currency);
  if (m.customerRate === 0 || rate === 0 || !inScope(q, m)) return null;
  const traces: QuotationTrace[] = [];
  if (priceQuotation(q, m, rate, traces) === NOT_APPLICABLE) return null;
  return explainTrace(traces[0]!, m, compiled.profiles, language);
}

/**
 * Every quotation that applies to the shipment, cheapest first (TotalInCustomerCurrency, then
 * MaxAgingDays, DisplayOrder, Id), totals only. A quotation whose currency has no exchange rate is
 * left out; without a rate for the customer's currency nothing can be ranked and the list is empty.
 */
export function rankShipment(compiled: CompiledQuotations, shipment: Shipment, rates: ExchangeRates): RankedQuotation[] {
  return rank(compiled, new ShipmentMeasures(shipment, rates, compiled));
}

/**
 * One quotation's itemised breakdown for the shipment, its words in `language`; null when it does
 * not apply (or is unknown). Its Total is the one rankShipment ranks by.
 */
export function explainQuotation(compiled: CompiledQuotations, quotationId: number, shipment: Shipment, rates: ExchangeRates, language: Language = 'en'): PricedQuotation | null {
  const q = compiled.byId.get(quotationId);
  return q === undefined ? null : explain(compiled, q, new ShipmentMeasures(shipment, rates, compiled), language);
}

/** rankShipment with every quotation's breakdown (in `language`), in the same order. */
export function priceShipment(compiled: CompiledQuotations, shipment: Shipment, rates: ExchangeRates, language: Language = 'en'): PricedQuotation[] {
  const m = new ShipmentMeasures(shipment, rates, compiled);
  return rank(compiled, m).map((r) => explain(compiled, compiled.byId.get(r.QuotationId)!, m, language)!);
}
