import { coupons as couponApi, currencies as currencyApi, wallets as api } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Card, Form, Image, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { CouponSelector } from '../../components/coupon/CouponSelector.tsx';
import { FormDialog } from '../../components/form/FormDialog.tsx';
import { FormItem } from '../../components/form/FormItem.tsx';
import { ImageUpload } from '../../components/media/ImageUpload.tsx';
import { UserPicker } from '../../components/pickers/pickers.tsx';
import { pickedId } from '../../components/query/queryRules.ts';
import { DataTable } from '../../components/table/DataTable.tsx';
import { alone, inLanguage } from '../../lib/contractWords.ts';
import { requiredRule, rules } from '../../lib/formRules.ts';
import { AmountDialog, RechargeStateTag, time, type RechargeRow } from './walletParts.tsx';
import './texts.ts';

/** Recharge approvals: offline recharges recorded with their voucher, approved (the money reaches the wallet) or rejected. */
export default function RechargesIndex() {
  const { t } = useTranslation();
  const label = (key: string, values?: Record<string, unknown>) => t(`wallets.${key}`, values);
  const [adding, setAdding] = useState(false);
  const [rejecting, setRejecting] = useState<RechargeRow | null>(null);
  return (
    <Card>
      <DataTable
        call={api.getRecharges}
        rowKey="Id"
        storageKey="RechargesIndex"
        fields={[
          { kind: 'custom', name: 'UserId', label: label('customer'), render: () => <UserPicker accountType={2} />, sent: pickedId },
          { kind: 'select', name: 'Status', label: label('state'), options: Object.values(api.RechargeStatus).map((value) => ({ value, label: alone(inLanguage(api.rechargeLifecycle.names.states[value])) })) },
          { kind: 'dateRange', label: label('time') },
        ]}
        toolbar={[{ key: 'add', label: label('recharge'), primary: true, permission: 'Recharge.Submit', onClick: () => setAdding(true) }]}
        actions={[
          { key: 'approve', label: label('approve'), permission: 'Recharge.Approve', confirm: label('approveConfirm'), hidden: (row) => !row.Actions.includes('Approve'), onClick: (row) => callApi(api.approveRecharge, { Id: row.Id }) },
          { key: 'reject', label: label('reject'), permission: 'Recharge.Approve', danger: true, hidden: (row) => !row.Actions.includes('Reject'), onClick: (row) => setRejecting(row) },
        ]}
        columns={[
          { dataIndex: 'SerialNumber', title: label('rechargeNumber'), width: 160, fixed: 'left' },
          { dataIndex: 'UserName', title: label('customer'), width: 120 },
          { dataIndex: 'Amount', title: label('amount'), width: 110, align: 'right' },
          { dataIndex: 'CouponAmount', title: label('couponBonus'), width: 110, align: 'right' },
          { dataIndex: 'CurrencyCode', title: label('currency'), width: 80 },
          { dataIndex: 'Status', title: label('state'), width: 110, render: (v: number) => <RechargeStateTag status={v} /> },
          { dataIndex: 'Voucher', title: label('voucher'), width: 90, render: (src: string) => <Image src={src} width={48} height={48} style={{ objectFit: 'cover' }} /> },
          { dataIndex: 'Remarks', title: label('remarks'), width: 160, ellipsis: true },
          { dataIndex: 'RejectReason', title: label('rejectReason'), width: 160, ellipsis: true },
          { dataIndex: 'SubmittedByName', title: label('submittedBy'), width: 110 },
          { dataIndex: 'ApprovedByName', title: label('approvedBy'), width: 110 },
          { dataIndex: 'CreationTime', title: label('time'), width: 170, render: time },
        ]}
      />
      {adding && <RechargeDialog onClose={() => setAdding(false)} />}
      {rejecting && (
        <AmountDialog reasonOnly title={label('rejectTitle', { number: rejecting.SerialNumber })} onClose={() => setRejecting(null)} onSave={(v) => callApi(api.rejectRecharge, { Id: rejecting.Id, Reason: v.Reason })} />
      )}
    </Card>
  );
}

interface RechargeForm {
  UserId: { Id: number } | null;
  CurrencyCode: string;
  Amount: string;
  Voucher: string[];
  Remarks: string;
  UserCouponIds?: number[];
}

const AMOUNT_PATTERN = /^\d{1,13}(\.\d{1,2})?$/;

function RechargeDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`wallets.${key}`);
  const { message } = App.useApp();
  const [form] = Form.useForm<RechargeForm>();
  const [saving, setSaving] = useState(false);
  const owner = Form.useWatch('UserId', form)?.Id;
  const code = Form.useWatch('CurrencyCode', form)?.toUpperCase();
  const amount = Form.useWatch('Amount', form);
  // The customer's recharge coupons in the recharge's currency for the amount typed; their bonus is credited on approval.
  const currencyId = useQuery({ queryKey: [currencyApi.getSelectCurrency.path], queryFn: () => callApi(currencyApi.getSelectCurrency, {}) }).data?.find((c) => c.CurrencyCode === code)?.Id;
  const typed = amount !== undefined && AMOUNT_PATTERN.test(amount) ? amount : undefined;
  const ready = owner !== undefined && currencyId !== undefined && typed !== undefined;
  const available = useQuery({
    queryKey: [couponApi.getUserRechargeAvailableCoupons.path, owner, currencyId, typed],
    queryFn: () => callApi(couponApi.getUserRechargeAvailableCoupons, { OwnerId: owner!, CurrencyId: currencyId!, RechargeAmount: typed! }, { silent: true }),
    enabled: ready,
  });
  const coupons = ready ? (available.data ?? []) : [];
  return (
    <FormDialog
      form={form}
      name="recharge"
      title={label('rechargeTitle')}
      onClose={onClose}
      pending={saving}
      formProps={{ initialValues: { CurrencyCode: 'CNY', Voucher: [] } }}
      onFinish={(v) => {
        setSaving(true);
        callApi(api.submitRecharge, { UserId: v.UserId!.Id, CurrencyCode: v.CurrencyCode, Amount: v.Amount, Voucher: v.Voucher[0] ?? '', Remarks: v.Remarks ?? '', UserCouponIds: (v.UserCouponIds ?? []).filter((id) => coupons.some((c) => c.Id === id)) })
          .then(() => {
            void message.success(label('done'));
            onClose();
          })
          .catch(() => undefined)
          .finally(() => setSaving(false));
      }}
    >
      <FormItem name="UserId" label={label('customer')} rules={[requiredRule()]}>
        <UserPicker accountType={2} />
      </FormItem>
      <FormItem name="CurrencyCode" label={label('currency')} rules={[requiredRule(), { len: 3 }]}>
        <Input maxLength={3} />
      </FormItem>
      <FormItem name="Amount" label={label('amount')} rules={[requiredRule(), rules.decimal({ maxDecimal: 2, cannotBeZero: true })]}>
        <Input inputMode="decimal" />
      </FormItem>
      {coupons.length > 0 && (
        <FormItem name="UserCouponIds" label={label('coupons')} extra={label('couponBonusHelp')}>
          <CouponSelector coupons={coupons} />
        </FormItem>
      )}
      <FormItem name="Voucher" label={label('voucher')} rules={[requiredRule()]}>
        <ImageUpload max={1} />
      </FormItem>
      <FormItem name="Remarks" label={label('remarks')} rules={[{ max: api.WALLET_REASON_MAX }]}>
        <Input.TextArea rows={2} />
      </FormItem>
    </FormDialog>
  );
}
