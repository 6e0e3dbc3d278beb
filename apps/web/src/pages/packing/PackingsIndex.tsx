import { packing as api } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Drawer, Empty, Flex, Image, Modal, Spin, Table, Tag, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { callApi, type RowOf } from '../../api/client.ts';
import { WarehouseSelect } from '../../components/pickers/WarehouseSelect.tsx';
import { UserPicker } from '../../components/pickers/pickers.tsx';
import { pickedId } from '../../components/query/queryRules.ts';
import { DataTable } from '../../components/table/DataTable.tsx';
import { fileUrl } from '../../components/media/fileUrl.ts';
import { time } from '../../lib/contractWords.ts';
import { ReopenForm } from './PackEdit.tsx';
import { actionName, billingName, money, OrderStateTag, useLabel } from './packingWords.tsx';

type PackingRow = RowOf<typeof api.getPackings>;

/** Staff's "packing": packed orders with their boxes, weights, photos, who packed them and when; a row opens its boxes and history, and reopens it before departure. */
export default function PackingsIndex() {
  const label = useLabel();
  const [open, setOpen] = useState<number | null>(null);
  const [reopening, setReopening] = useState<PackingRow | null>(null);
  return (
    <Card>
      <DataTable
        call={api.getPackings}
        rowKey="Id"
        storageKey="PackingsIndex"
        fields={[
          { kind: 'text', name: 'Numbers', label: label('numbers') },
          { kind: 'custom', name: 'WarehouseId', label: label('warehouse'), render: () => <WarehouseSelect allowClear /> },
          { kind: 'custom', name: 'UserId', label: label('customer'), render: () => <UserPicker accountType={2} />, sent: pickedId },
          { kind: 'dateRange', label: label('packedAt'), names: ['PackedFrom', 'PackedTo'] },
        ]}
        actions={[
          { key: 'detail', label: label('boxesTitle'), onClick: (row) => setOpen(row.Id) },
          { key: 'reopen', label: label('reopen'), permission: 'Pack.Reopen', hidden: (row) => !row.Actions.includes('ReopenPacking'), onClick: (row) => setReopening(row) },
        ]}
        card={{ title: 'SerialNumber', fields: ['UserName', 'BoxCount', 'BillingWeight', 'PackedTime'] }}
        columns={[
          { dataIndex: 'SerialNumber', title: label('orderNumber'), width: 180, fixed: 'left', render: (n: string, row) => <a onClick={() => setOpen(row.Id)}>{n}</a> },
          { dataIndex: 'CarrierNo', title: label('carrierNo'), width: 160 },
          { dataIndex: 'UserName', title: label('customer'), width: 140, render: (n: string, row) => `${n} · ${row.MemberNumber}` },
          { dataIndex: 'WarehouseName', title: label('warehouse'), width: 120 },
          { dataIndex: 'BoxCount', title: label('boxes'), width: 80, align: 'right' },
          { dataIndex: 'Weight', title: label('weight'), width: 100, align: 'right' },
          { dataIndex: 'VolumeWeight', title: label('volumeWeight'), width: 110, align: 'right' },
          { dataIndex: 'BillingWeight', title: label('billingWeight'), width: 110, align: 'right' },
          { dataIndex: 'TotalAfter', title: label('totalAfter'), width: 130, align: 'right', render: (v: string, row) => money(v, row.CurrencyCode) },
          { dataIndex: 'Billing', title: label('billing'), width: 220, render: (b: number) => billingName(b) },
          { dataIndex: 'PhotoCount', title: label('photos'), width: 80, align: 'right' },
          { dataIndex: 'OrderStatus', title: label('state'), width: 110, render: (s: number, row) => (row.PackingLocked ? <Tag color="red">{label('locked')}</Tag> : <OrderStateTag state={s} />) },
          { dataIndex: 'PackedBy', title: label('packedBy'), width: 120 },
          { dataIndex: 'PackedTime', title: label('packedAt'), width: 170, render: time },
        ]}
      />
      <PackingDrawer id={open} onClose={() => setOpen(null)} />
      <Modal open={reopening !== null} title={label('reopenTitle', { number: reopening?.SerialNumber ?? '' })} onCancel={() => setReopening(null)} footer={null} destroyOnHidden>
        {reopening && <ReopenForm orderId={reopening.OrderId} onDone={() => setReopening(null)} />}
      </Modal>
    </Card>
  );
}

/** One packing: its figures, each box with its size and photos, and the order's packing history. */
function PackingDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const label = useLabel();
  const detail = useQuery({ queryKey: [api.getPackingById.path, id], queryFn: () => callApi(api.getPackingById, { Id: id! }), enabled: id !== null });
  const p = detail.data;
  return (
    <Drawer open={id !== null} onClose={onClose} size={Math.min(860, window.innerWidth)} title={p ? label('detail', { number: p.SerialNumber }) : ''} destroyOnHidden>
      {detail.isPending ? (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      ) : !p ? (
        <Alert type="error" showIcon title={label('notPacked')} />
      ) : (
        <Flex vertical gap={16} data-testid="packing-detail">
          <Descriptions size="small" bordered column={{ xs: 1, sm: 2 }}>
            <Descriptions.Item label={label('customer')}>{`${p.UserName} · ${p.MemberNumber}`}</Descriptions.Item>
            <Descriptions.Item label={label('warehouse')}>{p.WarehouseName}</Descriptions.Item>
            <Descriptions.Item label={label('weight')}>{`${p.Weight} kg`}</Descriptions.Item>
            <Descriptions.Item label={label('billingWeight')}>{`${p.BillingWeight} kg`}</Descriptions.Item>
            <Descriptions.Item label={label('totalBefore')}>{money(p.TotalBefore, p.CurrencyCode)}</Descriptions.Item>
            <Descriptions.Item label={label('totalAfter')}>{money(p.TotalAfter, p.CurrencyCode)}</Descriptions.Item>
            <Descriptions.Item label={label('billing')}>{billingName(p.Billing)}</Descriptions.Item>
            <Descriptions.Item label={label('billNumber')}>{p.BillSerialNumber || '-'}</Descriptions.Item>
            <Descriptions.Item label={label('packedBy')}>{p.PackedBy}</Descriptions.Item>
            <Descriptions.Item label={label('packedAt')}>{time(p.PackedTime)}</Descriptions.Item>
          </Descriptions>
          <Table
            size="small"
            rowKey={(_, i) => String(i)}
            pagination={false}
            dataSource={p.Boxes}
            scroll={{ x: 640 }}
            columns={[
              { key: 'n', title: '#', width: 50, render: (_: unknown, _b, i) => i + 1 },
              { dataIndex: 'Weight', title: label('weight'), width: 90, align: 'right' },
              { key: 'size', title: label('size'), width: 150, render: (_: unknown, b) => `${b.Length} × ${b.Width} × ${b.Height}` },
              { dataIndex: 'VolumeWeight', title: label('volumeWeight'), width: 110, align: 'right' },
              {
                dataIndex: 'Photos',
                title: label('photos'),
                render: (photos: string[]) => (
                  <Image.PreviewGroup>
                    <Flex gap={4} wrap>
                      {photos.map((src) => (
                        <Image key={src} src={fileUrl(src)} width={48} height={48} style={{ objectFit: 'cover' }} />
                      ))}
                    </Flex>
                  </Image.PreviewGroup>
                ),
              },
            ]}
          />
          <Typography.Title level={5}>{label('history')}</Typography.Title>
          {p.History.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
          ) : (
            <Timeline
              items={p.History.map((h, i) => ({
                key: i,
                children: (
                  <>
                    <Typography.Text strong>{actionName(h.Action)}</Typography.Text>
                    <div>
                      <Typography.Text type="secondary">{`${time(h.CreationTime)} · ${h.ActorName}`}</Typography.Text>
                    </div>
                    {typeof h.Details.Reason === 'string' && <div>{`${label('reason')}: ${h.Details.Reason}`}</div>}
                  </>
                ),
              }))}
            />
          )}
        </Flex>
      )}
    </Drawer>
  );
}
