import ExcelJS from 'exceljs';
import { Decimal } from 'decimal.js';
import { texts, wallets as contract, type Language, type Texts } from '@lbo/contracts';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { statementForExport } from './wallets.service.ts';

/**
 * The amount statement as an Excel workbook (as the order report): a head with the customer, the
 * currency, the period and the opening and closing balance, then the period's postings oldest
 * first (at most STATEMENT_EXPORT_MAX_ROWS), each with the balance after it.
 */

const MONEY = '0.00';
const TIME = 'yyyy-mm-dd hh:mm:ss';
const n = (v: string) => new Decimal(v).toNumber();
const HEAD = {
  customer: texts('客户', '客戶', 'Customer'),
  currency: texts('币种', '幣種', 'Currency'),
  period: texts('期间', '期間', 'Period'),
  opening: texts('期初余额', '期初餘額', 'Opening balance'),
  closing: texts('期末余额', '期末餘額', 'Closing balance'),
  income: texts('收入合计', '收入合計', 'Money in'),
  expense: texts('支出合计', '支出合計', 'Money out'),
};
const COLUMNS: { header: Texts; width: number; numFmt?: string; value: (r: contract.PostingRow, l: Language) => string | number | Date }[] = [
  { header: texts('时间', '時間', 'Time'), width: 20, numFmt: TIME, value: (r) => new Date(r.CreationTime) },
  { header: texts('类型', '類型', 'Type'), width: 14, value: (r, l) => contract.WALLET_NAMES.eventType[r.Type as contract.WalletEventType]?.[l] ?? '' },
  { header: texts('账户', '帳戶', 'Account'), width: 12, value: (r, l) => contract.WALLET_NAMES.account[r.Account as contract.LedgerAccount]?.[l] ?? '' },
  { header: texts('单据号', '單據號', 'Document'), width: 20, value: (r) => r.DocumentNumber },
  { header: texts('金额', '金額', 'Amount'), width: 14, numFmt: MONEY, value: (r) => n(r.Amount) },
  { header: texts('变动后余额', '變動後餘額', 'Balance after'), width: 14, numFmt: MONEY, value: (r) => n(r.BalanceAfter) },
  { header: texts('原因', '原因', 'Reason'), width: 30, value: (r) => r.Reason },
];
const FILE_NAME = texts('金额对账单', '金額對帳單', 'amount-statement');

export async function statementReport(tx: Executor, actor: Actor, q: Omit<z.output<typeof contract.userStatementQuery>, 'index' | 'rows'> & { UserId?: number }, language: Language) {
  const s = await statementForExport(tx, actor, q);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(FILE_NAME[language]);
  sheet.addRow([HEAD.customer[language], s.UserName, HEAD.currency[language], s.CurrencyCode]);
  sheet.addRow([HEAD.period[language], `${q.StartDate ?? ''} ~ ${q.EndDate ?? ''}`]);
  sheet.addRow([HEAD.opening[language], n(s.OpeningBalance), HEAD.closing[language], n(s.ClosingBalance)]);
  sheet.addRow([HEAD.income[language], n(s.Income), HEAD.expense[language], n(s.Expense)]);
  sheet.addRow([]);
  const header = sheet.addRow(COLUMNS.map((c) => c.header[language]));
  header.font = { bold: true };
  COLUMNS.forEach((c, i) => {
    sheet.getColumn(i + 1).width = c.width;
  });
  for (const r of s.Data) {
    const row = sheet.addRow(COLUMNS.map((c) => c.value(r, language)));
    COLUMNS.forEach((c, i) => {
      if (c.numFmt) row.getCell(i + 1).numFmt = c.numFmt;
    });
  }
  const content = Buffer.from(await workbook.xlsx.writeBuffer());
  return {
    FileName: `${FILE_NAME[language]}-${s.CurrencyCode}-${new Date().toISOString().slice(0, 10)}.xlsx`,
    ContentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' as const,
    Content: content.toString('base64'),
  };
}
