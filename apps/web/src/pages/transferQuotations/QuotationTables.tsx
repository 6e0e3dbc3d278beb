import type { transferQuotation as api } from '@lbo/contracts';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { chargeText, triggerText } from './quotationParts.tsx';
import './texts.ts';

/** A quotation's weight ranges, read-only. */
export function RangesTable({ rows }: { rows: readonly api.TransferQuotationEditInfo['Ranges'][number][] }) {
  const { t } = useTranslation();
  const text = (key: string) => t(`transferQuotations.${key}`);
  return (
    <Table
      size="small"
      pagination={false}
      rowKey={(_r, i) => String(i)}
      dataSource={[...rows]}
      columns={[
        { key: 'range', title: `${text('startingRange')} – ${text('endRange')}`, render: (_v, r) => `${r.StartingRange} – ${r.EndRange}` },
        { dataIndex: 'FirstWeightUnitPrice', title: text('firstWeightUnitPrice'), align: 'right' },
        { dataIndex: 'UnitPrice', title: text('unitPrice'), align: 'right' },
        { dataIndex: 'AdditionalCost', title: text('additionalCost'), align: 'right' },
      ]}
    />
  );
}

/** A quotation's surcharges, each with its trigger and charge in words. */
type SurchargeSummary = Pick<api.TransferQuotationEditInfo['Surcharges'][number], 'ExpenseTypeName' | 'TriggerDataSource' | 'TriggerRule' | 'TriggerValue' | 'AmountOfMoney' | 'CalculationMethod' | 'MiniMumMoney' | 'FreeWeight'>;

export function SurchargesTable({ rows, cargoNames }: { rows: readonly SurchargeSummary[]; cargoNames?: ReadonlyMap<string, string> }) {
  const { t } = useTranslation();
  const text = (key: string) => t(`transferQuotations.${key}`);
  if (rows.length === 0) return <Typography.Text type="secondary">{text('available.noSurcharges')}</Typography.Text>;
  return (
    <Table
      size="small"
      pagination={false}
      rowKey={(_r, i) => String(i)}
      dataSource={[...rows]}
      columns={[
        { dataIndex: 'ExpenseTypeName', title: text('expenseType') },
        { key: 'trigger', title: text('trigger'), render: (_v, s) => triggerText(t, s, cargoNames) },
        { key: 'charge', title: text('amountOfMoney'), render: (_v, s) => chargeText(t, s) },
        { dataIndex: 'MiniMumMoney', title: text('miniMumMoney'), align: 'right' },
        { dataIndex: 'FreeWeight', title: text('freeWeight'), align: 'right' },
      ]}
    />
  );
}
