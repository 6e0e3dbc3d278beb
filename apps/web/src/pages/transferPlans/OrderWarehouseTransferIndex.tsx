import { logisticsOrders, transferPlans as api } from '@lbo/contracts';
import { Alert, App, Card, DatePicker, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { callApi } from '../../api/client.ts';
import { FormDialog } from '../../components/form/FormDialog.tsx';
import { FormItem } from '../../components/form/FormItem.tsx';
import { WarehouseSelect } from '../../components/pickers/WarehouseSelect.tsx';
import { DataTable } from '../../components/table/DataTable.tsx';
import { time } from '../../lib/contractWords.ts';
import { rules } from '../../lib/formRules.ts';
import { PlanDrawer } from './PlanDrawer.tsx';
import { statusOptions, StatusTag, useLabel } from './transferParts.tsx';

interface TransferFields {
  OrderNumber: string;
  ToWarehouseId: number;
  PlannedDate?: Dayjs | null;
  Remark?: string;
}

/**
 * Order warehouse transfer: the orders moved to ship from another warehouse, with their plan's
 * state (a draft is dispatched and received as any transfer plan, from the row's drawer). Staff
 * transfer an order by its number to the warehouse chosen.
 */
export default function OrderWarehouseTransferIndex() {
  const label = useLabel();
  const { message } = App.useApp();
  const [open, setOpen] = useState<number | null>(null);
  const [transferring, setTransferring] = useState(false);
  const [saving, setSaving] = useState(false);

  const transfer = async (v: TransferFields) => {
    setSaving(true);
    try {
      const found = await callApi(logisticsOrders.getOrders, { Numbers: v.OrderNumber.trim() });
      const order = found.Data.find((o) => o.SerialNumber === v.OrderNumber.trim().toUpperCase()) ?? found.Data[0];
      if (!order) {
        message.error(label('orderNotFound', { number: v.OrderNumber }));
        return;
      }
      const plan = await callApi(api.transferOrder, { OrderId: order.Id, ToWarehouseId: v.ToWarehouseId, PlannedDate: v.PlannedDate ? v.PlannedDate.format('YYYY-MM-DD') : null, Remark: v.Remark ?? '' });
      message.success(label('made', { number: plan.SerialNumber }));
      setTransferring(false);
      setOpen(plan.Id);
    } catch {
      // shown by the request layer; the dialog stays open
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card>
      <DataTable
        call={api.getTransferPlans}
        params={{ OrdersOnly: true }}
        rowKey="Id"
        storageKey="OrderWarehouseTransferIndex"
        fields={[
          { kind: 'text', name: 'Number', label: label('numberOrParcel') },
          { kind: 'select', name: 'Status', label: label('status'), options: statusOptions() },
          { kind: 'custom', name: 'ToWarehouseId', label: label('to'), render: () => <WarehouseSelect includeDisabled allowClear /> },
        ]}
        toolbar={[{ key: 'transfer', label: label('transferOrder'), primary: true, permission: 'OrderWarehouseTransfer.TransferWarehouse', onClick: () => setTransferring(true) }]}
        actions={[{ key: 'detail', label: label('lines'), onClick: (row) => setOpen(row.Id) }]}
        card={{ title: 'OrderSerialNumber', fields: ['FromWarehouseName', 'ToWarehouseName', 'Status'] }}
        columns={[
          { dataIndex: 'OrderSerialNumber', title: label('order'), width: 170, fixed: 'left', render: (n: string, row) => <a onClick={() => setOpen(row.Id)}>{n}</a> },
          { dataIndex: 'OrderUserName', title: label('customer'), width: 120 },
          { dataIndex: 'FromWarehouseName', title: label('from'), width: 140 },
          { dataIndex: 'ToWarehouseName', title: label('to'), width: 140 },
          { dataIndex: 'SerialNumber', title: label('number'), width: 170 },
          { dataIndex: 'Status', title: label('status'), width: 110, render: (s: number) => <StatusTag status={s} /> },
          { key: 'received', title: label('received'), width: 90, align: 'right', render: (_: unknown, row) => `${row.ReceivedLineCount}/${row.LineCount}` },
          { dataIndex: 'Remark', title: label('remark'), width: 180, ellipsis: true },
          { dataIndex: 'CreationTime', title: label('createdAt'), width: 170, render: time },
          { dataIndex: 'ReceivedTime', title: label('receivedAt'), width: 170, render: (v: string) => time(v || null) },
        ]}
      />
      <PlanDrawer id={open} onClose={() => setOpen(null)} keyPrefix="OrderWarehouseTransfer" />
      {transferring && (
        <FormDialog<TransferFields> title={label('transferTitle')} onClose={() => setTransferring(false)} pending={saving} okText={label('transferOrder')} onFinish={(v) => void transfer(v)}>
          <Alert type="info" showIcon title={label('transferHint')} style={{ marginBottom: 16 }} />
          <FormItem name="OrderNumber" label={label('orderNumber')} rules={[rules.required()]}>
            <Input maxLength={32} />
          </FormItem>
          <FormItem name="ToWarehouseId" label={label('to')} rules={[rules.required()]}>
            <WarehouseSelect />
          </FormItem>
          <FormItem name="PlannedDate" label={label('plannedDate')}>
            <DatePicker style={{ width: '100%' }} />
          </FormItem>
          <FormItem name="Remark" label={label('remark')}>
            <Input maxLength={api.TRANSFER_REMARK_MAX} />
          </FormItem>
        </FormDialog>
      )}
    </Card>
  );
}
