import { pickingLists as api } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Card, Select } from 'antd';
import { useState, type Key } from 'react';
import { callApi } from '../../api/client.ts';
import { FormDialog } from '../../components/form/FormDialog.tsx';
import { FormItem } from '../../components/form/FormItem.tsx';
import { UserSelect } from '../../components/pickers/PagedSelect.tsx';
import { WarehouseSelect } from '../../components/pickers/WarehouseSelect.tsx';
import { pickedId } from '../../components/query/queryRules.ts';
import { DataTable } from '../../components/table/DataTable.tsx';
import { rules } from '../../lib/formRules.ts';
import { claimName, PickingDrawer, StatusTabs, time, useLabel, usePickingColumns, useRowActions, type PickingListRow } from './pickingParts.tsx';
import './texts.ts';

/**
 * Picking lists of the available warehouses: by status (tabs), warehouse, claim, picker, number and
 * date. Staff make lists from chosen orders or by a rule, add orders to an open one, assign lists to
 * a picker or claim them, release, start, print, complete the sorting and delete one not started;
 * each row offers what its `Actions` allow. The drawer shows orders, lines by shelf and history.
 */
export default function PickingListIndex() {
  const label = useLabel();
  const { message } = App.useApp();
  const [status, setStatus] = useState<number | undefined>();
  const [open, setOpen] = useState<number | null>(null);
  const [dialog, setDialog] = useState<'orders' | 'rule' | 'assign' | null>(null);
  const [adding, setAdding] = useState<PickingListRow | null>(null);
  const [assigning, setAssigning] = useState<Key[]>([]);
  const made = (result: { Numbers: string[] }) => message.success(label('madeLists', { numbers: result.Numbers.join(', ') }));
  const rowActions = useRowActions((row) => setOpen(row.Id));
  return (
    <Card>
      <StatusTabs value={status} onChange={setStatus} />
      <DataTable
        call={api.getPickingLists}
        params={{ Status: status }}
        rowKey="Id"
        storageKey="PickingListIndex"
        selection="multiple"
        fields={[
          { kind: 'text', name: 'Number', label: label('number') },
          { kind: 'custom', name: 'WarehouseId', label: label('warehouse'), render: () => <WarehouseSelect includeDisabled allowClear /> },
          { kind: 'select', name: 'ClaimStatus', label: label('claim'), options: Object.values(api.ClaimStatus).map((value) => ({ value, label: claimName(value) })) },
          { kind: 'custom', name: 'ClaimerId', label: label('claimer'), render: () => <UserSelect accountType={1} />, sent: pickedId },
          { kind: 'dateRange', label: label('createdAt') },
        ]}
        toolbar={[
          { key: 'add', label: label('add'), primary: true, permission: 'PickingList.Add', onClick: () => setDialog('orders') },
          { key: 'rule', label: label('addByRule'), permission: 'PickingList.Add', onClick: () => setDialog('rule') },
          { key: 'claim', label: label('claimForMe'), permission: 'PickingList.ClaimForMe', mustSelect: true, onClick: (_, keys) => callApi(api.batchClaimPickingListCurrentUser, { Ids: keys.map(Number) }) },
          {
            key: 'assign',
            label: label('assign'),
            permission: 'PickingList.Assign',
            mustSelect: true,
            onClick: (_, keys) => {
              setAssigning(keys);
              setDialog('assign');
            },
          },
          { key: 'release', label: label('release'), permission: 'PickingList.Release', mustSelect: true, onClick: (_, keys) => callApi(api.batchReleaseClaim, { Ids: keys.map(Number) }) },
        ]}
        actions={[
          ...rowActions,
          { key: 'addOrders', label: label('addOrders'), permission: 'PickingList.AddOrders', hidden: (row) => !row.Actions.includes('AddOrders'), onClick: (row) => setAdding(row) },
        ]}
        visibleActions={3}
        columns={usePickingColumns((row) => setOpen(row.Id))}
      />
      <PickingDrawer id={open} onClose={() => setOpen(null)} />
      {dialog === 'orders' && (
        <OrdersDialog
          title={label('addTitle')}
          onClose={() => setDialog(null)}
          send={async (ids) => made(await callApi(api.addPickingList, { OrderIds: ids }))}
        />
      )}
      {adding && (
        <OrdersDialog
          title={label('addOrdersTitle', { number: adding.Number })}
          warehouseId={adding.WarehouseId}
          onClose={() => setAdding(null)}
          send={(ids) => callApi(api.addPickingListTask, { Id: adding.Id, OrderIds: ids })}
        />
      )}
      {dialog === 'rule' && <RuleDialog onClose={() => setDialog(null)} send={async (ruleId) => made(await callApi(api.addPickingList, { RuleId: ruleId }))} />}
      {dialog === 'assign' && <AssignDialog onClose={() => setDialog(null)} send={(userId) => callApi(api.batchClaimPickingList, { Ids: assigning.map(Number), UserId: userId })} />}
    </Card>
  );
}

/** Sends the dialog's work, closing it once done; a refusal was shown by the request layer and keeps it open. */
function useSend<T>(send: (value: T) => Promise<unknown>, onClose: () => void) {
  const [saving, setSaving] = useState(false);
  const run = (value: T) => {
    setSaving(true);
    send(value)
      .then(onClose)
      .catch(() => undefined)
      .finally(() => setSaving(false));
  };
  return { saving, run };
}

/** The pickable orders (of one warehouse, when adding to a list), ticked to go on a list. */
function OrdersDialog({ title, warehouseId, send, onClose }: { title: string; warehouseId?: number; send: (ids: number[]) => Promise<unknown>; onClose: () => void }) {
  const label = useLabel();
  const [ids, setIds] = useState<number[]>([]);
  const { saving, run } = useSend(send, onClose);
  return (
    <FormDialog title={title} drawer width={960} onClose={onClose} changed={ids.length > 0} pending={saving} okText={label('made')} onFinish={() => run(ids)} okButtonProps={{ disabled: ids.length === 0 }}>
      <p>{label('chooseOrders')}</p>
      <DataTable
        call={api.getPickableOrders}
        params={warehouseId ? { WarehouseId: warehouseId } : {}}
        rowKey="Id"
        storageKey="PickableOrders"
        selection="multiple"
        preserveSelection
        onSelectionChange={(keys) => setIds(keys.map(Number))}
        fields={[
          { kind: 'text', name: 'SerialNumber', label: label('order') },
          ...(warehouseId ? [] : [{ kind: 'custom' as const, name: 'WarehouseId', label: label('warehouse'), render: () => <WarehouseSelect allowClear /> }]),
        ]}
        columns={[
          { dataIndex: 'SerialNumber', title: label('order'), width: 170 },
          { dataIndex: 'CustomerName', title: label('customer'), width: 110 },
          { dataIndex: 'WarehouseName', title: label('warehouse'), width: 130 },
          { dataIndex: 'CarrierName', title: label('carrier'), width: 110 },
          { dataIndex: 'TypeOfShippingName', title: label('shipping'), width: 110 },
          { dataIndex: 'PackageCount', title: label('parcels'), width: 80, align: 'right' },
          { dataIndex: 'CommodityQuantity', title: label('quantity'), width: 80, align: 'right' },
          { dataIndex: 'ApprovedTime', title: label('approvedAt'), width: 170, render: time },
        ]}
      />
    </FormDialog>
  );
}

/** A rule of the available warehouses: its pickable orders become lists. */
function RuleDialog({ send, onClose }: { send: (ruleId: number) => Promise<unknown>; onClose: () => void }) {
  const label = useLabel();
  const { saving, run } = useSend(send, onClose);
  const choices = useQuery({ queryKey: [api.getSelectPickingRules.path], queryFn: () => callApi(api.getSelectPickingRules, {}) });
  return (
    <FormDialog<{ RuleId: number }> title={label('addByRuleTitle')} onClose={onClose} pending={saving} okText={label('made')} onFinish={(v) => run(v.RuleId)}>
      <FormItem name="RuleId" label={label('chooseRule')} rules={[rules.required()]}>
        <Select loading={choices.isLoading} options={(choices.data ?? []).map((r) => ({ value: r.Id, label: `${r.Name} · ${r.WarehouseName}` }))} />
      </FormItem>
    </FormDialog>
  );
}

/** A picker (staff of the site) the ticked lists go to. */
function AssignDialog({ send, onClose }: { send: (userId: number) => Promise<unknown>; onClose: () => void }) {
  const label = useLabel();
  const { saving, run } = useSend(send, onClose);
  return (
    <FormDialog<{ UserId: { Id: number } }> title={label('assignTitle')} onClose={onClose} pending={saving} okText={label('assign')} onFinish={(v) => run(v.UserId.Id)}>
      <FormItem name="UserId" label={label('claimer')} rules={[rules.required()]}>
        <UserSelect accountType={1} />
      </FormItem>
    </FormDialog>
  );
}
