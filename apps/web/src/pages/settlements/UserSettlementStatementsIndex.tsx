import { settlements as api, wallets as walletApi } from '@lbo/contracts';
import { Card } from 'antd';
import { useState } from 'react';
import { callApi } from '../../api/client.ts';
import { DataTable } from '../../components/table/DataTable.tsx';
import { SettleDialog, StatementDrawer, StatusTabs, useLabel, useStatementColumns, type StatementRow } from './statementParts.tsx';

/** My settlement statements (also in the phone portal): by state, each with its bills, settled from the balance. */
export default function UserSettlementStatementsIndex() {
  const label = useLabel();
  const [status, setStatus] = useState<number | undefined>();
  const [open, setOpen] = useState<StatementRow | null>(null);
  const [settling, setSettling] = useState<StatementRow | null>(null);
  return (
    <Card>
      <StatusTabs value={status} onChange={setStatus} />
      <DataTable
        call={api.getUserStatements}
        params={{ Status: status }}
        rowKey="Id"
        storageKey="UserSettlementStatementsIndex"
        card={{ title: 'SerialNumber', tag: 'Status', fields: ['PeriodStart', 'Amount', 'DueDate'], onOpen: setOpen }}
        fields={[{ kind: 'dateRange', label: label('period'), names: ['PeriodFrom', 'PeriodTo'] }]}
        actions={[
          { key: 'bills', label: label('bills'), onClick: (row) => setOpen(row) },
          { key: 'settle', label: label('settle'), permission: 'UserSettlement.Settle', hidden: (row) => !row.Actions.includes('Settle'), onClick: (row) => setSettling(row) },
        ]}
        columns={useStatementColumns(false, setOpen)}
      />
      <StatementDrawer statement={open} onClose={() => setOpen(null)} />
      {settling && <SettleDialog statement={settling} wallets={() => callApi(walletApi.getUserWallets, {})} settle={() => callApi(api.settleUserStatement, { Id: settling.Id })} onClose={() => setSettling(null)} />}
    </Card>
  );
}
