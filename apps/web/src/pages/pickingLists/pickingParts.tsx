import { DATE_TIME_FORMAT_DAYJS, pickingLists as api, type Texts } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Descriptions, Drawer, Input, Progress, Space, Table, Tabs, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { FormDialog } from '../../components/form/FormDialog.tsx';
import { FormItem } from '../../components/form/FormItem.tsx';
import type { RowAction } from '../../components/table/actions.tsx';
import type { DataColumn } from '../../components/table/DataTable.tsx';
import { usePermission } from '../../components/usePermission.ts';
import { alone, inLanguage } from '../../lib/contractWords.ts';
import { printPdf } from '../../lib/printPdf.ts';
import { pickingPrint } from '../../shell/deviceAgent.ts';
import './texts.ts';

export type PickingListRow = api.PickingListRow;

export const time = (value: string | null) => (value ? dayjs(value).format(DATE_TIME_FORMAT_DAYJS) : '');
export const useLabel = () => {
  const { t } = useTranslation();
  return (key: string, values?: Record<string, unknown>) => t(`picking.${key}`, values);
};

/** A state's name as a label of its own (the tables' names are worded for messages). */
const named = (texts: Texts | undefined) => alone(inLanguage(texts));
export const statusName = (status: number) => named(api.pickingLifecycle.names.states[status as api.PickingStatus]);
export const claimName = (claim: number) => named(api.claimLifecycle.names.states[claim as api.ClaimStatus]);
const statusColor = { [api.PickingStatus.ToBePicked]: 'blue', [api.PickingStatus.PartiallyPicked]: 'orange', [api.PickingStatus.PickingFinished]: 'green' } as const;
export const StatusTag = ({ status }: { status: number }) => <Tag color={statusColor[status as api.PickingStatus]}>{statusName(status)}</Tag>;
export const ClaimTag = ({ row }: { row: PickingListRow }) =>
  row.ClaimStatus === api.ClaimStatus.Claimed ? <Tag color="purple">{row.ClaimerName}</Tag> : <Tag>{claimName(api.ClaimStatus.Unclaimed)}</Tag>;

/** Tabs of the picking states (and all): the list's Status filter. */
export function StatusTabs({ value, onChange }: { value: number | undefined; onChange: (status: number | undefined) => void }) {
  const label = useLabel();
  return (
    <Tabs
      activeKey={String(value ?? 0)}
      onChange={(key) => onChange(key === '0' ? undefined : Number(key))}
      items={[{ key: '0', label: label('all') }, ...Object.values(api.PickingStatus).map((s) => ({ key: String(s), label: statusName(s) }))]}
    />
  );
}

/** The list's columns; the number opens the detail. */
export function usePickingColumns(open: (row: PickingListRow) => void): DataColumn<PickingListRow>[] {
  const label = useLabel();
  return [
    { dataIndex: 'Number', title: label('number'), width: 170, fixed: 'left', render: (n: string, row) => <a onClick={() => open(row)}>{n}</a> },
    { dataIndex: 'WarehouseName', title: label('warehouse'), width: 140 },
    { dataIndex: 'Status', title: label('status'), width: 110, render: (s: number) => <StatusTag status={s} /> },
    { dataIndex: 'ClaimStatus', title: label('claim'), width: 120, render: (_: never, row) => <ClaimTag row={row} /> },
    { dataIndex: 'OrderCount', title: label('orders'), width: 80, align: 'right' },
    {
      dataIndex: 'PickedLineCount',
      title: label('picked'),
      width: 150,
      render: (_: never, row) => <Progress size="small" percent={row.LineCount ? Math.round((row.PickedLineCount * 100) / row.LineCount) : 0} format={() => `${row.PickedLineCount}/${row.LineCount}`} />,
    },
    { dataIndex: 'MissingOrderCount', title: label('missing'), width: 80, align: 'right', render: (n: number) => (n ? <Tag color="red">{n}</Tag> : 0) },
    { dataIndex: 'RuleName', title: label('rule'), width: 140 },
    { dataIndex: 'CreatorName', title: label('creator'), width: 110 },
    { dataIndex: 'CreationTime', title: label('createdAt'), width: 170, render: time },
    { dataIndex: 'StartTime', title: label('startedAt'), width: 170, render: time },
    { dataIndex: 'FinishTime', title: label('finishedAt'), width: 170, render: time },
  ];
}

/** The list's PDF to the device service's printer when connected, else the browser's print. */
export async function printList(id: number) {
  const pdf = await callApi(api.printPicking, { Id: id });
  if (!pickingPrint({ PickingId: id, FileName: pdf.FileName, Content: pdf.Content })) printPdf(pdf);
}

/** The picking lists page's row actions, each shown when the row's `Actions` has it and the caller holds the button. */
export function useRowActions(open: (row: PickingListRow) => void): RowAction<PickingListRow>[] {
  const label = useLabel();
  const lacks = (action: string) => (row: PickingListRow) => !row.Actions.includes(action);
  return [
    { key: 'detail', label: label('detail'), onClick: open },
    { key: 'claim', label: label('claimForMe'), permission: 'PickingList.ClaimForMe', hidden: lacks('ClaimForMe'), onClick: (row) => callApi(api.batchClaimPickingListCurrentUser, { Ids: [row.Id] }) },
    { key: 'start', label: label('start'), permission: 'PickingList.Start', hidden: lacks('Start'), onClick: (row) => callApi(api.startPickingList, { Id: row.Id }) },
    { key: 'release', label: label('release'), permission: 'PickingList.Release', hidden: lacks('Release'), onClick: (row) => callApi(api.batchReleaseClaim, { Ids: [row.Id] }) },
    {
      key: 'sorting',
      label: label('sorting'),
      permission: 'PickingList.SortingCompleted',
      hidden: lacks('SortingCompleted'),
      confirm: label('sortingConfirm'),
      onClick: (row) => callApi(api.sortingCompleted, { Id: row.Id }),
    },
    { key: 'delete', label: label('delete'), permission: 'PickingList.Delete', hidden: lacks('Delete'), danger: true, confirm: label('deleteConfirm'), onClick: (row) => callApi(api.deletePickingList, { Id: row.Id }) },
    { key: 'print', label: label('print'), permission: 'PickingList.Print', onClick: (row) => printList(row.Id) },
  ];
}

/** A list's orders, lines by shelf and history; staff resolve a missing order here (take it off, or mark it found). */
export function PickingDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const label = useLabel();
  const may = usePermission();
  const { modal } = App.useApp();
  const [reporting, setReporting] = useState<{ OrderId: number; SerialNumber: string } | null>(null);
  const detail = useQuery({ queryKey: [api.getPickingById.path, id], queryFn: () => callApi(api.getPickingById, { Id: id! }), enabled: id !== null });
  const d = detail.data;
  const open = d ? api.CLAIM_NEEDS.includes(d.Status as api.PickingStatus) : false;
  const reload = () => void detail.refetch();
  const actionName = (a: string) => named((api.pickingLifecycle.names.actions as Record<string, Texts>)[a] ?? (api.claimLifecycle.names.actions as Record<string, Texts>)[a]) || a;
  return (
    <Drawer open={id !== null} onClose={onClose} size={Math.min(960, window.innerWidth)} title={d ? label('detailTitle', { number: d.Number }) : ''} destroyOnHidden loading={detail.isLoading}>
      {d && (
        <>
          <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} bordered style={{ marginBottom: 12 }}>
            <Descriptions.Item label={label('warehouse')}>{d.WarehouseName}</Descriptions.Item>
            <Descriptions.Item label={label('status')}>
              <StatusTag status={d.Status} />
            </Descriptions.Item>
            <Descriptions.Item label={label('claim')}>
              <ClaimTag row={d} />
            </Descriptions.Item>
            <Descriptions.Item label={label('rule')}>{d.RuleName || '-'}</Descriptions.Item>
            <Descriptions.Item label={label('picked')}>{`${d.PickedLineCount}/${d.LineCount}`}</Descriptions.Item>
            <Descriptions.Item label={label('createdAt')}>{time(d.CreationTime)}</Descriptions.Item>
          </Descriptions>
          <Table
            size="small"
            rowKey="OrderId"
            pagination={false}
            title={() => label('orders')}
            dataSource={d.Orders}
            scroll={{ x: 800 }}
            columns={[
              { dataIndex: 'SerialNumber', title: label('order'), width: 170 },
              { dataIndex: 'CustomerName', title: label('customer'), width: 110 },
              { dataIndex: 'CarrierName', title: label('carrier'), width: 110 },
              { dataIndex: 'State', title: label('state'), width: 90, render: (s: number) => <Tag color={s === api.PickingOrderState.Missing ? 'red' : s === api.PickingOrderState.Picked ? 'green' : undefined}>{label(`states.${s}`)}</Tag> },
              { dataIndex: 'MissingReason', title: label('reason'), width: 140 },
              { key: 'lines', title: label('picked'), width: 80, render: (_: unknown, o) => `${o.PickedLines}/${o.Lines}` },
              {
                key: 'actions',
                title: '',
                width: 220,
                render: (_: unknown, o) =>
                  open && (
                    <Space size={4}>
                      {o.State !== api.PickingOrderState.Missing && may('PickingScan.ReportMissing') && (
                        <Button size="small" type="link" onClick={() => setReporting({ OrderId: o.OrderId, SerialNumber: o.SerialNumber })}>
                          {label('reportMissing')}
                        </Button>
                      )}
                      {o.State === api.PickingOrderState.Missing && may('PickingList.ResolveMissing') && (
                        <Button size="small" type="link" onClick={() => void callApi(api.markFound, { Id: d.Id, OrderId: o.OrderId }).then(reload)}>
                          {label('markFound')}
                        </Button>
                      )}
                      {(o.State === api.PickingOrderState.Missing || o.PickedLines === 0) && may('PickingList.RemoveOrder') && (
                        <Button
                          size="small"
                          type="link"
                          danger
                          onClick={() => modal.confirm({ content: label('removeConfirm'), onOk: () => callApi(api.deletePickingListOrder, { Id: d.Id, OrderId: o.OrderId }).then(reload) })}
                        >
                          {label('removeOrder')}
                        </Button>
                      )}
                    </Space>
                  ),
              },
            ]}
          />
          <Table
            style={{ marginTop: 16 }}
            size="small"
            rowKey="Id"
            pagination={false}
            title={() => label('lines')}
            dataSource={d.Lines}
            scroll={{ x: 800 }}
            columns={[
              { dataIndex: 'ShelfCode', title: label('shelf'), width: 110, render: (s: string) => s || label('noShelf') },
              { dataIndex: 'PartitionName', title: label('partition'), width: 100 },
              { dataIndex: 'Code', title: label('code'), width: 170 },
              { dataIndex: 'Name', title: label('name'), width: 140 },
              { dataIndex: 'Kind', title: label('kind'), width: 80, render: (k: number) => label(`kinds.${k}`) },
              { dataIndex: 'OrderSerialNumber', title: label('order'), width: 170 },
              { key: 'qty', title: label('quantity'), width: 90, align: 'right', render: (_: unknown, l) => `${l.PickedQuantity}/${l.Quantity}` },
            ]}
          />
          <Table
            style={{ marginTop: 16 }}
            size="small"
            rowKey={(h) => `${h.Action}-${h.CreationTime}-${JSON.stringify(h.Details)}`}
            pagination={false}
            title={() => label('history')}
            dataSource={d.History}
            columns={[
              { dataIndex: 'Action', title: label('status'), width: 140, render: actionName },
              { dataIndex: 'ActorName', title: label('creator'), width: 110 },
              { dataIndex: 'CreationTime', title: label('createdAt'), width: 170, render: time },
            ]}
          />
        </>
      )}
      {reporting && d && may('PickingScan.ReportMissing') && (
        <ReportMissingDialog
          title={label('reportMissingTitle', { number: reporting.SerialNumber })}
          send={(reason) => callApi(api.reportMissing, { Id: d.Id, OrderId: reporting.OrderId, Reason: reason })}
          onClose={() => {
            setReporting(null);
            reload();
          }}
        />
      )}
    </Drawer>
  );
}

/** The reason an order's goods are missing (optional), then the report. */
export function ReportMissingDialog({ title, send, onClose }: { title: string; send: (reason: string) => Promise<unknown>; onClose: () => void }) {
  const label = useLabel();
  const [saving, setSaving] = useState(false);
  return (
    <FormDialog<{ Reason?: string }>
      title={title}
      onClose={onClose}
      okText={label('reportMissing')}
      pending={saving}
      onFinish={(v) => {
        setSaving(true);
        send(v.Reason ?? '')
          .then(onClose)
          .catch(() => undefined)
          .finally(() => setSaving(false));
      }}
    >
      <FormItem name="Reason" label={label('reason')} rules={[{ max: api.PICKING_MISSING_REASON_MAX }]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} />
      </FormItem>
    </FormDialog>
  );
}
