import { hasDigitsBeyond, parseScaled, parseScaledFloor, POW10, PricingRangeError } from './fixedPoint.ts';
import type { BillingMode, CalculationMethod, Surcharge, TransferQuotation, TriggerDataSource, TriggerRule, WeightRange } from './types.ts';

/**
 * A quotation read once into integers at fixed scales (docs/ARCHITECTURE.md "Pricing"), with what
 * pricing a shipment would otherwise redo: ranges sorted with the cheapest later weight break
 * precomputed, triggers as codes, the scope as sets, and the tie-break order.
 */

/** Decimal places of each kind of quantity inside the engine. */
export const SCALE = {
  /** kg to the gram. */
  weight: 3,
  /** cm to 0.01 cm. */
  length: 2,
  /** CBM to the litre. */
  cbm: 3,
  /** Prices and amounts as entered. */
  money: 4,
  /** SplitThrowingRatio. */
  ratio: 4,
  /** VolumeRatio, SuperMaterialVolumeRatio (cm³/kg), CbmVolumeRatio (kg/CBM). */
  volumeRatio: 3,
  /** Trigger values and what they are compared with. */
  trigger: 6,
  /** Exchange rates. */
  rate: 6,
  /** Freight worked out exactly before rounding to cents. */
  freight: 7,
  /** Surcharges and tax worked out exactly before rounding to cents (a percentage of cents needs 8). */
  charge: 8,
} as const;

export const MODE: Record<BillingMode, number> = { Weight: 0, Volume: 1, Piece: 2 };
export const SOURCE: Record<TriggerDataSource, number> = {
  Always: 0,
  DeclaredValue: 1,
  ActualWeight: 2,
  VolumetricWeight: 3,
  BilledWeight: 4,
  LongestSide: 5,
  GirthPlusLength: 6,
  PieceCount: 7,
  Country: 8,
  CargoType: 9,
};
export const RULE: Record<TriggerRule, number> = { GreaterThan: 0, GreaterOrEqual: 1, LessThan: 2, LessOrEqual: 3, Equal: 4, In: 5, NotIn: 6 };
export const METHOD: Record<CalculationMethod, number> = { Fixed: 0, PerBilledKg: 1, PerPiece: 2, PercentOfFreight: 3, PercentOfDeclaredValue: 4, PerCbm: 5 };

/** How the volumetric weight of a piece is read; quotations sharing one share its result per shipment. */
export interface VolumetricProfile {
  ratio: number;
  superRatio: number;
  /** Longest side (0.01 cm) above which a piece is over-size; 0 = none is. */
  superSide: number;
}

export class CompiledRange {
  constructor(
    readonly source: WeightRange,
    /** The measure must be above this (in measure units); −1 for a first range starting at 0. */
    readonly startAfter: number,
    readonly end: number,
    /** FirstWeightUnitPrice and AdditionalCost at the freight scale; UnitPrice at the money scale. */
    readonly first: number,
    readonly unit: number,
    readonly additional: number,
    /** The lowest billable measure of the range (its weight break), −1 when none is billable. */
    readonly breakAt: number,
    readonly breakFreight: number,
  ) {}
  /** The cheapest weight break of the ranges above this one (Infinity: none) and where it is. */
  laterMin = Infinity;
  laterMinAt = -1;
}

export class CompiledSurcharge {
  constructor(
    readonly source: Surcharge,
    readonly trigger: number,
    readonly rule: number,
    /** The trigger value for the ordered rules, at the trigger scale. */
    readonly value: number,
    /** In/NotIn values of a numeric source, at the trigger scale. */
    readonly values: readonly number[],
    /** Equal/In/NotIn codes of Country (capitals) and CargoType. */
    readonly codes: readonly string[],
    readonly method: number,
    readonly amount: number,
    readonly minimum: number,
    readonly freeWeight: number,
    readonly freeQuantity: number,
    readonly firstCharge: boolean,
    readonly cbmRatio: number,
    readonly volumeUnitPrice: number,
    readonly volumeAccumulation: boolean,
    /**
     * Where a shipment keeps this trigger's result, shared by every surcharge with the same trigger
     * (and currency, for DeclaredValue; volumetric profile, for VolumetricWeight): −1 for BilledWeight,
     * which each quotation reads differently.
     */
    readonly triggerSlot: number,
    /** Where a shipment keeps the chargeable CBM for this CbmVolumeRatio and VolumeAccumulation. */
    readonly cbmSlot: number,
  ) {}
}

export class CompiledQuotation {
  constructor(
    readonly source: TransferQuotation,
    readonly mode: number,
    /** Index into CompiledQuotations.currencies. */
    readonly currency: number,
    /** EffectiveDate and Deadline as yyyymmdd numbers; no deadline: Infinity. */
    readonly effectiveDay: number,
    readonly deadlineDay: number,
    readonly carriers: ReadonlySet<number> | null,
    readonly warehouses: ReadonlySet<number> | null,
    readonly groups: ReadonlySet<number> | null,
    readonly countries: ReadonlySet<string> | null,
    readonly profile: number,
    /** SplitThrowingRatio at the ratio scale. */
    readonly splitRatio: number,
    readonly minimumWeight: number,
    readonly carry: number,
    /** The first step of the measure that FirstWeightUnitPrice pays for: one Carry, nothing, or one piece. */
    readonly firstStep: number,
    /** Turns measure × UnitPrice into the freight scale: 1 for grams and litres, 1,000 for pieces. */
    readonly unitFactor: number,
    readonly ranges: readonly CompiledRange[],
    /** Tax rate in percent (money scale) added when the prices are not tax inclusive; 0 otherwise. */
    readonly taxRate: number,
    readonly surcharges: readonly CompiledSurcharge[],
  ) {}
  /** Position in the tie-break order (MaxAgingDays, DisplayOrder, Id). */
  tieRank = 0;
}

export interface CompiledQuotations {
  readonly quotations: readonly CompiledQuotation[];
  readonly byId: ReadonlyMap<number, CompiledQuotation>;
  /** The quotations in tie-break order: byTieRank[q.tieRank] === q. */
  readonly byTieRank: readonly CompiledQuotation[];
  readonly profiles: readonly VolumetricProfile[];
  readonly currencies: readonly string[];
  readonly triggerSlots: number;
  readonly cbmSlots: number;
  /**
   * Working arrays of one ranking, one slot per quotation, reused (ranking runs to its end without
   * yielding, so two rankings never share them); each ranking writes a slot before reading it.
   */
  readonly scratch: { totals: Float64Array; customerTotals: Float64Array; found: Float64Array };
}

/** Numbers each distinct key in order of first sight. */
class Slots {
  private readonly keys = new Map<string, number>();
  slotOf(key: string): number {
    let slot = this.keys.get(key);
    if (slot === undefined) {
      slot = this.keys.size;
      this.keys.set(key, slot);
    }
    return slot;
  }
  get size() {
    return this.keys.size;
  }
  keysInOrder(): string[] {
    return [...this.keys.keys()];
  }
}

/** "2026-05-01" → 20260501, which orders like the date. */
export const dayNumber = (date: string) => Number(date.slice(0, 10).replaceAll('-', ''));

const setOrAll = <T>(items: readonly T[]): ReadonlySet<T> | null => (items.length === 0 ? null : new Set(items));
const items = (text: string) => text.split(/[,，\s]+/u).filter((item) => item !== '');

/**
 * Decimal places of each billing mode's measure (grams, litres, pieces). Range bounds are read in
 * these units rounded down, which is exact: for a whole-unit measure m, m > x ⇔ m > ⌊x⌋ and m ≤ x ⇔ m ≤ ⌊x⌋.
 */
const MEASURE_SCALE = [SCALE.weight, SCALE.cbm, 0];

function compileSurcharge(s: Surcharge, field: string, q: TransferQuotation, profile: number, triggerSlots: Slots, cbmSlots: Slots): CompiledSurcharge {
  const trigger = SOURCE[s.TriggerDataSource];
  const rule = RULE[s.TriggerRule];
  if (trigger === undefined || rule === undefined) throw new PricingRangeError(`${field}: unknown trigger ${s.TriggerDataSource} ${s.TriggerRule}`);
  const method = METHOD[s.CalculationMethod];
  if (method === undefined) throw new PricingRangeError(`${field}.CalculationMethod: unknown ${s.CalculationMethod}`);
  const isCode = trigger === SOURCE.Country || trigger === SOURCE.CargoType;
  const listed = trigger === SOURCE.Always ? [] : items(s.TriggerValue);
  const numeric = !isCode && trigger !== SOURCE.Always;
  const scaledItems = numeric ? listed.map((item) => parseScaled(item, SCALE.trigger, `${field}.TriggerValue`)) : [];
  const codes = isCode ? listed.map((code) => code.toUpperCase()) : [];
  const readsAs = trigger === SOURCE.DeclaredValue ? q.CurrencyCode : trigger === SOURCE.VolumetricWeight ? profile : '';
  const triggerSlot = trigger === SOURCE.BilledWeight ? -1 : triggerSlots.slotOf(`${trigger} ${rule} ${scaledItems.join(',')}${codes.join(',')} ${readsAs}`);
  const cbmRatio = parseScaled(s.CbmVolumeRatio, SCALE.volumeRatio, `${field}.CbmVolumeRatio`);
  return new CompiledSurcharge(
    s,
    trigger,
    rule,
    scaledItems[0] ?? 0,
    scaledItems,
    codes,
    method,
    parseScaled(s.AmountOfMoney, SCALE.money, `${field}.AmountOfMoney`),
    parseScaled(s.MiniMumMoney, SCALE.money, `${field}.MiniMumMoney`) * POW10[SCALE.charge - SCALE.money]!,
    parseScaled(s.FreeWeight, SCALE.weight, `${field}.FreeWeight`),
    s.FreeQuantity,
    s.FirstCharge,
    cbmRatio,
    parseScaled(s.VolumeUnitPrice, SCALE.money, `${field}.VolumeUnitPrice`),
    s.VolumeAccumulation,
    triggerSlot,
    cbmSlots.slotOf(`${cbmRatio} ${s.VolumeAccumulation}`),
  );
}

/** The lowest billable measure above a range's start: the next Carry multiple (weight), else the next unit. */
function breakMeasure(startAfter: number, mode: number, carry: number): number {
  if (mode === MODE.Weight && carry > 0) return (Math.floor(startAfter / carry) + 1) * carry;
  return startAfter + 1;
}

function compileRanges(q: TransferQuotation, mode: number, carry: number, firstStep: number, unitFactor: number): CompiledRange[] {
  const measureScale = MEASURE_SCALE[mode]!;
  const toFreight = POW10[SCALE.freight - SCALE.money]!;
  const bounds = q.Ranges.map((r, index) => ({
    r,
    start: parseScaledFloor(r.StartingRange, measureScale, `Quotation ${q.Id} Ranges[${index}].StartingRange`),
    end: parseScaledFloor(r.EndRange, measureScale, `Quotation ${q.Id} Ranges[${index}].EndRange`),
  }));
  bounds.sort((a, b) => a.start - b.start || a.end - b.end);
  const ranges = bounds.map(({ r, start, end }, index) => {
    const field = `Quotation ${q.Id} range ${r.StartingRange}–${r.EndRange}`;
    const startAfter = index === 0 && start === 0 && !hasDigitsBeyond(r.StartingRange, measureScale) ? -1 : start;
    const first = parseScaled(r.FirstWeightUnitPrice, SCALE.money, `${field} FirstWeightUnitPrice`) * toFreight;
    const unit = parseScaled(r.UnitPrice, SCALE.money, `${field} UnitPrice`);
    const additional = parseScaled(r.AdditionalCost, SCALE.money, `${field} AdditionalCost`) * toFreight;
    const at = breakMeasure(start, mode, carry);
    const billable = index > 0 && at <= end;
    const freight = first + Math.max(0, at - firstStep) * unit * unitFactor + additional;
    if (billable && !Number.isSafeInteger(freight)) throw new PricingRangeError(`${field}: the freight at its start is beyond the engine's exact range`);
    return new CompiledRange(r, startAfter, end, first, unit, additional, billable ? at : -1, billable ? freight : Infinity);
  });
  for (let i = ranges.length - 2; i >= 0; i--) {
    const next = ranges[i + 1]!;
    const own = ranges[i]!;
    if (next.breakFreight <= next.laterMin) {
      own.laterMin = next.breakFreight;
      own.laterMinAt = next.breakAt;
    } else {
      own.laterMin = next.laterMin;
      own.laterMinAt = next.laterMinAt;
    }
  }
  return ranges;
}

/**
 * Reads every quotation once. Validation is the service's (on save); text the engine cannot read
 * exactly (not a non-negative decimal, too many decimals, beyond the exact range) throws
 * PricingRangeError naming the field.
 */
export function compileQuotations(quotations: readonly TransferQuotation[]): CompiledQuotations {
  const profileKeys = new Map<string, number>();
  const profiles: VolumetricProfile[] = [];
  const triggerSlots = new Slots();
  const currencies = new Slots();
  const cbmSlots = new Slots();
  const compiled = quotations.map((q) => {
    const field = `Quotation ${q.Id}`;
    const mode = MODE[q.BillingMode];
    if (mode === undefined) throw new PricingRangeError(`${field}.BillingMode: unknown ${q.BillingMode}`);
    const profile: VolumetricProfile = {
      ratio: parseScaled(q.VolumeRatio, SCALE.volumeRatio, `${field}.VolumeRatio`),
      superRatio: parseScaled(q.SuperMaterialVolumeRatio, SCALE.volumeRatio, `${field}.SuperMaterialVolumeRatio`),
      superSide: parseScaled(q.SuperMaterialLongestSideCm ?? '0', SCALE.length, `${field}.SuperMaterialLongestSideCm`),
    };
    if (profile.superRatio === 0) profile.superSide = 0;
    const key = `${profile.ratio}/${profile.superRatio}/${profile.superSide}`;
    let profileIndex = profileKeys.get(key);
    if (profileIndex === undefined) {
      profileIndex = profiles.push(profile) - 1;
      profileKeys.set(key, profileIndex);
    }
    const splitRatio = parseScaled(q.SplitThrowingRatio, SCALE.ratio, `${field}.SplitThrowingRatio`);
    if (splitRatio > POW10[SCALE.ratio]!) throw new PricingRangeError(`${field}.SplitThrowingRatio: ${q.SplitThrowingRatio} is above 1`);
    const carry = parseScaled(q.Carry, SCALE.weight, `${field}.Carry`);
    const firstStep = mode === MODE.Weight ? carry : mode === MODE.Piece ? 1 : 0;
    const unitFactor = mode === MODE.Piece ? POW10[SCALE.freight - SCALE.money]! : 1;
    return new CompiledQuotation(
      q,
      mode,
      currencies.slotOf(q.CurrencyCode),
      dayNumber(q.EffectiveDate),
      q.Deadline === null ? Infinity : dayNumber(q.Deadline),
      setOrAll(q.CarrierIds),
      setOrAll(q.WarehouseIds),
      setOrAll(q.CustomerGroupIds),
      setOrAll(q.CountryCodes.map((code) => code.toUpperCase())),
      profileIndex,
      splitRatio,
      parseScaled(q.MinimumBillingWeight, SCALE.weight, `${field}.MinimumBillingWeight`),
      carry,
      firstStep,
      unitFactor,
      compileRanges(q, mode, carry, firstStep, unitFactor),
      q.TaxInclusive ? 0 : parseScaled(q.TaxInclusiveUnitPrice, SCALE.money, `${field}.TaxInclusiveUnitPrice`),
      q.Surcharges.map((s, index) => compileSurcharge(s, `${field}.Surcharges[${index}]`, q, profileIndex, triggerSlots, cbmSlots)),
    );
  });
  const byTieRank = [...compiled].sort((a, b) => a.source.MaxAgingDays - b.source.MaxAgingDays || a.source.DisplayOrder - b.source.DisplayOrder || a.source.Id - b.source.Id);
  byTieRank.forEach((q, rank) => {
    q.tieRank = rank;
  });
  return { quotations: compiled, byId: new Map(compiled.map((q) => [q.source.Id, q])), byTieRank, profiles,
    currencies: currencies.keysInOrder(),
    triggerSlots: triggerSlots.size,
    cbmSlots: cbmSlots.size,
    scratch: { totals: new Float64Array(compiled.length), customerTotals: new Float64Array(compiled.length), found: new Float64Array(compiled.length) },
  };
}
