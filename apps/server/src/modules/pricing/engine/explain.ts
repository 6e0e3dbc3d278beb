import { METHOD, MODE, SCALE, SOURCE, type CompiledQuotation, type CompiledSurcharge, type VolumetricProfile } from './compile.ts';
import { formatScaled, formatTrimmed, mulDivHalfUp } from './fixedPoint.ts';
import type { QuotationTrace, SurchargeTrace } from './price.ts';
import { ShipmentMeasures } from './shipment.ts';
import type { ChargeItem, PricedQuotation } from './types.ts';

/** The breakdown in words, written from the figures priceQuotation traced (English; the page translates the labels). */

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

function measureText(q: CompiledQuotation, value: number): string {
  if (q.mode === MODE.Weight) return kg(value);
  if (q.mode === MODE.Volume) return cbm(value);
  return `${value} ${value === 1 ? 'piece' : 'pieces'}`;
}

function freightExplanation(t: QuotationTrace): string {
  const q = t.quotation;
  const r = t.range;
  const unit = q.mode === MODE.Weight ? 'kg' : q.mode === MODE.Volume ? 'CBM' : 'piece';
  const rangeText = `Range ${r.source.StartingRange}–${r.source.EndRange} ${q.mode === MODE.Piece ? 'pieces' : unit}`;
  const formula = (measure: number) => {
    const extra = Math.max(0, measure - q.firstStep);
    const firstLabel = q.firstStep > 0 ? `first ${measureText(q, q.firstStep)} ` : 'base ';
    const parts = [`${firstLabel}${price(r.first, SCALE.freight)}`];
    if (extra > 0) parts.push(`${q.firstStep > 0 ? `(${measureText(q, measure)} − ${measureText(q, q.firstStep)})` : measureText(q, measure)} × ${money(r.unit)}/${unit}`);
    if (r.additional > 0) parts.push(`additional ${price(r.additional, SCALE.freight)}`);
    return parts.join(' + ');
  };
  if (t.freightCharged === t.freightAtMeasure) return `${rangeText}: ${formula(t.measure)} = ${rounded(t.freightAtMeasure, SCALE.freight, t.freightCents)}`;
  const atMeasure = `${rangeText}: ${formula(t.measure)} = ${price(t.freightAtMeasure, SCALE.freight)}`;
  const breakRange = q.ranges.find((other) => other.breakAt === r.laterMinAt)!;
  return `${atMeasure}; charged at the ${measureText(q, r.laterMinAt)} break (range ${breakRange.source.StartingRange}–${breakRange.source.EndRange}), which costs less: ${rounded(t.freightCharged, SCALE.freight, t.freightCents)}`;
}

const SOURCE_WORDS = ['always', 'declared value', 'actual weight', 'volumetric weight', 'billed weight', 'longest side', 'girth plus length', 'piece count', 'country', 'cargo type'];
const RULE_WORDS = ['>', '≥', '<', '≤', '=', 'in', 'not in'];

function triggerText(s: CompiledSurcharge, t: QuotationTrace, m: ShipmentMeasures, pieces: number): string {
  const rule = `${RULE_WORDS[s.rule]} ${s.source.TriggerValue}`;
  switch (s.trigger) {
    case SOURCE.Always:
      return 'Always charged';
    case SOURCE.DeclaredValue:
      return `Declared value ${cents(t.declaredCents)} ${rule}`;
    case SOURCE.ActualWeight:
      return `Actual weight ${kg(m.actualWeight)} ${rule} kg`;
    case SOURCE.VolumetricWeight:
      return `Volumetric weight ${kg(t.volumetricWeight)} ${rule} kg`;
    case SOURCE.BilledWeight:
      return `Billed weight ${kg(t.billedWeight)} ${rule} kg`;
    case SOURCE.PieceCount:
      return `Piece count ${m.pieceCount} ${rule}`;
    case SOURCE.Country:
      return `Country ${m.country} ${rule}`;
    case SOURCE.CargoType:
      return `Cargo type ${m.cargoType ?? '(none)'} ${rule}`;
    default:
      return `${pieces} ${pieces === 1 ? 'piece' : 'pieces'} with ${SOURCE_WORDS[s.trigger]} ${rule} cm`;
  }
}

function chargeableCbmText(s: CompiledSurcharge, litres: number): string {
  const of = s.volumeAccumulation ? 'all pieces' : 'the largest piece';
  const weightOrMeasure = s.cbmRatio > 0 ? `, or its weight / ${formatTrimmed(s.cbmRatio, SCALE.volumeRatio)} kg per CBM if more` : '';
  return `${cbm(litres)} (volume of ${of}${weightOrMeasure})`;
}

function methodText(st: SurchargeTrace, t: QuotationTrace): string {
  const s = st.surcharge;
  const free = s.freeQuantity > 0 ? ` (${st.matchingPieces} − ${s.freeQuantity} free)` : '';
  const pieces = Math.max(0, st.matchingPieces - s.freeQuantity);
  switch (s.method) {
    case METHOD.Fixed:
      return s.firstCharge ? `${money(s.amount)} once` : `${money(s.amount)} × ${pieces}${free} pieces`;
    case METHOD.PerPiece:
      return `${money(s.amount)} × ${pieces}${free} pieces`;
    case METHOD.PerBilledKg:
      return s.freeWeight > 0
        ? `${money(s.amount)}/kg × (${kg(t.billedWeight)} − ${kg(s.freeWeight)} free)`
        : `${money(s.amount)}/kg × ${kg(t.billedWeight)}`;
    case METHOD.PercentOfFreight:
      return `${percent(s.amount)} of freight ${cents(t.freightCents)}`;
    case METHOD.PercentOfDeclaredValue:
      return `${percent(s.amount)} of declared value ${cents(t.declaredCents)}`;
    default:
      return `${money(s.amount)}/CBM × ${chargeableCbmText(s, st.volumeCbm)}`;
  }
}

function surchargeItem(st: SurchargeTrace, t: QuotationTrace, m: ShipmentMeasures): ChargeItem {
  const s = st.surcharge;
  let amount = methodText(st, t);
  if (s.volumeUnitPrice > 0) amount += ` + ${money(s.volumeUnitPrice)}/CBM × ${s.method === METHOD.PerCbm ? cbm(st.volumeCbm) : chargeableCbmText(s, st.volumeCbm)}`;
  amount +=
    st.beforeMinimum < s.minimum
      ? ` = ${price(st.beforeMinimum, SCALE.charge)}, below the minimum ${price(s.minimum, SCALE.charge)}: ${cents(st.cents)}`
      : ` = ${rounded(st.beforeMinimum, SCALE.charge, st.cents)}`;
  return {
    Kind: 'Surcharge',
    Code: s.source.Code,
    Name: s.source.ExpenseTypeName,
    Amount: cents(st.cents),
    ExpenseTypeId: s.source.ExpenseTypeId,
    AllowRefunds: s.source.AllowRefunds,
    Explanation: `${triggerText(s, t, m, st.matchingPieces)}: ${amount}`,
  };
}

function billedWeightSteps(t: QuotationTrace, m: ShipmentMeasures, profileIndex: number, profiles: readonly VolumetricProfile[]): string[] {
  const q = t.quotation;
  const profile = profiles[profileIndex]!;
  const overSize = m.lines.filter((line) => ShipmentMeasures.isOverSize(line, profile)).reduce((n, line) => n + line.quantity, 0);
  const ratio = formatTrimmed(profile.ratio, SCALE.volumeRatio);
  const steps = [`Actual weight: Σ piece weight × quantity = ${kg(m.actualWeight)}`];
  steps.push(
    overSize > 0
      ? `Volumetric weight: Σ L × W × H / ${ratio} × quantity, over-size pieces (longest side above ${formatTrimmed(profile.superSide, SCALE.length)} cm, ${overSize}) / ${formatTrimmed(profile.superRatio, SCALE.volumeRatio)} = ${kg(t.volumetricWeight)}`
      : `Volumetric weight: Σ L × W × H / ${ratio} × quantity = ${kg(t.volumetricWeight)}`,
  );
  if (t.volumetricWeight > m.actualWeight) {
    const ratioText = formatTrimmed(q.splitRatio, SCALE.ratio);
    steps.push(`Split volume ${ratioText}: ${kg(m.actualWeight)} + (${kg(t.volumetricWeight)} − ${kg(m.actualWeight)}) × (1 − ${ratioText}) = ${kg(t.afterSplit)}`);
  } else {
    steps.push(`Actual weight is not below the volumetric weight: ${kg(t.afterSplit)}`);
  }
  if (t.afterMinimum > t.afterSplit) steps.push(`Minimum billing weight ${kg(q.minimumWeight)}: ${kg(t.afterMinimum)}`);
  if (q.carry > 0) steps.push(`Carry: rounded up to a multiple of ${kg(q.carry)} = ${kg(t.billedWeight)}`);
  if (q.mode === MODE.Volume) steps.push(`Billed by volume: Σ L × W × H × quantity = ${cbm(t.measure)}`);
  if (q.mode === MODE.Piece) steps.push(`Billed by piece: ${measureText(q, t.measure)}`);
  return steps;
}

/** The full breakdown of one traced quotation. */
export function explainTrace(t: QuotationTrace, m: ShipmentMeasures, profiles: readonly VolumetricProfile[]): PricedQuotation {
  const q = t.quotation;
  const items: ChargeItem[] = [
    { Kind: 'Freight', Code: 'Freight', Name: 'Freight', Amount: cents(t.freightCents), ExpenseTypeId: null, AllowRefunds: false, Explanation: freightExplanation(t) },
    ...t.surcharges.map((st) => surchargeItem(st, t, m)),
  ];
  if (q.taxRate > 0) {
    items.push({
      Kind: 'Tax',
      Code: 'Tax',
      Name: 'Tax',
      Amount: cents(t.taxCents),
      ExpenseTypeId: null,
      AllowRefunds: false,
      Explanation: `Prices exclude tax: ${percent(q.taxRate)} of freight and surcharges ${cents(t.taxBase)} = ${rounded(t.taxBase * q.taxRate, SCALE.charge, t.taxCents)}`,
    });
  }
  return {
    QuotationId: q.source.Id,
    QuotationName: q.source.Name,
    CurrencyCode: q.source.CurrencyCode,
    ActualWeight: formatScaled(m.actualWeight, SCALE.weight),
    VolumetricWeight: formatScaled(t.volumetricWeight, SCALE.weight),
    BilledWeight: formatScaled(t.billedWeight, SCALE.weight),
    BilledWeightSteps: billedWeightSteps(t, m, q.profile, profiles),
    Items: items,
    Total: cents(t.totalCents),
    CustomerCurrencyCode: m.shipment.CustomerCurrencyCode,
    TotalInCustomerCurrency: cents(mulDivHalfUp(t.totalCents, t.rate, m.customerRate)),
    MinAgingDays: q.source.MinAgingDays,
    MaxAgingDays: q.source.MaxAgingDays,
  };
}
