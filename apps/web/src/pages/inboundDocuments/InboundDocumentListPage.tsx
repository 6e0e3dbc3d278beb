import { PlusOutlined } from '@ant-design/icons';
import { INBOUND_CALLS, inboundDocuments as api, type InboundSide, type Texts } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Card, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, type RowOf } from '../../api/client.ts';
import { onDataChanged } from '../../api/dataChanged.ts';
import { WarehouseSelect } from '../../components/pickers/WarehouseSelect.tsx';
import { DataTable } from '../../components/table/DataTable.tsx';
import { StateBar } from '../../components/table/StateBar.tsx';
import { downloadFile } from '../../lib/download.ts';
import { InboundDocumentDetail } from './InboundDocumentDetail.tsx';
import { InboundDocumentForm } from './InboundDocumentForm.tsx';
import { InboundStateTag, time, useNamed } from './inboundWords.tsx';
import './texts.ts';

type Row = RowOf<typeof api.getInboundDocuments>;
const TAB_ALL = 'all';
/**
 * Inbound documents of either side: the merchant's own (and in the phone portal) or the site's
 * for staff. States as tabs with counts, a search by document, box or courier numbers, the
 * document form, detail (with inspection for staff), box labels, cancel, delete and finish, each
 * shown from the row's Actions.
 */
export function InboundDocumentListPage({ side }: { side: InboundSide }) {
  const { t } = useTranslation();
  const label = (key: string, params?: Record<string, unknown>) => t(`inbound.${key}`, params);
  const named = useNamed();
  const { message, modal } = App.useApp();
  const calls = INBOUND_CALLS[side];
  const keyPrefix = side === 'user' ? 'UserInboundWarehouseDocument' : 'InboundWarehouseDocument';
  const [tab, setTab] = useState(TAB_ALL);
  const [detailId, setDetailId] = useState<number | null>(null);
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const counts = useQuery({ queryKey: [calls.counts.path], queryFn: () => callApi(calls.counts, {}, { silent: true }) });
  useEffect(() => onDataChanged(() => void counts.refetch()), [counts]);
  const countOf = (s: number) => counts.data?.find((c) => c.Status === s)?.Count ?? 0;
  const total = (counts.data ?? []).reduce((sum, c) => sum + c.Count, 0);
  const stateNames = api.inboundLifecycle.names.states as Record<number, Texts>;
  const may = (row: Row, action: api.InboundAction) => row.Actions.includes(action);
  const done = () => void message.success(label('done'));
  const fee = (row: Row) =>
    row.PaymentStatus === api.PaymentStatus.Unpaid ? label('feeToBeBilled', { fee: row.InboundFee, currency: row.FeeCurrency }) : row.InboundFee === null ? label('notPriced') : label('noCharge');

  return (
    <Card>
      <StateBar
        value={tab}
        onChange={setTab}
        items={[
          { key: TAB_ALL, label: label('tabCount', { name: label('all'), count: total }) },
          ...api.INBOUND_STATUSES.map((s) => ({ key: String(s), label: label('tabCount', { name: named(stateNames[s]!), count: countOf(s) }) })),
        ]}
      />
      <DataTable
        call={calls.list}
        params={{ Status: tab === TAB_ALL ? undefined : (Number(tab) as api.InboundStatus) }}
        rowKey="Id"
        storageKey={`${keyPrefix}Index`}
        onLoaded={() => void counts.refetch()}
        visibleActions={3}
        card={{ title: 'OrderNo', tag: 'Status', fields: ['WarehouseName', 'ExpectedQuantity', 'BoxCount', 'TrajectoryStatus', 'CreationTime'], onOpen: (row) => setDetailId(row.Id) }}
        fields={[
          { kind: 'custom', name: 'Numbers', label: label('numbers'), render: () => <Input.TextArea autoSize={{ minRows: 1, maxRows: 6 }} placeholder={label('numbersHelp')} /> },
          { kind: 'custom', name: 'WarehouseId', label: label('warehouse'), render: () => <WarehouseSelect allowClear /> },
          { kind: 'select', name: 'InboundType', label: label('type'), options: api.INBOUND_TYPES.map((v) => ({ value: v, label: named(api.INBOUND_NAMES.type[v]) })) },
          ...(side === 'backstage' ? [{ kind: 'text' as const, name: 'MemberNumber', label: label('customer') }] : []),
          { kind: 'dateRange', label: label('createdAt'), extra: true },
        ]}
        toolbar={[{ key: 'add', label: label('add'), icon: <PlusOutlined />, primary: true, permission: `${keyPrefix}.Add`, onClick: () => setEditing({ id: null }) }]}
        actions={[
          { key: 'detail', label: label('detail'), onClick: (row: Row) => setDetailId(row.Id) },
          { key: 'edit', label: label('edit'), permission: `${keyPrefix}.Edit`, hidden: (row: Row) => !may(row, 'Edit'), onClick: (row: Row) => setEditing({ id: row.Id }) },
          { key: 'labels', label: label('labels'), onClick: async (row: Row) => downloadFile(await callApi(calls.labels, { Id: row.Id })) },
          {
            key: 'cancel',
            label: label('cancel'),
            permission: `${keyPrefix}.Delete`,
            hidden: (row: Row) => !may(row, 'Cancel'),
            confirm: label('cancelConfirm'),
            onClick: async (row: Row) => {
              await callApi(calls.cancel, { Id: row.Id });
              done();
            },
          },
          {
            key: 'delete',
            label: label('delete'),
            danger: true,
            permission: `${keyPrefix}.Delete`,
            hidden: (row: Row) => !may(row, 'Delete'),
            confirm: label('deleteConfirm'),
            onClick: async (row: Row) => {
              await callApi(calls.delete, { Id: row.Id });
              done();
            },
          },
          {
            key: 'finish',
            label: label('finish'),
            danger: true,
            permission: 'InboundWarehouseDocument.Finish',
            hidden: (row: Row) => !may(row, 'Finish'),
            onClick: (row: Row) =>
              new Promise<void>((resolve) => {
                modal.confirm({
                  title: `${label('finish')} · ${row.OrderNo}`,
                  content: label('finishConfirm'),
                  okButtonProps: { danger: true },
                  onOk: async () => {
                    await callApi(api.finish, { Id: row.Id });
                    done();
                    resolve();
                  },
                  onCancel: () => resolve(),
                });
              }),
          },
        ]}
        columns={[
          { dataIndex: 'OrderNo', title: label('orderNo'), width: 170, fixed: 'left', render: (n: string, row) => <a onClick={() => setDetailId(row.Id)}>{n}</a> },
          { dataIndex: 'Status', title: label('status'), width: 120, render: (s: number) => <InboundStateTag state={s} /> },
          { dataIndex: 'TrajectoryStatus', title: label('trajectory'), width: 120, render: (s: api.TrajectoryStatus) => named(api.INBOUND_NAMES.trajectory[s]) },
          ...(side === 'backstage' ? [{ key: 'customer', title: label('customer'), width: 160, render: (_: never, r: Row) => `${r.UserName} · ${r.MemberNumber}` }] : []),
          { dataIndex: 'WarehouseName', title: label('warehouse'), width: 130, ellipsis: true },
          { dataIndex: 'InboundType', title: label('type'), width: 120, render: (v: 1 | 2 | 3) => named(api.INBOUND_NAMES.type[v]) },
          { dataIndex: 'IsUnpacking', title: label('storage'), width: 130, render: (loose: boolean) => label(loose ? 'storedLoose' : 'storedWhole') },
          { dataIndex: 'ExpectedQuantity', title: label('expected'), width: 90, align: 'right' },
          { dataIndex: 'ConfirmedQuantity', title: label('confirmed'), width: 80, align: 'right' },
          { dataIndex: 'DefectiveQuantity', title: label('defective'), width: 80, align: 'right' },
          { dataIndex: 'BoxCount', title: label('boxes'), width: 80, align: 'right', render: (n: number, r: Row) => `${r.ConfirmedBoxCount}/${n}` },
          { key: 'fee', title: label('payment'), width: 170, render: (_: never, r: Row) => fee(r) },
          { dataIndex: 'Carrier', title: label('carrier'), width: 110 },
          { dataIndex: 'CreationTime', title: label('createdAt'), width: 160, render: time },
        ]}
      />
      {editing && <InboundDocumentForm side={side} id={editing.id} onClose={() => setEditing(null)} />}
      <InboundDocumentDetail side={side} id={detailId} onClose={() => setDetailId(null)} fee={fee} />
    </Card>
  );
}
