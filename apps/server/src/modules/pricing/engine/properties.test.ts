import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatScaled } from './fixedPoint.ts';
import { compileQuotations, explainQuotation, priceShipment, rankShipment, type Shipment, type Surcharge, type TransferQuotation, type TriggerDataSource, type TriggerRule } from './index.ts';
import { piece, quotation, RATES, shipment, surcharge } from './testQuotations.ts';

/** Issue 7: the properties every priced shipment keeps, over generated quotations and shipments. */

const decimal = (min: number, max: number, scale: number) => fc.integer({ min: min * 10 ** scale, max: max * 10 ** scale }).map((n) => formatScaled(n, scale));
const money = decimal(0, 200, 2);

/** Contiguous ranges from 0: each 0.5 to 20 units wide. */
const ranges = fc.array(fc.record({ width: fc.integer({ min: 500, max: 20_000 }), first: money, unit: money, additional: money }), { minLength: 1, maxLength: 6 }).map((rows) => {
  let start = 0;
  return rows.map((row) => {
    const end = start + row.width;
    const range = { StartingRange: formatScaled(start, 3), EndRange: formatScaled(end, 3), FirstWeightUnitPrice: row.first, UnitPrice: row.unit, AdditionalCost: row.additional };
    start = end;
    return range;
  });
});

const ORDERED: TriggerRule[] = ['GreaterThan', 'GreaterOrEqual', 'LessThan', 'LessOrEqual', 'Equal', 'In', 'NotIn'];
/** Triggers on the weights only switch on as the weight grows; the others read what weight does not change. */
const RISING: TriggerRule[] = ['GreaterThan', 'GreaterOrEqual'];

const trigger = fc.oneof(
  fc.record({ source: fc.constant<TriggerDataSource>('Always'), rule: fc.constant<TriggerRule>('GreaterThan'), value: fc.constant('') }),
  fc.record({ source: fc.constantFrom<TriggerDataSource>('ActualWeight', 'BilledWeight'), rule: fc.constantFrom(...RISING), value: decimal(0, 60, 3) }),
  fc.record({ source: fc.constantFrom<TriggerDataSource>('DeclaredValue', 'VolumetricWeight', 'LongestSide', 'GirthPlusLength'), rule: fc.constantFrom(...ORDERED), value: decimal(0, 300, 2) }),
  fc.record({ source: fc.constant<TriggerDataSource>('PieceCount'), rule: fc.constantFrom(...ORDERED), value: fc.constantFrom('1', '2', '3', '1,2', '2,3,4') }),
  fc.record({ source: fc.constant<TriggerDataSource>('Country'), rule: fc.constantFrom<TriggerRule>('Equal', 'In', 'NotIn'), value: fc.constantFrom('US', 'US,CA', 'GB') }),
  fc.record({ source: fc.constant<TriggerDataSource>('CargoType'), rule: fc.constantFrom<TriggerRule>('Equal', 'In', 'NotIn'), value: fc.constantFrom('1', '1,2', '3') }),
);

const surcharges = fc.array(
  fc
    .record({
      trigger,
      method: fc.constantFrom<Surcharge['CalculationMethod']>('Fixed', 'PerBilledKg', 'PerPiece', 'PercentOfFreight', 'PercentOfDeclaredValue', 'PerCbm'),
      amount: decimal(0, 50, 2),
      minimum: fc.constantFrom('0', '3', '12.5'),
      freeWeight: fc.constantFrom('0', '1.5'),
      freeQuantity: fc.integer({ min: 0, max: 2 }),
      firstCharge: fc.boolean(),
      allowRefunds: fc.boolean(),
      cbmRatio: fc.constantFrom('0', '167', '1000'),
      volumeUnitPrice: fc.constantFrom('0', '35.5'),
      accumulation: fc.boolean(),
    })
    .map((s): Surcharge =>
      surcharge({
        TriggerDataSource: s.trigger.source,
        TriggerRule: s.trigger.rule,
        TriggerValue: s.trigger.value,
        CalculationMethod: s.method,
        AmountOfMoney: s.amount,
        MiniMumMoney: s.minimum,
        FreeWeight: s.freeWeight,
        FreeQuantity: s.freeQuantity,
        FirstCharge: s.firstCharge,
        AllowRefunds: s.allowRefunds,
        CbmVolumeRatio: s.cbmRatio,
        VolumeUnitPrice: s.volumeUnitPrice,
        VolumeAccumulation: s.accumulation,
      }),
    ),
  { maxLength: 6 },
);

const quotations = (id: number) =>
  fc
    .record({
      mode: fc.constantFrom<TransferQuotation['BillingMode']>('Weight', 'Weight', 'Volume', 'Piece'),
      currency: fc.constantFrom('CNY', 'USD', 'HKD'),
      ratio: fc.constantFrom('5000', '6000', '8000'),
      superRatio: fc.constantFrom('0', '4000'),
      split: fc.constantFrom('0', '0.35', '0.5', '1'),
      minimum: fc.constantFrom('0', '0.5', '3'),
      carry: fc.constantFrom('0', '0.5', '1'),
      taxInclusive: fc.boolean(),
      tax: decimal(0, 20, 2),
      maxAging: fc.integer({ min: 1, max: 3 }),
      displayOrder: fc.integer({ min: 0, max: 2 }),
      ranges,
      surcharges,
    })
    .map(
      (q): TransferQuotation =>
        quotation({
          Id: id,
          Name: `Quotation ${id}`,
          BillingMode: q.mode,
          CurrencyCode: q.currency,
          VolumeRatio: q.ratio,
          SuperMaterialVolumeRatio: q.superRatio,
          SuperMaterialLongestSideCm: '80',
          SplitThrowingRatio: q.split,
          MinimumBillingWeight: q.minimum,
          Carry: q.carry,
          TaxInclusive: q.taxInclusive,
          TaxInclusiveUnitPrice: q.tax,
          MaxAgingDays: q.maxAging,
          DisplayOrder: q.displayOrder,
          CarrierIds: [],
          WarehouseIds: [],
          CustomerGroupIds: [],
          CountryCodes: [],
          Ranges: q.ranges,
          Surcharges: q.surcharges,
        }),
    );

const pieces = fc.array(
  fc.record({ weight: decimal(0, 15, 3), l: decimal(1, 120, 2), w: decimal(1, 60, 2), h: decimal(1, 60, 1), quantity: fc.integer({ min: 1, max: 3 }) }).map((p) => piece(p.weight, p.l, p.w, p.h, p.quantity)),
  { minLength: 1, maxLength: 4 },
);

const shipments = fc
  .record({ pieces, declared: decimal(0, 800, 2), country: fc.constantFrom('US', 'CA', 'GB'), cargo: fc.constantFrom('1', '2', undefined), currency: fc.constantFrom('CNY', 'USD') })
  .map((s): Shipment => shipment({ Pieces: s.pieces, DeclaredValue: s.declared, CountryCode: s.country, CargoTypeCode: s.cargo, CustomerCurrencyCode: s.currency }));

/** Decimal text with fixed decimals as an integer of its last place: "12.50" → 1250, "1.234" → 1234. */
const units = (text: string) => Number(text.replace('.', ''));

describe('pricing engine: properties', () => {
  it('the price never decreases when a piece gets heavier, under the same quotation', () => {
    fc.assert(
      fc.property(quotations(1), shipments, fc.nat(), fc.integer({ min: 1, max: 8_000 }), (q, s, which, extraGrams) => {
        const compiled = compileQuotations([q]);
        const lighter = explainQuotation(compiled, 1, s, RATES);
        const index = which % s.Pieces.length;
        const heavierPieces = s.Pieces.map((p, i) => (i === index ? { ...p, WeightKg: formatScaled(units(p.WeightKg) + extraGrams, 3) } : p));
        const heavier = explainQuotation(compiled, 1, { ...s, Pieces: heavierPieces }, RATES);
        if (lighter === null || heavier === null) return;
        expect(units(heavier.Total)).toBeGreaterThanOrEqual(units(lighter.Total));
      }),
      { numRuns: 400 },
    );
  });

  it('results do not depend on the order of pieces, ranges or quotations', () => {
    fc.assert(
      fc.property(fc.tuple(quotations(1), quotations(2), quotations(3), quotations(4)), shipments, fc.nat(), (list, s, seed) => {
        const shuffled = <T>(items: readonly T[]) => items.map((item, i) => ({ item, key: (i * 7919 + seed) % 101 })).sort((a, b) => a.key - b.key).map((x) => x.item);
        const expected = priceShipment(compileQuotations(list), s, RATES);
        const reordered = shuffled(list).map((q) => ({ ...q, Ranges: shuffled(q.Ranges) }));
        expect(priceShipment(compileQuotations(reordered), { ...s, Pieces: shuffled(s.Pieces) }, RATES)).toEqual(expected);
      }),
    );
  });

  it('every total is the sum of its items, and ranking gives the explained totals in the same order', () => {
    fc.assert(
      fc.property(fc.tuple(quotations(1), quotations(2), quotations(3)), shipments, (list, s) => {
        const compiled = compileQuotations(list);
        const priced = priceShipment(compiled, s, RATES);
        for (const p of priced) expect(p.Items.reduce((sum, item) => sum + units(item.Amount), 0)).toBe(units(p.Total));
        const ranked = rankShipment(compiled, s, RATES).map((r) => [r.QuotationId, r.Total, r.TotalInCustomerCurrency]);
        expect(ranked).toEqual(priced.map((p) => [p.QuotationId, p.Total, p.TotalInCustomerCurrency]));
        for (const [id, total] of ranked) expect(explainQuotation(compiled, id as number, s, RATES)!.Total).toBe(total);
      }),
      { numRuns: 200 },
    );
  });
});
