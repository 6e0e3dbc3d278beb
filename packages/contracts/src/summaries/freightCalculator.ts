import { summaries } from './define.ts';

export const freightCalculatorSummaries = summaries({
  '/FreightCalculator/CalculateFreight': ['按客户可用的转运报价试算运费：列出全部方案及明细并排序', '按客戶可用的轉運報價試算運費：列出全部方案及明細並排序'],
});
