import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { logisticsOrders as api, ORDER_CALLS, PAGE_SIZES, type OrderSide, type RequestOf, type ResponseOf } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Card, Input, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { onDataChanged } from '../../api/dataChanged.ts';
import { FormDialog } from '../../components/form/FormDialog.tsx';
import { CountrySelect } from '../../components/pickers/CountrySelect.tsx';
import { QueryForm } from '../../components/query/QueryForm.tsx';
import { omitEmpty, type Query as Filters } from '../../components/query/queryRules.ts';
import { WarehouseSelect } from '../../components/pickers/WarehouseSelect.tsx';
import { DataTable } from '../../components/table/DataTable.tsx';
import { StateBar } from '../../components/table/StateBar.tsx';
import { downloadFile } from '../../lib/download.ts';
import { inLanguage } from '../../lib/contractWords.ts';
import { OrderDetail } from './OrderDetail.tsx';
import { useOrderActions } from './orderActions.tsx';
import { useOrderDocuments } from './orderDocuments.tsx';
import { CodCell, money, OrderStateTags, stateName, time, type OrderRow } from './orderWords.tsx';
import { OrderWizard } from './OrderWizard.tsx';
import './texts.ts';

type Query = Partial<RequestOf<typeof api.getOrders>>;

type Counts = ResponseOf<typeof api.getOrderStateCounts>;
const ofState = (state: api.OrderStatus) => (c: Counts) => c.OrderStatus.find((s) => s.Status === state)?.Count ?? 0;
const TRACK_COLORS: Record<number, string> = { [api.TrackStatus.InTransit]: 'blue', [api.TrackStatus.Delivered]: 'green' };

/**
 * The tabs of the list: where an order stands as a person asks it ("waiting for approval", "to
 * pay"), each a filter over the axes, with its count where the server counts it (GetStateCounts).
 */
const TABS: { key: string; params: Query; count?: (c: Counts) => number; staffOnly?: boolean }[] = [
  { key: 'all', params: {}, count: (c) => c.Total },
  { key: 'pendingApproval', params: { OrderStatus: api.OrderStatus.Submitted, ApprovalStatus: api.ApprovalStatus.Pending }, count: (c) => c.PendingApproval },
  { key: 'approved', params: { OrderStatus: api.OrderStatus.Submitted, ApprovalStatus: api.ApprovalStatus.Approved }, count: (c) => c.Approved },
  { key: 'rejected', params: { ApprovalStatus: api.ApprovalStatus.Rejected }, count: (c) => c.Rejected },
  { key: 'unpaid', params: { PaymentStatus: api.OrderPaymentStatus.Unpaid }, count: (c) => c.Unpaid },
  { key: 'shipped', params: { OrderStatus: api.OrderStatus.Outbound }, count: ofState(api.OrderStatus.Outbound) },
  { key: 'delivered', params: { OrderStatus: api.OrderStatus.Delivered }, count: ofState(api.OrderStatus.Delivered) },
  { key: 'cancelled', params: { OrderStatus: api.OrderStatus.Cancelled }, count: ofState(api.OrderStatus.Cancelled) },
  { key: 'frozen', params: { FreezeStatus: api.FreezeStatus.Frozen }, count: (c) => c.Frozen, staffOnly: true },
];

/**
 * Logistics orders of either side: the customer's own (also in the phone portal, as cards) or the
 * site's for staff. Where orders stand as tabs, a batch search of up to 200 order, tracking or
 * parcel numbers and the filters the fields allow, the order wizard ("ship goods", staff for a
 * customer), the detail, and each row's actions as its Actions allow.
 */
export function OrderListPage({ side }: { side: OrderSide }) {
  const { t } = useTranslation();
  const text = (key: string, params?: Record<string, unknown>) => t(`orders.${key}`, params);
  const calls = ORDER_CALLS[side];
  const staff = side === 'backstage';
  const keyPrefix = side === 'user' ? 'UserLogisticsOrder' : 'LogisticsOrder';
  const [tab, setTab] = useState('all');
  const [detailId, setDetailId] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const { actions, dialog } = useOrderActions(side);
  const documents = useOrderDocuments(side);
  const { modal } = App.useApp();
  const [filters, setFilters] = useState<Filters>({});
  const tabs = TABS.filter((tb) => staff || !tb.staffOnly);
  const counts = useQuery({
    queryKey: [staff ? api.getOrderStateCounts.path : api.getUserOrderStateCounts.path],
    queryFn: () => (staff ? callApi(api.getOrderStateCounts, {}, { silent: true }) : callApi(api.getUserOrderStateCounts, {}, { silent: true })),
  });
  // A submission or an action anywhere changes the counts too.
  useEffect(() => onDataChanged(() => void counts.refetch()), [counts]);
  const tabLabel = (tb: (typeof TABS)[number]) => (tb.count && counts.data ? text('tabCount', { name: text(tb.key), count: tb.count(counts.data) }) : text(tb.key));
  const tabParams = tabs.find((tb) => tb.key === tab)!.params;

  /** The report of what the list shows (its tab and filters); more than a report holds is refused before the file is made. */
  const exportReport = async () => {
    const query = { ...tabParams, ...omitEmpty(filters) };
    const { Total } = await callApi(calls.list, { ...query, index: 1, rows: Math.min(...PAGE_SIZES) });
    if (Total > api.ORDER_REPORT_MAX_ROWS) {
      modal.warning({ title: text('exportTooManyTitle'), content: text('exportTooMany', { count: Total, max: api.ORDER_REPORT_MAX_ROWS }) });
      return;
    }
    downloadFile(await (staff ? callApi(api.getOrderReport, query) : callApi(api.getUserOrderReport, query)));
  };
  const yesNo = [
    { value: true, label: text('yes') },
    { value: false, label: text('no') },
  ];

  return (
    <Card>
      <StateBar value={tab} onChange={setTab} items={tabs.map((tb) => ({ key: tb.key, label: tabLabel(tb) }))} />
      <QueryForm
        onQuery={setFilters}
        fields={[
          { kind: 'custom', name: 'Numbers', label: text('numbers'), render: () => <Input.TextArea autoSize={{ minRows: 1, maxRows: 6 }} placeholder={text('numbersHelp')} data-testid="batch-search" /> },
          { kind: 'custom', name: 'WarehouseId', label: text('warehouse'), render: () => <WarehouseSelect allowClear /> },
          { kind: 'text', name: 'Recipient', label: text('recipientSearch') },
          ...(staff ? [{ kind: 'text' as const, name: 'MemberNumber', label: text('memberNumber') }] : []),
          { kind: 'custom', name: 'CountryCode', label: text('country'), render: () => <CountrySelect />, extra: true },
          { kind: 'select', name: 'IsCod', label: text('cod'), options: yesNo, extra: true },
          ...(staff ? [{ kind: 'select' as const, name: 'CodStatus', label: text('codStatus'), options: Object.values(api.CodStatus).map((s) => ({ value: s, label: stateName('CodStatus', s) })), extra: true }] : []),
          { kind: 'select', name: 'PaymentStatus', label: text('payment'), options: api.ORDER_PAYMENT_STATUSES.map((s) => ({ value: s, label: stateName('PaymentStatus', s) })), extra: true },
          ...(staff
            ? [
                { kind: 'select' as const, name: 'PrintStatus', label: text('print'), options: Object.values(api.PrintStatus).map((s) => ({ value: s, label: stateName('PrintStatus', s) })), extra: true },
                { kind: 'select' as const, name: 'Source', label: text('source'), options: Object.values(api.OrderSource).map((s) => ({ value: s, label: inLanguage(api.ORDER_NAMES.source[s]) })), extra: true },
              ]
            : []),
          { kind: 'dateRange', label: text('createdAt'), extra: true },
        ]}
      />
      <DataTable
        call={calls.list}
        params={tabParams}
        filters={filters}
        selection={staff ? 'multiple' : undefined}
        rowKey="Id"
        storageKey={staff ? 'LogisticsOrdersIndex' : 'UserLogisticsOrdersIndex'}
        visibleActions={staff ? 3 : undefined}
        card={{ title: 'SerialNumber', tag: 'States', fields: ['Recipient', 'QuotationName', 'PieceCount', 'TotalAmount', 'Cod', 'TrackStatus', 'LatestTrack', 'CreationTime'], onOpen: (row) => setDetailId(row.Id) }}
        toolbar={[
          {
            key: 'create',
            label: staff ? text('createForCustomer') : text('create'),
            icon: <PlusOutlined />,
            primary: true,
            permission: `${keyPrefix}.Add`,
            onClick: () => setCreating(true),
          },
          ...documents.toolbar,
          { key: 'export', label: text('export'), icon: <DownloadOutlined />, permission: `${keyPrefix}.Export`, onClick: exportReport },
        ]}
        actions={[{ key: 'detail', label: text('detail'), onClick: (row: OrderRow) => setDetailId(row.Id) }, ...actions, ...documents.actions]}
        columns={[
          { dataIndex: 'SerialNumber', title: text('serialNumber'), width: 170, fixed: 'left', render: (n: string, row) => <a onClick={() => setDetailId(row.Id)}>{n}</a> },
          { key: 'States', title: text('orderStatus'), width: 200, render: (_: never, row) => <OrderStateTags row={row} /> },
          ...(staff ? [{ key: 'Customer', title: text('customer'), width: 150, render: (_: never, r: OrderRow) => `${r.UserName} · ${r.MemberNumber}` }] : []),
          { key: 'Recipient', title: text('recipient'), width: 170, ellipsis: true, render: (_: never, r) => `${r.RecipientName} · ${r.RecipientCountryCode}` },
          { dataIndex: 'QuotationName', title: text('quotation'), width: 150, ellipsis: true },
          { dataIndex: 'CarrierName', title: text('carrier'), width: 110, ellipsis: true },
          { dataIndex: 'CarrierNo', title: text('carrierNo'), width: 150, render: (n: string) => n || '-' },
          { dataIndex: 'WarehouseName', title: text('warehouse'), width: 110, ellipsis: true },
          { dataIndex: 'PieceCount', title: text('pieces'), width: 70, align: 'right' },
          { dataIndex: 'FareWeight', title: text('fareWeight'), width: 110, align: 'right' },
          { dataIndex: 'TotalAmount', title: text('total'), width: 120, align: 'right', render: (v: string, r) => money(v, r.CurrencyCode) },
          { key: 'Cod', title: text('codStatus'), width: 170, render: (_: never, r) => (r.IsCod ? <CodCell row={r} /> : '-') },
          { dataIndex: 'TrackStatus', title: text('trackStatus'), width: 110, render: (s: api.TrackStatus) => <Tag color={TRACK_COLORS[s]}>{inLanguage(api.TRACK_STATUS_NAMES[s])}</Tag> },
          { dataIndex: 'LatestTrack', title: text('latestTrack'), width: 200, ellipsis: true, render: (v: string, r) => (v ? `${v} · ${time(r.LatestTrackTime)}` : '-') },
          { dataIndex: 'CreationTime', title: text('createdAt'), width: 160, render: time },
        ]}
      />
      {creating && (
        // The wizard's own buttons move and submit it; closing the drawer asks before a half-filled order is dropped.
        <FormDialog drawer ownForms width={1000} title={staff ? text('createForCustomer') : text('create')} onClose={() => setCreating(false)}>
          <OrderWizard side={side} onDone={() => setCreating(false)} />
        </FormDialog>
      )}
      <OrderDetail side={side} id={detailId} onClose={() => setDetailId(null)} />
      {dialog}
      {documents.dialog}
    </Card>
  );
}
