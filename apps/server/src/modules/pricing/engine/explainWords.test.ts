import { describe, expect, it } from 'vitest';
import type { Language } from '@lbo/contracts';
import { compileQuotations, explainQuotation, type PricedQuotation, type Shipment, type TransferQuotation } from './index.ts';
import { piece, quotation, RATES, shipment, surcharge } from './testQuotations.ts';

/**
 * The breakdown in the reader's language: one shipment priced in zh-CN, zh-TW and en, every
 * sentence exact. Figures and their units stay; the words, their order and the punctuation change.
 * (Every language's table has every phrase: explainWords.ts types it as Record<Language, ExplainWords>.)
 */

const explain = (language: Language, q: Partial<TransferQuotation>, s: Partial<Shipment>): PricedQuotation => explainQuotation(compileQuotations([quotation(q)]), 1, shipment(s), RATES, language)!;
const itemsOf = (priced: PricedQuotation) => priced.Items.map((item) => [item.Name, item.Explanation]);

/**
 * One 2 kg piece of 40 × 30 × 30 cm (6 kg volumetric). Split 0.5: 2 + (6 − 2) × 0.5 = 4 kg; below
 * the 5 kg minimum: 5 kg; on a 0.5 kg carry step. Freight 20 + (5 − 0.5) × 10 = 65.00. Insurance:
 * declared 100 ≥ 100, 10.00; remote area: US in "US, CA", 6.00; fuel 12.5% of 65.00 = 8.125 → 8.13.
 * Prices exclude 6% tax: 6% of 89.13 = 5.3478 → 5.35.
 */
const PARCEL: [Partial<TransferQuotation>, Partial<Shipment>] = [
  {
    SplitThrowingRatio: '0.5',
    MinimumBillingWeight: '5',
    TaxInclusive: false,
    TaxInclusiveUnitPrice: '6',
    Surcharges: [
      surcharge({ Code: 'INS', ExpenseTypeName: 'Insurance', TriggerDataSource: 'DeclaredValue', TriggerRule: 'GreaterOrEqual', TriggerValue: '100', AmountOfMoney: '10' }),
      surcharge({ Code: 'REMOTE', ExpenseTypeName: 'Remote area', TriggerDataSource: 'Country', TriggerRule: 'In', TriggerValue: 'US, CA', AmountOfMoney: '6' }),
      surcharge({ Code: 'FUEL', ExpenseTypeName: 'Fuel', CalculationMethod: 'PercentOfFreight', AmountOfMoney: '12.5' }),
    ],
  },
  { Pieces: [piece('2', '40', '30', '30')] },
];

/** Carry 1 kg; 20 kg in 0–20 kg costs 10 + 19 × 10 = 200.00, the 21 kg break of 20–50 kg 10 + 20 × 7 = 150.00. */
const AT_A_WEIGHT_BREAK: [Partial<TransferQuotation>, Partial<Shipment>] = [
  {
    Carry: '1',
    Ranges: [
      { StartingRange: '0', EndRange: '20', FirstWeightUnitPrice: '10', UnitPrice: '10', AdditionalCost: '0' },
      { StartingRange: '20', EndRange: '50', FirstWeightUnitPrice: '10', UnitPrice: '7', AdditionalCost: '0' },
    ],
  },
  { Pieces: [piece('20', '10', '10', '10')] },
];

/**
 * By piece: 4 pieces, two of them 70 cm long. Freight: first piece 30 + (4 − 1) × 12 + 2 = 68.00;
 * 15.00 for each piece longer than 60 cm: 30.00; 3.00 a piece with 1 free: 9.00.
 */
const BY_PIECE: [Partial<TransferQuotation>, Partial<Shipment>] = [
  {
    BillingMode: 'Piece',
    Ranges: [{ StartingRange: '0', EndRange: '5', FirstWeightUnitPrice: '30', UnitPrice: '12', AdditionalCost: '2' }],
    Surcharges: [
      surcharge({ Code: 'LONG', ExpenseTypeName: 'Over-length', TriggerDataSource: 'LongestSide', TriggerRule: 'GreaterThan', TriggerValue: '60', AmountOfMoney: '15', FirstCharge: false }),
      surcharge({ Code: 'HANDLING', ExpenseTypeName: 'Handling', CalculationMethod: 'PerPiece', AmountOfMoney: '3', FreeQuantity: 1 }),
    ],
  },
  { Pieces: [piece('1', '10', '70', '10', 2), piece('1', '30', '30', '30', 2)] },
];

interface Expected {
  parcelSteps: string[];
  parcelItems: string[][];
  weightBreak: string;
  byPieceItems: string[][];
}

const EXPECTED: Record<Language, Expected> = {
  'zh-CN': {
    parcelSteps: [
      '实重：Σ 单件重量 × 件数 = 2 kg',
      '体积重：Σ 长 × 宽 × 高 / 6000 × 件数 = 6 kg',
      '分泡比例 0.5：2 kg + (6 kg − 2 kg) × (1 − 0.5) = 4 kg',
      '低于最低计费重 5 kg，按 5 kg 计',
      '进位：按 0.5 kg 向上取整 = 5 kg',
    ],
    parcelItems: [
      ['运费', '重量段 0–10 kg：首重 0.5 kg 20.00 + 续重 (5 kg − 0.5 kg) × 10.00/kg = 65.00'],
      ['Insurance', '申报价值 100.00 ≥ 100：每票 10.00 = 10.00'],
      ['Remote area', '国家/地区 US 属于 US, CA：每票 6.00 = 6.00'],
      ['Fuel', '始终收取：运费 65.00 × 12.5% = 8.125 → 8.13'],
      ['税费', '价格不含税：(运费 + 附加费) 89.13 × 6% = 5.3478 → 5.35'],
    ],
    weightBreak: '重量段 0–20 kg：首重 1 kg 10.00 + 续重 (20 kg − 1 kg) × 10.00/kg = 200.00；按 21 kg（重量段 20–50 的起点）计费更低：150.00',
    byPieceItems: [
      ['运费', '区间 0–5 件：首件 30.00 + 续件 (4 件 − 1 件) × 12.00/件 + 附加费用 2.00 = 68.00'],
      ['Over-length', '最长边 > 60 cm 的有 2 件：15.00 × 2 件 = 30.00'],
      ['Handling', '始终收取：3.00 × 3 件（共 4 件，免费 1 件） = 9.00'],
    ],
  },
  'zh-TW': {
    parcelSteps: [
      '實重：Σ 單件重量 × 件數 = 2 kg',
      '體積重：Σ 長 × 寬 × 高 / 6000 × 件數 = 6 kg',
      '分泡比例 0.5：2 kg + (6 kg − 2 kg) × (1 − 0.5) = 4 kg',
      '低於最低計費重 5 kg，按 5 kg 計',
      '進位：按 0.5 kg 無條件進位 = 5 kg',
    ],
    parcelItems: [
      ['運費', '重量段 0–10 kg：首重 0.5 kg 20.00 + 續重 (5 kg − 0.5 kg) × 10.00/kg = 65.00'],
      ['Insurance', '申報價值 100.00 ≥ 100：每票 10.00 = 10.00'],
      ['Remote area', '國家/地區 US 屬於 US, CA：每票 6.00 = 6.00'],
      ['Fuel', '一律收取：運費 65.00 × 12.5% = 8.125 → 8.13'],
      ['稅費', '價格未稅：(運費 + 附加費) 89.13 × 6% = 5.3478 → 5.35'],
    ],
    weightBreak: '重量段 0–20 kg：首重 1 kg 10.00 + 續重 (20 kg − 1 kg) × 10.00/kg = 200.00；按 21 kg（重量段 20–50 的起點）計費更低：150.00',
    byPieceItems: [
      ['運費', '區間 0–5 件：首件 30.00 + 續件 (4 件 − 1 件) × 12.00/件 + 附加費用 2.00 = 68.00'],
      ['Over-length', '最長邊 > 60 cm 的有 2 件：15.00 × 2 件 = 30.00'],
      ['Handling', '一律收取：3.00 × 3 件（共 4 件，免費 1 件） = 9.00'],
    ],
  },
  en: {
    parcelSteps: [
      'Actual weight: Σ piece weight × quantity = 2 kg',
      'Volumetric weight: Σ L × W × H / 6000 × quantity = 6 kg',
      'Split volume 0.5: 2 kg + (6 kg − 2 kg) × (1 − 0.5) = 4 kg',
      'Minimum billing weight 5 kg: 5 kg',
      'Carry: rounded up to a multiple of 0.5 kg = 5 kg',
    ],
    parcelItems: [
      ['Freight', 'Range 0–10 kg: first 0.5 kg 20.00 + (5 kg − 0.5 kg) × 10.00/kg = 65.00'],
      ['Insurance', 'Declared value 100.00 ≥ 100: 10.00 once = 10.00'],
      ['Remote area', 'Country US in US, CA: 6.00 once = 6.00'],
      ['Fuel', 'Always charged: 12.5% of freight 65.00 = 8.125 → 8.13'],
      ['Tax', 'Prices exclude tax: 6% of freight and surcharges 89.13 = 5.3478 → 5.35'],
    ],
    weightBreak: 'Range 0–20 kg: first 1 kg 10.00 + (20 kg − 1 kg) × 10.00/kg = 200.00; charged at the 21 kg break (range 20–50), which costs less: 150.00',
    byPieceItems: [
      ['Freight', 'Range 0–5 pieces: first 1 piece 30.00 + (4 pieces − 1 piece) × 12.00/piece + additional 2.00 = 68.00'],
      ['Over-length', '2 pieces with longest side > 60 cm: 15.00 × 2 pieces = 30.00'],
      ['Handling', 'Always charged: 3.00 × 3 (4 − 1 free) pieces = 9.00'],
    ],
  },
};

describe('pricing engine: the breakdown in the reader’s language', () => {
  for (const [language, expected] of Object.entries(EXPECTED) as [Language, Expected][]) {
    it(`${language}: the billed weight steps, freight by first and additional weight, surcharges by trigger and by percent, tax`, () => {
      const priced = explain(language, ...PARCEL);
      expect(priced.BilledWeightSteps).toEqual(expected.parcelSteps);
      expect(itemsOf(priced)).toEqual(expected.parcelItems);
      expect(priced.Total).toBe('94.48');
    });

    it(`${language}: freight charged at a cheaper weight break`, () => {
      const priced = explain(language, ...AT_A_WEIGHT_BREAK);
      expect(priced.Items.map((item) => [item.Amount, item.Explanation])).toEqual([['150.00', expected.weightBreak]]);
    });

    it(`${language}: by piece, pieces counted in the reader’s words`, () => {
      expect(itemsOf(explain(language, ...BY_PIECE))).toEqual(expected.byPieceItems);
    });
  }

  it('answers English when no language is asked for', () => {
    const [q, s] = PARCEL;
    expect(explainQuotation(compileQuotations([quotation(q)]), 1, shipment(s), RATES)).toEqual(explain('en', q, s));
  });
});
