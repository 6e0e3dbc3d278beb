import { describe, expect, it } from 'vitest';
import { compileQuotations, explainQuotation, rankShipment, type ExchangeRates, type Shipment, type TransferQuotation } from './index.ts';
import { piece, quotation, RATES, shipment, surcharge } from './testQuotations.ts';

/**
 * Issue 7: worked cases, each expected breakdown worked out by hand in its comment. The base
 * quotation and shipment are described in testQuotations.ts: billed 2 kg, freight 35.00, and
 * freight(w) = 20 + (w − 0.5) × 10 up to 10 kg.
 */

interface WorkedCase {
  name: string;
  quotation?: Partial<TransferQuotation>;
  shipment?: Partial<Shipment>;
  rates?: ExchangeRates;
  /** null: the quotation does not apply to the shipment. */
  expected: null | {
    billed: string;
    /** [Code, Amount] of every item, in order. */
    items: [string, string][];
    total: string;
    inCustomerCurrency?: string;
    /** Found in the breakdown's words (steps and explanations). */
    says?: RegExp;
  };
}

const fee = surcharge;

const CASES: WorkedCase[] = [
  // ── weights ──
  {
    // actual = 2 × 3 + 1.25 × 2 = 8.5 kg; volumetric = 1,000 / 6000 = 0.167 kg × 5 = 0.835; billed 8.5 (on a carry step).
    // freight = 20 + 8 × 10 = 100.00; the 10.5 kg break also costs 100, not less, so the own range is charged.
    name: 'actual weight is Σ piece weight × quantity',
    shipment: { Pieces: [piece('2', '10', '10', '10', 3), piece('1.25', '10', '10', '10', 2)] },
    expected: { billed: '8.500', items: [['Freight', '100.00']], total: '100.00', says: /Actual weight: Σ piece weight × quantity = 8\.5 kg/ },
  },
  {
    // volumetric = 40 × 30 × 30 / 6000 = 6 kg > actual 1 kg; split 0 bills all of it: 6 kg. freight = 20 + 5.5 × 10 = 75.00.
    name: 'volumetric weight L × W × H / VolumeRatio is billed when above the actual weight',
    shipment: { Pieces: [piece('1', '40', '30', '30')] },
    expected: { billed: '6.000', items: [['Freight', '75.00']], total: '75.00', says: /Volumetric weight: Σ L × W × H \/ 6000 × quantity = 6 kg/ },
  },
  {
    // 36,000 / 5000 = 7.2 kg → carry 0.5 → 7.5 kg; freight = 20 + 7 × 10 = 90.00.
    name: 'VolumeRatio 5000',
    quotation: { VolumeRatio: '5000' },
    shipment: { Pieces: [piece('1', '40', '30', '30')] },
    expected: { billed: '7.500', items: [['Freight', '90.00']], total: '90.00' },
  },
  {
    // actual 2 ≥ volumetric 1.333: billed = actual = 2 kg, whatever the split ratio.
    name: 'actual weight above volumetric is billed as is',
    quotation: { SplitThrowingRatio: '0.5' },
    expected: { billed: '2.000', items: [['Freight', '35.00']], total: '35.00', says: /Actual weight is not below the volumetric weight/ },
  },
  {
    // actual 2, volumetric 6: split 0.5 → 2 + (6 − 2) × (1 − 0.5) = 4 kg; freight = 20 + 3.5 × 10 = 55.00.
    name: 'split ratio 0.5 bills half the excess',
    quotation: { SplitThrowingRatio: '0.5' },
    shipment: { Pieces: [piece('2', '40', '30', '30')] },
    expected: { billed: '4.000', items: [['Freight', '55.00']], total: '55.00', says: /Split volume 0\.5: 2 kg \+ \(6 kg − 2 kg\) × \(1 − 0\.5\) = 4 kg/ },
  },
  {
    // split 1 bills the actual weight only: 2 kg → 35.00.
    name: 'split ratio 1 bills the actual weight only',
    quotation: { SplitThrowingRatio: '1' },
    shipment: { Pieces: [piece('2', '40', '30', '30')] },
    expected: { billed: '2.000', items: [['Freight', '35.00']], total: '35.00' },
  },
  {
    // split 0 bills the whole volumetric weight: 6 kg → 75.00.
    name: 'split ratio 0 bills the whole volumetric weight',
    shipment: { Pieces: [piece('2', '40', '30', '30')] },
    expected: { billed: '6.000', items: [['Freight', '75.00']], total: '75.00' },
  },
  {
    // split 0.35, carry 0: 2 + 4 × 0.65 = 4.6 kg; no carry so no first step: freight = 20 + 4.6 × 10 = 66.00.
    name: 'split 0.35 without carry',
    quotation: { SplitThrowingRatio: '0.35', Carry: '0' },
    shipment: { Pieces: [piece('2', '40', '30', '30')] },
    expected: { billed: '4.600', items: [['Freight', '66.00']], total: '66.00' },
  },
  {
    // over-size: longest side 120 > 100 cm, so 120 × 50 × 40 = 240,000 / 5000 = 48 kg (not / 6000 = 40).
    // one range 0–100 kg: 0 + (48 − 0.5) × 5 = 237.50.
    name: 'an over-size piece takes SuperMaterialVolumeRatio',
    quotation: {
      SuperMaterialVolumeRatio: '5000',
      SuperMaterialLongestSideCm: '100',
      Ranges: [{ StartingRange: '0', EndRange: '100', FirstWeightUnitPrice: '0', UnitPrice: '5', AdditionalCost: '0' }],
    },
    shipment: { Pieces: [piece('10', '50', '120', '40')] },
    expected: { billed: '48.000', items: [['Freight', '237.50']], total: '237.50', says: /over-size pieces \(longest side above 100 cm, 1\) \/ 5000 = 48 kg/ },
  },
  {
    // longest side exactly 100 cm is not above 100: 200,000 / 6000 = 33.333 kg → carry 33.5 → (33.5 − 0.5) × 5 = 165.00.
    name: 'a piece exactly at the over-size side keeps VolumeRatio',
    quotation: {
      SuperMaterialVolumeRatio: '5000',
      SuperMaterialLongestSideCm: '100',
      Ranges: [{ StartingRange: '0', EndRange: '100', FirstWeightUnitPrice: '0', UnitPrice: '5', AdditionalCost: '0' }],
    },
    shipment: { Pieces: [piece('10', '100', '50', '40')] },
    expected: { billed: '33.500', items: [['Freight', '165.00']], total: '165.00' },
  },
  // ── minimum and carry ──
  {
    // 1 kg is below the minimum 3 kg: billed 3; freight = 20 + 2.5 × 10 = 45.00.
    name: 'minimum billing weight',
    quotation: { MinimumBillingWeight: '3' },
    shipment: { Pieces: [piece('1', '10', '10', '10')] },
    expected: { billed: '3.000', items: [['Freight', '45.00']], total: '45.00', says: /Minimum billing weight 3 kg: 3 kg/ },
  },
  {
    // minimum first (2.2 kg), then carry: 2.5 kg; freight = 20 + 2 × 10 = 40.00.
    name: 'minimum, then carry',
    quotation: { MinimumBillingWeight: '2.2' },
    shipment: { Pieces: [piece('1', '10', '10', '10')] },
    expected: { billed: '2.500', items: [['Freight', '40.00']], total: '40.00' },
  },
  {
    // 2.01 kg rounds up to 2.5 kg; freight = 20 + 2 × 10 = 40.00.
    name: 'carry rounds up to the next step',
    shipment: { Pieces: [piece('2.01', '10', '10', '10')] },
    expected: { billed: '2.500', items: [['Freight', '40.00']], total: '40.00', says: /Carry: rounded up to a multiple of 0\.5 kg = 2\.5 kg/ },
  },
  {
    // 3 kg is a multiple of 0.5: stays 3; freight = 20 + 2.5 × 10 = 45.00.
    name: 'exactly on a carry step stays',
    shipment: { Pieces: [piece('3', '10', '10', '10')] },
    expected: { billed: '3.000', items: [['Freight', '45.00']], total: '45.00' },
  },
  {
    // carry 1: 2.2 → 3 kg, first step 1 kg: freight = 20 + (3 − 1) × 10 = 40.00.
    name: 'carry 1 kg, first weight 1 kg',
    quotation: { Carry: '1' },
    shipment: { Pieces: [piece('2.2', '10', '10', '10')] },
    expected: { billed: '3.000', items: [['Freight', '40.00']], total: '40.00', says: /first 1 kg 20\.00 \+ \(3 kg − 1 kg\) × 10\.00\/kg = 40\.00/ },
  },
  {
    // carry 0: 2.345 kg as is, no first step: freight = 20 + 2.345 × 10 = 43.45.
    name: 'carry 0 does not round',
    quotation: { Carry: '0' },
    shipment: { Pieces: [piece('2.345', '10', '10', '10')] },
    expected: { billed: '2.345', items: [['Freight', '43.45']], total: '43.45' },
  },
  // ── ranges ──
  {
    // ranges 0–5 (20 + (w − 0.5) × 10) and 5–30 (10 + (w − 0.5) × 12). 5 kg is in 0–5: 20 + 4.5 × 10 = 65.00;
    // the 5.5 kg break costs 10 + 5 × 12 = 70, more.
    name: 'exactly on EndRange belongs to the lower range',
    quotation: {
      Ranges: [
        { StartingRange: '0', EndRange: '5', FirstWeightUnitPrice: '20', UnitPrice: '10', AdditionalCost: '0' },
        { StartingRange: '5', EndRange: '30', FirstWeightUnitPrice: '10', UnitPrice: '12', AdditionalCost: '0' },
      ],
    },
    shipment: { Pieces: [piece('5', '10', '10', '10')] },
    expected: { billed: '5.000', items: [['Freight', '65.00']], total: '65.00', says: /Range 0–5 kg/ },
  },
  {
    // 5.01 → 5.5 kg is above 5: range 5–30: 10 + 5 × 12 = 70.00.
    name: 'just above EndRange goes to the next range',
    quotation: {
      Ranges: [
        { StartingRange: '0', EndRange: '5', FirstWeightUnitPrice: '20', UnitPrice: '10', AdditionalCost: '0' },
        { StartingRange: '5', EndRange: '30', FirstWeightUnitPrice: '10', UnitPrice: '12', AdditionalCost: '0' },
      ],
    },
    shipment: { Pieces: [piece('5.01', '10', '10', '10')] },
    expected: { billed: '5.500', items: [['Freight', '70.00']], total: '70.00', says: /Range 5–30 kg/ },
  },
  {
    // 0 kg and 1 cm³ (0.000167 kg, 0 g at the gram): billed 0, in the first range because it starts at 0: 20.00.
    name: 'the first range includes its start of 0',
    shipment: { Pieces: [piece('0', '1', '1', '1')] },
    expected: { billed: '0.000', items: [['Freight', '20.00']], total: '20.00' },
  },
  {
    // 31 kg is above the last range (30): the quotation does not apply.
    name: 'above the last range does not apply',
    shipment: { Pieces: [piece('31', '10', '10', '10')] },
    expected: null,
  },
  {
    // ranges 0–20 (10 + (w − 1) × 10), 20–50 (10 + (w − 1) × 7), carry 1. At 20 kg: 10 + 19 × 10 = 200;
    // the 21 kg break: 10 + 20 × 7 = 150, cheaper: charged 150.00.
    name: 'weight break: charged at the 21 kg break',
    quotation: {
      Carry: '1',
      Ranges: [
        { StartingRange: '0', EndRange: '20', FirstWeightUnitPrice: '10', UnitPrice: '10', AdditionalCost: '0' },
        { StartingRange: '20', EndRange: '50', FirstWeightUnitPrice: '10', UnitPrice: '7', AdditionalCost: '0' },
      ],
    },
    shipment: { Pieces: [piece('20', '10', '10', '10')] },
    expected: { billed: '20.000', items: [['Freight', '150.00']], total: '150.00', says: /= 200\.00; charged at the 21 kg break \(range 20–50\), which costs less: 150\.00/ },
  },
  {
    // same sheet at 14 kg: 10 + 13 × 10 = 140 < 150 at the break: the own range, 140.00.
    name: 'weight break not taken when the own range is cheaper',
    quotation: {
      Carry: '1',
      Ranges: [
        { StartingRange: '0', EndRange: '20', FirstWeightUnitPrice: '10', UnitPrice: '10', AdditionalCost: '0' },
        { StartingRange: '20', EndRange: '50', FirstWeightUnitPrice: '10', UnitPrice: '7', AdditionalCost: '0' },
      ],
    },
    shipment: { Pieces: [piece('14', '10', '10', '10')] },
    expected: { billed: '14.000', items: [['Freight', '140.00']], total: '140.00' },
  },
  {
    // by volume: 100 × 50 × 40 = 0.2 CBM × 2 = 0.4 CBM; range 0–1 CBM: 50 + 0.4 × 300 = 170.00.
    // billed weight still shown: 200,000 / 6000 = 33.333 × 2 = 66.666 kg → carry 67 kg.
    name: 'billing mode Volume reads the ranges in CBM',
    quotation: { BillingMode: 'Volume', Ranges: [{ StartingRange: '0', EndRange: '1', FirstWeightUnitPrice: '50', UnitPrice: '300', AdditionalCost: '0' }] },
    shipment: { Pieces: [piece('2', '100', '50', '40', 2)] },
    expected: { billed: '67.000', items: [['Freight', '170.00']], total: '170.00', says: /Billed by volume: Σ L × W × H × quantity = 0\.4 CBM/ },
  },
  {
    // by piece: 3 pieces, range 0–5: first piece 30 + (3 − 1) × 12 + additional 2 = 56.00.
    name: 'billing mode Piece: first piece, then each further one',
    quotation: { BillingMode: 'Piece', Ranges: [{ StartingRange: '0', EndRange: '5', FirstWeightUnitPrice: '30', UnitPrice: '12', AdditionalCost: '2' }] },
    shipment: { Pieces: [piece('1', '10', '10', '10', 3)] },
    expected: { billed: '3.000', items: [['Freight', '56.00']], total: '56.00' },
  },
  // ── tax ──
  {
    // prices exclude tax at 6%: (freight 35 + fee 5) × 6% = 2.40; total 42.40.
    name: 'tax is added when the prices are not tax inclusive',
    quotation: { TaxInclusive: false, TaxInclusiveUnitPrice: '6', Surcharges: [fee({ AmountOfMoney: '5' })] },
    expected: { billed: '2.000', items: [['Freight', '35.00'], ['FEE', '5.00'], ['Tax', '2.40']], total: '42.40', says: /6% of freight and surcharges 40\.00 = 2\.40/ },
  },
  {
    // tax inclusive: no tax line; 35.00.
    name: 'tax inclusive prices add no tax',
    quotation: { TaxInclusive: true, TaxInclusiveUnitPrice: '6' },
    expected: { billed: '2.000', items: [['Freight', '35.00']], total: '35.00' },
  },
  // ── calculation methods ──
  {
    // Always, Fixed once: 12.50; 35 + 12.5 = 47.50.
    name: 'Fixed, once per shipment',
    quotation: { Surcharges: [fee({ AmountOfMoney: '12.5' })] },
    expected: { billed: '2.000', items: [['Freight', '35.00'], ['FEE', '12.50']], total: '47.50', says: /Always charged: 12\.50 once = 12\.50/ },
  },
  {
    // 3 pieces of 2 kg: billed 6, freight 75; Fixed 4 per matching piece (FirstCharge off): 4 × 3 = 12; 87.00.
    name: 'Fixed per matching piece when not FirstCharge',
    quotation: { Surcharges: [fee({ AmountOfMoney: '4', FirstCharge: false })] },
    shipment: { Pieces: [piece('2', '10', '10', '10', 3)] },
    expected: { billed: '6.000', items: [['Freight', '75.00'], ['FEE', '12.00']], total: '87.00' },
  },
  {
    // 4 pieces of 1 kg: freight 20 + 3.5 × 10 = 55; PerPiece 3 with 1 free: 3 × (4 − 1) = 9; 64.00.
    name: 'PerPiece with FreeQuantity',
    quotation: { Surcharges: [fee({ CalculationMethod: 'PerPiece', AmountOfMoney: '3', FreeQuantity: 1 })] },
    shipment: { Pieces: [piece('1', '10', '10', '10', 4)] },
    expected: { billed: '4.000', items: [['Freight', '55.00'], ['FEE', '9.00']], total: '64.00', says: /3\.00 × 3 \(4 − 1 free\) pieces = 9\.00/ },
  },
  {
    // billed 6 kg, 2 kg free: 1.5 × (6 − 2) = 6.00; 75 + 6 = 81.00.
    name: 'PerBilledKg with FreeWeight',
    quotation: { Surcharges: [fee({ CalculationMethod: 'PerBilledKg', AmountOfMoney: '1.5', FreeWeight: '2' })] },
    shipment: { Pieces: [piece('2', '10', '10', '10', 3)] },
    expected: { billed: '6.000', items: [['Freight', '75.00'], ['FEE', '6.00']], total: '81.00', says: /1\.50\/kg × \(6 kg − 2 kg free\) = 6\.00/ },
  },
  {
    // billed 2 kg all within 5 free kg: 0.00, still listed because it triggered; 35.00.
    name: 'FreeWeight above the billed weight charges nothing',
    quotation: { Surcharges: [fee({ CalculationMethod: 'PerBilledKg', AmountOfMoney: '1.5', FreeWeight: '5' })] },
    expected: { billed: '2.000', items: [['Freight', '35.00'], ['FEE', '0.00']], total: '35.00' },
  },
  {
    // 12.5% of 35 = 4.375 → half up 4.38; 39.38.
    name: 'PercentOfFreight rounds half up',
    quotation: { Surcharges: [fee({ CalculationMethod: 'PercentOfFreight', AmountOfMoney: '12.5' })] },
    expected: { billed: '2.000', items: [['Freight', '35.00'], ['FEE', '4.38']], total: '39.38', says: /12\.5% of freight 35\.00 = 4\.375 → 4\.38/ },
  },
  {
    // declared 100 USD × 7.2 = 720.00 CNY; 1% = 7.20; 35 + 7.2 = 42.20 CNY; in USD 42.20 / 7.2 = 5.861 → 5.86.
    name: 'PercentOfDeclaredValue converts the declared value into the quotation currency',
    quotation: { Surcharges: [fee({ CalculationMethod: 'PercentOfDeclaredValue', AmountOfMoney: '1' })] },
    shipment: { CustomerCurrencyCode: 'USD' },
    expected: { billed: '2.000', items: [['Freight', '35.00'], ['FEE', '7.20']], total: '42.20', inCustomerCurrency: '5.86', says: /1% of declared value 720\.00 = 7\.20/ },
  },
  {
    // 1% of 35 = 0.35, below the minimum 2: 2.00; 37.00.
    name: 'MiniMumMoney is a floor',
    quotation: { Surcharges: [fee({ CalculationMethod: 'PercentOfFreight', AmountOfMoney: '1', MiniMumMoney: '2' })] },
    expected: { billed: '2.000', items: [['Freight', '35.00'], ['FEE', '2.00']], total: '37.00', says: /= 0\.35, below the minimum 2\.00: 2\.00/ },
  },
  {
    // ratio 100000 keeps volumetric small (60,000 / 100000 = 0.6 kg): billed 2, freight 35;
    // 50 × 40 × 30 = 0.06 CBM × 200 = 12.00; 47.00.
    name: 'PerCbm',
    quotation: { VolumeRatio: '100000', Surcharges: [fee({ CalculationMethod: 'PerCbm', AmountOfMoney: '200', VolumeAccumulation: true })] },
    shipment: { Pieces: [piece('2', '50', '40', '30')] },
    expected: { billed: '2.000', items: [['Freight', '35.00'], ['FEE', '12.00']], total: '47.00' },
  },
  {
    // 8 kg in 0.008 CBM; weight or measure at 200 kg/CBM: 8 / 200 = 0.04 CBM > 0.008: 100 × 0.04 = 4.00.
    // freight at 8 kg = 20 + 7.5 × 10 = 95; 99.00.
    name: 'CbmVolumeRatio: weight or measure',
    quotation: { Surcharges: [fee({ CalculationMethod: 'PerCbm', AmountOfMoney: '100', CbmVolumeRatio: '200', VolumeAccumulation: true })] },
    shipment: { Pieces: [piece('8', '20', '20', '20')] },
    expected: { billed: '8.000', items: [['Freight', '95.00'], ['FEE', '4.00']], total: '99.00', says: /0\.04 CBM/ },
  },
  {
    // pieces 0.06 CBM × 1 and 0.008 CBM × 2, 3 kg (volumetric 0.6 + 0.16 at 100000): freight 20 + 2.5 × 10 = 45.
    // Fixed 2 + VolumeUnitPrice 50 × accumulated 0.076 CBM = 3.80: 5.80; 50.80.
    name: 'VolumeUnitPrice on the accumulated volume',
    quotation: { VolumeRatio: '100000', Surcharges: [fee({ AmountOfMoney: '2', VolumeUnitPrice: '50', VolumeAccumulation: true })] },
    shipment: { Pieces: [piece('1', '50', '40', '30'), piece('1', '20', '20', '20', 2)] },
    expected: { billed: '3.000', items: [['Freight', '45.00'], ['FEE', '5.80']], total: '50.80', says: /2\.00 once \+ 50\.00\/CBM × 0\.076 CBM \(volume of all pieces\) = 5\.80/ },
  },
  {
    // same without accumulation: the largest piece, 0.06 CBM × 50 = 3.00; 2 + 3 = 5.00; 50.00.
    name: 'VolumeUnitPrice on the largest piece without accumulation',
    quotation: { VolumeRatio: '100000', Surcharges: [fee({ AmountOfMoney: '2', VolumeUnitPrice: '50', VolumeAccumulation: false })] },
    shipment: { Pieces: [piece('1', '50', '40', '30'), piece('1', '20', '20', '20', 2)] },
    expected: { billed: '3.000', items: [['Freight', '45.00'], ['FEE', '5.00']], total: '50.00', says: /\(volume of the largest piece\)/ },
  },
  // ── triggers ──
  {
    // declared 100 is not > 100: no fee; 35.00.
    name: 'DeclaredValue GreaterThan is strict',
    quotation: { Surcharges: [fee({ TriggerDataSource: 'DeclaredValue', TriggerRule: 'GreaterThan', TriggerValue: '100', AmountOfMoney: '10' })] },
    expected: { billed: '2.000', items: [['Freight', '35.00']], total: '35.00' },
  },
  {
    // declared 100 ≥ 100: 10.00; 45.00.
    name: 'DeclaredValue GreaterOrEqual includes the value',
    quotation: { Surcharges: [fee({ TriggerDataSource: 'DeclaredValue', TriggerRule: 'GreaterOrEqual', TriggerValue: '100', AmountOfMoney: '10' })] },
    expected: { billed: '2.000', items: [['Freight', '35.00'], ['FEE', '10.00']], total: '45.00', says: /Declared value 100\.00 ≥ 100: 10\.00 once/ },
  },
  {
    // actual 2 is not < 2: no fee.
    name: 'ActualWeight LessThan is strict',
    quotation: { Surcharges: [fee({ TriggerDataSource: 'ActualWeight', TriggerRule: 'LessThan', TriggerValue: '2', AmountOfMoney: '3' })] },
    expected: { billed: '2.000', items: [['Freight', '35.00']], total: '35.00' },
  },
  {
    // actual 2 ≤ 2: 3.00; 38.00.
    name: 'ActualWeight LessOrEqual includes the value',
    quotation: { Surcharges: [fee({ TriggerDataSource: 'ActualWeight', TriggerRule: 'LessOrEqual', TriggerValue: '2', AmountOfMoney: '3' })] },
    expected: { billed: '2.000', items: [['Freight', '35.00'], ['FEE', '3.00']], total: '38.00', says: /Actual weight 2 kg ≤ 2 kg/ },
  },
  {
    // volumetric 1.333 > 1: 3.00; 38.00.
    name: 'VolumetricWeight GreaterThan',
    quotation: { Surcharges: [fee({ TriggerDataSource: 'VolumetricWeight', TriggerRule: 'GreaterThan', TriggerValue: '1', AmountOfMoney: '3' })] },
    expected: { billed: '2.000', items: [['Freight', '35.00'], ['FEE', '3.00']], total: '38.00', says: /Volumetric weight 1\.333 kg > 1 kg/ },
  },
  {
    // billed 2 = 2: 3.00; 38.00.
    name: 'BilledWeight Equal',
    quotation: { Surcharges: [fee({ TriggerDataSource: 'BilledWeight', TriggerRule: 'Equal', TriggerValue: '2', AmountOfMoney: '3' })] },
    expected: { billed: '2.000', items: [['Freight', '35.00'], ['FEE', '3.00']], total: '38.00' },
  },
  {
    // two pieces 70 cm long (> 60) and one of 30 cm: 15 × 2 matching pieces = 30.
    // actual 3; volumetric 7,000 / 6000 = 1.167 × 2 + 27,000 / 6000 = 4.5 → 6.834 → carry 7; freight 20 + 6.5 × 10 = 85; 115.00.
    name: 'LongestSide per matching piece',
    quotation: { Surcharges: [fee({ TriggerDataSource: 'LongestSide', TriggerRule: 'GreaterThan', TriggerValue: '60', AmountOfMoney: '15', FirstCharge: false, AllowRefunds: true })] },
    shipment: { Pieces: [piece('1', '10', '70', '10', 2), piece('1', '30', '30', '30')] },
    expected: { billed: '7.000', items: [['Freight', '85.00'], ['FEE', '30.00']], total: '115.00', says: /2 pieces with longest side > 60 cm: 15\.00 × 2 pieces = 30\.00/ },
  },
  {
    // 60 × 30 × 20: girth plus length 60 + 2 × 30 + 2 × 20 = 160 > 150: 8.00. volumetric 36,000 / 6000 = 6 kg: freight 75; 83.00.
    name: 'GirthPlusLength',
    quotation: { Surcharges: [fee({ TriggerDataSource: 'GirthPlusLength', TriggerRule: 'GreaterThan', TriggerValue: '150', AmountOfMoney: '8' })] },
    shipment: { Pieces: [piece('2', '20', '60', '30')] },
    expected: { billed: '6.000', items: [['Freight', '75.00'], ['FEE', '8.00']], total: '83.00', says: /1 piece with girth plus length > 150 cm/ },
  },
  {
    // 3 pieces in "2,3": 5.00; freight 75; 80.00.
    name: 'PieceCount In',
    quotation: { Surcharges: [fee({ TriggerDataSource: 'PieceCount', TriggerRule: 'In', TriggerValue: '2,3', AmountOfMoney: '5' })] },
    shipment: { Pieces: [piece('2', '10', '10', '10', 3)] },
    expected: { billed: '6.000', items: [['Freight', '75.00'], ['FEE', '5.00']], total: '80.00' },
  },
  {
    // 1 piece, not in "2,3": 5.00; 40.00.
    name: 'PieceCount NotIn',
    quotation: { Surcharges: [fee({ TriggerDataSource: 'PieceCount', TriggerRule: 'NotIn', TriggerValue: '2,3', AmountOfMoney: '5' })] },
    expected: { billed: '2.000', items: [['Freight', '35.00'], ['FEE', '5.00']], total: '40.00' },
  },
  {
    // US in "US, CA" (any case, spaces): 6.00; 41.00.
    name: 'Country In',
    quotation: { Surcharges: [fee({ TriggerDataSource: 'Country', TriggerRule: 'In', TriggerValue: 'us, CA', AmountOfMoney: '6' })] },
    expected: { billed: '2.000', items: [['Freight', '35.00'], ['FEE', '6.00']], total: '41.00', says: /Country US in us, CA/ },
  },
  {
    // US is in "US": NotIn does not hold; 35.00.
    name: 'Country NotIn',
    quotation: { Surcharges: [fee({ TriggerDataSource: 'Country', TriggerRule: 'NotIn', TriggerValue: 'US', AmountOfMoney: '6' })] },
    expected: { billed: '2.000', items: [['Freight', '35.00']], total: '35.00' },
  },
  {
    // cargo type 1 = "1": 4.00; 39.00.
    name: 'CargoType Equal',
    quotation: { Surcharges: [fee({ TriggerDataSource: 'CargoType', TriggerRule: 'Equal', TriggerValue: '1', AmountOfMoney: '4' })] },
    expected: { billed: '2.000', items: [['Freight', '35.00'], ['FEE', '4.00']], total: '39.00' },
  },
  {
    // no cargo type is "not in 1": 4.00; 39.00.
    name: 'CargoType NotIn without a cargo type',
    quotation: { Surcharges: [fee({ TriggerDataSource: 'CargoType', TriggerRule: 'NotIn', TriggerValue: '1', AmountOfMoney: '4' })] },
    shipment: { CargoTypeCode: undefined },
    expected: { billed: '2.000', items: [['Freight', '35.00'], ['FEE', '4.00']], total: '39.00' },
  },
  // ── dates, scope, currencies ──
  { name: 'applies on its EffectiveDate', shipment: { Date: '2026-01-01' }, expected: { billed: '2.000', items: [['Freight', '35.00']], total: '35.00' } },
  { name: 'applies on its Deadline', shipment: { Date: '2026-12-31' }, expected: { billed: '2.000', items: [['Freight', '35.00']], total: '35.00' } },
  { name: 'not after its Deadline', shipment: { Date: '2027-01-01' }, expected: null },
  { name: 'not before its EffectiveDate', shipment: { Date: '2025-12-31' }, expected: null },
  { name: 'no deadline: open-ended', quotation: { Deadline: null }, shipment: { Date: '2030-01-01' }, expected: { billed: '2.000', items: [['Freight', '35.00']], total: '35.00' } },
  { name: 'not when not effective', quotation: { IsEffective: false }, expected: null },
  { name: 'out of scope: another carrier', shipment: { CarrierId: 5 }, expected: null },
  { name: 'any carrier when the shipment names none', shipment: { CarrierId: undefined }, expected: { billed: '2.000', items: [['Freight', '35.00']], total: '35.00' } },
  { name: 'out of scope: another warehouse', shipment: { WarehouseId: 2 }, expected: null },
  { name: 'out of scope: no shared customer group', shipment: { CustomerGroupIds: [2, 4] }, expected: null },
  { name: 'in scope: one shared customer group', shipment: { CustomerGroupIds: [2, 3] }, expected: { billed: '2.000', items: [['Freight', '35.00']], total: '35.00' } },
  { name: 'out of scope: another country', shipment: { CountryCode: 'GB' }, expected: null },
  {
    // 35.00 CNY → USD: 35 × 1 / 7.2 = 4.861 → 4.86.
    name: 'total in the customer currency',
    shipment: { CustomerCurrencyCode: 'USD' },
    expected: { billed: '2.000', items: [['Freight', '35.00']], total: '35.00', inCustomerCurrency: '4.86' },
  },
  {
    // a HKD quotation priced for a CNY customer: 35.00 HKD × 0.92 = 32.20 CNY.
    name: 'a quotation in another currency is converted',
    quotation: { CurrencyCode: 'HKD' },
    expected: { billed: '2.000', items: [['Freight', '35.00']], total: '35.00', inCustomerCurrency: '32.20' },
  },
  { name: 'a quotation whose currency has no rate is skipped', quotation: { CurrencyCode: 'EUR' }, expected: null },
  { name: 'nothing is priced without a rate for the customer currency', shipment: { CustomerCurrencyCode: 'JPY' }, expected: null },
];

describe('pricing engine: worked cases', () => {
  it('has at least 40 cases', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
  });

  for (const c of CASES) {
    it(c.name, () => {
      const compiled = compileQuotations([quotation(c.quotation)]);
      const s = shipment(c.shipment);
      const rates = c.rates ?? RATES;
      const explained = explainQuotation(compiled, 1, s, rates);
      const ranked = rankShipment(compiled, s, rates);
      if (c.expected === null) {
        expect(explained).toBeNull();
        expect(ranked).toEqual([]);
        return;
      }
      expect(explained).not.toBeNull();
      const priced = explained!;
      expect(priced.BilledWeight).toBe(c.expected.billed);
      expect(priced.Items.map((item) => [item.Code, item.Amount])).toEqual(c.expected.items);
      expect(priced.Total).toBe(c.expected.total);
      expect(priced.TotalInCustomerCurrency).toBe(c.expected.inCustomerCurrency ?? c.expected.total);
      expect(ranked.map((r) => [r.QuotationId, r.Total, r.TotalInCustomerCurrency])).toEqual([[1, priced.Total, priced.TotalInCustomerCurrency]]);
      if (c.expected.says) expect([...priced.BilledWeightSteps, ...priced.Items.map((item) => item.Explanation)].join('\n')).toMatch(c.expected.says);
    });
  }
});
