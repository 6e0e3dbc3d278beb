import type { Language } from '@lbo/contracts';
import { METHOD, MODE, SCALE, type CompiledQuotation, type CompiledSurcharge, type VolumetricProfile } from './compile.ts';
import { EXPLAIN_WORDS, type ExplainWords } from './explainWords.ts';
import { formatScaled, formatTrimmed, mulDivHalfUp } from './fixedPoint.ts';
import type { QuotationTrace, SurchargeTrace } from './price.ts';
import { ShipmentMeasures } from './shipment.ts';
import type { ChargeItem, PricedQuotation } from './types.ts';

/** The breakdown in words, written from the figures priceQuotation traced, in the caller's language (explainWords.ts). */

const kg = (grams: number) => `${formatTrimmed(grams, SCALE.weight)} kg`;
const cbm = (litres: number) => `${formatTrimmed(litres, SCALE.cbm)} CBM`;
const cents = (value: number) => formatScaled(value, 2);
/** A price as entered: at least two decimals, more only when it has them. */
const price = (value: number, scale: number) => formatTrimmed(value, scale, 2);
const money = (value: number) => price(value, SCALE.money);
const percent = (value: number) => `${formatTrimmed(value, SCALE.money)}%`;
/** An exact amount and, when it had more decimals, what it rounds to. */
const rounded = (exactValue: number, scale: number, result: number) => {
  const text = price(exactValue, scale);
  return text === cents(result) ? text : `${text} → ${cents(result)}`;
};

function measureText(q: CompiledQuotation, value: number, w: ExplainWords): string {
  if (q.mode === MODE.Weight) return kg(value);
  if (q.mode === MODE.Volume) return cbm(value);
  return w.pieces(value);
}

function freightExplanation(t: QuotationTrace, w: ExplainWords): string {
  const q = t.quotation;
  const r = t.range;
  const mode = q.source.BillingMode;
  const rangeText = w.range(mode, r.source.StartingRange, r.source.EndRange);
  const formula = (measure: number) => {
    const extra = Math.max(0, measure - q.firstStep);
    const afterFirst = q.firstStep > 0;
    const parts = [afterFirst ? w.firstStep(mode, measureText(q, q.firstStep, w), price(r.first, SCALE.freight)) : w.base(price(r.first, SCALE.freight))];
    if (extra > 0) parts.push(w.beyondFirst(mode, afterFirst ? `(${measureText(q, measure, w)} − ${measureText(q, q.firstStep, w)})` : measureText(q, measure, w), money(r.unit), afterFirst));
    if (r.additional > 0) parts.push(w.additional(price(r.additional, SCALE.freight)));
    return parts.join(' + ');
  };
  if (t.freightCharged === t.freightAtMeasure) return w.freightSentence(rangeText, formula(t.measure), rounded(t.freightAtMeasure, SCALE.freight, t.freightCents));
  const atMeasure = w.freightSentence(rangeText, formula(t.measure), price(t.freightAtMeasure, SCALE.freight));
  const breakRange = q.ranges.find((other) => other.breakAt === r.laterMinAt)!;
  return w.weightBreak(atMeasure, measureText(q, r.laterMinAt, w), breakRange.source.StartingRange, breakRange.source.EndRange, rounded(t.freightCharged, SCALE.freight, t.freightCents), mode);
}

// No closure is made per surcharge: under tsx (esbuild keepNames) each new function object costs a defineProperty, which made full breakdowns a third slower (npm run bench -- pricing).
function triggerText(s: CompiledSurcharge, t: QuotationTrace, m: ShipmentMeasures, pieces: number, w: ExplainWords): string {
  const source = s.source.TriggerDataSource;
  if (source === 'Always') return w.alwaysCharged;
  const rule = `${w.rules[s.source.TriggerRule]} ${s.source.TriggerValue}`;
  switch (source) {
    case 'DeclaredValue':
      return w.holds(w.sources[source], cents(t.declaredCents), rule);
    case 'ActualWeight':
      return w.holds(w.sources[source], kg(m.actualWeight), `${rule} kg`);
    case 'VolumetricWeight':
      return w.holds(w.sources[source], kg(t.volumetricWeight), `${rule} kg`);
    case 'BilledWeight':
      return w.holds(w.sources[source], kg(t.billedWeight), `${rule} kg`);
    case 'PieceCount':
      return w.holds(w.sources[source], String(m.pieceCount), rule);
    case 'Country':
      return w.holds(w.sources[source], m.country, rule);
    case 'CargoType':
      return w.holds(w.sources[source], m.cargoType ?? w.noCargoType, rule);
    default:
      return w.piecesMatch(pieces, w.sources[source], rule);
  }
}

function chargeableCbmText(s: CompiledSurcharge, litres: number, w: ExplainWords): string {
  return w.chargeableCbm(cbm(litres), s.volumeAccumulation, s.cbmRatio > 0 ? formatTrimmed(s.cbmRatio, SCALE.volumeRatio) : null);
}

function perPieceText(st: SurchargeTrace, w: ExplainWords): string {
  const s = st.surcharge;
  return w.perPiece(money(s.amount), Math.max(0, st.matchingPieces - s.freeQuantity), st.matchingPieces, s.freeQuantity);
}

function methodText(st: SurchargeTrace, t: QuotationTrace, w: ExplainWords): string {
  const s = st.surcharge;
  switch (s.method) {
    case METHOD.Fixed:
      return s.firstCharge ? w.once(money(s.amount)) : perPieceText(st, w);
    case METHOD.PerPiece:
      return perPieceText(st, w);
    case METHOD.PerBilledKg:
      return w.perBilledKg(money(s.amount), kg(t.billedWeight), s.freeWeight > 0 ? kg(s.freeWeight) : null);
    case METHOD.PercentOfFreight:
      return w.percentOfFreight(percent(s.amount), cents(t.freightCents));
    case METHOD.PercentOfDeclaredValue:
      return w.percentOfDeclaredValue(percent(s.amount), cents(t.declaredCents));
    default:
      return `${money(s.amount)}/CBM × ${chargeableCbmText(s, st.volumeCbm, w)}`;
  }
}

function surchargeItem(st: SurchargeTrace, t: QuotationTrace, m: ShipmentMeasures, w: ExplainWords): ChargeItem {
  const s = st.surcharge;
  let amount = methodText(st, t, w);
  if (s.volumeUnitPrice > 0) amount += ` + ${money(s.volumeUnitPrice)}/CBM × ${s.method === METHOD.PerCbm ? cbm(st.volumeCbm) : chargeableCbmText(s, st.volumeCbm, w)}`;
  amount +=
    st.beforeMinimum < s.minimum
      ? ` ${w.belowMinimum(price(st.beforeMinimum, SCALE.charge), price(s.minimum, SCALE.charge), cents(st.cents))}`
      : ` = ${rounded(st.beforeMinimum, SCALE.charge, st.cents)}`;
  return {
    Kind: 'Surcharge',
    Code: s.source.Code,
    Name: s.source.ExpenseTypeName,
    Amount: cents(st.cents),
    ExpenseTypeId: s.source.ExpenseTypeId,
    AllowRefunds: s.source.AllowRefunds,
    Explanation: w.surchargeSentence(triggerText(s, t, m, st.matchingPieces, w), amount),
  };
}

function billedWeightSteps(t: QuotationTrace, m: ShipmentMeasures, profileIndex: number, profiles: readonly VolumetricProfile[], w: ExplainWords): string[] {
  const q = t.quotation;
  const profile = profiles[profileIndex]!;
  const overSize = m.lines.filter((line) => ShipmentMeasures.isOverSize(line, profile)).reduce((n, line) => n + line.quantity, 0);
  const ratio = formatTrimmed(profile.ratio, SCALE.volumeRatio);
  const steps = [w.actualWeight(kg(m.actualWeight))];
  steps.push(
    overSize > 0
      ? w.volumetricWithOverSize(ratio, formatTrimmed(profile.superSide, SCALE.length), overSize, formatTrimmed(profile.superRatio, SCALE.volumeRatio), kg(t.volumetricWeight))
      : w.volumetricWeight(ratio, kg(t.volumetricWeight)),
  );
  steps.push(t.volumetricWeight > m.actualWeight ? w.split(formatTrimmed(q.splitRatio, SCALE.ratio), kg(m.actualWeight), kg(t.volumetricWeight), kg(t.afterSplit)) : w.notSplit(kg(t.afterSplit)));
  if (t.afterMinimum > t.afterSplit) steps.push(w.minimum(kg(q.minimumWeight), kg(t.afterMinimum)));
  if (q.carry > 0) steps.push(w.carry(kg(q.carry), kg(t.billedWeight)));
  if (q.mode === MODE.Volume) steps.push(w.byVolume(cbm(t.measure)));
  if (q.mode === MODE.Piece) steps.push(w.byPiece(measureText(q, t.measure, w)));
  return steps;
}

/** The full breakdown of one traced quotation, in `language`. */
export function explainTrace(t: QuotationTrace, m: ShipmentMeasures, profiles: readonly VolumetricProfile[], language: Language): PricedQuotation {
  const w = EXPLAIN_WORDS[language];
  const q = t.quotation;
  const items: ChargeItem[] = [
    { Kind: 'Freight', Code: 'Freight', Name: w.freightName, Amount: cents(t.freightCents), ExpenseTypeId: null, AllowRefunds: false, Explanation: freightExplanation(t, w) },
    ...t.surcharges.map((st) => surchargeItem(st, t, m, w)),
  ];
  if (q.taxRate > 0) {
    items.push({
      Kind: 'Tax',
      Code: 'Tax',
      Name: w.taxName,
      Amount: cents(t.taxCents),
      ExpenseTypeId: null,
      AllowRefunds: false,
      Explanation: w.tax(percent(q.taxRate), cents(t.taxBase), rounded(t.taxBase * q.taxRate, SCALE.charge, t.taxCents)),
    });
  }
  return {
    QuotationId: q.source.Id,
    QuotationName: q.source.Name,
    CurrencyCode: q.source.CurrencyCode,
    ActualWeight: formatScaled(m.actualWeight, SCALE.weight),
    VolumetricWeight: formatScaled(t.volumetricWeight, SCALE.weight),
    BilledWeight: formatScaled(t.billedWeight, SCALE.weight),
    BilledWeightSteps: billedWeightSteps(t, m, q.profile, profiles, w),
    Items: items,
    Total: cents(t.totalCents),
    CustomerCurrencyCode: m.shipment.CustomerCurrencyCode,
    TotalInCustomerCurrency: cents(mulDivHalfUp(t.totalCents, t.rate, m.customerRate)),
    MinAgingDays: q.source.MinAgingDays,
    MaxAgingDays: q.source.MaxAgingDays,
  };
}
