import { transferPlans as api } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, DatePicker, Flex, Input, InputNumber, Select, Space, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { callApi } from '../../api/client.ts';
import { FormDialog } from '../../components/form/FormDialog.tsx';
import { FormItem } from '../../components/form/FormItem.tsx';
import { WarehouseSelect } from '../../components/pickers/WarehouseSelect.tsx';
import { rules } from '../../lib/formRules.ts';
import { useLabel, type PlanDetail } from './transferParts.tsx';

interface ParcelDraft {
  number: string;
  name: string;
  customer: string;
  shelf: string;
}
interface CommodityDraft {
  id: number;
  sku: string;
  name: string;
  customer: string;
  quantity: number;
  available: number;
}
interface PlanFields {
  FromWarehouseId: number;
  ToWarehouseId: number;
  PlannedDate?: Dayjs | null;
  Remark?: string;
}

/**
 * A draft's editor: the two warehouses, the date and remark, parcels added by scanning or typing
 * their courier numbers (each looked up at once: the server says why one cannot go), and commodity
 * quantities chosen from the from warehouse's Available stock. Saving adds or edits the draft.
 */
export function PlanDialog({ plan, onClose, onSaved }: { plan: PlanDetail | null; onClose: () => void; onSaved: (saved: PlanDetail) => void }) {
  const label = useLabel();
  const { message } = App.useApp();
  const [from, setFrom] = useState<number | undefined>(plan?.FromWarehouseId);
  const [number, setNumber] = useState('');
  const [looking, setLooking] = useState(false);
  const [parcels, setParcels] = useState<ParcelDraft[]>(
    () => plan?.Lines.filter((l) => l.Kind === api.TransferLineKind.Package).map((l) => ({ number: l.Number, name: l.Name, customer: l.UserName, shelf: l.ShelfCode })) ?? [],
  );
  const [goods, setGoods] = useState<CommodityDraft[]>(
    () => plan?.Lines.filter((l) => l.Kind === api.TransferLineKind.Commodity).map((l) => ({ id: l.ItemId, sku: l.Sku, name: l.Name, customer: l.UserName, quantity: l.Quantity, available: l.Quantity })) ?? [],
  );
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<number | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [saving, setSaving] = useState(false);
  const stock = useQuery({
    queryKey: [api.getTransferStocks.path, from, search],
    queryFn: () => callApi(api.getTransferStocks, { WarehouseId: from!, Content: search }),
    enabled: from !== undefined,
  });

  const addParcel = async () => {
    const typed = number.trim().toUpperCase();
    if (!typed || from === undefined) return;
    if (parcels.some((p) => p.number === typed)) {
      message.warning(label('parcelTwice', { number: typed }));
      return;
    }
    setLooking(true);
    try {
      const found = await callApi(api.findTransferParcel, { WarehouseId: from, Number: typed });
      setParcels((list) => [...list, { number: found.CourierNumber, name: found.ProductName, customer: found.UserName, shelf: found.ShelfCode }]);
      setNumber('');
      message.success(label('parcelAdded', { number: found.CourierNumber }));
    } catch {
      // the request layer showed the refusal
    } finally {
      setLooking(false);
    }
  };
  const addCommodity = () => {
    const s = stock.data?.find((x) => x.CommodityId === picked);
    if (!s) return;
    setGoods((list) => [...list.filter((g) => g.id !== s.CommodityId), { id: s.CommodityId, sku: s.Sku, name: s.Name, customer: s.UserName, quantity: Math.min(quantity, s.Available), available: s.Available }]);
    setPicked(null);
    setQuantity(1);
  };
  const save = async (v: PlanFields) => {
    const body = {
      FromWarehouseId: v.FromWarehouseId,
      ToWarehouseId: v.ToWarehouseId,
      PlannedDate: v.PlannedDate ? v.PlannedDate.format('YYYY-MM-DD') : null,
      Remark: v.Remark ?? '',
      CourierNumbers: parcels.map((p) => p.number),
      Commodities: goods.map((g) => ({ CommodityId: g.id, Quantity: g.quantity })),
    };
    setSaving(true);
    try {
      onSaved(plan ? await callApi(api.editTransferPlan, { ...body, Id: plan.Id }) : await callApi(api.addTransferPlan, body));
    } catch {
      // shown by the request layer; the dialog stays open
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog<PlanFields>
      title={plan ? label('editTitle', { number: plan.SerialNumber }) : label('addTitle')}
      drawer
      width={900}
      onClose={onClose}
      pending={saving}
      changed={parcels.length > 0 || goods.length > 0}
      onFinish={(v) => void save(v)}
      formProps={{
        initialValues: plan ? { FromWarehouseId: plan.FromWarehouseId, ToWarehouseId: plan.ToWarehouseId, PlannedDate: plan.PlannedDate ? dayjs(plan.PlannedDate) : null, Remark: plan.Remark } : {},
        onValuesChange: (changed: Partial<PlanFields>) => {
          if ('FromWarehouseId' in changed) {
            setFrom(changed.FromWarehouseId);
            setParcels([]);
            setGoods([]);
          }
        },
      }}
    >
      <Flex gap={16} wrap>
        <FormItem name="FromWarehouseId" label={label('from')} rules={[rules.required()]} style={{ minWidth: 240, flex: 1 }}>
          <WarehouseSelect />
        </FormItem>
        <FormItem name="ToWarehouseId" label={label('to')} rules={[rules.required()]} style={{ minWidth: 240, flex: 1 }}>
          <WarehouseSelect />
        </FormItem>
        <FormItem name="PlannedDate" label={label('plannedDate')} style={{ minWidth: 200 }}>
          <DatePicker style={{ width: '100%' }} />
        </FormItem>
      </Flex>
      <FormItem name="Remark" label={label('remark')}>
        <Input maxLength={api.TRANSFER_REMARK_MAX} />
      </FormItem>
      {from === undefined ? (
        <Alert type="info" showIcon title={label('chooseFromFirst')} />
      ) : (
        <Flex vertical gap={12}>
          <Typography.Title level={5}>{label('parcels')}</Typography.Title>
          <Space.Compact style={{ maxWidth: 520 }}>
            <Input
              value={number}
              onChange={(e) => setNumber(e.target.value)}
              onPressEnter={(e) => {
                e.preventDefault();
                void addParcel();
              }}
              placeholder={label('scanParcel')}
              aria-label={label('scanParcel')}
            />
            <Button loading={looking} onClick={() => void addParcel()}>
              {label('addParcel')}
            </Button>
          </Space.Compact>
          <Table
            size="small"
            rowKey="number"
            pagination={false}
            dataSource={parcels}
            locale={{ emptyText: label('noLines') }}
            columns={[
              { dataIndex: 'number', title: label('code'), width: 180 },
              { dataIndex: 'name', title: label('name'), width: 160 },
              { dataIndex: 'customer', title: label('customer'), width: 120 },
              { dataIndex: 'shelf', title: label('shelf'), width: 100 },
              { key: 'x', title: '', width: 80, render: (_: unknown, p) => <Button size="small" type="link" danger onClick={() => setParcels((list) => list.filter((x) => x !== p))}>{label('remove')}</Button> },
            ]}
          />
          <Typography.Title level={5}>{label('commodity')}</Typography.Title>
          <Space wrap>
            <Select
              showSearch={{ filterOption: false, onSearch: setSearch }}
              style={{ width: 360 }}
              placeholder={label('chooseCommodity')}
              aria-label={label('chooseCommodity')}
              loading={stock.isFetching}
              value={picked}
              onChange={setPicked}
              options={(stock.data ?? []).map((s) => ({ value: s.CommodityId, label: `${s.Sku} · ${s.Name} · ${s.UserName} (${label('available', { count: s.Available })})` }))}
            />
            <InputNumber min={1} max={api.TRANSFER_QUANTITY_MAX} precision={0} value={quantity} onChange={(v) => setQuantity(v ?? 1)} aria-label={label('quantity')} />
            <Button disabled={picked === null} onClick={addCommodity}>
              {label('addCommodity')}
            </Button>
          </Space>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={goods}
            locale={{ emptyText: label('noLines') }}
            columns={[
              { dataIndex: 'sku', title: label('sku'), width: 140 },
              { dataIndex: 'name', title: label('name'), width: 160 },
              { dataIndex: 'customer', title: label('customer'), width: 120 },
              {
                key: 'q',
                title: label('quantity'),
                width: 120,
                render: (_: unknown, g) => (
                  <InputNumber
                    size="small"
                    min={1}
                    max={api.TRANSFER_QUANTITY_MAX}
                    precision={0}
                    value={g.quantity}
                    onChange={(v) => setGoods((list) => list.map((x) => (x.id === g.id ? { ...x, quantity: v ?? 1 } : x)))}
                    aria-label={label('quantity')}
                  />
                ),
              },
              { key: 'x', title: '', width: 80, render: (_: unknown, g) => <Button size="small" type="link" danger onClick={() => setGoods((list) => list.filter((x) => x !== g))}>{label('remove')}</Button> },
            ]}
          />
        </Flex>
      )}
    </FormDialog>
  );
}
