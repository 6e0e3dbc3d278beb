import { DATE_TIME_FORMAT_DAYJS, logisticsOrders as orderApi, wallets as api, type ResponseOf } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Card, Col, Form, Input, Radio, Row, Statistic, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { FormDialog } from '../../components/form/FormDialog.tsx';
import { FormItem } from '../../components/form/FormItem.tsx';
import { QueryForm } from '../../components/query/QueryForm.tsx';
import { DataTable, type DataColumn } from '../../components/table/DataTable.tsx';
import { alone, inLanguage } from '../../lib/contractWords.ts';
import { downloadFile } from '../../lib/download.ts';
import { requiredRule, rules } from '../../lib/formRules.ts';
import './texts.ts';

export type BillRow = ResponseOf<typeof api.getBills>['Data'][number];
export type WalletRow = api.WalletRow;
export type PostingRow = api.PostingRow;
export type RechargeRow = api.RechargeRow;

export const time = (value: string | null) => (value ? dayjs(value).format(DATE_TIME_FORMAT_DAYJS) : '');
const useLabel = () => {
  const { t } = useTranslation();
  return (key: string, values?: Record<string, unknown>) => t(`wallets.${key}`, values);
};

/** A bill's state as a tag, named by the bill's own table. */
export function BillStateTag({ status }: { status: number }) {
  const color = status === orderApi.BillPaymentStatus.Paid ? 'green' : status === orderApi.BillPaymentStatus.Unpaid ? 'orange' : 'default';
  return <Tag color={color}>{alone(inLanguage(orderApi.billLifecycle.names.states[status as orderApi.BillPaymentStatus]))}</Tag>;
}

const stateColor = { [api.RechargeStatus.Pending]: 'orange', [api.RechargeStatus.Approved]: 'green', [api.RechargeStatus.Rejected]: 'default' } as const;
/** A recharge's state as a tag, named by its table. */
export const RechargeStateTag = ({ status }: { status: number }) => (
  <Tag color={stateColor[status as api.RechargeStatus]}>{alone(inLanguage(api.rechargeLifecycle.names.states[status as api.RechargeStatus]))}</Tag>
);

export const billStateOptions = () =>
  Object.values(orderApi.BillPaymentStatus).map((value) => ({ value, label: alone(inLanguage(orderApi.billLifecycle.names.states[value])) }));

/** The bill columns both sides show; staff add the customer. */
export function useBillColumns(staff: boolean): DataColumn<BillRow>[] {
  const label = useLabel();
  return [
    { dataIndex: 'SerialNumber', title: label('serialNumber'), width: 160, fixed: 'left' },
    { dataIndex: 'OrderSerialNumber', title: label('orderNumber'), width: 160 },
    ...(staff ? [{ dataIndex: 'UserName', title: label('customer'), width: 120 } as DataColumn<BillRow>, { dataIndex: 'MemberNumber', title: label('memberNumber'), width: 110 } as DataColumn<BillRow>] : []),
    { dataIndex: 'BillType', title: label('type'), width: 170, render: (v: number) => inLanguage(orderApi.ORDER_NAMES.billType[v as orderApi.BillType]) },
    { dataIndex: 'PaymentStatus', title: label('state'), width: 100, render: (v: number) => <BillStateTag status={v} /> },
    { dataIndex: 'TotalAmount', title: label('total'), width: 100, align: 'right' },
    { dataIndex: 'PaymentMoney', title: label('paid'), width: 100, align: 'right' },
    { dataIndex: 'RefundAmount', title: label('refunded'), width: 100, align: 'right' },
    { dataIndex: 'CurrencyCode', title: label('currency'), width: 80 },
    { dataIndex: 'PaymentMethod', title: label('method'), width: 110, render: (v: number | null) => (v === null ? '' : inLanguage(api.WALLET_NAMES.paymentMethod[v as api.PaymentMethod])) },
    { dataIndex: 'BalanceBefore', title: label('balanceBefore'), width: 110, align: 'right' },
    { dataIndex: 'BalanceAfter', title: label('balanceAfter'), width: 110, align: 'right' },
    { dataIndex: 'CreditBefore', title: label('creditBefore'), width: 120, align: 'right' },
    { dataIndex: 'CreditAfter', title: label('creditAfter'), width: 120, align: 'right' },
    { dataIndex: 'PaymentTime', title: label('paidAt'), width: 170, render: time },
    { dataIndex: 'CreationTime', title: label('time'), width: 170, render: time },
  ];
}

/** A wallet's figures in a row of statistics (customer's page and the staff statement). */
export function WalletFigures({ wallet }: { wallet: WalletRow }) {
  const label = useLabel();
  return (
    <Row gutter={16}>
      <Col xs={12} sm={6}>
        <Statistic title={`${label('balance')} (${wallet.CurrencyCode})`} value={wallet.Balance} />
      </Col>
      <Col xs={12} sm={6}>
        <Statistic title={label('available')} value={wallet.AvailableAmount} />
      </Col>
      <Col xs={12} sm={6}>
        <Statistic title={label('creditLeft')} value={wallet.IsCreditAmount ? `${wallet.CreditBalance} / ${wallet.CreditAmount}` : '—'} />
      </Col>
      <Col xs={12} sm={6}>
        <Statistic title={label('arrears')} value={wallet.Arrears} />
      </Col>
    </Row>
  );
}

/** The postings of a period with opening and closing balance, and its Excel export. */
export function StatementView({ call, exportCall, params }: { call: typeof api.getAmountStatement | typeof api.getUserAmountStatement; exportCall: typeof api.exportAmountStatement | typeof api.exportUserAmountStatement; params: { UserId?: number; CurrencyCode?: string } }) {
  const label = useLabel();
  const [filters, setFilters] = useState<{ StartDate?: string; EndDate?: string }>({});
  const statementCall = call as typeof api.getAmountStatement;
  const body = { ...(params as { UserId: number }), ...filters };
  const head = useQuery({ queryKey: ['amountStatementHead', call.path, body], queryFn: () => callApi(statementCall, { ...body, index: 1, rows: 10 }) });
  return (
    <>
      <QueryForm fields={[{ kind: 'dateRange', label: label('time') }]} onQuery={(q) => setFilters({ ...q })} />
      {head.data && (
        <Card size="small" style={{ marginBottom: 12 }}>
          <Row gutter={16}>
            <Col xs={12} sm={6}>
              <Statistic title={`${label('opening')} (${head.data.CurrencyCode})`} value={head.data.OpeningBalance} />
            </Col>
            <Col xs={12} sm={6}>
              <Statistic title={label('closing')} value={head.data.ClosingBalance} />
            </Col>
            <Col xs={12} sm={6}>
              <Statistic title={label('income')} value={head.data.Income} />
            </Col>
            <Col xs={12} sm={6}>
              <Statistic title={label('expense')} value={head.data.Expense} />
            </Col>
          </Row>
        </Card>
      )}
      <DataTable
        call={statementCall}
        params={params as { UserId: number }}
        filters={filters}
        rowKey="Id"
        storageKey="AmountStatement"
        card={{ title: 'DocumentNumber', fields: ['Amount', 'BalanceAfter', 'CreationTime'] }}
        toolbar={[{ key: 'export', label: label('export'), onClick: async () => downloadFile(await callApi(exportCall as typeof api.exportAmountStatement, body)) }]}
        columns={[
          { dataIndex: 'CreationTime', title: label('time'), width: 170, render: time },
          { dataIndex: 'Type', title: label('type'), width: 110, render: (v: number) => inLanguage(api.WALLET_NAMES.eventType[v as api.WalletEventType]) },
          { dataIndex: 'Account', title: label('account'), width: 100, render: (v: number) => inLanguage(api.WALLET_NAMES.account[v as api.LedgerAccount]) },
          { dataIndex: 'DocumentNumber', title: label('document'), width: 160 },
          { dataIndex: 'Amount', title: label('amount'), width: 110, align: 'right' },
          { dataIndex: 'BalanceAfter', title: label('balanceAfter'), width: 120, align: 'right' },
          { dataIndex: 'Reason', title: label('reason'), width: 200, ellipsis: true },
        ]}
      />
    </>
  );
}

/** A form of one money amount and a reason (refund, correction; or the reason alone, a rejection), validated as the server does. */
export function AmountDialog({ title, onSave, onClose, withDirection, reasonOnly }: { title: string; onSave: (values: { Amount: string; Reason: string; Increase: boolean }) => Promise<unknown>; onClose: () => void; withDirection?: boolean; reasonOnly?: boolean }) {
  const label = useLabel();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ Amount: string; Reason: string; Increase: boolean }>();
  const [saving, setSaving] = useState(false);
  return (
    <FormDialog
      form={form}
      name="walletAmount"
      title={title}
      onClose={onClose}
      pending={saving}
      formProps={{ initialValues: { Increase: true } }}
      onFinish={(values) => {
        setSaving(true);
        onSave(values)
          .then(() => {
            void message.success(label('done'));
            onClose();
          })
          .catch(() => undefined)
          .finally(() => setSaving(false));
      }}
    >
      {withDirection && (
        <FormItem name="Increase" label={label('type')}>
          <Radio.Group options={[{ value: true, label: label('increase') }, { value: false, label: label('decrease') }]} />
        </FormItem>
      )}
      {!reasonOnly && (
        <FormItem name="Amount" label={label('amount')} rules={[requiredRule(), rules.decimal({ maxDecimal: 2, cannotBeZero: true })]}>
          <Input inputMode="decimal" />
        </FormItem>
      )}
      <FormItem name="Reason" label={label('reason')} rules={[requiredRule(), { max: api.WALLET_REASON_MAX }]}>
        <Input.TextArea rows={3} />
      </FormItem>
    </FormDialog>
  );
}

