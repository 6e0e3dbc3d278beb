import { Decimal } from 'decimal.js';
import type { warehouseQuotation } from '@lbo/contracts';

/**
 * The storage fee of stock under a warehouse quotation: pure, decimal arithmetic only.
 *
 * Days: the inbound day is day 1 and the period end day is counted (in on 1 March, end 3 March:
 * 3 days). Day n is
 * - free while n ≤ RentFreeDays;
 * - otherwise not charged by this quotation if its date is before the quotation's StartDate;
 * - otherwise normal while n ≤ UltraLongInventoryTime, and ultra-long from day
 *   UltraLongInventoryTime + 1.
 * A day costs the larger of volume × cubic amount and pieces × piece amount (normal or ultra-long
 * amounts by its band). Volume: the line's cubic metres, or pieces × L × W × H cm / 1,000,000.
 * Each band's fee (daily rate × days) is rounded to 2 decimals half up; the line's fee is the sum of
 * its two bands and the total the sum of the lines, so every figure shown adds up.
 */

type Terms = Pick<
  warehouseQuotation.WarehouseQuotationFields,
  'RentFreeDays' | 'CubicAmount' | 'SinglePieceAmount' | 'UltraLongInventoryTime' | 'UltraLongInventoryCubicAmount' | 'UltraLongInventorySinglePieceAmount' | 'StartDate'
>;
type Line = warehouseQuotation.StorageStockLine;
type LineFee = warehouseQuotation.StorageFeeLine;

const Exact = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_UP });
const DAY_MS = 86_400_000;
const CUBIC_CENTIMETRES_PER_CUBIC_METRE = 1_000_000;

/** Days since 1970-01-01 of a yyyy-MM-dd date: whole numbers, so day counts are exact. */
const dayNumber = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;

/** How many whole numbers lie in [from, to]. */
const span = (from: number, to: number) => Math.max(0, to - from + 1);

const money = (value: Decimal) => value.toDecimalPlaces(2).toFixed(2);

function lineVolume(line: Line): Decimal {
  if (line.CubicMeters !== undefined) return new Exact(line.CubicMeters);
  return new Exact(line.Length ?? 0)
    .times(line.Width ?? 0)
    .times(line.Height ?? 0)
    .times(line.Pieces)
    .dividedBy(CUBIC_CENTIMETRES_PER_CUBIC_METRE);
}

export function storageFeeOfLine(terms: Terms, line: Line, periodEndDate: string): LineFee {
  const inbound = dayNumber(line.InboundDate);
  const daysInStock = span(inbound, dayNumber(periodEndDate));
  const free = terms.RentFreeDays;
  const ultraFrom = terms.UltraLongInventoryTime + 1;
  // The day number of the quotation's start date (≤ 0 when it started before the goods came in).
  const startDay = dayNumber(terms.StartDate) - inbound + 1;
  const freeDays = Math.min(free, daysInStock);
  const daysBeforeStart = span(free + 1, Math.min(startDay - 1, daysInStock));
  const normalDays = span(Math.max(free + 1, startDay), Math.min(ultraFrom - 1, daysInStock));
  const ultraLongDays = span(Math.max(ultraFrom, startDay), daysInStock);

  const volume = lineVolume(line);
  const dailyRate = (cubic: string, piece: string) => Exact.max(volume.times(cubic), new Exact(piece).times(line.Pieces));
  const normalRate = dailyRate(terms.CubicAmount, terms.SinglePieceAmount);
  const ultraLongRate = dailyRate(terms.UltraLongInventoryCubicAmount, terms.UltraLongInventorySinglePieceAmount);
  const normalFee = normalRate.times(normalDays).toDecimalPlaces(2);
  const ultraLongFee = ultraLongRate.times(ultraLongDays).toDecimalPlaces(2);
  return {
    Pieces: line.Pieces,
    CubicMeters: volume.toFixed(),
    DaysInStock: daysInStock,
    FreeDays: freeDays,
    DaysBeforeStart: daysBeforeStart,
    NormalDays: normalDays,
    UltraLongDays: ultraLongDays,
    NormalDailyRate: normalRate.toFixed(),
    UltraLongDailyRate: ultraLongRate.toFixed(),
    NormalFee: money(normalFee),
    UltraLongFee: money(ultraLongFee),
    Fee: money(normalFee.plus(ultraLongFee)),
  };
}

/** Every line's fee and their total. */
export function storageFees(terms: Terms, lines: readonly Line[], periodEndDate: string): { Lines: LineFee[]; Total: string } {
  const fees = lines.map((line) => storageFeeOfLine(terms, line, periodEndDate));
  return { Lines: fees, Total: money(fees.reduce((sum, f) => sum.plus(f.Fee), new Exact(0))) };
}
