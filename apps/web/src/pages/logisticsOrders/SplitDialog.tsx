import { logisticsOrders as api, type RequestOf, type ResponseOf } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Form, Input, InputNumber, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { useCallMutation } from '../../api/useCallMutation.ts';
import { FormDialog } from '../../components/form/FormDialog.tsx';
import { FormItem } from '../../components/form/FormItem.tsx';
import { rules } from '../../lib/formRules.ts';
import { money } from './orderWords.tsx';
import './texts.ts';

type Detail = ResponseOf<typeof api.getOrderById>;
interface Values {
  DeclaredPrice?: string;
  Reason?: string;
}

/**
 * Staff split an order (the row's `Split` action): they tick the parcels and set the commodity and
 * piece quantities that go to a new order, its declared value and why; the server prices both
 * orders again and answers them.
 */
export function SplitDialog({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const text = (key: string, params?: Record<string, unknown>) => t(`splitPeer.${key}`, params);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const detail = useQuery({ queryKey: [api.getOrderById.path, orderId], queryFn: () => callApi(api.getOrderById, { Id: orderId }) });
  const [packageIds, setPackageIds] = useState<number[]>([]);
  const [commodities, setCommodities] = useState<Record<number, number>>({});
  const [pieces, setPieces] = useState<Record<number, number>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const order = detail.data;

  const moving = (order: Detail) => ({
    PackageIds: packageIds,
    Commodities: order.Commodities.filter((c) => (commodities[c.CommodityId] ?? 0) > 0).map((c) => ({ CommodityId: c.CommodityId, Quantity: commodities[c.CommodityId]! })),
    Pieces: order.Pieces.flatMap((p, Line) => ((pieces[Line] ?? 0) > 0 ? [{ Line, Quantity: pieces[Line]! }] : [])),
  });
  const send = useCallMutation((body: RequestOf<typeof api.splitOrder>) => callApi(api.splitOrder, body), {
    onSuccess: ({ Original, Split }) => {
      void message.success(text('splitDone', { number: Split.SerialNumber, total: Split.TotalAmount, currency: Split.CurrencyCode, rest: Original.TotalAmount }));
      onClose();
    },
  });

  const save = (v: Values) => {
    if (!order) return;
    const body = moving(order);
    const count = body.PackageIds.length + body.Commodities.length + body.Pieces.length;
    const all =
      body.PackageIds.length === order.Packages.length &&
      order.Commodities.every((c) => commodities[c.CommodityId] === c.Quantity) &&
      order.Pieces.every((p, at) => pieces[at] === p.Quantity);
    // The server refuses both too; said here before the round trip.
    if (count === 0) return setProblem(text('chooseSomething'));
    if (all) return setProblem(text('keepSomething'));
    setProblem(null);
    send.mutate({ Id: order.Id, ...body, DeclaredPrice: v.DeclaredPrice || '0', Reason: v.Reason ?? '' });
  };
  const quantity = (max: number, value: number | undefined, set: (n: number) => void) => (
    <InputNumber min={0} max={max} precision={0} value={value ?? 0} onChange={(n) => set(n ?? 0)} style={{ width: 96 }} />
  );

  return (
    <FormDialog<Values>
      form={form}
      name="orderSplit"
      drawer
      width={820}
      title={order ? text('splitTitle', { number: order.SerialNumber }) : text('split')}
      loading={detail.isPending}
      onClose={onClose}
      onFinish={save}
      okText={text('split')}
      pending={send.isPending}
      changed={packageIds.length > 0 || Object.values(commodities).some(Boolean) || Object.values(pieces).some(Boolean)}
      formProps={{ 'data-testid': 'order-split-form' }}
    >
      {order && (
        <>
          <Typography.Paragraph type="secondary">{text('splitHelp')}</Typography.Paragraph>
          {order.Packages.length > 0 && (
            <>
              <Typography.Title level={5}>{text('parcels')}</Typography.Title>
              <Table
                size="small"
                rowKey="PackageId"
                pagination={false}
                dataSource={order.Packages}
                scroll={{ x: 480 }}
                rowSelection={{ selectedRowKeys: packageIds, onChange: (keys) => setPackageIds(keys as number[]) }}
                columns={[
                  { dataIndex: 'CourierNumber', title: text('courierNumber'), width: 180 },
                  { dataIndex: 'ProductName', title: text('goods'), ellipsis: true },
                  { dataIndex: 'Weight', title: text('weight'), width: 110, align: 'right' },
                  { key: 'size', title: text('size'), width: 140, render: (_: unknown, p: Detail['Packages'][number]) => `${p.Length} × ${p.Width} × ${p.Height}` },
                ]}
              />
            </>
          )}
          {order.Commodities.length > 0 && (
            <>
              <Typography.Title level={5} style={{ marginTop: 16 }}>
                {text('commodities')}
              </Typography.Title>
              <Table
                size="small"
                rowKey="CommodityId"
                pagination={false}
                dataSource={order.Commodities}
                scroll={{ x: 480 }}
                columns={[
                  { dataIndex: 'CommoditySku', title: text('commodity'), render: (sku: string, c: Detail['Commodities'][number]) => `${sku} · ${c.CommodityName}` },
                  { dataIndex: 'Quantity', title: text('inOrder'), width: 100, align: 'right' },
                  { key: 'move', title: text('toMove'), width: 130, render: (_: unknown, c: Detail['Commodities'][number]) => quantity(c.Quantity, commodities[c.CommodityId], (n) => setCommodities({ ...commodities, [c.CommodityId]: n })) },
                ]}
              />
            </>
          )}
          {order.Pieces.length > 0 && (
            <>
              <Typography.Title level={5} style={{ marginTop: 16 }}>
                {text('pieces')}
              </Typography.Title>
              <Table
                size="small"
                rowKey={(_, at) => String(at)}
                pagination={false}
                dataSource={order.Pieces}
                scroll={{ x: 480 }}
                columns={[
                  { dataIndex: 'Name', title: text('pieceName'), render: (name: string) => name || '-' },
                  { key: 'size', title: text('size'), width: 140, render: (_: unknown, p: Detail['Pieces'][number]) => `${p.LengthCm} × ${p.WidthCm} × ${p.HeightCm}` },
                  { dataIndex: 'WeightKg', title: text('weight'), width: 100, align: 'right' },
                  { dataIndex: 'Quantity', title: text('inOrder'), width: 100, align: 'right' },
                  { key: 'move', title: text('toMove'), width: 130, render: (_: unknown, p: Detail['Pieces'][number], at: number) => quantity(p.Quantity, pieces[at], (n) => setPieces({ ...pieces, [at]: n })) },
                ]}
              />
            </>
          )}
          {problem && <Alert type="error" showIcon style={{ marginTop: 16 }} title={problem} data-testid="split-problem" />}
          <FormItem
            name="DeclaredPrice"
            label={text('declared')}
            extra={text('declaredHelp', { value: money(order.DeclaredPrice, ''), currency: order.DeclaredCurrency })}
            rules={[rules.decimal({ maxDecimal: 2 })]}
            style={{ marginTop: 16 }}
          >
            <Input inputMode="decimal" addonAfter={order.DeclaredCurrency} />
          </FormItem>
          <FormItem name="Reason" label={text('reason')} rules={[rules.required(), { max: api.ORDER_REASON_MAX }]}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} />
          </FormItem>
        </>
      )}
    </FormDialog>
  );
}
