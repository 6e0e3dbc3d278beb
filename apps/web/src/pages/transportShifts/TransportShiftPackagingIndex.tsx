import { DashboardOutlined } from '@ant-design/icons';
import { transportShifts as api } from '@lbo/contracts';
import { App, Button, Card, Descriptions, Flex, Input, Modal, Progress, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { callApi } from '../../api/client.ts';
import { NotAllowed } from '../../components/NotAllowed.tsx';
import { ScanOutcomeAlert, useScanScreen, type ScanOutcome } from '../../components/scan/useScanScreen.tsx';
import { usePermission } from '../../components/usePermission.ts';
import { say } from '../../lib/speech.ts';
import { subscribeDevices, useDevice } from '../../shell/deviceAgent.ts';
import { notify } from '../../api/notify.ts';
import { BagStateTag, ShiftSelect, WeighedTag, useLabel, useShifts } from './shiftParts.tsx';

type Bag = api.BagRow;
type BagOrder = api.BagOrderRow;
interface OpenBag {
  bag: Bag;
  orders: BagOrder[];
  used: string;
  bearable: string;
  maxWeight: string;
}

/**
 * The packaging screen (spec domain: "packaging"), keyboard-first for a USB scanner: staff choose an
 * open shift, scan a bag number (a new one makes the bag in the shift), then scan packed orders by
 * their number or tracking number. Every refusal is shown and said, naming its rule; the same
 * order again says "already in this bag". Orders are taken out while the shift is open, and the bag
 * is weighed (typed or from the scale).
 */
export default function TransportShiftPackagingIndex() {
  const may = usePermission();
  // The screen is its button: a role holding the page without it may not bag.
  return may('TransportShiftPackaging.Bag') ? <Screen /> : <NotAllowed />;
}

function Screen() {
  const label = useLabel();
  const may = usePermission();
  const { modal } = App.useApp();
  const [shiftId, setShiftId] = useState<number | null>(null);
  const [open, setOpen] = useState<OpenBag | null>(null);
  const [weighing, setWeighing] = useState<Bag | null>(null);
  // With one open shift there is nothing to choose.
  const shifts = useShifts(api.ShiftStatus.Open);
  const only = shifts.data?.length === 1 ? shifts.data[0]!.Id : null;
  useEffect(() => {
    if (shiftId === null && only !== null) setShiftId(only);
  }, [only, shiftId]);

  const openBag = async (scanned: string): Promise<ScanOutcome> => {
    const answer = await callApi(api.scanBag, { ShiftId: shiftId!, BagNumber: scanned }, { silent: true });
    setOpen({ bag: answer.Bag, orders: answer.Orders, used: answer.ShiftUsedWeight, bearable: answer.ShiftBearableWeight, maxWeight: answer.MaxWeight });
    const title = answer.Created ? label('bagCreated', { bag: answer.Bag.BagNumber }) : label('bagOpened', { bag: answer.Bag.BagNumber });
    return { tone: 'success', title, description: label('bagLoad', { weight: answer.Bag.Weight, max: answer.MaxWeight, count: answer.Bag.OrderCount }), spoken: label('scanOrders') };
  };

  const bagOrder = async (current: OpenBag, scanned: string): Promise<ScanOutcome | null> => {
    // The open bag's own number again closes it: the next bag is scanned.
    if (scanned === current.bag.BagNumber) {
      setOpen(null);
      return null;
    }
    const answer = await callApi(api.bagOrder, { BagId: current.bag.Id, Number: scanned }, { silent: true });
    setOpen({ ...current, bag: answer.Bag, used: answer.ShiftUsedWeight, orders: answer.Repeat ? current.orders : [answer.Order, ...current.orders] });
    const number = answer.Order.SerialNumber;
    if (answer.Repeat) return { tone: 'warning', title: label('alreadyInBag', { number }) };
    return { tone: 'success', title: label('bagged', { number }), description: `${answer.Order.UserName} · ${answer.Order.Weight} kg · ${answer.Order.CustomsClearanceNumber}`, spoken: label('baggedSpoken') };
  };

  const scan = useScanScreen({
    state: open,
    noWarehouse: true,
    onScan: async (scanned) => {
      if (shiftId === null) return { tone: 'error', title: label('chooseShiftFirst') };
      return open ? bagOrder(open, scanned) : openBag(scanned);
    },
  });

  const remove = (row: BagOrder) =>
    modal.confirm({
      title: label('removeConfirm', { number: row.SerialNumber }),
      onOk: () =>
        scan.run(async () => {
          const bag = await callApi(api.removeBagOrder, { OrderId: row.OrderId }, { silent: true });
          setOpen((o) => (o ? { ...o, bag, orders: o.orders.filter((r) => r.OrderId !== row.OrderId) } : o));
          return { tone: 'success', title: label('removed', { number: row.SerialNumber }) };
        }),
    });

  const weight = Number(open?.bag.Weight ?? 0);
  const max = Number(open?.maxWeight ?? 0);
  return (
    <Card>
      <Flex vertical gap={16}>
        <Flex align="center" gap={8} wrap>
          <Typography.Text strong>{label('chooseShift')}</Typography.Text>
          <ShiftSelect
            shiftState={api.ShiftStatus.Open}
            value={shiftId}
            onChange={(id: number) => {
              setShiftId(id);
              setOpen(null);
              scan.focus();
            }}
            placeholder={label('chooseShiftFirst')}
            style={{ width: 360 }}
            aria-label={label('chooseShift')}
          />
        </Flex>
        <Flex gap={12} align="center" wrap>
          <Input {...scan.inputProps} size="large" autoFocus placeholder={open ? label('scanOrderHint') : label('scanBagHint')} aria-label={label('scanNumber')} style={{ fontSize: 28, maxWidth: 560 }} allowClear />
          {open && (
            <Button onClick={() => (setOpen(null), scan.focus())} aria-label={label('closeBag')}>
              {label('closeBag')}
            </Button>
          )}
        </Flex>
        <ScanOutcomeAlert outcome={scan.outcome} waiting={scan.waiting} />
        {open && (
          <>
            <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 4 }}>
              <Descriptions.Item label={label('bagNumber')}>
                <Typography.Text strong style={{ fontSize: 18 }}>
                  {open.bag.BagNumber}
                </Typography.Text>{' '}
                <BagStateTag state={open.bag.Status} />
              </Descriptions.Item>
              <Descriptions.Item label={label('orders')}>{open.bag.OrderCount}</Descriptions.Item>
              <Descriptions.Item label={label('weighed')}>
                <WeighedTag weighed={open.bag.Weighed} /> {open.bag.Weighed ? `${open.bag.WeighedWeight} kg` : ''}
              </Descriptions.Item>
              <Descriptions.Item label={label('shift')}>{`${open.bag.ShiftName} · ${label('shiftLoad', { used: open.used, max: open.bearable })}`}</Descriptions.Item>
            </Descriptions>
            <Flex align="center" gap={12}>
              <Progress style={{ flex: 1, maxWidth: 560 }} percent={max === 0 ? 0 : Math.min(100, Math.round((weight * 100) / max))} format={() => label('bagLoad', { weight: open.bag.Weight, max: open.maxWeight, count: open.bag.OrderCount })} />
              {may('TransportShiftPackaging.Weigh') && (
                <Button icon={<DashboardOutlined />} onClick={() => setWeighing(open.bag)}>
                  {label('weigh')}
                </Button>
              )}
            </Flex>
            <Table
              size="small"
              rowKey="OrderId"
              dataSource={open.orders}
              pagination={false}
              scroll={{ x: 900 }}
              data-testid="bag-orders"
              columns={[
                { dataIndex: 'SerialNumber', title: label('orderNumber'), width: 170 },
                { dataIndex: 'CarrierNo', title: label('carrierNo'), width: 160 },
                { dataIndex: 'UserName', title: label('customer'), width: 130, render: (n: string, r) => `${n} · ${r.MemberNumber}` },
                { dataIndex: 'Weight', title: label('weight'), width: 100, align: 'right' },
                { key: 'size', title: label('size'), width: 140, render: (_: unknown, r) => `${r.Length} × ${r.Width} × ${r.Height}` },
                { dataIndex: 'CustomsClearanceNumber', title: label('customsNumber'), width: 160 },
                {
                  key: 'remove',
                  title: '',
                  width: 90,
                  render: (_: unknown, r) =>
                    may('TransportShiftPackaging.Remove') && (
                      <Button size="small" danger onClick={() => remove(r)}>
                        {label('remove')}
                      </Button>
                    ),
                },
              ]}
            />
          </>
        )}
      </Flex>
      <Modal open={weighing !== null} title={label('weighTitle', { bag: weighing?.BagNumber ?? '' })} onCancel={() => setWeighing(null)} footer={null} destroyOnHidden>
        {weighing && (
          <WeighForm
            bag={weighing}
            onDone={(bag) => {
              setWeighing(null);
              setOpen((o) => (o ? { ...o, bag } : o));
              scan.focus();
            }}
          />
        )}
      </Modal>
    </Card>
  );
}

/** A bag's weight, typed or read from the electronic scale (spec §8: "electronic scale turned off" said aloud). */
export function WeighForm({ bag, onDone }: { bag: Bag; onDone: (bag: Bag) => void }) {
  const label = useLabel();
  const device = useDevice();
  const [weight, setWeight] = useState(bag.WeighedWeight || bag.Weight);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    subscribeDevices(true);
    return () => subscribeDevices(false);
  }, []);
  const fromScale = () => {
    if (!device.IsStartup || device.weight === '') {
      notify('error', label('scaleOff'));
      void say(label('scaleOff'));
      return;
    }
    setWeight(device.weight);
  };
  return (
    <Flex vertical gap={12}>
      <Flex gap={8}>
        <Input value={weight} onChange={(e) => setWeight(e.target.value)} inputMode="decimal" addonAfter="kg" aria-label={label('weighedWeight')} autoFocus />
        <Button icon={<DashboardOutlined />} onClick={fromScale}>
          {label('fromScale')}
        </Button>
      </Flex>
      <Button
        type="primary"
        loading={saving}
        disabled={!weight.trim()}
        onClick={() => {
          setSaving(true);
          callApi(api.weighBag, { BagId: bag.Id, Weight: weight.trim() })
            .then(onDone)
            .catch(() => undefined)
            .finally(() => setSaving(false));
        }}
      >
        {label('weigh')}
      </Button>
    </Flex>
  );
}
