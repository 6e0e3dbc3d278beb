import { Decimal } from 'decimal.js';
import { DATE_TIME_FORMAT_DAYJS, settlements as api, type wallets as walletApi } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Descriptions, Drawer, Modal, Tabs, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '../../components/table/DataTable.tsx';
import { alone, inLanguage } from '../../lib/contractWords.ts';
import './texts.ts';

export type StatementRow = api.StatementRow;

const time = (value: string | null) => (value ? dayjs(value).format(DATE_TIME_FORMAT_DAYJS) : '');
export const useLabel = () => {
  const { t } = useTranslation();
  return (key: string, values?: Record<string, unknown>) => t(`settlements.${key}`, values);
};

/** A state's name as a label of its own (the lifecycle's names are worded for messages). */
const stateName = (status: number) => alone(inLanguage(api.statementLifecycle.names.states[status as api.StatementStatus]));

const stateColor = { [api.StatementStatus.Outstanding]: 'orange', [api.StatementStatus.Settled]: 'green', [api.StatementStatus.Overdue]: 'red' } as const;
/** A statement's state as a tag, named by its table; overdue in red. */
export const StatementStateTag = ({ status }: { status: number }) => (
  <Tag color={stateColor[status as api.StatementStatus]}>{stateName(status)}</Tag>
);

/** Tabs of the statement states (and all), the list's Status filter. */
export function StatusTabs({ value, onChange }: { value: number | undefined; onChange: (status: number | undefined) => void }) {
  const label = useLabel();
  return (
    <Tabs
      activeKey={String(value ?? 0)}
      onChange={(key) => onChange(key === '0' ? undefined : Number(key))}
      items={[{ key: '0', label: label('all') }, ...Object.values(api.StatementStatus).map((s) => ({ key: String(s), label: stateName(s) }))]}
    />
  );
}

/** The statement columns both sides show; staff add the customer. The due date of an overdue statement is red. */
export function useStatementColumns(staff: boolean, open: (row: StatementRow) => void): DataColumn<StatementRow>[] {
  const label = useLabel();
  return [
    { dataIndex: 'SerialNumber', title: label('serialNumber'), width: 180, fixed: 'left', render: (n: string, row) => <a onClick={() => open(row)}>{n}</a> },
    ...(staff ? [{ dataIndex: 'UserName', title: label('customer'), width: 120 } as DataColumn<StatementRow>, { dataIndex: 'MemberNumber', title: label('memberNumber'), width: 110 } as DataColumn<StatementRow>] : []),
    { dataIndex: 'SettlementCycle', title: label('cycle'), width: 100, render: (c: number) => label(`cycles.${c}`) },
    { dataIndex: 'PeriodStart', title: label('period'), width: 200, render: (_: never, row) => `${row.PeriodStart} ~ ${row.PeriodEnd}` },
    { dataIndex: 'Amount', title: label('amount'), width: 110, align: 'right' },
    { dataIndex: 'CurrencyCode', title: label('currency'), width: 80 },
    { dataIndex: 'DueDate', title: label('dueDate'), width: 120, render: (d: string, row) => <Typography.Text type={row.Status === api.StatementStatus.Overdue ? 'danger' : undefined}>{d}</Typography.Text> },
    { dataIndex: 'Status', title: label('state'), width: 100, render: (s: number) => <StatementStateTag status={s} /> },
    { dataIndex: 'SettledTime', title: label('settledAt'), width: 170, render: time },
    { dataIndex: 'CreationTime', title: label('createdAt'), width: 170, render: time },
  ];
}

/** A statement's bills: the credit part of each payment (a refund negative). */
export function StatementDrawer({ statement, onClose }: { statement: StatementRow | null; onClose: () => void }) {
  const label = useLabel();
  return (
    <Drawer open={statement !== null} onClose={onClose} size={Math.min(800, window.innerWidth)} title={statement ? label('detail', { number: statement.SerialNumber }) : ''} destroyOnHidden>
      {statement && (
        <>
          <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered style={{ marginBottom: 12 }}>
            <Descriptions.Item label={label('period')}>{`${statement.PeriodStart} ~ ${statement.PeriodEnd}`}</Descriptions.Item>
            <Descriptions.Item label={label('state')}>
              <StatementStateTag status={statement.Status} />
            </Descriptions.Item>
            <Descriptions.Item label={`${label('amount')} (${statement.CurrencyCode})`}>{statement.Amount}</Descriptions.Item>
            <Descriptions.Item label={label('dueDate')}>{statement.DueDate}</Descriptions.Item>
          </Descriptions>
          <DataTable
            rows={statement.Bills}
            rowKey={(b) => `${b.BillId}-${b.Time}`}
            storageKey="SettlementStatementBills"
            card={{ title: 'BillSerialNumber', fields: ['OrderSerialNumber', 'CreditAmount', 'Time'] }}
            columns={[
              { dataIndex: 'BillSerialNumber', title: label('billNumber'), width: 160 },
              { dataIndex: 'OrderSerialNumber', title: label('orderNumber'), width: 160 },
              { dataIndex: 'CreditAmount', title: label('creditAmount'), width: 120, align: 'right' },
              { dataIndex: 'Time', title: label('paidAt'), width: 170, render: time },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}

/**
 * The confirmation of Settle: the statement's amount, the cash available and the credit used of
 * the customer's wallet, and what settling takes (what of the statement is still on the credit
 * line). The server decides again.
 */
export function SettleDialog({ statement, wallets: load, settle, onClose }: { statement: StatementRow; wallets: () => Promise<walletApi.WalletRow[]>; settle: () => Promise<unknown>; onClose: () => void }) {
  const label = useLabel();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  const wallets = useQuery({ queryKey: ['settlementWallet', statement.UserId, statement.CurrencyCode], queryFn: load });
  const wallet = wallets.data?.find((w) => w.CurrencyCode === statement.CurrencyCode);
  const available = new Decimal(wallet?.AvailableAmount ?? 0);
  const used = new Decimal(wallet?.CreditArrears ?? 0);
  const repay = Decimal.max(0, Decimal.min(statement.Amount, used));
  return (
    <Modal
      open
      title={label('settleTitle', { number: statement.SerialNumber })}
      okText={label('settle')}
      confirmLoading={saving}
      okButtonProps={{ disabled: wallets.isLoading || repay.greaterThan(available) }}
      onCancel={onClose}
      onOk={() => {
        setSaving(true);
        settle()
          .then(() => {
            void message.success(label('done'));
            onClose();
          })
          .catch(() => undefined)
          .finally(() => setSaving(false));
      }}
    >
      <Descriptions size="small" column={1} bordered style={{ marginBottom: 12 }}>
        <Descriptions.Item label={`${label('amount')} (${statement.CurrencyCode})`}>{statement.Amount}</Descriptions.Item>
        <Descriptions.Item label={label('cashAvailable')}>{available.toFixed(2)}</Descriptions.Item>
        <Descriptions.Item label={label('creditUsed')}>{used.toFixed(2)}</Descriptions.Item>
        <Descriptions.Item label={label('toRepay')}>{repay.toFixed(2)}</Descriptions.Item>
        <Descriptions.Item label={label('cashAfter')}>{available.minus(repay).toFixed(2)}</Descriptions.Item>
      </Descriptions>
      {!wallets.isLoading && repay.greaterThan(available) && <Alert type="warning" showIcon title={label('cashShort')} />}
      {!wallets.isLoading && repay.isZero() && <Alert type="info" showIcon title={label('nothingOwed')} />}
    </Modal>
  );
}
