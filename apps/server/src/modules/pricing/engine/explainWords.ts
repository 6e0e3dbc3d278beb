import type { Language } from '@lbo/contracts';
import type { BillingMode, TriggerDataSource, TriggerRule } from './types.ts';

/**
 * The breakdown's words in each language. Every phrase takes its figures already formatted
 * (numbers with their units, the arrows and operators), so each language orders them its own way;
 * explain.ts only does the arithmetic's layout. A plain table, so the engine needs no i18n library.
 */
export interface ExplainWords {
  freightName: string;
  taxName: string;
  /** A number of pieces: "3 pieces". */
  pieces(count: number): string;
  /** What a unit price is per. */
  unit: Record<BillingMode, string>;

  // ── freight ──
  /** The range the measure fell in. */
  range(mode: BillingMode, from: string, to: string): string;
  /** The first-weight price for the first step ("first 0.5 kg 20.00"). */
  firstStep(mode: BillingMode, step: string, price: string): string;
  /** FirstWeightUnitPrice without a first step: a charge on its own. */
  base(price: string): string;
  /** The measure beyond the first step (or the whole measure) × the unit price. */
  beyondFirst(mode: BillingMode, quantity: string, unitPrice: string, afterFirst: boolean): string;
  additional(price: string): string;
  freightSentence(range: string, formula: string, amount: string): string;
  /** The own range's sentence, then the cheaper later range whose start is charged. */
  weightBreak(ownRange: string, breakAt: string, from: string, to: string, charged: string, mode: BillingMode): string;

  // ── surcharges ──
  alwaysCharged: string;
  sources: Record<Exclude<TriggerDataSource, 'Always'>, string>;
  rules: Record<TriggerRule, string>;
  noCargoType: string;
  /** A shipment-wide trigger: its source's figure and the rule with its value ("Declared value 100.00 ≥ 100"). */
  holds(source: string, figure: string, condition: string): string;
  /** A per-piece trigger (cm): how many pieces match it. */
  piecesMatch(count: number, source: string, condition: string): string;
  once(amount: string): string;
  perPiece(amount: string, chargeable: number, matching: number, free: number): string;
  perBilledKg(amount: string, billed: string, free: string | null): string;
  percentOfFreight(percent: string, freight: string): string;
  percentOfDeclaredValue(percent: string, declared: string): string;
  /** The CBM a volume charge is taken on: of all pieces or the largest one, or the weight's equivalent at `ratio` kg per CBM when more. */
  chargeableCbm(cbm: string, allPieces: boolean, ratio: string | null): string;
  /** Follows the amount's formula when it came out below the surcharge's minimum. */
  belowMinimum(exact: string, minimum: string, charged: string): string;
  surchargeSentence(trigger: string, amount: string): string;
  tax(percent: string, base: string, amount: string): string;

  // ── billed weight steps ──
  actualWeight(total: string): string;
  volumetricWeight(ratio: string, total: string): string;
  volumetricWithOverSize(ratio: string, side: string, overSizePieces: number, superRatio: string, total: string): string;
  split(ratio: string, actual: string, volumetric: string, after: string): string;
  notSplit(after: string): string;
  minimum(minimum: string, after: string): string;
  carry(step: string, billed: string): string;
  byVolume(cbm: string): string;
  byPiece(pieces: string): string;
}

const en: ExplainWords = {
  freightName: 'Freight',
  taxName: 'Tax',
  pieces: (count) => `${count} ${count === 1 ? 'piece' : 'pieces'}`,
  unit: { Weight: 'kg', Volume: 'CBM', Piece: 'piece' },

  range: (mode, from, to) => `Range ${from}–${to} ${mode === 'Weight' ? 'kg' : mode === 'Volume' ? 'CBM' : 'pieces'}`,
  firstStep: (_mode, step, price) => `first ${step} ${price}`,
  base: (price) => `base ${price}`,
  beyondFirst: (mode, quantity, unitPrice) => `${quantity} × ${unitPrice}/${en.unit[mode]}`,
  additional: (price) => `additional ${price}`,
  freightSentence: (range, formula, amount) => `${range}: ${formula} = ${amount}`,
  weightBreak: (ownRange, breakAt, from, to, charged) => `${ownRange}; charged at the ${breakAt} break (range ${from}–${to}), which costs less: ${charged}`,

  alwaysCharged: 'Always charged',
  sources: {
    DeclaredValue: 'Declared value',
    ActualWeight: 'Actual weight',
    VolumetricWeight: 'Volumetric weight',
    BilledWeight: 'Billed weight',
    LongestSide: 'longest side',
    GirthPlusLength: 'girth plus length',
    PieceCount: 'Piece count',
    Country: 'Country',
    CargoType: 'Cargo type',
  },
  rules: { GreaterThan: '>', GreaterOrEqual: '≥', LessThan: '<', LessOrEqual: '≤', Equal: '=', In: 'in', NotIn: 'not in' },
  noCargoType: '(none)',
  holds: (source, figure, condition) => `${source} ${figure} ${condition}`,
  piecesMatch: (count, source, condition) => `${en.pieces(count)} with ${source} ${condition} cm`,
  once: (amount) => `${amount} once`,
  perPiece: (amount, chargeable, matching, free) => `${amount} × ${chargeable}${free > 0 ? ` (${matching} − ${free} free)` : ''} pieces`,
  perBilledKg: (amount, billed, free) => (free === null ? `${amount}/kg × ${billed}` : `${amount}/kg × (${billed} − ${free} free)`),
  percentOfFreight: (percent, freight) => `${percent} of freight ${freight}`,
  percentOfDeclaredValue: (percent, declared) => `${percent} of declared value ${declared}`,
  chargeableCbm: (cbm, allPieces, ratio) =>
    `${cbm} (volume of ${allPieces ? 'all pieces' : 'the largest piece'}${ratio === null ? '' : `, or its weight / ${ratio} kg per CBM if more`})`,
  belowMinimum: (exact, minimum, charged) => `= ${exact}, below the minimum ${minimum}: ${charged}`,
  surchargeSentence: (trigger, amount) => `${trigger}: ${amount}`,
  tax: (percent, base, amount) => `Prices exclude tax: ${percent} of freight and surcharges ${base} = ${amount}`,

  actualWeight: (total) => `Actual weight: Σ piece weight × quantity = ${total}`,
  volumetricWeight: (ratio, total) => `Volumetric weight: Σ L × W × H / ${ratio} × quantity = ${total}`,
  volumetricWithOverSize: (ratio, side, overSizePieces, superRatio, total) =>
    `Volumetric weight: Σ L × W × H / ${ratio} × quantity, over-size pieces (longest side above ${side} cm, ${overSizePieces}) / ${superRatio} = ${total}`,
  split: (ratio, actual, volumetric, after) => `Split volume ${ratio}: ${actual} + (${volumetric} − ${actual}) × (1 − ${ratio}) = ${after}`,
  notSplit: (after) => `Actual weight is not below the volumetric weight: ${after}`,
  minimum: (minimum, after) => `Minimum billing weight ${minimum}: ${after}`,
  carry: (step, billed) => `Carry: rounded up to a multiple of ${step} = ${billed}`,
  byVolume: (cbm) => `Billed by volume: Σ L × W × H × quantity = ${cbm}`,
  byPiece: (pieces) => `Billed by piece: ${pieces}`,
};

const zhCN: ExplainWords = {
  freightName: '运费',
  taxName: '税费',
  pieces: (count) => `${count} 件`,
  unit: { Weight: 'kg', Volume: 'CBM', Piece: '件' },

  range: (mode, from, to) => (mode === 'Weight' ? `重量段 ${from}–${to} kg` : `区间 ${from}–${to} ${zhCN.unit[mode]}`),
  firstStep: (mode, step, price) => (mode === 'Piece' ? `首件 ${price}` : `首重 ${step} ${price}`),
  base: (price) => `基本运费 ${price}`,
  beyondFirst: (mode, quantity, unitPrice, afterFirst) => `${afterFirst ? (mode === 'Piece' ? '续件 ' : '续重 ') : ''}${quantity} × ${unitPrice}/${zhCN.unit[mode]}`,
  additional: (price) => `附加费用 ${price}`,
  freightSentence: (range, formula, amount) => `${range}：${formula} = ${amount}`,
  weightBreak: (ownRange, breakAt, from, to, charged, mode) => `${ownRange}；按 ${breakAt}（${mode === 'Weight' ? '重量段' : '区间'} ${from}–${to} 的起点）计费更低：${charged}`,

  alwaysCharged: '始终收取',
  sources: {
    DeclaredValue: '申报价值',
    ActualWeight: '实重',
    VolumetricWeight: '体积重',
    BilledWeight: '计费重',
    LongestSide: '最长边',
    GirthPlusLength: '长 + 周长',
    PieceCount: '件数',
    Country: '国家/地区',
    CargoType: '货物类型',
  },
  rules: { GreaterThan: '>', GreaterOrEqual: '≥', LessThan: '<', LessOrEqual: '≤', Equal: '=', In: '属于', NotIn: '不属于' },
  noCargoType: '无',
  holds: (source, figure, condition) => `${source} ${figure} ${condition}`,
  piecesMatch: (count, source, condition) => `${source} ${condition} cm 的有 ${count} 件`,
  once: (amount) => `每票 ${amount}`,
  perPiece: (amount, chargeable, matching, free) => `${amount} × ${chargeable} 件${free > 0 ? `（共 ${matching} 件，免费 ${free} 件）` : ''}`,
  perBilledKg: (amount, billed, free) => (free === null ? `${amount}/kg × 计费重 ${billed}` : `${amount}/kg × (计费重 ${billed} − 免费 ${free})`),
  percentOfFreight: (percent, freight) => `运费 ${freight} × ${percent}`,
  percentOfDeclaredValue: (percent, declared) => `申报价值 ${declared} × ${percent}`,
  chargeableCbm: (cbm, allPieces, ratio) => `${cbm}（${allPieces ? '全部包裹的体积' : '最大一件的体积'}${ratio === null ? '' : `，与${allPieces ? '' : '其'}重量按 ${ratio} kg/CBM 折算的体积取较大者`}）`,
  belowMinimum: (exact, minimum, charged) => `= ${exact}，低于最低收费 ${minimum}，按 ${charged} 收取`,
  surchargeSentence: (trigger, amount) => `${trigger}：${amount}`,
  tax: (percent, base, amount) => `价格不含税：(运费 + 附加费) ${base} × ${percent} = ${amount}`,

  actualWeight: (total) => `实重：Σ 单件重量 × 件数 = ${total}`,
  volumetricWeight: (ratio, total) => `体积重：Σ 长 × 宽 × 高 / ${ratio} × 件数 = ${total}`,
  volumetricWithOverSize: (ratio, side, overSizePieces, superRatio, total) =>
    `体积重：Σ 长 × 宽 × 高 / ${ratio} × 件数，超大件（最长边超过 ${side} cm，${overSizePieces} 件）/ ${superRatio} = ${total}`,
  split: (ratio, actual, volumetric, after) => `分泡比例 ${ratio}：${actual} + (${volumetric} − ${actual}) × (1 − ${ratio}) = ${after}`,
  notSplit: (after) => `实重不低于体积重，按实重：${after}`,
  minimum: (minimum, after) => `低于最低计费重 ${minimum}，按 ${after} 计`,
  carry: (step, billed) => `进位：按 ${step} 向上取整 = ${billed}`,
  byVolume: (cbm) => `按体积计费：Σ 长 × 宽 × 高 × 件数 = ${cbm}`,
  byPiece: (pieces) => `按件计费：${pieces}`,
};

const zhTW: ExplainWords = {
  freightName: '運費',
  taxName: '稅費',
  pieces: (count) => `${count} 件`,
  unit: { Weight: 'kg', Volume: 'CBM', Piece: '件' },

  range: (mode, from, to) => (mode === 'Weight' ? `重量段 ${from}–${to} kg` : `區間 ${from}–${to} ${zhTW.unit[mode]}`),
  firstStep: (mode, step, price) => (mode === 'Piece' ? `首件 ${price}` : `首重 ${step} ${price}`),
  base: (price) => `基本運費 ${price}`,
  beyondFirst: (mode, quantity, unitPrice, afterFirst) => `${afterFirst ? (mode === 'Piece' ? '續件 ' : '續重 ') : ''}${quantity} × ${unitPrice}/${zhTW.unit[mode]}`,
  additional: (price) => `附加費用 ${price}`,
  freightSentence: (range, formula, amount) => `${range}：${formula} = ${amount}`,
  weightBreak: (ownRange, breakAt, from, to, charged, mode) => `${ownRange}；按 ${breakAt}（${mode === 'Weight' ? '重量段' : '區間'} ${from}–${to} 的起點）計費更低：${charged}`,

  alwaysCharged: '一律收取',
  sources: {
    DeclaredValue: '申報價值',
    ActualWeight: '實重',
    VolumetricWeight: '體積重',
    BilledWeight: '計費重',
    LongestSide: '最長邊',
    GirthPlusLength: '長 + 周長',
    PieceCount: '件數',
    Country: '國家/地區',
    CargoType: '貨物類型',
  },
  rules: { GreaterThan: '>', GreaterOrEqual: '≥', LessThan: '<', LessOrEqual: '≤', Equal: '=', In: '屬於', NotIn: '不屬於' },
  noCargoType: '無',
  holds: (source, figure, condition) => `${source} ${figure} ${condition}`,
  piecesMatch: (count, source, condition) => `${source} ${condition} cm 的有 ${count} 件`,
  once: (amount) => `每票 ${amount}`,
  perPiece: (amount, chargeable, matching, free) => `${amount} × ${chargeable} 件${free > 0 ? `（共 ${matching} 件，免費 ${free} 件）` : ''}`,
  perBilledKg: (amount, billed, free) => (free === null ? `${amount}/kg × 計費重 ${billed}` : `${amount}/kg × (計費重 ${billed} − 免費 ${free})`),
  percentOfFreight: (percent, freight) => `運費 ${freight} × ${percent}`,
  percentOfDeclaredValue: (percent, declared) => `申報價值 ${declared} × ${percent}`,
  chargeableCbm: (cbm, allPieces, ratio) => `${cbm}（${allPieces ? '全部包裹的體積' : '最大一件的體積'}${ratio === null ? '' : `，與${allPieces ? '' : '其'}重量按 ${ratio} kg/CBM 換算的體積取較大者`}）`,
  belowMinimum: (exact, minimum, charged) => `= ${exact}，低於最低收費 ${minimum}，按 ${charged} 收取`,
  surchargeSentence: (trigger, amount) => `${trigger}：${amount}`,
  tax: (percent, base, amount) => `價格未稅：(運費 + 附加費) ${base} × ${percent} = ${amount}`,

  actualWeight: (total) => `實重：Σ 單件重量 × 件數 = ${total}`,
  volumetricWeight: (ratio, total) => `體積重：Σ 長 × 寬 × 高 / ${ratio} × 件數 = ${total}`,
  volumetricWithOverSize: (ratio, side, overSizePieces, superRatio, total) =>
    `體積重：Σ 長 × 寬 × 高 / ${ratio} × 件數，超大件（最長邊超過 ${side} cm，${overSizePieces} 件）/ ${superRatio} = ${total}`,
  split: (ratio, actual, volumetric, after) => `分泡比例 ${ratio}：${actual} + (${volumetric} − ${actual}) × (1 − ${ratio}) = ${after}`,
  notSplit: (after) => `實重不低於體積重，按實重：${after}`,
  minimum: (minimum, after) => `低於最低計費重 ${minimum}，按 ${after} 計`,
  carry: (step, billed) => `進位：按 ${step} 無條件進位 = ${billed}`,
  byVolume: (cbm) => `按體積計費：Σ 長 × 寬 × 高 × 件數 = ${cbm}`,
  byPiece: (pieces) => `按件計費：${pieces}`,
};

export const EXPLAIN_WORDS: Readonly<Record<Language, ExplainWords>> = { en, 'zh-CN': zhCN, 'zh-TW': zhTW };
