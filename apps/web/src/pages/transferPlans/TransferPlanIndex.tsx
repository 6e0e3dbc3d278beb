import { transferPlans as api } from '@lbo/contracts';
import { App, Card } from 'antd';
import { useState } from 'react';
import { callApi } from '../../api/client.ts';
import { WarehouseSelect } from '../../components/pickers/WarehouseSelect.tsx';
import { DataTable } from '../../components/table/DataTable.tsx';
import { time } from '../../lib/contractWords.ts';
import { PlanDialog } from './PlanDialog.tsx';
import { PlanDrawer } from './PlanDrawer.tsx';
import { statusOptions, StatusTag, useLabel, type PlanDetail } from './transferParts.tsx';

/**
 * Transfer plans between the site's warehouses: by state, warehouses and number (a plan's, its
 * order's or one of its courier numbers). New plans and drafts are edited in the editor; a row
 * opens its lines and history with the actions its table allows (dispatch, receive, cancel).
 */
export default function TransferPlanIndex() {
  const label = useLabel();
  const { message } = App.useApp();
  const [open, setOpen] = useState<number | null>(null);
  const [editing, setEditing] = useState<PlanDetail | 'new' | null>(null);
  return (
    <Card>
      <DataTable
        call={api.getTransferPlans}
        rowKey="Id"
        storageKey="TransferPlanIndex"
        fields={[
          { kind: 'text', name: 'Number', label: label('numberOrParcel') },
          { kind: 'select', name: 'Status', label: label('status'), options: statusOptions() },
          { kind: 'custom', name: 'FromWarehouseId', label: label('from'), render: () => <WarehouseSelect includeDisabled allowClear /> },
          { kind: 'custom', name: 'ToWarehouseId', label: label('to'), render: () => <WarehouseSelect includeDisabled allowClear /> },
        ]}
        toolbar={[{ key: 'add', label: label('add'), primary: true, permission: 'TransferPlan.Add', onClick: () => setEditing('new') }]}
        actions={[
          { key: 'detail', label: label('lines'), onClick: (row) => setOpen(row.Id) },
          { key: 'edit', label: label('edit'), permission: 'TransferPlan.Edit', hidden: (row) => !row.Actions.includes('Edit'), onClick: async (row) => setEditing(await callApi(api.getTransferPlanById, { Id: row.Id })) },
        ]}
        card={{ title: 'SerialNumber', fields: ['FromWarehouseName', 'ToWarehouseName', 'Status', 'CreationTime'] }}
        columns={[
          { dataIndex: 'SerialNumber', title: label('number'), width: 170, fixed: 'left', render: (n: string, row) => <a onClick={() => setOpen(row.Id)}>{n}</a> },
          { dataIndex: 'Status', title: label('status'), width: 110, render: (s: number) => <StatusTag status={s} /> },
          { dataIndex: 'FromWarehouseName', title: label('from'), width: 140 },
          { dataIndex: 'ToWarehouseName', title: label('to'), width: 140 },
          { dataIndex: 'PackageCount', title: label('parcels'), width: 80, align: 'right' },
          { dataIndex: 'CommodityQuantity', title: label('quantity'), width: 80, align: 'right' },
          { key: 'received', title: label('received'), width: 90, align: 'right', render: (_: unknown, row) => `${row.ReceivedLineCount}/${row.LineCount}` },
          { dataIndex: 'OrderSerialNumber', title: label('order'), width: 170, render: (n: string) => n || '-' },
          { dataIndex: 'PlannedDate', title: label('plannedDate'), width: 110, render: (d: string | null) => d ?? '-' },
          { dataIndex: 'Remark', title: label('remark'), width: 180, ellipsis: true },
          { dataIndex: 'CreatorName', title: label('creator'), width: 110 },
          { dataIndex: 'CreationTime', title: label('createdAt'), width: 170, render: time },
          { dataIndex: 'DispatchedTime', title: label('dispatchedAt'), width: 170, render: (v: string) => time(v || null) },
          { dataIndex: 'ReceivedTime', title: label('receivedAt'), width: 170, render: (v: string) => time(v || null) },
        ]}
      />
      <PlanDrawer id={open} onClose={() => setOpen(null)} onEdit={(plan) => setEditing(plan)} keyPrefix="TransferPlan" />
      {editing && (
        <PlanDialog
          plan={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            message.success(label('made', { number: saved.SerialNumber }));
            setOpen(saved.Id);
          }}
        />
      )}
    </Card>
  );
}
