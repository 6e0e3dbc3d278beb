import { Decimal } from 'decimal.js';
import { coupons as couponApi, wallets as api } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Card, Descriptions, Form, Radio, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { CouponSelector, type CouponKey } from '../../components/coupon/CouponSelector.tsx';
import { FormDialog } from '../../components/form/FormDialog.tsx';
import { FormItem } from '../../components/form/FormItem.tsx';
import { usePhoneLayout } from '../../components/table/DataCards.tsx';
import { DataTable } from '../../components/table/DataTable.tsx';
import { PaymentRecordsTable } from './paymentRecords.tsx';
import { billStateOptions, useBillColumns, WalletFigures, type BillRow, type WalletRow } from './walletParts.tsx';
import './texts.ts';

/** My bills (also in the phone portal): the customer's bills, paid with the balance (or credit) showing the balance before and after; and their payment records. */
export default function UserBillsIndex() {
  const { t } = useTranslation();
  const label = (key: string, values?: Record<string, unknown>) => t(`wallets.${key}`, values);
  const [paying, setPaying] = useState<BillRow[] | null>(null);
  const wallets = useQuery({ queryKey: ['userWallets'], queryFn: () => callApi(api.getUserWallets, {}) });
  // On a phone the bills are cards (no tick boxes): a tap on an unpaid one pays it.
  const phone = usePhoneLayout();
  return (
    <Card>
      {wallets.data?.map((w) => <WalletFigures key={w.CurrencyCode} wallet={w} />)}
      <Tabs
        items={[
          {
            key: 'bills',
            label: label('myBills'),
            children: (
              <DataTable
                call={api.getUserBills}
                rowKey="Id"
                storageKey="UserBillsIndex"
                selection={phone ? undefined : 'multiple'}
                card={{ title: 'SerialNumber', fields: ['OrderSerialNumber', 'TotalAmount', 'PaymentStatus', 'BalanceAfter'], onOpen: (row) => row.Actions.includes('Pay') && setPaying([row]) }}
                fields={[
                  { kind: 'text', name: 'Numbers', label: label('numbers') },
                  { kind: 'select', name: 'PaymentStatus', label: label('state'), options: billStateOptions() },
                  { kind: 'dateRange', label: label('time') },
                ]}
                toolbar={[{ key: 'pay', label: label('pay'), primary: true, mustSelect: true, permission: 'UserBill.Pay', onClick: (rows) => setPaying(rows.filter((r) => r.Actions.includes('Pay'))) }]}
                actions={[{ key: 'pay', label: label('pay'), permission: 'UserBill.Pay', hidden: (row) => !row.Actions.includes('Pay'), onClick: (row) => setPaying([row]) }]}
                columns={useBillColumns(false)}
              />
            ),
          },
          { key: 'records', label: label('records'), children: <PaymentRecordsTable side="user" /> },
        ]}
      />
      {paying && paying.length > 0 && <PayDialog bills={paying} wallets={wallets.data ?? []} onClose={() => setPaying(null)} onPaid={() => void wallets.refetch()} />}
    </Card>
  );
}

/** What paying takes from each wallet: the balance before and after, before anything is sent (the server decides again). */
function PayDialog({ bills, wallets, onClose, onPaid }: { bills: BillRow[]; wallets: WalletRow[]; onClose: () => void; onPaid: () => void }) {
  const { t } = useTranslation();
  const label = (key: string, values?: Record<string, unknown>) => t(`wallets.${key}`, values);
  const { message } = App.useApp();
  const [form] = Form.useForm<{ PaymentMethod: api.PaymentMethod }>();
  const method = Form.useWatch('PaymentMethod', form) ?? api.PaymentMethod.Balance;
  const [saving, setSaving] = useState(false);
  // Coupons go on one bill at a time (the server refuses them with several): offered only then.
  const single = bills.length === 1 ? bills[0]! : null;
  const available = useQuery({
    queryKey: [couponApi.getUserBillAvailableCoupons.path, single?.Id],
    queryFn: () => callApi(couponApi.getUserBillAvailableCoupons, { BillIds: [single!.Id] }, { silent: true }),
    enabled: single !== null,
  });
  const [couponIds, setCouponIds] = useState<CouponKey[]>([]);
  const discount = single ? Decimal.min(single.TotalAmount, (available.data ?? []).filter((c) => couponIds.includes(c.Id)).reduce((s, c) => s.plus(c.PreferentialAmount), new Decimal(0))) : new Decimal(0);
  const currencies = [...new Set(bills.map((b) => b.CurrencyCode))];
  // The order's collection pays only bills the server says it covers (CashOnDeliveryPayable): all of them, or it is not offered.
  const byCodOffered = bills.every((b) => b.CashOnDeliveryPayable);
  const byCod = method === api.PaymentMethod.CashOnDelivery;
  const lines = currencies.map((currency) => {
    const need = bills.filter((b) => b.CurrencyCode === currency).reduce((s, b) => s.plus(b.TotalAmount).minus(b.DiscountAmount), new Decimal(0)).minus(discount);
    const w = wallets.find((x) => x.CurrencyCode === currency);
    const before = new Decimal(w?.Balance ?? 0);
    const room = new Decimal(w?.AvailableAmount ?? 0).plus(method === api.PaymentMethod.Credit && w?.IsCreditAmount ? w.CreditBalance : 0);
    return { currency, need, before, after: byCod ? before : before.minus(need), enough: byCod || need.lessThanOrEqualTo(room) };
  });
  return (
    <FormDialog
      form={form}
      name="payBills"
      title={label('payTitle', { count: bills.length, number: bills[0]?.SerialNumber })}
      onClose={onClose}
      pending={saving}
      okText={label('pay')}
      formProps={{ initialValues: { PaymentMethod: api.PaymentMethod.Balance } }}
      onFinish={(v) => {
        setSaving(true);
        callApi(api.payBills, { BillIds: bills.map((b) => b.Id), PaymentMethod: v.PaymentMethod, UserCouponIds: couponIds.map(Number) })
          .then(() => {
            void message.success(label('done'));
            onPaid();
            onClose();
          })
          .catch(() => undefined)
          .finally(() => setSaving(false));
      }}
    >
      <FormItem name="PaymentMethod" label={label('payWith')}>
        <Radio.Group
          options={[
            { value: api.PaymentMethod.Balance, label: label('payBalance') },
            { value: api.PaymentMethod.Credit, label: label('payCredit') },
            ...(byCodOffered ? [{ value: api.PaymentMethod.CashOnDelivery, label: label('payCod') }] : []),
          ]}
        />
      </FormItem>
      {byCod && <Alert type="info" showIcon style={{ marginBottom: 12 }} title={label('payCodHelp')} />}
      {single && (available.data?.length ?? 0) > 0 && (
        <FormItem label={label('coupons')}>
          <CouponSelector coupons={available.data!} value={couponIds} onChange={(ids) => setCouponIds(ids)} />
        </FormItem>
      )}
      {lines.map((l) => (
        <Descriptions key={l.currency} size="small" column={1} bordered style={{ marginBottom: 12 }}>
          <Descriptions.Item label={`${label('payNeed')} (${l.currency})`}>{l.need.toFixed(2)}</Descriptions.Item>
          <Descriptions.Item label={label('balanceBefore')}>{l.before.toFixed(2)}</Descriptions.Item>
          <Descriptions.Item label={label('balanceAfter')}>{l.after.toFixed(2)}</Descriptions.Item>
        </Descriptions>
      ))}
      {lines.some((l) => !l.enough) && <Alert type="warning" showIcon title={label('notEnough')} />}
    </FormDialog>
  );
}
