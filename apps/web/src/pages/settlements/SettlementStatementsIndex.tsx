import { settlements as api, wallets as walletApi } from '@lbo/contracts';
import { Card } from 'antd';
import { useState } from 'react';
import { callApi } from '../../api/client.ts';
import { UserPicker } from '../../components/pickers/pickers.tsx';
import { pickedId } from '../../components/query/queryRules.ts';
import { DataTable } from '../../components/table/DataTable.tsx';
import { SettleDialog, StatementDrawer, StatusTabs, useLabel, useStatementColumns, type StatementRow } from './statementParts.tsx';

/** Settlement statements of the site's credit customers: by customer, state and period, each with its bills; staff settle one from the customer's balance. */
export default function SettlementStatementsIndex() {
  const label = useLabel();
  const [status, setStatus] = useState<number | undefined>();
  const [open, setOpen] = useState<StatementRow | null>(null);
  const [settling, setSettling] = useState<StatementRow | null>(null);
  return (
    <Card>
      <StatusTabs value={status} onChange={setStatus} />
      <DataTable
        call={api.getStatements}
        params={{ Status: status }}
        rowKey="Id"
        storageKey="SettlementStatementsIndex"
        fields={[
          { kind: 'custom', name: 'UserId', label: label('customer'), render: () => <UserPicker accountType={2} />, sent: pickedId },
          { kind: 'dateRange', label: label('period'), names: ['PeriodFrom', 'PeriodTo'] },
        ]}
        actions={[
          { key: 'bills', label: label('bills'), onClick: (row) => setOpen(row) },
          { key: 'settle', label: label('settle'), permission: 'Settlement.Settle', hidden: (row) => !row.Actions.includes('Settle'), onClick: (row) => setSettling(row) },
        ]}
        columns={useStatementColumns(true, setOpen)}
      />
      <StatementDrawer statement={open} onClose={() => setOpen(null)} />
      {settling && (
        <SettleDialog
          statement={settling}
          wallets={async () => (await callApi(walletApi.getWallets, { UserId: settling.UserId, CurrencyCode: settling.CurrencyCode, index: 1, rows: 10 })).Data}
          settle={() => callApi(api.settleStatement, { Id: settling.Id })}
          onClose={() => setSettling(null)}
        />
      )}
    </Card>
  );
}
