import { describe, expect, it } from 'vitest';
import { storageFeeOfLine, storageFees } from './storageFee.ts';

/**
 * Hand-worked cases. Unless a case says otherwise the quotation is: 7 rent-free days, 2.00 per m³
 * and 0.10 per piece a day; ultra-long after 30 days at 3.00 per m³ and 0.15 per piece; in force
 * since 2026-01-01. The inbound day is day 1 and the period end day counts.
 */
const terms = {
  RentFreeDays: 7,
  CubicAmount: '2',
  SinglePieceAmount: '0.1',
  UltraLongInventoryTime: 30,
  UltraLongInventoryCubicAmount: '3',
  UltraLongInventorySinglePieceAmount: '0.15',
  StartDate: '2026-01-01',
};
const march = (day: number) => `2026-03-${String(day).padStart(2, '0')}`;
const bands = (f: ReturnType<typeof storageFeeOfLine>) => [f.DaysInStock, f.FreeDays, f.DaysBeforeStart, f.NormalDays, f.UltraLongDays];

describe('storage fee of a stock line', () => {
  it('charges nothing within the rent-free days', () => {
    // In 1 March, end 5 March: 5 days, all free.
    const fee = storageFeeOfLine(terms, { Pieces: 10, CubicMeters: '0.5', InboundDate: march(1) }, march(5));
    expect(bands(fee)).toEqual([5, 5, 0, 0, 0]);
    expect(fee.Fee).toBe('0.00');
  });

  it('charges nothing on the last free day itself', () => {
    // Day 7 is 7 March: still free.
    const fee = storageFeeOfLine(terms, { Pieces: 10, CubicMeters: '0.5', InboundDate: march(1) }, march(7));
    expect(bands(fee)).toEqual([7, 7, 0, 0, 0]);
    expect(fee.Fee).toBe('0.00');
  });

  it('charges the first day after the free days at the normal rate', () => {
    // Day 8: 0.5 m³ × 2 = 1.00 and 10 pieces × 0.10 = 1.00; the larger is 1.00 × 1 day.
    const fee = storageFeeOfLine(terms, { Pieces: 10, CubicMeters: '0.5', InboundDate: march(1) }, march(8));
    expect(bands(fee)).toEqual([8, 7, 0, 1, 0]);
    expect([fee.NormalDailyRate, fee.Fee]).toEqual(['1', '1.00']);
  });

  it('keeps the normal rate up to and including day UltraLongInventoryTime', () => {
    // Day 30 = 30 March: days 8–30 are normal (23 days) at max(1 m³ × 2, 10 × 0.10) = 2.00 → 46.00.
    const fee = storageFeeOfLine(terms, { Pieces: 10, CubicMeters: '1', InboundDate: march(1) }, march(30));
    expect(bands(fee)).toEqual([30, 7, 0, 23, 0]);
    expect([fee.NormalFee, fee.UltraLongFee, fee.Fee]).toEqual(['46.00', '0.00', '46.00']);
  });

  it('switches to the ultra-long rates from day UltraLongInventoryTime + 1', () => {
    // Day 31: 23 normal days × 2.00 = 46.00 plus 1 ultra-long day × max(1 × 3, 10 × 0.15) = 3.00.
    const fee = storageFeeOfLine(terms, { Pieces: 10, CubicMeters: '1', InboundDate: march(1) }, march(31));
    expect(bands(fee)).toEqual([31, 7, 0, 23, 1]);
    expect([fee.UltraLongDailyRate, fee.UltraLongFee, fee.Fee]).toEqual(['3', '3.00', '49.00']);
  });

  it('takes the piece rate when it is the larger, never the sum', () => {
    // 100 pieces × 0.10 = 10.00 beats 0.2 m³ × 2 = 0.40; days 8–10 → 3 × 10.00 = 30.00 (not 31.20).
    const fee = storageFeeOfLine(terms, { Pieces: 100, CubicMeters: '0.2', InboundDate: march(1) }, march(10));
    expect([fee.NormalDailyRate, fee.Fee]).toEqual(['10', '30.00']);
  });

  it('works the volume out from each piece’s dimensions', () => {
    // 4 pieces of 50 × 40 × 30 cm = 4 × 0.06 = 0.24 m³; max(0.48, 0.40) = 0.48; days 8–12 → 5 × 0.48 = 2.40.
    const fee = storageFeeOfLine(terms, { Pieces: 4, Length: '50', Width: '40', Height: '30', InboundDate: march(1) }, march(12));
    expect([fee.CubicMeters, fee.NormalDailyRate, fee.NormalDays, fee.Fee]).toEqual(['0.24', '0.48', 5, '2.40']);
  });

  it('charges a zero-volume item (documents) by the piece', () => {
    // 0 m³, 3 pieces × 0.10 = 0.30 a day; days 8–9 → 0.60.
    const fee = storageFeeOfLine(terms, { Pieces: 3, CubicMeters: '0', InboundDate: march(1) }, march(9));
    expect([fee.NormalDailyRate, fee.Fee]).toEqual(['0.3', '0.60']);
  });

  it('charges nothing for a line with no pieces and no volume', () => {
    const fee = storageFeeOfLine(terms, { Pieces: 0, CubicMeters: '0', InboundDate: march(1) }, march(31));
    expect([fee.NormalFee, fee.UltraLongFee, fee.Fee]).toEqual(['0.00', '0.00', '0.00']);
  });

  it('does not charge days before a start date that falls after the inbound date', () => {
    // Quotation from 10 March; in 1 March, end 15 March (15 days): days 1–7 free, days 8–9
    // (8 and 9 March) before the start, days 10–15 normal: 6 × max(1 × 2, 1 × 0.10) = 12.00.
    const fee = storageFeeOfLine({ ...terms, StartDate: march(10) }, { Pieces: 1, CubicMeters: '1', InboundDate: march(1) }, march(15));
    expect(bands(fee)).toEqual([15, 7, 2, 6, 0]);
    expect(fee.Fee).toBe('12.00');
  });

  it('still counts the free days from the inbound date when the start date falls within them', () => {
    // From 3 March: days 1–7 free as usual, days 8–10 normal → 3 × 2.00 = 6.00.
    const fee = storageFeeOfLine({ ...terms, StartDate: march(3) }, { Pieces: 1, CubicMeters: '1', InboundDate: march(1) }, march(10));
    expect(bands(fee)).toEqual([10, 7, 0, 3, 0]);
    expect(fee.Fee).toBe('6.00');
  });

  it('charges nothing when the quotation starts after the period end', () => {
    // From 1 April; 1–20 March: 7 free days and 13 days before the start.
    const fee = storageFeeOfLine({ ...terms, StartDate: '2026-04-01' }, { Pieces: 1, CubicMeters: '1', InboundDate: march(1) }, march(20));
    expect(bands(fee)).toEqual([20, 7, 13, 0, 0]);
    expect(fee.Fee).toBe('0.00');
  });

  it('charges only ultra-long days when the quotation starts within the ultra-long band', () => {
    // From day 35 (4 April); end day 40 (9 April): days 8–34 before the start (27), days 35–40
    // ultra-long (6) × 3.00 = 18.00.
    const fee = storageFeeOfLine({ ...terms, StartDate: '2026-04-04' }, { Pieces: 1, CubicMeters: '1', InboundDate: march(1) }, '2026-04-09');
    expect(bands(fee)).toEqual([40, 7, 27, 0, 6]);
    expect(fee.Fee).toBe('18.00');
  });

  it('rounds each band half up to 2 decimals', () => {
    // 0.2 m³ × 0.0125 = 0.0025 a day (the piece amount is 0); 2 days = 0.005 → 0.01 (half up, not 0.00).
    const fee = storageFeeOfLine({ ...terms, CubicAmount: '0.0125', SinglePieceAmount: '0' }, { Pieces: 1, CubicMeters: '0.2', InboundDate: march(1) }, march(9));
    expect([fee.NormalDailyRate, fee.Fee]).toEqual(['0.0025', '0.01']);
  });

  it('counts the inbound day as day 1 when there are no free days', () => {
    // No free days: in and out the same day is 1 normal day × max(1 × 2, 1 × 0.10) = 2.00.
    const fee = storageFeeOfLine({ ...terms, RentFreeDays: 0 }, { Pieces: 1, CubicMeters: '1', InboundDate: march(1) }, march(1));
    expect(bands(fee)).toEqual([1, 0, 0, 1, 0]);
    expect(fee.Fee).toBe('2.00');
  });

  it('counts calendar days across a month end and a leap day', () => {
    // 27 Feb to 1 Mar 2028: 27, 28, 29 Feb and 1 Mar = 4 days; no free days → 4 × 0.30 (3 pieces) = 1.20.
    const fee = storageFeeOfLine({ ...terms, RentFreeDays: 0 }, { Pieces: 3, CubicMeters: '0.1', InboundDate: '2028-02-27' }, '2028-03-01');
    expect([fee.DaysInStock, fee.NormalDays, fee.Fee]).toEqual([4, 4, '1.20']);
  });

  it('keeps exact decimals where floats would drift', () => {
    // 0.1 + 0.2 trap: 3 pieces × 0.10 = 0.30 exactly a day; days 8–17 → 10 × 0.30 = 3.00.
    const fee = storageFeeOfLine(terms, { Pieces: 3, CubicMeters: '0.01', InboundDate: march(1) }, march(17));
    expect([fee.NormalDailyRate, fee.Fee]).toEqual(['0.3', '3.00']);
  });
});

describe('storage fees of several lines', () => {
  it('totals the lines’ fees', () => {
    // The first line is the day-8 case (1.00); the second came in on 28 February, so 8 March is
    // its day 9: 2 normal days × 2.00 = 4.00. Total 5.00.
    const { Lines, Total } = storageFees(
      terms,
      [
        { Pieces: 10, CubicMeters: '0.5', InboundDate: march(1) },
        { Pieces: 10, CubicMeters: '1', InboundDate: '2026-02-28' },
      ],
      march(8),
    );
    expect(Lines.map((l) => l.Fee)).toEqual(['1.00', '4.00']);
    expect(Total).toBe('5.00');
  });
});
