import { CameraOutlined, DeleteOutlined, DashboardOutlined, PlusOutlined } from '@ant-design/icons';
import { logisticsOrders as orders, packing as api, type ResponseOf } from '@lbo/contracts';
import { App, Button, Card, Checkbox, Col, Descriptions, Flex, Input, InputNumber, Modal, Progress, Row, Table, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { callApi } from '../../api/client.ts';
import { notify, toastError } from '../../api/notify.ts';
import { ApiError } from '../../api/request.ts';
import { NotAllowed } from '../../components/NotAllowed.tsx';
import { ImageUpload } from '../../components/media/ImageUpload.tsx';
import { uploadCameraFrame } from '../../components/media/uploadFile.ts';
import { ScanOutcomeAlert, useScanScreen, type ScanOutcome } from '../../components/scan/useScanScreen.tsx';
import { usePermission } from '../../components/usePermission.ts';
import { say } from '../../lib/speech.ts';
import { subscribeDevices, useDevice } from '../../shell/deviceAgent.ts';
import { downloadFile } from '../../lib/download.ts';
import { billingName, useLabel, volumeWeight } from './packingWords.tsx';
import './texts.ts';

type PackOrder = api.PackOrder;
type Packed = ResponseOf<typeof api.finishPacking>;
export interface BoxDraft {
  Weight: string;
  Length: string;
  Width: string;
  Height: string;
  Photos: string[];
}
const NO_BOX: BoxDraft = { Weight: '', Length: '', Width: '', Height: '', Photos: [] };
const upper = (text: string) => text.trim().toUpperCase();

/**
 * The packing screen (PackEdit), keyboard-first for a USB scanner: with no order open, a scan looks
 * the order up (its number, carrier number or one of its parcels'); with one open, each scan counts
 * an item into it (a commodity by the quantity typed beside), the server refusing a foreign item.
 * Then the boxes: weight (typed, or the electronic scale's), size, photos; Finish packs it. The face
 * sheet prints from here with the orders' repeat-print guard.
 */
export default function PackEdit() {
  const may = usePermission();
  // The screen is its button: a role holding the page without it may not pack.
  return may('Pack.Pack') ? <Screen /> : <NotAllowed />;
}

function Screen() {
  const label = useLabel();
  const may = usePermission();
  const device = useDevice();
  const { modal } = App.useApp();
  const [order, setOrder] = useState<PackOrder | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [boxes, setBoxes] = useState<BoxDraft[]>([NO_BOX]);
  const [session, setSession] = useState<Packed[]>([]);
  // A fully packed order scanned: it may be reopened (a button, so the scanner's next burst is not typed into a dialog).
  const [reopenable, setReopenable] = useState<{ id: number; number: string } | null>(null);
  const [reopening, setReopening] = useState<{ id: number; number: string } | null>(null);
  // A scan's id is kept until it is answered: the same number scanned again after a failure (a timeout
  // the server did commit) carries the same id, so the server counts it once.
  const pending = useRef(new Map<string, string>());

  useEffect(() => {
    subscribeDevices(true);
    return () => subscribeDevices(false);
  }, [device.IsStartup]);

  const lookUp = async (scanned: string): Promise<ScanOutcome> => {
    setReopenable(null);
    try {
      const found = await callApi(api.findPackOrder, { Number: scanned, WarehouseId: scan.warehouseId! }, { silent: true });
      setOrder(found);
      setBoxes([NO_BOX]);
      return { tone: 'success', title: `${found.SerialNumber} · ${found.UserName}`, description: label('lookedUp', { count: found.Items.length }), spoken: label('scanItems') };
    } catch (error) {
      // Spec §5: a fully packed order is not added again; staff may reopen it (before departure).
      const data = error instanceof ApiError ? (error.data as { Id?: number; SerialNumber?: string } | null) : null;
      if (data?.Id && may('Pack.Reopen')) setReopenable({ id: data.Id, number: data.SerialNumber ?? '' });
      throw error;
    }
  };

  const count = async (current: PackOrder, scanned: string): Promise<ScanOutcome> => {
    if (scanned === upper(current.SerialNumber) || (current.CarrierNo && scanned === upper(current.CarrierNo))) return { tone: 'warning', title: label('alreadyOpen', { number: current.SerialNumber }) };
    const item = current.Items.find((i) => upper(i.Number) === scanned || (i.Sku && upper(i.Sku) === scanned));
    const ClientScanId = pending.current.get(scanned) ?? crypto.randomUUID();
    pending.current.set(scanned, ClientScanId);
    const answer = await callApi(api.scanPackItem, { OrderId: current.OrderId, Number: scanned, Quantity: item?.Kind === 'Commodity' ? quantity : 1, ClientScanId }, { silent: true });
    pending.current.delete(scanned);
    setOrder(answer.Order);
    const name = answer.Item.Sku || answer.Item.Number;
    const done = answer.Order.Items.every((i) => i.Scanned >= i.Required);
    if (answer.Repeat) return { tone: 'warning', title: label('repeat', { name }), description: `${answer.Item.Scanned} / ${answer.Item.Required}` };
    return { tone: 'success', title: `${name} · ${answer.Item.Scanned} / ${answer.Item.Required}`, spoken: done ? label('allScanned') : label('counted') };
  };

  const scan = useScanScreen({
    state: order,
    onScan: (scanned) => (order ? count(order, scanned) : lookUp(scanned)),
    onWarehouseChange: () => setOrder(null),
  });

  const finish = async (): Promise<ScanOutcome> => {
    const packed = await callApi(api.finishPacking, { OrderId: order!.OrderId, Boxes: boxes.map((b) => ({ ...b, Weight: b.Weight.trim(), Length: b.Length.trim(), Width: b.Width.trim(), Height: b.Height.trim() })) }, { silent: true });
    setSession((rows) => [packed, ...rows]);
    setOrder(null);
    setBoxes([NO_BOX]);
    return { tone: 'success', title: label('packed', { number: packed.SerialNumber }), description: `${label('billingWeight')} ${packed.BillingWeight} kg · ${billingName(packed.Billing)}`, spoken: label('packedSpoken') };
  };

  /** Spec §8 "electronic scale turned off": the scale's weight when asked, else said aloud. */
  const fromScale = (at: number) => {
    if (!device.IsStartup || device.weight === '') {
      notify('error', label('scaleOff'));
      void say(label('scaleOff'));
      return;
    }
    setBoxes(boxes.map((b, i) => (i === at ? { ...b, Weight: device.weight } : b)));
  };
  const takePhoto = (at: number) =>
    scan.run(async () => {
      const photo = await uploadCameraFrame(device.camera, 'packing');
      setBoxes((list) => list.map((b, i) => (i === at ? { ...b, Photos: [...b.Photos, photo] } : b)));
    });
  const edit = (at: number, patch: Partial<BoxDraft>) => setBoxes(boxes.map((b, i) => (i === at ? { ...b, ...patch } : b)));
  const scanned = order?.Items.reduce((n, i) => n + Math.min(i.Scanned, i.Required), 0) ?? 0;
  const required = order?.Items.reduce((n, i) => n + i.Required, 0) ?? 0;
  const printable = order !== null && (order.Actions.includes('Print') || order.Actions.includes('Reprint')) && may('LogisticsOrder.PrintFaceSheet');

  /** The carrier's face sheet, through the orders' print (spec §8: a printed order asks "tick to reprint" first). */
  const printFaceSheet = async (current: PackOrder, reprint = false): Promise<void> => {
    try {
      downloadFile(await callApi(orders.printFaceSheet, { Ids: [current.OrderId], Reprint: reprint }, { silent: true }));
      setOrder(await callApi(api.findPackOrder, { Number: current.SerialNumber, WarehouseId: current.WarehouseId }, { silent: true }));
    } catch (error) {
      const printed = error instanceof ApiError && (error.data as Partial<orders.FaceSheetDuplicates> | null)?.Printed;
      if (!printed || reprint) return toastError(error instanceof Error ? error.message : String(error));
      let tick = false;
      modal.confirm({
        title: (error as ApiError).message,
        content: <Checkbox onChange={(e) => (tick = e.target.checked)}>{label('reprint')}</Checkbox>,
        onOk: () => (tick ? printFaceSheet(current, true) : undefined),
      });
    }
  };

  return (
    <Card>
      <Flex vertical gap={16}>
        {scan.warehouseChoice}
        <Flex gap={12} align="center" wrap>
          <Input {...scan.inputProps} size="large" autoFocus placeholder={order ? label('scanItemHint') : label('scanOrderHint')} aria-label={label('scanNumber')} style={{ fontSize: 28, maxWidth: 560 }} allowClear />
          <Flex align="center" gap={8}>
            <Typography.Text>{label('quantityPerScan')}</Typography.Text>
            <InputNumber min={1} max={api.PACK_SCAN_QUANTITY_MAX} precision={0} value={quantity} onChange={(v) => setQuantity(v ?? 1)} aria-label={label('quantityPerScan')} />
          </Flex>
          {order && (
            <Button onClick={() => (setOrder(null), scan.focus())} aria-label={label('closeOrder')}>
              {label('closeOrder')}
            </Button>
          )}
        </Flex>
        <ScanOutcomeAlert outcome={scan.outcome} waiting={scan.waiting} />
        {reopenable && !order && (
          <Button style={{ alignSelf: 'start' }} onClick={() => setReopening(reopenable)}>
            {label('reopen')}
          </Button>
        )}
        {order && (
          <Row gutter={24}>
            <Col xs={24} lg={10}>
              <Descriptions column={1} bordered size="small" style={{ marginBottom: 12 }}>
                <Descriptions.Item label={label('orderNumber')}>
                  <Typography.Text strong style={{ fontSize: 18 }}>
                    {order.SerialNumber}
                  </Typography.Text>
                </Descriptions.Item>
                <Descriptions.Item label={label('customer')}>{`${order.UserName} · ${order.MemberNumber}`}</Descriptions.Item>
                <Descriptions.Item label={label('carrierNo')}>{order.CarrierNo || '-'}</Descriptions.Item>
              </Descriptions>
              <Progress percent={required === 0 ? 100 : Math.round((scanned * 100) / required)} format={() => `${scanned} / ${required}`} />
              <Table
                size="small"
                rowKey={(i) => `${i.Kind}:${i.Id}`}
                dataSource={order.Items}
                pagination={false}
                data-testid="pack-items"
                columns={[
                  { dataIndex: 'Number', title: label('itemNumber'), render: (n: string, i) => (i.Sku ? `${i.Sku} (${n})` : n) },
                  { dataIndex: 'Name', title: label('itemName') },
                  { key: 'count', title: label('scanned'), width: 110, align: 'right', render: (_: unknown, i) => <Tag color={i.Scanned >= i.Required ? 'green' : i.Scanned > 0 ? 'orange' : undefined}>{`${i.Scanned} / ${i.Required}`}</Tag> },
                ]}
              />
            </Col>
            <Col xs={24} lg={14}>
              <Flex vertical gap={12}>
                {boxes.map((b, at) => (
                  <Card key={at} size="small" title={label('box', { n: at + 1 })} extra={boxes.length > 1 && <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={label('removeBox')} onClick={() => setBoxes(boxes.filter((_, i) => i !== at))} />}>
                    <Flex gap={8} wrap align="center">
                      <Input style={{ width: 150 }} inputMode="decimal" addonAfter="kg" placeholder={label('weight')} aria-label={`${label('weight')} ${at + 1}`} value={b.Weight} onChange={(e) => edit(at, { Weight: e.target.value })} />
                      <Button icon={<DashboardOutlined />} onClick={() => fromScale(at)}>
                        {label('fromScale')}
                      </Button>
                      {(['Length', 'Width', 'Height'] as const).map((key) => (
                        <Input key={key} style={{ width: 110 }} inputMode="decimal" addonAfter="cm" placeholder={label(key.toLowerCase())} aria-label={`${label(key.toLowerCase())} ${at + 1}`} value={b[key]} onChange={(e) => edit(at, { [key]: e.target.value })} />
                      ))}
                      <Typography.Text type="secondary">
                        {label('volumeWeight')}: {volumeWeight(b, order.VolumeRatio) ?? '-'}
                      </Typography.Text>
                    </Flex>
                    <Flex gap={8} align="start" wrap style={{ marginTop: 8 }}>
                      <ImageUpload value={b.Photos} onChange={(Photos) => edit(at, { Photos })} max={9} />
                      {device.IsStartup && device.camera && (
                        <Button icon={<CameraOutlined />} onClick={() => void takePhoto(at)}>
                          {label('takePhoto')}
                        </Button>
                      )}
                      {order.PhotosRequired && <Typography.Text type="secondary">{label('photosRequired')}</Typography.Text>}
                    </Flex>
                  </Card>
                ))}
                <Flex gap={8} wrap>
                  <Button icon={<PlusOutlined />} onClick={() => setBoxes([...boxes, NO_BOX])} disabled={boxes.length >= api.PACK_BOXES_MAX}>
                    {label('addBox')}
                  </Button>
                  {printable && <Button onClick={() => void printFaceSheet(order)}>{label('printFaceSheet')}</Button>}
                  <Button type="primary" size="large" loading={scan.busy} onClick={() => void scan.run(finish)}>
                    {label('finish')}
                  </Button>
                </Flex>
              </Flex>
            </Col>
          </Row>
        )}
        <Typography.Title level={5}>
          {label('session')} ({session.length})
        </Typography.Title>
        <Table
          size="small"
          rowKey="Id"
          dataSource={session}
          pagination={false}
          scroll={{ x: 800 }}
          columns={[
            { dataIndex: 'SerialNumber', title: label('orderNumber'), width: 180 },
            { dataIndex: 'UserName', title: label('customer'), width: 140 },
            { dataIndex: 'BoxCount', title: label('boxes'), width: 80, align: 'right' },
            { dataIndex: 'Weight', title: label('weight'), width: 100, align: 'right' },
            { dataIndex: 'BillingWeight', title: label('billingWeight'), width: 110, align: 'right' },
            { dataIndex: 'Billing', title: label('billing'), width: 240, render: (b: number) => billingName(b) },
          ]}
        />
      </Flex>
      <Modal
        open={reopening !== null}
        title={label('reopenTitle', { number: reopening?.number ?? '' })}
        onCancel={() => setReopening(null)}
        footer={null}
        destroyOnHidden
      >
        {reopening && (
          <ReopenForm
            orderId={reopening.id}
            onDone={(o) => {
              setReopening(null);
              setReopenable(null);
              setOrder(o);
              setBoxes([NO_BOX]);
              scan.focus();
            }}
          />
        )}
      </Modal>
    </Card>
  );
}

/** Reopening asks why; the server refuses it once departure locked the order's packing. */
export function ReopenForm({ orderId, onDone }: { orderId: number; onDone: (order: PackOrder) => void }) {
  const label = useLabel();
  const [reason, setReason] = useState('');
  const [saving, setSaving] = useState(false);
  return (
    <Flex vertical gap={12}>
      <Typography.Text>{label('reopenHint')}</Typography.Text>
      <Input.TextArea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={api.PACK_REASON_MAX} placeholder={label('reason')} aria-label={label('reason')} autoFocus />
      <Button
        type="primary"
        loading={saving}
        disabled={!reason.trim()}
        onClick={() => {
          setSaving(true);
          callApi(api.reopenPacking, { OrderId: orderId, Reason: reason.trim() })
            .then(onDone)
            .catch(() => undefined)
            .finally(() => setSaving(false));
        }}
      >
        {label('reopen')}
      </Button>
    </Flex>
  );
}
