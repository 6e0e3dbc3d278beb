import { logisticsOrders as api, ORDER_CALLS, type OrderSide, type Texts } from '@lbo/contracts';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Drawer, Empty, Flex, Spin, Table, Tag, Timeline, Typography } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { onDataChanged } from '../../api/dataChanged.ts';
import { usePermission } from '../../components/usePermission.ts';
import { inLanguage } from '../../lib/contractWords.ts';
import { Charges } from './Charges.tsx';
import { OrderBoxes } from './OrderBoxes.tsx';
import { PeerPieces, SplitData } from './SplitAndPeerDetail.tsx';
import { useOrderActions } from './orderActions.tsx';
import { useOrderDocuments } from './orderDocuments.tsx';
import { actionName, AxisTag, CodCell, money, OrderStateTags, stateName, time } from './orderWords.tsx';
import './texts.ts';

type Detail = api.OrderDetail;
/** The order's states once packed: the customer sees its boxes. */
const PACKED: number[] = [api.OrderStatus.Packed, api.OrderStatus.Outbound, api.OrderStatus.Delivered];
const ACTOR_WORDS = { You: 'orders.byYou', Customer: 'orders.byYou', Warehouse: 'orders.byWarehouse', System: 'orders.system' } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Typography.Title level={5}>{title}</Typography.Title>
      {children}
    </section>
  );
}

/**
 * One order: where it stands on each axis, what it ships (parcels, commodities), to whom, what was
 * declared, the accepted price breakdown, its bills, tracks and update logs; and the buttons of
 * the actions it offers the caller now.
 */
export function OrderDetail({ side, id, onClose }: { side: OrderSide; id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const text = (key: string, params?: Record<string, unknown>) => t(`orders.${key}`, params);
  const may = usePermission();
  // Only the detail call: the page-calls generator counts a whole object of calls as made here.
  const detailCall = ORDER_CALLS[side].detail;
  const { actions, dialog } = useOrderActions(side);
  const documents = useOrderDocuments(side);
  const staff = side === 'backstage';
  const detail = useQuery({ queryKey: [detailCall.path, id], queryFn: () => callApi(detailCall, { Id: id! }), enabled: id !== null });
  const prints = useQuery({ queryKey: [api.getPrintLogs.path, id], queryFn: () => callApi(api.getPrintLogs, { Id: id! }, { silent: true }), enabled: staff && id !== null });
  const { refetch } = detail;
  const refetchPrints = prints.refetch;
  // An explicit refetch runs even while the query is disabled: only an open order is read again.
  useEffect(
    () =>
      onDataChanged(() => {
        if (id === null) return;
        void refetch();
        if (staff) void refetchPrints();
      }),
    [refetch, refetchPrints, id, staff],
  );
  const order = detail.data;
  const offered = order ? [...actions, ...documents.actions].filter((a) => !a.hidden?.(order) && (!a.permission || may(a.permission))) : [];
  const r = order?.Recipient;

  return (
    <Drawer open={id !== null} onClose={onClose} title={order ? text('detailTitle', { number: order.SerialNumber }) : text('detail')} size="large" styles={{ wrapper: { maxWidth: '100vw', width: 1000 } }}>
      {id === null ? null : detail.isPending ? (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      ) : detail.isError || !order || !r ? (
        <Alert type="error" showIcon title={text('loadFailed')} action={<Button onClick={() => void refetch()}>{t('app.retry')}</Button>} />
      ) : (
        <Flex vertical gap={24} data-testid="order-detail">
          {offered.length > 0 && (
            <Flex gap={8} wrap data-testid="order-detail-actions">
              {offered.map((a) => (
                <Button key={a.key} danger={a.danger} type={a.key === 'Approve' || a.key === 'GenerateBill' ? 'primary' : 'default'} onClick={() => void a.onClick(order)}>
                  {a.label}
                </Button>
              ))}
            </Flex>
          )}
          {order.RejectReason && order.ApprovalStatus === api.ApprovalStatus.Rejected && <Alert type="error" showIcon title={`${text('rejectReason')}: ${order.RejectReason}`} />}
          {order.FreezeStatus === api.FreezeStatus.Frozen && <Alert type="warning" showIcon title={`${stateName('FreezeStatus', order.FreezeStatus)}${order.FreezeReason ? `: ${order.FreezeReason}` : ''}`} />}
          <Descriptions
            column={{ xs: 1, sm: 2, lg: 3 }}
            size="small"
            bordered
            items={[
              { key: 'state', label: text('orderStatus'), children: <OrderStateTags row={order} />, span: 'filled' as const },
              { key: 'print', label: text('print'), children: <AxisTag axis="PrintStatus" state={order.PrintStatus} /> },
              ...(side === 'backstage' ? [{ key: 'customer', label: text('customer'), children: `${order.UserName} · ${order.MemberNumber}` }] : []),
              { key: 'source', label: text('source'), children: inLanguage(api.ORDER_NAMES.source[order.Source as api.OrderSource]) },
              { key: 'warehouse', label: text('warehouse'), children: order.WarehouseName },
              { key: 'route', label: text('quotation'), children: [order.QuotationName, order.TypeOfShippingName].filter(Boolean).join(' · ') },
              { key: 'carrier', label: text('carrier'), children: order.CarrierName },
              { key: 'carrierNo', label: text('carrierNo'), children: order.CarrierNo || '-' },
              ...(order.CustomsClearanceNumber ? [{ key: 'customsNumber', label: text('customsNumber'), children: order.CustomsClearanceNumber }] : []),
              { key: 'cargo', label: text('cargoType'), children: order.CargoTypeName || '-' },
              { key: 'pieces', label: text('pieces'), children: text('piecesOfParcels', { pieces: order.PieceCount, parcels: order.PackageCount }) },
              { key: 'weight', label: text('weight'), children: order.Weight },
              { key: 'volume', label: text('volumeWeight'), children: order.VolumeWeight },
              { key: 'fare', label: text('fareWeight'), children: order.FareWeight },
              { key: 'total', label: text('total'), children: <Typography.Text strong>{money(order.TotalAmount, order.CurrencyCode)}</Typography.Text> },
              { key: 'created', label: text('createdAt'), children: time(order.CreationTime) },
              { key: 'approved', label: text('approvedAt'), children: time(order.ApprovalTime) },
              ...(order.CancelReason ? [{ key: 'cancelReason', label: text('cancelReason'), children: order.CancelReason }] : []),
              { key: 'remarks', label: text('remarks'), children: order.Remarks || '-', span: 'filled' as const },
            ]}
          />
          <Section title={text('recipient')}>
            <Descriptions
              column={{ xs: 1, sm: 2 }}
              size="small"
              bordered
              items={[
                { key: 'name', label: text('recipient'), children: r.RecipientName },
                { key: 'phone', label: text('phone'), children: [`+${r.PhoneCode} ${r.Phone}`, r.Tel].filter(Boolean).join(' · ') },
                { key: 'address', label: text('address'), children: r.SelfPickupAddress ? text('selfPickup', { address: r.SelfPickupAddress }) : [r.RegionName, r.DetailedAddress, r.MailboxCode].filter(Boolean).join(' '), span: 'filled' as const },
                ...(r.IdentityNumber ? [{ key: 'id', label: text('idNumber'), children: r.IdentityNumber }] : []),
              ]}
            />
          </Section>
          <Section title={text('contents')}>
            {order.Packages.length > 0 && (
              <Table
                size="small"
                rowKey="PackageId"
                pagination={false}
                dataSource={order.Packages}
                scroll={{ x: 560 }}
                columns={[
                  { dataIndex: 'CourierNumber', title: text('courierNumber'), width: 170 },
                  { dataIndex: 'ProductName', title: text('productName'), ellipsis: true },
                  { dataIndex: 'Quantity', title: text('quantity'), width: 96, align: 'right' },
                  { dataIndex: 'Weight', title: text('weight'), width: 100, align: 'right' },
                  { key: 'size', title: text('size'), width: 130, render: (_: unknown, p: Detail['Packages'][number]) => `${p.Length} × ${p.Width} × ${p.Height}` },
                  { dataIndex: 'ShelfCode', title: text('shelf'), width: 90 },
                ]}
              />
            )}
            {order.Commodities.length > 0 && (
              <Table
                size="small"
                rowKey="CommodityId"
                pagination={false}
                dataSource={order.Commodities}
                scroll={{ x: 480 }}
                style={{ marginTop: 12 }}
                columns={[
                  { dataIndex: 'CommodityCode', title: text('commodity'), render: (code: string, c: Detail['Commodities'][number]) => `${code} · ${c.CommodityName}` },
                  { dataIndex: 'CommoditySku', title: text('sku'), width: 130 },
                  { dataIndex: 'Quantity', title: text('quantity'), width: 96, align: 'right' },
                  { dataIndex: 'Weight', title: text('weight'), width: 100, align: 'right' },
                ]}
              />
            )}
            <PeerPieces order={order} />
          </Section>
          <SplitData order={order} />
          <Section title={text('declaration')}>
            <Table
              size="small"
              rowKey={(_, i) => String(i)}
              pagination={false}
              dataSource={order.Goods}
              scroll={{ x: 480 }}
              columns={[
                { dataIndex: 'Name', title: text('goodsName') },
                { dataIndex: 'Quantity', title: text('quantity'), width: 96, align: 'right' },
                { dataIndex: 'UnitValue', title: text('unitValue'), width: 120, align: 'right', render: (v: string, g: { CurrencyCode?: string }) => money(v, g.CurrencyCode ?? '') },
              ]}
            />
            <Descriptions
              style={{ marginTop: 12 }}
              column={{ xs: 1, sm: 2 }}
              size="small"
              items={[
                { key: 'declared', label: text('declaredValue'), children: money(order.DeclaredPrice, order.DeclaredCurrency) },
                { key: 'cod', label: text('cod'), children: order.IsCod ? <CodCell row={order} /> : text('no') },
                { key: 'declarant', label: text('declarant'), children: order.Declarant ? `${order.Declarant.Contacts} · ${order.Declarant.Phone}` : text('none') },
                ...(order.ValueAddedServices.length > 0 ? [{ key: 'services', label: text('services'), children: order.ValueAddedServices.map((s) => s.Name).join('、') }] : []),
              ]}
            />
          </Section>
          {!staff && PACKED.includes(order.OrderStatus) && (
            <Section title={text('packed.boxesTitle')}>
              <OrderBoxes orderId={order.Id} />
            </Section>
          )}
          <Section title={text('breakdown')}>
            <Charges items={order.Charges} currency={order.CurrencyCode} total={order.TotalAmount} />
          </Section>
          <Section title={text('bills')}>
            {order.Bills.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text('noBills')} />
            ) : (
              <Table
                size="small"
                rowKey="Id"
                pagination={false}
                dataSource={order.Bills}
                scroll={{ x: 560 }}
                columns={[
                  { dataIndex: 'SerialNumber', title: text('billNumber'), width: 180 },
                  { dataIndex: 'BillType', title: text('billType'), width: 120, render: (v: number) => inLanguage(api.ORDER_NAMES.billType[v as api.BillType]) },
                  { dataIndex: 'TotalAmount', title: text('amount'), width: 130, align: 'right', render: (v: string, b: api.BillRow) => money(v, b.CurrencyCode) },
                  { dataIndex: 'PaymentStatus', title: text('billState'), width: 110, render: (s: number) => <Tag>{inLanguage((api.billLifecycle.names.states as Record<number, Texts>)[s])}</Tag> },
                  { dataIndex: 'CreationTime', title: text('createdAt'), width: 170, render: time },
                ]}
              />
            )}
          </Section>
          <Section title={text('tracks')}>
            {order.Tracks.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text('noTracks')} />
            ) : (
              <Timeline
                items={order.Tracks.map((track) => ({
                  key: track.Id,
                  children: (
                    <>
                      <Typography.Text strong>{track.Text}</Typography.Text>
                      <div>
                        <Typography.Text type="secondary">{[time(track.TrackTime), track.Place].filter(Boolean).join(' · ')}</Typography.Text>
                      </div>
                    </>
                  ),
                }))}
              />
            )}
          </Section>
          {staff && (
            <Section title={text('printLogs')}>
              <PrintLogs logs={prints} />
            </Section>
          )}
          <Section title={text('history')}>
            <History history={order.History} />
          </Section>
        </Flex>
      )}
      {dialog}
      {documents.dialog}
    </Drawer>
  );
}

/** Spec: who printed the order's face sheet, when, with which carrier number, first print or reprint. */
function PrintLogs({ logs }: { logs: UseQueryResult<api.PrintLogRow[]> }) {
  const { t } = useTranslation();
  const text = (key: string) => t(`orders.${key}`);
  if (logs.isError) return <Alert type="error" showIcon title={text('loadFailed')} action={<Button onClick={() => void logs.refetch()}>{t('app.retry')}</Button>} />;
  return (
    <Table
      size="small"
      rowKey="Id"
      pagination={false}
      loading={logs.isPending}
      dataSource={logs.data ?? []}
      scroll={{ x: 560 }}
      data-testid="print-logs"
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text('noPrints')} /> }}
      columns={[
        { dataIndex: 'CreationTime', title: text('printedAt'), width: 170, render: time },
        { dataIndex: 'PrinterName', title: text('printedBy'), width: 140 },
        { dataIndex: 'CarrierNo', title: text('carrierNo'), width: 170 },
        { dataIndex: 'Reprint', title: text('printKind'), width: 110, render: (again: boolean) => (again ? <Tag color="orange">{text('reprinted')}</Tag> : <Tag>{text('firstPrint')}</Tag>) },
      ]}
    />
  );
}

/** The recorded details an update log shows, with the word of each. */
const DETAIL_WORDS: Record<string, string> = { Reason: 'reason', Track: 'trackText', TrackTime: 'trackTime', Place: 'place', QuotationName: 'quotation', TotalAmount: 'total', BillNumber: 'billNumber', Packages: 'parcelCount', TransferPlan: 'transferPlan', FromWarehouse: 'fromWarehouse', ToWarehouse: 'toWarehouse' };

/** The update logs: each action with who took it, when, the state it moved (on its own axis) and what it recorded. */
function History({ history }: { history: Detail['History'] }) {
  const { t } = useTranslation();
  if (history.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Timeline
      items={history.map((h, i) => {
        const axis = (api.AXIS_OF_ACTION as Record<string, api.OrderAxis | undefined>)[h.Action];
        const moved = axis && h.ToState !== null && h.FromState !== h.ToState ? `${h.FromState === null ? '' : `${stateName(axis, h.FromState)} → `}${stateName(axis, h.ToState)}` : '';
        // What a person reads of the record, in their words: the columns' before/after (camelCase) and the order's own number are the server's bookkeeping.
        const details = Object.entries(h.Details)
          .filter(([k, v]) => k in DETAIL_WORDS && v !== null && v !== '' && (typeof v !== 'object' || (Array.isArray(v) && v.length > 0)))
          .map(([k, v]) => `${t(`orders.${DETAIL_WORDS[k]}`)}: ${k === 'TotalAmount' && typeof h.Details.CurrencyCode === 'string' ? money(String(v), h.Details.CurrencyCode) : Array.isArray(v) ? v.join(', ') : String(v)}`);
        return {
          key: i,
          children: (
            <>
              <Typography.Text strong>{actionName(h.Action)}</Typography.Text>
              {moved && <Typography.Text type="secondary"> · {moved}</Typography.Text>}
              <div>
                <Typography.Text type="secondary">
                  {time(h.CreationTime)} · {t('orders.by', { name: h.ActorName || t(ACTOR_WORDS[h.ActorKind]) })}
                </Typography.Text>
              </div>
              {details.length > 0 && <div>{details.join('；')}</div>}
            </>
          ),
        };
      })}
    />
  );
}
