import { dayNumber, SCALE, type CompiledQuotations, type VolumetricProfile } from './compile.ts';
import { mulDivHalfUp, parseScaled, POW10, PricingRangeError } from './fixedPoint.ts';
import type { ExchangeRates, Shipment } from './types.ts';

/**
 * What every quotation reads from one shipment, worked out once per pricing call: totals of the
 * pieces, each piece line's sizes, and (on first use) the volumetric weight of each volumetric
 * profile, each currency's rate and the declared value in each currency.
 */

export interface PieceLine {
  quantity: number;
  /** One piece's weight in grams. */
  weight: number;
  /** One piece's L × W × H in cm³ at 10⁻⁶ (the product of three lengths at 0.01 cm). */
  volume: bigint;
  /** One piece's volume in litres (CBM at 3 decimals), half up. */
  cbm: number;
  /** Longest side and girth plus length (L + 2W + 2H, L the longest side) at the trigger scale. */
  longestSide: number;
  girthPlusLength: number;
}

const TRIGGER_PER_LENGTH = BigInt(POW10[SCALE.trigger - SCALE.length]!);
/** cm³ at 10⁻⁶ per litre at the CBM scale: 1 litre = 1,000 cm³. */
const VOLUME_PER_LITRE = 1_000n * 1_000_000n;

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

function safe(value: bigint, what: string): number {
  if (value > MAX_SAFE) throw new PricingRangeError(`${what} is beyond the engine's exact range`);
  return Number(value);
}

export const UNKNOWN = -2;

const halfUp = (x: bigint, d: bigint) => (2n * (x % d) >= d ? x / d + 1n : x / d);

export class ShipmentMeasures {
  readonly lines: readonly PieceLine[];
  readonly pieceCount: number;
  /** Σ piece weight × quantity, grams. */
  readonly actualWeight: number;
  /** Σ L × W × H × quantity in litres, half up. */
  readonly cbm: number;
  readonly country: string;
  readonly cargoType: string | null;
  /** The date priced on as yyyymmdd. */
  readonly day: number;
  readonly declaredValue: number;
  readonly customerRate: number;
  private readonly volumetric: number[];
  private readonly profiles: readonly VolumetricProfile[];
  /** Per trigger slot: the pieces the trigger matches (−1: none), UNKNOWN until first read. */
  readonly triggerMatches: Int32Array;
  /** Per CBM slot: the chargeable CBM in litres, −1 until first read. */
  readonly chargeableCbm: number[];
  private readonly currencies: readonly string[];
  /** Per currency of the quotations: its rate, −1 until first read. */
  private readonly rates: number[];
  /** Per currency: the declared value in it (cents), −1 until first read. */
  private readonly declared: number[];

  constructor(
    readonly shipment: Shipment,
    private readonly exchangeRates: ExchangeRates,
    compiled: CompiledQuotations,
  ) {
    this.profiles = compiled.profiles;
    let pieceCount = 0;
    let actual = 0n;
    let volume = 0n;
    this.lines = shipment.Pieces.map((p, index) => {
      const field = `Pieces[${index}]`;
      const length = BigInt(parseScaled(p.LengthCm, SCALE.length, `${field}.LengthCm`));
      const width = BigInt(parseScaled(p.WidthCm, SCALE.length, `${field}.WidthCm`));
      const height = BigInt(parseScaled(p.HeightCm, SCALE.length, `${field}.HeightCm`));
      const longest = length > width ? (length > height ? length : height) : width > height ? width : height;
      const weight = parseScaled(p.WeightKg, SCALE.weight, `${field}.WeightKg`);
      const quantity = BigInt(p.Quantity);
      const pieceVolume = length * width * height;
      pieceCount += p.Quantity;
      actual += BigInt(weight) * quantity;
      volume += pieceVolume * quantity;
      return {
        quantity: p.Quantity,
        weight,
        volume: pieceVolume,
        cbm: safe(halfUp(pieceVolume, VOLUME_PER_LITRE), `${field} volume`),
        longestSide: safe(longest * TRIGGER_PER_LENGTH, `${field} longest side`),
        // L + 2W + 2H with L the longest side: twice all three sides less the longest.
        girthPlusLength: safe((2n * (length + width + height) - longest) * TRIGGER_PER_LENGTH, `${field} girth`),
      };
    });
    this.pieceCount = pieceCount;
    this.actualWeight = safe(actual, 'the actual weight');
    this.cbm = safe(halfUp(volume, VOLUME_PER_LITRE), 'the volume');
    this.country = shipment.CountryCode.toUpperCase();
    this.cargoType = shipment.CargoTypeCode === undefined || shipment.CargoTypeCode === '' ? null : shipment.CargoTypeCode.toUpperCase();
    this.day = dayNumber(shipment.Date);
    this.declaredValue = parseScaled(shipment.DeclaredValue, SCALE.money, 'DeclaredValue');
    this.currencies = compiled.currencies;
    this.rates = new Array<number>(compiled.currencies.length).fill(-1);
    this.declared = new Array<number>(compiled.currencies.length).fill(-1);
    this.customerRate = this.parseRate(shipment.CustomerCurrencyCode);
    this.volumetric = new Array<number>(compiled.profiles.length).fill(-1);
    this.triggerMatches = new Int32Array(compiled.triggerSlots).fill(UNKNOWN);
    this.chargeableCbm = new Array<number>(compiled.cbmSlots).fill(-1);
  }

  /** Whether a piece line is over-size under a profile. */
  static isOverSize(line: PieceLine, profile: VolumetricProfile): boolean {
    return profile.superSide > 0 && line.longestSide > profile.superSide * POW10[SCALE.trigger - SCALE.length]!;
  }

  /** One piece's volumetric weight in grams: its volume / the ratio for its size, half up (0 when the ratio is 0). */
  static pieceVolumetricWeight(line: PieceLine, profile: VolumetricProfile): number {
    const ratio = ShipmentMeasures.isOverSize(line, profile) ? profile.superRatio : profile.ratio;
    // cm³·10⁶ / (cm³/kg·10³) = grams.
    return ratio === 0 ? 0 : safe(halfUp(line.volume, BigInt(ratio)), 'a volumetric weight');
  }

  // The lookups below work their figure out on first use and keep it. The working out is a method
  // of its own so that the lookup stays small enough for the compiler to inline into the pricing loop.

  /** Σ each piece's volumetric weight × quantity, grams. */
  volumetricWeight(profileIndex: number): number {
    const kept = this.volumetric[profileIndex]!;
    if (kept >= 0) return kept;
    const grams = this.measureVolumetricWeight(this.profiles[profileIndex]!);
    this.volumetric[profileIndex] = grams;
    return grams;
  }

  private measureVolumetricWeight(profile: VolumetricProfile): number {
    let grams = 0;
    for (const line of this.lines) grams += ShipmentMeasures.pieceVolumetricWeight(line, profile) * line.quantity;
    if (!Number.isSafeInteger(grams)) throw new PricingRangeError('the volumetric weight is beyond the engine’s exact range');
    return grams;
  }

  /** The rate of a quotations' currency (by index) at the rate scale; 0 when there is none (or it is 0). */
  rateOf(currency: number): number {
    const kept = this.rates[currency]!;
    if (kept >= 0) return kept;
    const rate = this.parseRate(this.currencies[currency]!);
    this.rates[currency] = rate;
    return rate;
  }

  private parseRate(currency: string): number {
    const text = this.exchangeRates[currency];
    return text === undefined ? 0 : parseScaled(text, SCALE.rate, `rate of ${currency}`);
  }

  /** The declared value in a quotations' currency whose rate is not 0, in cents, half up. */
  declaredValueIn(currency: number): number {
    const kept = this.declared[currency]!;
    if (kept >= 0) return kept;
    const cents = this.convertDeclaredValue(currency);
    this.declared[currency] = cents;
    return cents;
  }

  private convertDeclaredValue(currency: number): number {
    return mulDivHalfUp(this.declaredValue, this.customerRate, this.rateOf(currency) * POW10[SCALE.money - 2]!);
  }
}
