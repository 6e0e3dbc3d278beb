import type { Piece, Shipment, Surcharge, TransferQuotation } from './types.ts';

/**
 * The quotation, shipment and surcharge the engine's tests start from, changed per case.
 *
 * The quotation: CNY, by weight, 6000 cm³/kg, no split, no minimum, carry 0.5 kg, tax inclusive,
 * two ranges: 0–10 kg = 20 + (w − 0.5) × 10, and 10–30 kg = 15 + (w − 0.5) × 8 + 5, whose break at
 * 10.5 kg costs 15 + 10 × 8 + 5 = 100 (cheaper than the first range from 9 kg up).
 * The shipment: one piece of 2 kg, 20 × 20 × 20 cm (8,000 cm³ / 6000 = 1.333 kg), declared 100
 * CNY, to the US, warehouse 1, carrier 1, group 1, cargo type 1, on 2026-06-01, priced in CNY.
 * So billed = 2 kg and freight = 20 + 1.5 × 10 = 35.00.
 */

export function quotation(changes: Partial<TransferQuotation> = {}): TransferQuotation {
  return {
    Id: 1,
    Name: 'Air US',
    CurrencyCode: 'CNY',
    BillingMode: 'Weight',
    VolumeRatio: '6000',
    SuperMaterialVolumeRatio: '0',
    SplitThrowingRatio: '0',
    MinimumBillingWeight: '0',
    Carry: '0.5',
    TaxInclusive: true,
    TaxInclusiveUnitPrice: '0',
    IsEffective: true,
    EffectiveDate: '2026-01-01',
    Deadline: '2026-12-31',
    DisplayOrder: 1,
    CarrierIds: [1, 2],
    WarehouseIds: [1],
    CustomerGroupIds: [1, 3],
    CountryCodes: ['US', 'CA'],
    MinAgingDays: 5,
    MaxAgingDays: 8,
    Ranges: [
      { StartingRange: '0', EndRange: '10', FirstWeightUnitPrice: '20', UnitPrice: '10', AdditionalCost: '0' },
      { StartingRange: '10', EndRange: '30', FirstWeightUnitPrice: '15', UnitPrice: '8', AdditionalCost: '5' },
    ],
    Surcharges: [],
    ...changes,
  };
}

export function surcharge(changes: Partial<Surcharge> = {}): Surcharge {
  return {
    Code: 'FEE',
    ExpenseTypeId: 9,
    ExpenseTypeName: 'Fee',
    TriggerDataSource: 'Always',
    TriggerRule: 'GreaterThan',
    TriggerValue: '',
    AmountOfMoney: '0',
    CalculationMethod: 'Fixed',
    MiniMumMoney: '0',
    FreeWeight: '0',
    FreeQuantity: 0,
    FirstCharge: true,
    AllowRefunds: false,
    CbmVolumeRatio: '0',
    VolumeUnitPrice: '0',
    VolumeAccumulation: false,
    ...changes,
  };
}

export const piece = (WeightKg: string, LengthCm: string, WidthCm: string, HeightCm: string, Quantity = 1): Piece => ({ WeightKg, LengthCm, WidthCm, HeightCm, Quantity });

export function shipment(changes: Partial<Shipment> = {}): Shipment {
  return {
    Pieces: [piece('2', '20', '20', '20')],
    DeclaredValue: '100',
    CountryCode: 'US',
    WarehouseId: 1,
    CarrierId: 1,
    CustomerGroupIds: [1],
    CargoTypeCode: '1',
    Date: '2026-06-01',
    CustomerCurrencyCode: 'CNY',
    ...changes,
  };
}

export const RATES = { CNY: '1', USD: '7.2', HKD: '0.92' };
