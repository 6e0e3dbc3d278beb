import { coupons as api } from '@lbo/contracts';
import { Card, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/table/DataTable.tsx';
import { couponColumns } from './heldCoupons.tsx';
import './texts.ts';

const TABS = {
  unused: { UseStatus: 0, ExpiryStatus: 0 },
  used: { UseStatus: 1 },
  expired: { UseStatus: 0, ExpiryStatus: 1 },
} as const;
type Tab = keyof typeof TABS;

/** My coupons: the customer's coupons, unused, used (with the bill) and expired. */
export default function MyCouponsIndex() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('unused');
  return (
    <Card>
      <Segmented<Tab> value={tab} onChange={setTab} options={(Object.keys(TABS) as Tab[]).map((key) => ({ value: key, label: t(`coupons.${key}`) }))} style={{ marginBottom: 16 }} />
      <DataTable
        key={tab}
        call={api.getUserCoupons}
        params={TABS[tab]}
        rowKey="Id"
        storageKey="MyCouponsIndex"
        card={{ title: 'Name', tag: 'state', fields: ['PreferentialAmount', 'ExpenseType', 'AvailableAmount', 'ExpirationTime', 'BillSerialNumber'] }}
        columns={couponColumns(t)}
      />
    </Card>
  );
}
