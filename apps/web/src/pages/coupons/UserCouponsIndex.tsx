import { coupons as api } from '@lbo/contracts';
import { App, Card, Form, InputNumber } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { FormDialog } from '../../components/form/FormDialog.tsx';
import { FormItem } from '../../components/form/FormItem.tsx';
import { UserPicker } from '../../components/pickers/pickers.tsx';
import { pickedId } from '../../components/query/queryRules.ts';
import { DataTable } from '../../components/table/DataTable.tsx';
import { couponColumns, time } from './heldCoupons.tsx';
import { requiredRule } from '../../lib/formRules.ts';
import { CouponSelect } from './couponParts.tsx';
import './texts.ts';

/** Staff grant a coupon to one or several customers (each gets Quantity). */
function GrantDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ CouponId: number; Users: { Id: number }[]; Quantity: number }>();
  const [saving, setSaving] = useState(false);
  const save = async (values: { CouponId: number; Users: { Id: number }[]; Quantity: number }) => {
    setSaving(true);
    try {
      const res = await callApi(api.addUserCoupons, { CouponId: values.CouponId, UserIds: values.Users.map((u) => u.Id), Quantity: values.Quantity });
      void message.success(t('coupons.granted', { count: res.Count }));
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <FormDialog form={form} name="grantCoupons" title={t('coupons.grant')} onClose={onClose} onFinish={(v) => void save(v).catch(() => undefined)} pending={saving} formProps={{ initialValues: { Quantity: 1 } }}>
      <FormItem name="CouponId" label={t('coupons.coupon')} rules={[requiredRule()]}>
        <CouponSelect />
      </FormItem>
      <FormItem name="Users" label={t('coupons.customers')} rules={[requiredRule()]}>
        <UserPicker accountType={2} multiple />
      </FormItem>
      <FormItem name="Quantity" label={t('coupons.quantity')} rules={[requiredRule()]}>
        <InputNumber min={1} max={api.COUPON_GRANT_QUANTITY_MAX} precision={0} style={{ width: '100%' }} />
      </FormItem>
    </FormDialog>
  );
}

/** User management → user coupons: the coupons the site's customers hold, and granting new ones. */
export default function UserCouponsIndex() {
  const { t } = useTranslation();
  const [granting, setGranting] = useState(false);
  const yesNo = (on: string, off: string) => [
    { value: 1, label: on },
    { value: 0, label: off },
  ];
  return (
    <Card>
      <DataTable
        call={api.getUserCoupons}
        rowKey="Id"
        storageKey="UserCouponsIndex"
        fields={[
          { kind: 'custom', name: 'OwnerId', label: t('coupons.customer'), render: () => <UserPicker accountType={2} />, sent: pickedId },
          { kind: 'custom', name: 'CouponId', label: t('coupons.coupon'), render: () => <CouponSelect allowClear /> },
          { kind: 'select', name: 'UseStatus', label: t('coupons.useStatus'), options: yesNo(t('coupons.used'), t('coupons.unused')) },
          { kind: 'select', name: 'ExpiryStatus', label: t('coupons.expiryStatus'), options: yesNo(t('coupons.expired'), t('coupons.unused')) },
        ]}
        toolbar={[{ key: 'grant', label: t('coupons.grant'), primary: true, permission: 'UserCoupons.Grant', onClick: () => setGranting(true) }]}
        columns={[
          { dataIndex: 'UserName', title: t('coupons.customer'), width: 130, fixed: 'left' },
          ...couponColumns(t),
          { dataIndex: 'ActivityId', title: t('coupons.source'), width: 100, render: (id: number | null) => (id === null ? t('coupons.fromStaff') : t('coupons.fromActivity')) },
          { dataIndex: 'SiteName', title: t('coupons.site'), width: 120 },
          { dataIndex: 'CreationTime', title: t('coupons.grantedTime'), width: 170, render: time },
        ]}
      />
      {granting && <GrantDialog onClose={() => setGranting(false)} />}
    </Card>
  );
}
