import { transportShifts as api, type Texts } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Empty, Flex, Spin, Table, Timeline, Typography } from 'antd';
import { callApi } from '../../api/client.ts';
import { alone, inLanguage, time } from '../../lib/contractWords.ts';
import { BagStateTag, WeighedTag, useLabel } from './shiftParts.tsx';

const actionName = (action: string) => alone(inLanguage((api.bagLifecycle.names.actions as Record<string, Texts | undefined>)[action]));

/** The orders of a bag (or of a search): customer, weight, largest box, customs clearance number. */
export function BagOrdersTable({ rows, withBag = false }: { rows: readonly api.BagOrderRow[]; withBag?: boolean }) {
  const label = useLabel();
  return (
    <Table
      size="small"
      rowKey="Id"
      dataSource={[...rows]}
      pagination={false}
      scroll={{ x: 900 }}
      data-testid="bag-orders"
      columns={[
        { dataIndex: 'SerialNumber', title: label('orderNumber'), width: 170 },
        { dataIndex: 'CarrierNo', title: label('carrierNo'), width: 160 },
        { dataIndex: 'UserName', title: label('customer'), width: 140, render: (n: string, r) => `${n} · ${r.MemberNumber}` },
        ...(withBag ? [{ dataIndex: 'BagNumber', title: label('bagNumber'), width: 140 }] : []),
        { dataIndex: 'Weight', title: label('weight'), width: 100, align: 'right' as const },
        { key: 'size', title: label('size'), width: 140, render: (_: unknown, r: api.BagOrderRow) => `${r.Length} × ${r.Width} × ${r.Height}` },
        { dataIndex: 'CustomsClearanceNumber', title: label('customsNumber'), width: 160 },
        { dataIndex: 'BaggedBy', title: label('baggedBy'), width: 110 },
        { dataIndex: 'BaggedTime', title: label('baggedTime'), width: 170, render: time },
      ]}
    />
  );
}

/** One bag: its figures, its orders and its history. */
export function BagDetail({ id }: { id: number }) {
  const label = useLabel();
  const detail = useQuery({ queryKey: [api.getBagById.path, id], queryFn: () => callApi(api.getBagById, { Id: id }) });
  const b = detail.data;
  if (detail.isPending) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (!b) return <Alert type="error" showIcon title={label('noBag')} />;
  return (
    <Flex vertical gap={16} data-testid="bag-detail">
      <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 3 }}>
        <Descriptions.Item label={label('bagNumber')}>
          <Typography.Text strong>{b.BagNumber}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={label('status')}>
          <BagStateTag state={b.Status} />
        </Descriptions.Item>
        <Descriptions.Item label={label('shift')}>{`${b.ShiftName} · ${b.ShiftSerialNumber}`}</Descriptions.Item>
        <Descriptions.Item label={label('orders')}>{b.OrderCount}</Descriptions.Item>
        <Descriptions.Item label={label('weight')}>{b.Weight}</Descriptions.Item>
        <Descriptions.Item label={label('weighed')}>
          <WeighedTag weighed={b.Weighed} /> {b.Weighed ? `${b.WeighedWeight} kg` : ''}
        </Descriptions.Item>
      </Descriptions>
      <BagOrdersTable rows={b.Orders} />
      <Typography.Title level={5}>{label('history')}</Typography.Title>
      {b.History.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Timeline
          items={b.History.map((h, i) => ({
            key: i,
            children: (
              <>
                <Typography.Text strong>{actionName(h.Action)}</Typography.Text>
                {typeof h.Details.SerialNumber === 'string' && <Typography.Text>{` ${h.Details.SerialNumber}`}</Typography.Text>}
                <div>
                  <Typography.Text type="secondary">{`${time(h.CreationTime)} · ${h.ActorName}`}</Typography.Text>
                </div>
              </>
            ),
          }))}
        />
      )}
    </Flex>
  );
}
