import { METHOD, MODE, RULE, SCALE, SOURCE, type CompiledQuotation, type CompiledRange, type CompiledSurcharge } from './compile.ts';
import { beyondExactRange, divCeil, divHalfUp, mulDivHalfUp, POW10 } from './fixedPoint.ts';
import { UNKNOWN, type ShipmentMeasures } from './shipment.ts';

/**
 * Prices one compiled quotation for one shipment: the one computation behind both the fast ranking
 * and the explained breakdown. With a trace it also records every intermediate figure, from which
 * explain.ts writes the breakdown's words; the amounts are the same either way.
 */

// The codes by name, for the switches below.
const { Always, DeclaredValue, ActualWeight, VolumetricWeight, BilledWeight, LongestSide, PieceCount, Country, CargoType } = SOURCE;
const { GreaterThan, GreaterOrEqual, LessThan, LessOrEqual, Equal, In, NotIn } = RULE;
const { Fixed, PerBilledKg, PerPiece, PercentOfFreight, PercentOfDeclaredValue } = METHOD;
const { Weight, Volume } = MODE;

export const NOT_APPLICABLE = -1;

export interface SurchargeTrace {
  surcharge: CompiledSurcharge;
  /** Pieces the trigger matched (all of them for a shipment-wide source). */
  matchingPieces: number;
  /** The CBM (litres) the volume part was charged on, −1 when there is no volume part. */
  volumeCbm: number;
  /** The exact amount before the minimum, at the charge scale. */
  beforeMinimum: number;
  cents: number;
}

export interface QuotationTrace {
  quotation: CompiledQuotation;
  volumetricWeight: number;
  afterSplit: number;
  afterMinimum: number;
  billedWeight: number;
  measure: number;
  range: CompiledRange;
  /** Freight at the measure itself, and as charged (lower when a later weight break is cheaper), at the freight scale. */
  freightAtMeasure: number;
  freightCharged: number;
  freightCents: number;
  declaredCents: number;
  surcharges: SurchargeTrace[];
  taxBase: number;
  taxCents: number;
  totalCents: number;
  rate: number;
}

/*
 * Rounding to cents divides by 10^(SCALE.freight − 2) and 10^(SCALE.charge − 2), and the split by
 * 10^SCALE.ratio. They are literals in these functions, not constants of the module, because the
 * optimising compiler folds a literal divisor's reciprocal into the code and the division becomes
 * a multiplication: on the ranking's hot path that is a good part of its time. The worked cases
 * fail if a literal and SCALE ever disagree.
 */
const freightToCents = (exact: number) => divHalfUp(exact, 100_000);
const chargeToCents = (exact: number) => divHalfUp(exact, 1_000_000);
const splitShare = (excess: number, splitRatio: number) => mulDivHalfUp(excess, 10_000 - splitRatio, 10_000);
const MONEY_TO_CHARGE = POW10[SCALE.charge - SCALE.money]!;
const TRIGGER_PER_GRAM = POW10[SCALE.trigger - SCALE.weight]!;
const TRIGGER_PER_CENT = POW10[SCALE.trigger - 2]!;
const TRIGGER_PER_PIECE = POW10[SCALE.trigger]!;
/** grams × kg/CBM (at 10⁻³) → litres: kg / (kg/CBM) × 1,000 = g × 1,000 / ratio. */
const LITRES_PER_GRAM_RATIO = 1_000;

function compare(x: number, rule: number, s: CompiledSurcharge): boolean {
  switch (rule) {
    case GreaterThan:
      return x > s.value;
    case GreaterOrEqual:
      return x >= s.value;
    case LessThan:
      return x < s.value;
    case LessOrEqual:
      return x <= s.value;
    case Equal:
      return x === s.value;
    case In:
      return s.values.includes(x);
    default:
      return !s.values.includes(x);
  }
}

function compareCode(code: string | null, s: CompiledSurcharge): boolean {
  if (s.rule === NotIn) return code === null || !s.codes.includes(code);
  if (s.rule === Equal || s.rule === In) return code !== null && s.codes.includes(code);
  return false;
}

const NO_MATCH = -1;

/**
 * How many pieces a surcharge's trigger matches, NO_MATCH when it does not hold. A shipment-wide
 * source matches every piece; LongestSide and GirthPlusLength are read per piece line and match
 * when at least one piece does.
 */
function matchingPieces(s: CompiledSurcharge, m: ShipmentMeasures, declaredCents: number, volumetric: number, billed: number): number {
  const all = m.pieceCount;
  switch (s.trigger) {
    case Always:
      return all;
    case DeclaredValue:
      return compare(declaredCents * TRIGGER_PER_CENT, s.rule, s) ? all : NO_MATCH;
    case ActualWeight:
      return compare(m.actualWeight * TRIGGER_PER_GRAM, s.rule, s) ? all : NO_MATCH;
    case VolumetricWeight:
      return compare(volumetric * TRIGGER_PER_GRAM, s.rule, s) ? all : NO_MATCH;
    case BilledWeight:
      return compare(billed * TRIGGER_PER_GRAM, s.rule, s) ? all : NO_MATCH;
    case PieceCount:
      return compare(all * TRIGGER_PER_PIECE, s.rule, s) ? all : NO_MATCH;
    case Country:
      return compareCode(m.country, s) ? all : NO_MATCH;
    case CargoType:
      return compareCode(m.cargoType, s) ? all : NO_MATCH;
    default: {
      let n = 0;
      const longest = s.trigger === LongestSide;
      for (const line of m.lines) if (compare(longest ? line.longestSide : line.girthPlusLength, s.rule, s)) n += line.quantity;
      return n > 0 ? n : NO_MATCH;
    }
  }
}

/** Weight or measure: the CBM, or the weight's equivalent in CBM when CbmVolumeRatio is set and it is more. */
function weightOrMeasure(s: CompiledSurcharge, cbm: number, grams: number): number {
  return s.cbmRatio > 0 ? Math.max(cbm, mulDivHalfUp(grams, LITRES_PER_GRAM_RATIO, s.cbmRatio)) : cbm;
}

/** The CBM a volume-based charge is taken on, in litres, kept per shipment (see ShipmentMeasures' lookups). */
function chargeableCbm(s: CompiledSurcharge, m: ShipmentMeasures): number {
  const kept = m.chargeableCbm[s.cbmSlot]!;
  if (kept >= 0) return kept;
  const litres = measureChargeableCbm(s, m);
  m.chargeableCbm[s.cbmSlot] = litres;
  return litres;
}

/** Of all pieces (VolumeAccumulation) or of the largest one. */
function measureChargeableCbm(s: CompiledSurcharge, m: ShipmentMeasures): number {
  if (s.volumeAccumulation) return weightOrMeasure(s, m.cbm, m.actualWeight);
  let litres = 0;
  for (const line of m.lines) litres = Math.max(litres, weightOrMeasure(s, line.cbm, line.weight));
  return litres;
}

/** Whether the quotation is offered for the shipment at all: effective, in date, in scope. */
export function inScope(q: CompiledQuotation, m: ShipmentMeasures): boolean {
  const s = m.shipment;
  if (!q.source.IsEffective || m.day < q.effectiveDay || m.day > q.deadlineDay) return false;
  if (q.warehouses !== null && !q.warehouses.has(s.WarehouseId)) return false;
  if (q.countries !== null && !q.countries.has(m.country)) return false;
  if (q.carriers !== null && s.CarrierId !== undefined && !q.carriers.has(s.CarrierId)) return false;
  return q.groups === null || sharesGroup(q.groups, s.CustomerGroupIds);
}

function sharesGroup(groups: ReadonlySet<number>, customerGroups: readonly number[]): boolean {
  for (const group of customerGroups) if (groups.has(group)) return true;
  return false;
}

/** Split volume: only a share (1 − ratio) of the volumetric weight's excess over the actual weight is billed; grams, half up. */
function splitVolume(actual: number, volumetric: number, splitRatio: number): number {
  return volumetric > actual ? actual + splitShare(volumetric - actual, splitRatio) : actual;
}

/**
 * The quotation's total in its currency, in cents, or NOT_APPLICABLE when its billed measure is in
 * none of its ranges. Billed weight: split volume, then the minimum, then carry. `rate` is the
 * currency's rate (not 0). With `trace`, it also appends every figure it worked out.
 *
 * The surcharges are worked out in the loop itself rather than in a function of their own: the
 * optimising compiler inlines only so much code into one function, and with the surcharge's
 * arithmetic counted against that, the small helpers (roundings, the shipment's lookups) were left
 * as calls with their numbers boxed, which cost the ranking about a tenth of its time.
 */
export function priceQuotation(q: CompiledQuotation, m: ShipmentMeasures, rate: number, trace: QuotationTrace[] | null): number {
  const volumetric = m.volumetricWeight(q.profile);
  const afterSplit = splitVolume(m.actualWeight, volumetric, q.splitRatio);
  const afterMinimum = Math.max(afterSplit, q.minimumWeight);
  const billed = q.carry > 0 ? divCeil(afterMinimum, q.carry) * q.carry : afterMinimum;
  const measure = q.mode === Weight ? billed : q.mode === Volume ? m.cbm : m.pieceCount;
  let range: CompiledRange | null = null;
  for (const r of q.ranges) {
    if (measure > r.startAfter && measure <= r.end) {
      range = r;
      break;
    }
  }
  if (range === null) return NOT_APPLICABLE;
  const freightAtMeasure = range.first + Math.max(0, measure - q.firstStep) * range.unit * q.unitFactor + range.additional;
  const freightCharged = range.laterMin < freightAtMeasure ? range.laterMin : freightAtMeasure;
  if (freightCharged > Number.MAX_SAFE_INTEGER) throw beyondExactRange(q.source.Id, 'the freight');
  const freightCents = freightToCents(freightCharged);
  const declaredCents = m.declaredValueIn(q.currency);
  const surchargeTraces: SurchargeTrace[] | null = trace ? [] : null;
  let surcharges = 0;
  const list = q.surcharges;
  for (let i = 0; i < list.length; i++) {
    const s = list[i]!;
    let pieces = s.triggerSlot < 0 ? UNKNOWN : m.triggerMatches[s.triggerSlot]!;
    if (pieces === UNKNOWN) {
      pieces = matchingPieces(s, m, declaredCents, volumetric, billed);
      if (s.triggerSlot >= 0) m.triggerMatches[s.triggerSlot] = pieces;
    }
    if (pieces === NO_MATCH) continue;
    // The method's amount, plus the volume part, at least the minimum, then rounded to cents.
    const chargeablePieces = Math.max(0, pieces - s.freeQuantity);
    let methodAmount: number;
    let cbm = -1;
    switch (s.method) {
      case Fixed:
        methodAmount = s.amount * MONEY_TO_CHARGE * (s.firstCharge ? 1 : chargeablePieces);
        break;
      case PerPiece:
        methodAmount = s.amount * MONEY_TO_CHARGE * chargeablePieces;
        break;
      case PerBilledKg:
        // money/kg at 10⁻⁴ × grams = 10⁻⁷; ×10 to the charge scale.
        methodAmount = s.amount * Math.max(0, billed - s.freeWeight) * 10;
        break;
      case PercentOfFreight:
        // cents × percent at 10⁻⁴ = amount × 10⁸.
        methodAmount = freightCents * s.amount;
        break;
      case PercentOfDeclaredValue:
        methodAmount = declaredCents * s.amount;
        break;
      default:
        cbm = chargeableCbm(s, m);
        // money/CBM at 10⁻⁴ × litres (10⁻³ CBM) = 10⁻⁷; ×10.
        methodAmount = s.amount * cbm * 10;
    }
    let volumeAmount = 0;
    if (s.volumeUnitPrice > 0) {
      if (cbm < 0) cbm = chargeableCbm(s, m);
      volumeAmount = s.volumeUnitPrice * cbm * 10;
    }
    const beforeMinimum = methodAmount + volumeAmount;
    const amount = Math.max(beforeMinimum, s.minimum);
    if (amount > Number.MAX_SAFE_INTEGER) throw beyondExactRange(q.source.Id, `surcharge ${s.source.Code}`);
    const cents = chargeToCents(amount);
    if (surchargeTraces) surchargeTraces.push({ surcharge: s, matchingPieces: pieces, volumeCbm: cbm, beforeMinimum, cents });
    surcharges += cents;
  }
  const taxBase = freightCents + surcharges;
  const tax = taxBase * q.taxRate;
  if (tax > Number.MAX_SAFE_INTEGER) throw beyondExactRange(q.source.Id, 'the tax');
  const taxCents = q.taxRate > 0 ? chargeToCents(tax) : 0;
  const totalCents = taxBase + taxCents;
  if (trace) {
    trace.push({ quotation: q, volumetricWeight: volumetric, afterSplit, afterMinimum, billedWeight: billed, measure, range, freightAtMeasure, freightCharged, freightCents, declaredCents, surcharges: surchargeTraces!, taxBase, taxCents, totalCents, rate });
  }
  return totalCents;
}
