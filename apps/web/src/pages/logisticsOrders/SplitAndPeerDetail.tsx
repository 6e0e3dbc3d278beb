import type { logisticsOrders as api, ResponseOf } from '@lbo/contracts';
import { Descriptions, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { time } from './orderWords.tsx';
import './texts.ts';

type Detail = ResponseOf<typeof api.getOrderById>;

/** A peer order's number and the pieces handed over (its goods are no parcels of ours), under the detail's "what is shipped". */
export function PeerPieces({ order }: { order: Detail }) {
  const { t } = useTranslation();
  const text = (key: string) => t(`splitPeer.${key}`);
  if (order.Pieces.length === 0) return null;
  return (
    <div data-testid="order-peer-pieces">
      {order.PeerNumber && <Typography.Paragraph>{`${text('peerNumber')}: ${order.PeerNumber}`}</Typography.Paragraph>}
      <Table
        size="small"
        rowKey={(_, at) => String(at)}
        pagination={false}
        dataSource={order.Pieces}
        scroll={{ x: 480 }}
        title={() => text('peerPieces')}
        columns={[
          { dataIndex: 'Name', title: text('pieceName'), render: (name: string) => name || '-' },
          { dataIndex: 'Quantity', title: text('quantity'), width: 96, align: 'right' },
          { dataIndex: 'WeightKg', title: text('weightKg'), width: 140, align: 'right' },
          { key: 'size', title: text('size'), width: 150, render: (_: unknown, p: Detail['Pieces'][number]) => `${p.LengthCm} × ${p.WidthCm} × ${p.HeightCm}` },
        ]}
      />
    </div>
  );
}

/** The order it was split from, the orders split off it and the number change records; nothing for an order never split. */
export function SplitData({ order }: { order: Detail }) {
  const { t } = useTranslation();
  const text = (key: string) => t(`splitPeer.${key}`);
  if (order.SplitFrom === null && order.SplitInto.length === 0 && order.NumberChanges.length === 0) return null;
  return (
    <section data-testid="order-split-data">
      <Typography.Title level={5}>{text('splitData')}</Typography.Title>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          ...(order.SplitFrom ? [{ key: 'from', label: text('splitFrom'), children: order.SplitFrom.SerialNumber }] : []),
          ...(order.SplitInto.length > 0 ? [{ key: 'into', label: text('splitInto'), children: order.SplitInto.map((o) => o.SerialNumber).join(', ') }] : []),
        ]}
      />
      <Table
        size="small"
        rowKey="Id"
        pagination={false}
        dataSource={order.NumberChanges}
        scroll={{ x: 560 }}
        style={{ marginTop: 12 }}
        title={() => text('numberChanges')}
        locale={{ emptyText: text('noChanges') }}
        columns={[
          { dataIndex: 'OldNumber', title: text('oldNumber'), width: 170 },
          { dataIndex: 'NewNumber', title: text('newNumber'), width: 170 },
          { dataIndex: 'Reason', title: text('reason'), ellipsis: true },
          // Customers are told no staff member's name: the column is staff's.
          ...(order.NumberChanges.some((c) => c.OperatorName) ? [{ dataIndex: 'OperatorName', title: text('by'), width: 120 }] : []),
          { dataIndex: 'CreationTime', title: text('time'), width: 170, render: time },
        ]}
      />
    </section>
  );
}
