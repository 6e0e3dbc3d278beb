import { INBOUND_CALLS, inboundDocuments as api, type InboundSide, type Texts } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Drawer, Empty, Flex, Form, InputNumber, Select, Space, Spin, Table, Tag, Timeline, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { onDataChanged } from '../../api/dataChanged.ts';
import { ApiError } from '../../api/request.ts';
import { ImageUpload } from '../../components/media/ImageUpload.tsx';
import { usePermission } from '../../components/usePermission.ts';
import { InboundStateTag, time, useNamed } from './inboundWords.tsx';
import './texts.ts';
import { FormDialog } from '../../components/form/FormDialog.tsx';
import { FormItem } from '../../components/form/FormItem.tsx';

type Detail = api.InboundDetail;
type Box = Detail['Boxes'][number];
const ACTOR_WORDS = { You: 'inbound.byYou', Customer: 'inbound.byYou', Warehouse: 'inbound.byWarehouse', System: 'inbound.system' } as const;

/** A document: its figures, boxes with their goods (staff inspect a box here), and its history. */
export function InboundDocumentDetail({ side, id, onClose, fee }: { side: InboundSide; id: number | null; onClose: () => void; fee: (row: Detail) => string }) {
  const { t } = useTranslation();
  const label = (key: string, params?: Record<string, unknown>) => t(`inbound.${key}`, params);
  const named = useNamed();
  const may = usePermission();
  const calls = INBOUND_CALLS[side];
  const [inspecting, setInspecting] = useState<Box | null>(null);
  const detail = useQuery({ queryKey: [calls.detail.path, id], queryFn: () => callApi(calls.detail, { Id: id! }), enabled: id !== null });
  const { refetch } = detail;
  // An explicit refetch runs even while the query is disabled: only an open document is read again.
  useEffect(() => onDataChanged(() => void (id !== null && refetch())), [refetch, id]);
  const record = detail.data;
  const boxStates = api.boxLifecycle.names.states as Record<number, Texts>;
  // Staff count a signed box while the document's state allows inspection.
  const inspectable = (box: Box) => side === 'backstage' && record !== undefined && record.Actions.includes('Inspect') && (box.Status === api.BoxStatus.Signed || box.Status === api.BoxStatus.Inspected);

  return (
    <Drawer open={id !== null} onClose={onClose} title={record ? label('detailTitle', { number: record.OrderNo }) : label('detail')} size="large" styles={{ wrapper: { maxWidth: '100vw', width: 960 } }}>
      {id === null ? null : detail.isPending ? (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      ) : detail.isError || !record ? (
        <Alert type="error" showIcon title={label('loadFailed')} action={<Button onClick={() => void refetch()}>{t('app.retry')}</Button>} />
      ) : (
        <Space orientation="vertical" size="large" style={{ width: '100%' }} data-testid="inbound-detail">
          <Descriptions
            column={{ xs: 1, sm: 2 }}
            size="small"
            bordered
            items={[
              { key: 'state', label: label('status'), children: <InboundStateTag state={record.Status} /> },
              { key: 'trajectory', label: label('trajectory'), children: named(api.INBOUND_NAMES.trajectory[record.TrajectoryStatus as api.TrajectoryStatus]) },
              ...(side === 'backstage' ? [{ key: 'customer', label: label('customer'), children: `${record.UserName} · ${record.MemberNumber}` }] : []),
              { key: 'warehouse', label: label('warehouse'), children: record.WarehouseName },
              { key: 'type', label: label('type'), children: named(api.INBOUND_NAMES.type[record.InboundType as api.InboundType]) },
              ...(record.TransportWarehouseId === null ? [] : [{ key: 'from', label: label('transportWarehouse'), children: record.TransportWarehouseName }]),
              { key: 'carrier', label: label('carrier'), children: record.Carrier || '-' },
              { key: 'numbers', label: label('courierNumbers'), children: record.CourierNumbers.join(', ') || '-' },
              { key: 'storage', label: label('storage'), children: label(record.IsUnpacking ? 'storedLoose' : 'storedWhole') },
              { key: 'goods', label: label('goods'), children: `${label('expected')} ${record.ExpectedQuantity} · ${label('confirmed')} ${record.ConfirmedQuantity} · ${label('defective')} ${record.DefectiveQuantity}` },
              { key: 'boxes', label: label('boxes'), children: `${record.ConfirmedBoxCount}/${record.BoxCount} · ${label('damagedBoxes')} ${record.DefectiveBoxCount}` },
              { key: 'fee', label: label('payment'), children: fee(record) },
              { key: 'created', label: label('createdAt'), children: time(record.CreationTime) },
              { key: 'signed', label: label('signedAt'), children: time(record.SignedTime) },
              ...(record.FinishedTime ? [{ key: 'finished', label: label('finishedAt'), children: time(record.FinishedTime) }] : []),
              { key: 'remarks', label: label('remarks'), children: record.Remarks || '-', span: 'filled' as const },
            ]}
          />
          {record.Boxes.map((box) => (
            <Card
              key={box.Id}
              size="small"
              title={
                <Space>
                  {box.ContainerNo}
                  <Tag>{named(boxStates[box.Status]!)}</Tag>
                  {box.ShelfCode && <Tag color="green">{`${label('shelf')} ${box.ShelfCode}`}</Tag>}
                </Space>
              }
              extra={
                inspectable(box)
                  ? may('InboundWarehouseDocument.Inspect') && (
                      <Button size="small" type="primary" onClick={() => setInspecting(box)}>
                        {label('inspect')}
                      </Button>
                    )
                  : null
              }
            >
              <Typography.Text type="secondary">
                {named(api.INBOUND_NAMES.binType[box.BinType as 1 | 2 | 3])} · {label('packaging')} {named(api.INBOUND_NAMES.packaging[box.PackagingStatus as 1 | 2 | 3])}
                {box.Weight ? ` · ${box.Weight} kg` : ''}
                {box.Length ? ` · ${box.Length} × ${box.Width ?? '-'} × ${box.Height ?? '-'} cm` : ''}
              </Typography.Text>
              <Table
                size="small"
                rowKey="Id"
                pagination={false}
                dataSource={box.Lines}
                scroll={{ x: 560 }}
                columns={[
                  { dataIndex: 'CommodityCode', title: label('commodity'), render: (code: string, l) => `${code} · ${l.CommodityName}` },
                  { dataIndex: 'ExpectedQuantity', title: label('expected'), align: 'right', width: 80 },
                  { dataIndex: 'GoodQuantity', title: label('good'), align: 'right', width: 70, render: (n: number | null) => n ?? '-' },
                  { dataIndex: 'DefectiveQuantity', title: label('defective'), align: 'right', width: 70, render: (n: number | null) => n ?? '-' },
                  { dataIndex: 'ShortQuantity', title: label('short'), align: 'right', width: 70, render: (n: number) => (n ? <Typography.Text type="danger">{n}</Typography.Text> : '-') },
                  { dataIndex: 'OverQuantity', title: label('over'), align: 'right', width: 70, render: (n: number) => (n ? <Typography.Text type="warning">{n}</Typography.Text> : '-') },
                ]}
              />
            </Card>
          ))}
          <section>
            <Typography.Title level={5}>{label('history')}</Typography.Title>
            <History history={record.History} />
          </section>
        </Space>
      )}
      {inspecting && <InspectionDialog box={inspecting} onClose={() => setInspecting(null)} />}
    </Drawer>
  );
}

function History({ history }: { history: Detail['History'] }) {
  const { t } = useTranslation();
  const named = useNamed();
  const actions = api.inboundLifecycle.names.actions as Record<string, Texts | undefined>;
  const states = api.inboundLifecycle.names.states as Record<number, Texts | undefined>;
  if (history.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  const stateName = (s: number | null) => (s === null || !states[s] ? '' : named(states[s]));
  return (
    <Timeline
      items={history.map((h, i) => {
        const action = actions[h.Action];
        const moved = h.FromState !== h.ToState && h.ToState !== null ? `${stateName(h.FromState)}${h.FromState === null ? '' : ' → '}${stateName(h.ToState)}` : '';
        const details = Object.entries(h.Details)
          .filter(([, v]) => v !== null && v !== '' && !(Array.isArray(v) && v.length === 0))
          .map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(', ') : String(v)}`);
        const who = h.ActorName || t(ACTOR_WORDS[h.ActorKind]);
        return {
          key: i,
          children: (
            <>
              <Typography.Text strong>{action ? named(action) : h.Action}</Typography.Text>
              {moved && <Typography.Text type="secondary"> · {moved}</Typography.Text>}
              <div>
                <Typography.Text type="secondary">
                  {time(h.CreationTime)} · {t('inbound.by', { name: who })}
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

interface Counts {
  PackagingStatus: number;
  Lines: { Id: number; GoodQuantity: number; DefectiveQuantity: number; Pictures: string[] }[];
}

/**
 * Counting a box: good and defective per line, and the packaging. Counts unchanged since the
 * form opened are refused by the server until confirmed (spec §5): the dialog asks, then saves them.
 */
function InspectionDialog({ box, onClose }: { box: Box; onClose: () => void }) {
  const { t } = useTranslation();
  const label = (key: string, params?: Record<string, unknown>) => t(`inbound.${key}`, params);
  const named = useNamed();
  const { message, modal } = App.useApp();
  const may = usePermission();
  const [form] = Form.useForm<Counts>();
  const [saving, setSaving] = useState(false);
  const send = async (counts: Counts, Confirm: boolean) => {
    await callApi(api.inspect, { BoxId: box.Id, PackagingStatus: counts.PackagingStatus as 1 | 2 | 3, Lines: counts.Lines, Confirm }, { silent: !Confirm });
    void message.success(label('saved'));
    onClose();
  };
  const save = async (counts: Counts) => {
    setSaving(true);
    try {
      await send(counts, false);
    } catch (error) {
      const data = error instanceof ApiError ? (error.data as { ConfirmRequired?: boolean } | null) : null;
      if (data?.ConfirmRequired) modal.confirm({ title: label('unchangedTitle'), content: label('unchangedConfirm'), onOk: () => send(counts, true) });
      else if (error instanceof Error) void message.error(error.message);
    } finally {
      setSaving(false);
    }
  };
  const initial: Counts = {
    PackagingStatus: box.PackagingStatus,
    Lines: box.Lines.map((l) => ({ Id: l.Id, GoodQuantity: l.GoodQuantity ?? l.ExpectedQuantity, DefectiveQuantity: l.DefectiveQuantity ?? 0, Pictures: l.Pictures })),
  };
  return (
    <FormDialog
      form={form}
      name="inspection"
      width={640}
      title={label('inspectTitle', { number: box.ContainerNo })}
      onClose={onClose}
      onFinish={may('InboundWarehouseDocument.Inspect') ? (v: Counts) => void save(v) : undefined}
      pending={saving}
      formProps={{ initialValues: initial }}
    >
      <FormItem name="PackagingStatus" label={label('packaging')}>
        <Select options={api.PACKAGING_STATUSES.map((v) => ({ value: v, label: named(api.INBOUND_NAMES.packaging[v]) }))} />
      </FormItem>
      {box.Lines.map((line, i) => (
        <Flex key={line.Id} gap={12} align="center" wrap>
          <FormItem name={['Lines', i, 'Id']} hidden>
            <InputNumber />
          </FormItem>
          <Typography.Text style={{ flex: '1 1 200px' }}>
            {line.CommodityCode} · {line.CommodityName} ({label('expected')} {line.ExpectedQuantity})
          </Typography.Text>
          <FormItem name={['Lines', i, 'GoodQuantity']} label={label('good')}>
            <InputNumber min={0} max={api.QUANTITY_MAX} precision={0} />
          </FormItem>
          <FormItem name={['Lines', i, 'DefectiveQuantity']} label={label('defective')}>
            <InputNumber min={0} max={api.QUANTITY_MAX} precision={0} />
          </FormItem>
          <FormItem name={['Lines', i, 'Pictures']} label={label('pictures')} style={{ flexBasis: '100%' }}>
            <ImageUpload max={api.BOX_PICTURES_MAX} />
          </FormItem>
        </Flex>
      ))}
    </FormDialog>
  );
}
