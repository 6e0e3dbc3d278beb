import { wallets as api } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Segmented, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { DataTable } from '../../components/table/DataTable.tsx';
import { RechargeStateTag, StatementView, time, WalletFigures } from './walletParts.tsx';
import './texts.ts';

/** Amount statement: the customer's wallets, their postings over a period with opening and closing balance (Excel too), and their recharge records. */
export default function UserAmountStatementIndex() {
  const { t } = useTranslation();
  const label = (key: string) => t(`wallets.${key}`);
  const wallets = useQuery({ queryKey: ['userWallets'], queryFn: () => callApi(api.getUserWallets, {}) });
  const [currency, setCurrency] = useState<string | undefined>(undefined);
  const chosen = wallets.data?.find((w) => w.CurrencyCode === currency) ?? wallets.data?.[0];
  return (
    <Card>
      {wallets.data && wallets.data.length > 1 && <Segmented value={chosen?.CurrencyCode} options={wallets.data.map((w) => w.CurrencyCode)} onChange={(v) => setCurrency(v)} style={{ marginBottom: 12 }} />}
      {chosen && <WalletFigures wallet={chosen} />}
      <Tabs
        items={[
          { key: 'statement', label: label('statement'), children: chosen && <StatementView key={chosen.CurrencyCode} call={api.getUserAmountStatement} exportCall={api.exportUserAmountStatement} params={{ CurrencyCode: chosen.CurrencyCode }} /> },
          {
            key: 'recharges',
            label: label('recharges'),
            children: (
              <DataTable
                call={api.getUserRecharges}
                rowKey="Id"
                storageKey="UserRecharges"
                card={{ title: 'SerialNumber', fields: ['Amount', 'Status', 'CreationTime'] }}
                columns={[
                  { dataIndex: 'SerialNumber', title: label('rechargeNumber'), width: 160 },
                  { dataIndex: 'Amount', title: label('amount'), width: 110, align: 'right' },
                  { dataIndex: 'CurrencyCode', title: label('currency'), width: 80 },
                  { dataIndex: 'Status', title: label('state'), width: 110, render: (v: number) => <RechargeStateTag status={v} /> },
                  { dataIndex: 'RejectReason', title: label('rejectReason'), width: 160, ellipsis: true },
                  { dataIndex: 'CreationTime', title: label('time'), width: 170, render: time },
                ]}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
