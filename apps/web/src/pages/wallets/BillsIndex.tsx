import { wallets as api } from '@lbo/contracts';
import { Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { UserPicker } from '../../components/pickers/pickers.tsx';
import { pickedId } from '../../components/query/queryRules.ts';
import { DataTable } from '../../components/table/DataTable.tsx';
import { AmountDialog, billStateOptions, useBillColumns, type BillRow } from './walletParts.tsx';
import './texts.ts';

/** Bills: every bill of the site with what its payment did to the wallet; a paid bill is refunded from here. */
export default function BillsIndex() {
  const { t } = useTranslation();
  const label = (key: string, values?: Record<string, unknown>) => t(`wallets.${key}`, values);
  const [refunding, setRefunding] = useState<BillRow | null>(null);
  return (
    <Card>
      <DataTable
        call={api.getBills}
        rowKey="Id"
        storageKey="BillsIndex"
        fields={[
          { kind: 'text', name: 'Numbers', label: label('numbers') },
          { kind: 'custom', name: 'UserId', label: label('customer'), render: () => <UserPicker accountType={2} />, sent: pickedId },
          { kind: 'select', name: 'PaymentStatus', label: label('state'), options: billStateOptions() },
          { kind: 'dateRange', label: label('time') },
        ]}
        actions={[{ key: 'refund', label: label('refund'), permission: 'Bill.Refund', hidden: (row) => !row.Actions.includes('Refund'), onClick: (row) => setRefunding(row) }]}
        columns={useBillColumns(true)}
      />
      {refunding && (
        <AmountDialog
          title={label('refundTitle', { number: refunding.SerialNumber })}
          onClose={() => setRefunding(null)}
          onSave={(v) => callApi(api.refundBill, { Id: refunding.Id, Amount: v.Amount, Reason: v.Reason })}
        />
      )}
    </Card>
  );
}
