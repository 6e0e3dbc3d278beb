import { describe, expect, it } from 'vitest';
import { freightTrialBody } from './freightCalculator.ts';
import { addTransferQuotationBody, checkDeadline, checkPercentAmount, checkRatio, checkTaxRate, normalTriggerValue, triggerIssue, weightRangeIssues } from './transferQuotation.ts';

const range = (StartingRange: string, EndRange: string) => ({ StartingRange, EndRange, FirstWeightUnitPrice: '30', UnitPrice: '12' });
const quotation = (overrides: Record<string, unknown> = {}) => ({
  Name: 'US air express',
  CurrencyId: 1,
  TypeOfShippingId: 1,
  VolumeRatio: '6000',
  EffectiveDate: '2026-01-01',
  Ranges: [range('0', '2'), range('2', '30')],
  ...overrides,
});
/** The field paths and message keys a body is refused with. */
const refusals = (body: Record<string, unknown>) => {
  const parsed = addTransferQuotationBody.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`);
};

describe('weight ranges', () => {
  it('accepts contiguous ranges in any order, starting anywhere', () => {
    expect(weightRangeIssues([range('0', '0.5'), range('0.5', '2'), range('2', '30')])).toEqual([]);
    expect(weightRangeIssues([range('2', '30'), range('0.5', '2')])).toEqual([]);
    expect(weightRangeIssues([range('10.000', '20'), range('20.0', '30')])).toEqual([]);
  });

  it('refuses an end at or below its start on that row', () => {
    expect(weightRangeIssues([range('0', '2'), range('2', '2')])).toEqual([{ path: ['Ranges', 1, 'EndRange'], message: 'RangeEndNotAboveStart' }]);
    expect(weightRangeIssues([range('5', '1')])).toEqual([{ path: ['Ranges', 0, 'EndRange'], message: 'RangeEndNotAboveStart' }]);
  });

  it('refuses an overlap and a gap on the later row’s start, whatever the order sent', () => {
    expect(weightRangeIssues([range('0', '2'), range('1.5', '10')])).toEqual([{ path: ['Ranges', 1, 'StartingRange'], message: 'RangesOverlap' }]);
    expect(weightRangeIssues([range('3', '10'), range('0', '2')])).toEqual([{ path: ['Ranges', 0, 'StartingRange'], message: 'RangesGap' }]);
    expect(weightRangeIssues([range('0', '2'), range('0', '2')])).toEqual([{ path: ['Ranges', 1, 'StartingRange'], message: 'RangesOverlap' }]);
  });

  it('leaves rows whose numbers are not valid to their own field rules', () => {
    expect(weightRangeIssues([range('x', '2'), range('2', '3')])).toEqual([]);
  });
});

describe('single-field rules', () => {
  it('keeps the split ratio within 0..1', () => {
    expect(checkRatio('0')).toBeNull();
    expect(checkRatio('1')).toBeNull();
    expect(checkRatio('0.35')).toBeNull();
    expect(checkRatio('1.0001')).toBe('RatioAboveOne');
  });

  it('keeps a deadline on or after the effective date', () => {
    expect(checkDeadline('2026-03-01', '2026-03-01')).toBeNull();
    expect(checkDeadline('2026-03-01', null)).toBeNull();
    expect(checkDeadline('2026-03-01', '2026-02-28')).toBe('EndBeforeStart');
  });

  it('keeps percentages at most 100 where the method is a percentage, and the tax rate when prices exclude tax', () => {
    expect(checkPercentAmount('PercentOfDeclaredValue', '100')).toBeNull();
    expect(checkPercentAmount('PercentOfFreight', '100.01')).toBe('PercentAbove100');
    expect(checkPercentAmount('Fixed', '150')).toBeNull();
    expect(checkTaxRate(false, '101')).toBe('PercentAbove100');
    expect(checkTaxRate(true, '101')).toBeNull();
  });
});

describe('surcharge triggers', () => {
  const trigger = (TriggerDataSource: string, TriggerRule: string, TriggerValue?: string) => triggerIssue({ TriggerDataSource, TriggerRule, TriggerValue } as Parameters<typeof triggerIssue>[0]);

  it('needs no value for Always', () => expect(trigger('Always', 'GreaterThan')).toBeNull());

  it('compares numeric sources with one number', () => {
    expect(trigger('DeclaredValue', 'GreaterThan', '200')).toBeNull();
    expect(trigger('LongestSide', 'GreaterOrEqual', '120.5')).toBeNull();
    expect(trigger('DeclaredValue', 'GreaterThan', 'two hundred')).toEqual({ field: 'TriggerValue', message: 'TriggerValueNotNumber' });
    expect(trigger('PieceCount', 'GreaterThan', '2.5')).toEqual({ field: 'TriggerValue', message: 'TriggerValueNotNumber' });
    expect(trigger('ActualWeight', 'Equal', '1, 2')).toEqual({ field: 'TriggerValue', message: 'TriggerValueOneOnly' });
    expect(trigger('ActualWeight', 'In', '1, 2')).toBeNull();
    expect(trigger('ActualWeight', 'GreaterThan')).toEqual({ field: 'TriggerValue', message: 'CannotBeEmpty' });
  });

  it('matches countries and cargo types by membership only', () => {
    expect(trigger('Country', 'In', 'us, ca')).toBeNull();
    expect(trigger('Country', 'GreaterThan', 'US')).toEqual({ field: 'TriggerRule', message: 'TriggerRuleNotForSource' });
    expect(trigger('Country', 'In', 'USA')).toEqual({ field: 'TriggerValue', message: 'TriggerValueCountryCodes' });
    expect(trigger('CargoType', 'NotIn', '3,4')).toBeNull();
    expect(trigger('CargoType', 'In', 'battery')).toEqual({ field: 'TriggerValue', message: 'TriggerValueNotNumber' });
  });

  it('stores lists comma-separated, country codes in capitals', () => {
    expect(normalTriggerValue('Country', ' us，ca  hk')).toBe('US,CA,HK');
    expect(normalTriggerValue('Always', 'anything')).toBe('');
  });
});

describe('the whole quotation', () => {
  it('accepts a valid quotation with defaults', () => {
    const parsed = addTransferQuotationBody.parse(quotation());
    expect(parsed).toMatchObject({ BillingMode: 'Weight', SplitThrowingRatio: '0', Carry: '0', IsEffective: true, CarrierIds: [], Surcharges: [] });
  });

  it('refuses each broken rule on the field it names', () => {
    const surcharge = { ExpenseTypeId: 1, TriggerDataSource: 'DeclaredValue', TriggerRule: 'GreaterThan', TriggerValue: '200', AmountOfMoney: '3', CalculationMethod: 'PercentOfDeclaredValue' };
    const cases: [Record<string, unknown>, string][] = [
      [{ Ranges: [] }, 'Ranges CannotBeEmpty'],
      [{ Ranges: undefined }, 'Ranges CannotBeEmpty'],
      [{ Ranges: [range('0', '2'), range('2.5', '30')] }, 'Ranges.1.StartingRange RangesGap'],
      [{ Ranges: [range('0', '2'), range('1', '30')] }, 'Ranges.1.StartingRange RangesOverlap'],
      [{ Ranges: [range('0', '0')] }, 'Ranges.0.EndRange RangeEndNotAboveStart'],
      [{ Ranges: [{ ...range('0', '2'), UnitPrice: '-1' }] }, 'Ranges.0.UnitPrice NumberNegative'],
      [{ Ranges: [{ ...range('0', '2'), FirstWeightUnitPrice: '1.00001' }] }, 'Ranges.0.FirstWeightUnitPrice NumberErrorDecimalFormat'],
      [{ VolumeRatio: '0' }, 'VolumeRatio NumberZeroError'],
      [{ VolumeRatio: '-6000' }, 'VolumeRatio NumberNegative'],
      [{ SplitThrowingRatio: '1.5' }, 'SplitThrowingRatio RatioAboveOne'],
      [{ SplitThrowingRatio: '-0.5' }, 'SplitThrowingRatio NumberNegative'],
      [{ Carry: '-0.5' }, 'Carry NumberNegative'],
      [{ MinimumBillingWeight: 'heavy' }, 'MinimumBillingWeight NumberTypeError'],
      [{ Deadline: '2025-12-31' }, 'Deadline EndBeforeStart'],
      [{ EffectiveDate: '2026/01/01' }, 'EffectiveDate DateFormat'],
      [{ TaxInclusive: false, TaxInclusiveUnitPrice: '120' }, 'TaxInclusiveUnitPrice PercentAbove100'],
      [{ BillingMode: 'ByMood' }, 'BillingMode InvalidValue'],
      [{ CountryCodes: ['USA'] }, 'CountryCodes.0 TriggerValueCountryCodes'],
      [{ Surcharges: [{ ...surcharge, AmountOfMoney: '150' }] }, 'Surcharges.0.AmountOfMoney PercentAbove100'],
      [{ Surcharges: [{ ...surcharge, TriggerValue: 'lots' }] }, 'Surcharges.0.TriggerValue TriggerValueNotNumber'],
      [{ Surcharges: [{ ...surcharge, TriggerDataSource: 'Country', TriggerValue: 'US' }] }, 'Surcharges.0.TriggerRule TriggerRuleNotForSource'],
      [{ Surcharges: [{ ...surcharge, MiniMumMoney: '-2' }] }, 'Surcharges.0.MiniMumMoney NumberNegative'],
      [{ Surcharges: [{ ...surcharge, FreeQuantity: -1 }] }, 'Surcharges.0.FreeQuantity NumberNegative'],
    ];
    for (const [overrides, refusal] of cases) expect(refusals(quotation(overrides)), refusal).toEqual([refusal]);
  });
});

describe('the calculator’s shipment', () => {
  const piece = { WeightKg: '1.2', LengthCm: '30', WidthCm: '20', HeightCm: '10' };
  it('accepts a parcel and defaults the quantity and declared value', () => {
    expect(freightTrialBody.parse({ Pieces: [piece], CountryCode: 'us', WarehouseId: 1 })).toMatchObject({ Pieces: [{ ...piece, Quantity: 1 }], DeclaredValue: '0', CountryCode: 'US' });
  });

  it('refuses missing pieces, zero weights and bad country codes on their fields', () => {
    const refused = (body: Record<string, unknown>) => {
      const parsed = freightTrialBody.safeParse({ Pieces: [piece], CountryCode: 'US', WarehouseId: 1, ...body });
      return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`);
    };
    expect(refused({ Pieces: [] })).toEqual(['Pieces CannotBeEmpty']);
    expect(refused({ Pieces: [{ ...piece, WeightKg: '0' }] })).toEqual(['Pieces.0.WeightKg NumberZeroError']);
    expect(refused({ Pieces: [{ ...piece, HeightCm: '-1' }] })).toEqual(['Pieces.0.HeightCm NumberNegative']);
    expect(refused({ CountryCode: 'United States' })).toEqual(['CountryCode TriggerValueCountryCodes']);
    expect(refused({ WarehouseId: undefined })).toEqual(['WarehouseId CannotBeEmpty']);
  });
});
