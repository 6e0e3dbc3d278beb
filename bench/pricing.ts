import os from 'node:os';
import {
  compileQuotations,
  explainQuotation,
  priceShipment,
  rankShipment,
  type CalculationMethod,
  type Shipment,
  type Surcharge,
  type TransferQuotation,
  type TriggerDataSource,
  type TriggerRule,
} from '../apps/server/src/modules/pricing/engine/index.ts';
import { progress, table, type BenchReport } from './report.ts';

/**
 * Issue 7: one shipment priced against 200 active quotations of 10 surcharges each, on one core
 * (this process, one thread). Every quotation applies, so each is priced in full. Figures only.
 */

const QUOTATIONS = 200;
const SURCHARGES = 10;
const SECONDS = 3;

/** A fixed sequence, so every run prices the same quotations. */
function sequence(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % n;
  };
}

const TRIGGERS: [TriggerDataSource, TriggerRule, string][] = [
  ['Always', 'GreaterThan', ''],
  ['DeclaredValue', 'GreaterThan', '200'],
  ['ActualWeight', 'GreaterOrEqual', '10'],
  ['VolumetricWeight', 'GreaterThan', '15.5'],
  ['BilledWeight', 'GreaterThan', '20'],
  ['LongestSide', 'GreaterThan', '60'],
  ['GirthPlusLength', 'GreaterThan', '250'],
  ['PieceCount', 'In', '2,3,4'],
  ['Country', 'In', 'US,CA,GB'],
  ['CargoType', 'NotIn', '3,4'],
];
const METHODS: CalculationMethod[] = ['Fixed', 'PerBilledKg', 'PerPiece', 'PercentOfFreight', 'PercentOfDeclaredValue', 'PerCbm'];

function surcharge(next: (n: number) => number, index: number): Surcharge {
  const [source, rule, value] = TRIGGERS[(index + next(3)) % TRIGGERS.length]!;
  const method = METHODS[next(METHODS.length)]!;
  const percent = method === 'PercentOfFreight' || method === 'PercentOfDeclaredValue';
  return {
    Code: `S${index}`,
    ExpenseTypeId: index + 1,
    ExpenseTypeName: `Surcharge ${index}`,
    TriggerDataSource: source,
    TriggerRule: rule,
    TriggerValue: value,
    AmountOfMoney: percent ? `${1 + next(5)}.5` : `${2 + next(30)}.25`,
    CalculationMethod: method,
    MiniMumMoney: next(3) === 0 ? '15' : '0',
    FreeWeight: method === 'PerBilledKg' ? '2' : '0',
    FreeQuantity: method === 'PerPiece' ? 1 : 0,
    FirstCharge: next(2) === 0,
    AllowRefunds: next(2) === 0,
    CbmVolumeRatio: next(2) === 0 ? '167' : '0',
    VolumeUnitPrice: next(4) === 0 ? '35' : '0',
    VolumeAccumulation: next(2) === 0,
  };
}

/** Realistic sheets: 6 to 10 contiguous weight ranges up to 300 kg, cheaper per kg higher up, a few ratios and carries. */
function quotation(next: (n: number) => number, id: number): TransferQuotation {
  const rangeCount = 6 + next(5);
  const ranges = Array.from({ length: rangeCount }, (_, i) => ({
    StartingRange: String(i === 0 ? 0 : 2 ** (i - 1) * 2.5),
    EndRange: String(i === rangeCount - 1 ? 300 : 2 ** i * 2.5),
    FirstWeightUnitPrice: `${20 + next(40)}.00`,
    UnitPrice: `${Math.max(8, 60 - i * 6 - next(5))}.50`,
    AdditionalCost: next(2) === 0 ? '0' : `${next(20)}`,
  }));
  return {
    Id: id,
    Name: `Line ${id}`,
    CurrencyCode: ['CNY', 'USD', 'HKD'][next(3)]!,
    BillingMode: next(10) === 0 ? 'Piece' : 'Weight',
    VolumeRatio: ['5000', '6000', '8000'][next(3)]!,
    SuperMaterialVolumeRatio: next(2) === 0 ? '5000' : '0',
    SuperMaterialLongestSideCm: '100',
    SplitThrowingRatio: ['0', '0.3', '0.5'][next(3)]!,
    MinimumBillingWeight: ['0', '0.5', '1'][next(3)]!,
    Carry: ['0', '0.5', '1'][next(3)]!,
    TaxInclusive: next(3) !== 0,
    TaxInclusiveUnitPrice: '6',
    IsEffective: true,
    EffectiveDate: '2026-01-01',
    Deadline: next(2) === 0 ? null : '2026-12-31',
    DisplayOrder: next(50),
    CarrierIds: next(2) === 0 ? [] : [1, 2, 3],
    WarehouseIds: [],
    CustomerGroupIds: next(2) === 0 ? [] : [7, 8],
    CountryCodes: next(2) === 0 ? [] : ['US', 'CA', 'GB', 'DE'],
    MinAgingDays: 3 + next(5),
    MaxAgingDays: 8 + next(10),
    Ranges: ranges,
    Surcharges: Array.from({ length: SURCHARGES }, (_, i) => surcharge(next, i)),
  };
}

const SHIPMENT: Shipment = {
  Pieces: [
    { WeightKg: '8.35', LengthCm: '62', WidthCm: '40', HeightCm: '35.5', Quantity: 2 },
    { WeightKg: '1.2', LengthCm: '30', WidthCm: '20', HeightCm: '10', Quantity: 1 },
  ],
  DeclaredValue: '450',
  CountryCode: 'US',
  WarehouseId: 1,
  CarrierId: 2,
  CustomerGroupIds: [7],
  CargoTypeCode: '1',
  Date: '2026-06-15',
  CustomerCurrencyCode: 'CNY',
};
const RATES = { CNY: '1', USD: '7.123456', HKD: '0.912345' };

/**
 * Runs `work` for about SECONDS after a warm-up; answers how many times it ran per second of wall
 * time and per second of this process's CPU time (what a core of its own would give when other
 * processes share the machine).
 */
function perSecond(work: () => void, batch: number): { wall: number; cpu: number } {
  for (let i = 0; i < batch * 5; i++) work();
  let runs = 0;
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  let elapsed = 0;
  while (elapsed < SECONDS * 1000) {
    for (let i = 0; i < batch; i++) work();
    runs += batch;
    elapsed = performance.now() - start;
  }
  const cpu = process.cpuUsage(cpuStart);
  return { wall: (runs * 1000) / elapsed, cpu: (runs * 1_000_000) / (cpu.user + cpu.system) };
}

export async function benchPricing(): Promise<BenchReport> {
  const next = sequence(7);
  const quotations = Array.from({ length: QUOTATIONS }, (_, i) => quotation(next, i + 1));
  const compileStart = performance.now();
  const compiled = compileQuotations(quotations);
  const compileMs = performance.now() - compileStart;
  const ranked = rankShipment(compiled, SHIPMENT, RATES);
  if (ranked.length !== QUOTATIONS) throw new Error(`${ranked.length} of ${QUOTATIONS} quotations applied; the benchmark means all of them to`);
  const cheapest = explainQuotation(compiled, ranked[0]!.QuotationId, SHIPMENT, RATES)!;
  if (cheapest.Total !== ranked[0]!.Total) throw new Error('the explained total differs from the ranked one');

  let sink = 0;
  progress(`rankShipment: ${SECONDS} s`);
  const rankRate = perSecond(() => {
    sink += rankShipment(compiled, SHIPMENT, RATES).length;
  }, 200);
  progress(`rankShipment + explainQuotation of the 10 cheapest: ${SECONDS} s`);
  const topTenRate = perSecond(() => {
    for (const r of rankShipment(compiled, SHIPMENT, RATES).slice(0, 10)) sink += explainQuotation(compiled, r.QuotationId, SHIPMENT, RATES)!.Items.length;
  }, 50);
  progress(`priceShipment (every breakdown): ${SECONDS} s`);
  const fullRate = perSecond(() => {
    sink += priceShipment(compiled, SHIPMENT, RATES).length;
  }, 5);
  if (sink === 0) throw new Error('nothing was priced');
  const row = (what: string, rate: { wall: number; cpu: number }) => [what, Math.round(rate.wall).toLocaleString('en'), Math.round(rate.cpu).toLocaleString('en')];
  return {
    title: 'Pricing: one shipment against 200 quotations of 10 surcharges each (issue 7; target ≥ 20,000 shipments/s)',
    lines: [
      `data:      ${QUOTATIONS} effective quotations, all in scope for the shipment (6–10 weight ranges, ${SURCHARGES} surcharges of mixed sources and methods each, 3 currencies); shipment of 3 pieces in 2 lines`,
      `machine:   one thread of ${os.availableParallelism()} CPUs, ${os.cpus()[0]?.model ?? 'unknown CPU'}; 1-min load average ${(os.loadavg()[0] ?? 0).toFixed(2)}`,
      `compile:   ${compileMs.toFixed(1)} ms for the ${QUOTATIONS} quotations (once, not per shipment)`,
      '',
      ...table(
        ['one "shipment priced" is', 'per s', 'per CPU-s'],
        [
          row('rankShipment: all 200 priced in full (freight, every surcharge, tax, conversion) and ranked, totals as text', rankRate),
          row('rankShipment + itemised breakdown of the 10 cheapest (explainQuotation)', topTenRate),
          row('priceShipment: itemised breakdown of all 200', fullRate),
        ],
      ),
    ],
  };
}
