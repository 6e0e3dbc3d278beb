import { inventory as api, shelves, type ResponseOf } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Form, Input, InputNumber, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { choosesValue } from '../../components/form/placeholders.ts';
import { WarehouseSelect } from '../../components/pickers/WarehouseSelect.tsx';
import { bucketName, type InventoryRow } from './inventoryParts.tsx';
import './texts.ts';
import { requiredRule } from '../../lib/formRules.ts';
import { FormDialog } from '../../components/form/FormDialog.tsx';
import { FormItem } from '../../components/form/FormItem.tsx';

export type Place = ResponseOf<typeof api.getInventoryShelves>[number];
export type StockAction = 'freeze' | 'unfreeze' | 'adjust' | 'moveShelf';

/** The shelves of a warehouse whose number starts with what is typed (active ones). */
export function ShelfSelect({ warehouseId, value, onChange, id }: { warehouseId: number; value?: number; onChange?: (value: number) => void; id?: string }) {
  const [search, setSearch] = useState('');
  const found = useQuery({
    queryKey: [shelves.getShelves.path, warehouseId, search],
    queryFn: () => callApi(shelves.getShelves, { index: 1, rows: 20, WarehouseId: warehouseId, IsDeactivate: false, ...(search ? { Content: search } : {}) }, { silent: true }),
  });
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      value={value}
      onChange={onChange}
      loading={found.isFetching}
      options={(found.data?.Data ?? []).map((s) => ({ value: s.Id, label: s.ShelvesNumber }))}
    />
  );
}
choosesValue(ShelfSelect);

interface Values {
  Quantity: number;
  Bucket?: number;
  ToShelfId?: number;
  Reason?: string;
}

const HELD_BUCKETS = [api.StockBucket.Available, api.StockBucket.Frozen, api.StockBucket.Defective, api.StockBucket.Question];

/** The form of one action on the stock of one place (a shelf, or not on a shelf); each dialog below makes its own call. */
function StockForm({ action, row, place, onSave, onClose }: { action: StockAction; row: InventoryRow; place: Place; onSave: (values: Values) => Promise<unknown>; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const label = (key: string) => t(`inventory.${key}`);
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const save = async (v: Values) => {
    setSaving(true);
    try {
      await onSave(v);
      void message.success(label('done'));
      onClose();
    } finally {
      setSaving(false);
    }
  };
  const buckets = (action === 'adjust' ? api.ADJUSTABLE_BUCKETS : HELD_BUCKETS).map((b) => ({ value: b, label: bucketName(b) }));
  const where = place.ShelvesNumber || label('notOnShelf');
  return (
    <FormDialog<Values>
      form={form}
      name="stock"
      title={`${label(action)} · ${row.CommoditySku} · ${where}`}
      onClose={onClose}
      onFinish={(v) => void save(v).catch(() => undefined)}
      pending={saving}
      formProps={{ initialValues: { Bucket: api.StockBucket.Available } }}
    >
      <Typography.Paragraph type="secondary">
        {label('available')} {place.AvailableQuantity} · {label('frozen')} {place.FrozenQuantity} · {label('defective')} {place.DefectiveQuantity} · {label('question')} {place.QuestionQuantity}
      </Typography.Paragraph>
      {(action === 'adjust' || action === 'moveShelf') && (
        <FormItem name="Bucket" label={label('bucket')} rules={[requiredRule()]}>
          <Select options={buckets} />
        </FormItem>
      )}
      {action === 'moveShelf' && (
        <FormItem name="ToShelfId" label={label('toShelf')} rules={[requiredRule()]}>
          <ShelfSelect warehouseId={row.WarehouseId} />
        </FormItem>
      )}
      <FormItem
        name="Quantity"
        label={label('quantity')}
        extra={action === 'adjust' ? label('adjustHelp') : undefined}
        rules={[requiredRule(), ...(action === 'adjust' ? [{ validator: (_: unknown, v: number) => (v === 0 ? Promise.reject(new Error(label('notZero'))) : Promise.resolve()) }] : [])]}
      >
        <InputNumber min={action === 'adjust' ? -2_147_483_647 : 1} max={2_147_483_647} precision={0} style={{ width: '100%' }} />
      </FormItem>
      <FormItem name="Reason" label={label('reason')} rules={action === 'adjust' ? [requiredRule()] : []}>
        <Input maxLength={api.STOCK_REASON_MAX} />
      </FormItem>
    </FormDialog>
  );
}

interface DialogProps {
  row: InventoryRow;
  place: Place;
  onClose: () => void;
}
const atOf = (row: InventoryRow) => ({ CommodityId: row.CommodityId, WarehouseId: row.WarehouseId });

export function FreezeDialog({ undo, row, place, onClose }: DialogProps & { undo: boolean }) {
  const save = (v: Values) => callApi(undo ? api.unfreezeStock : api.freezeStock, { ...atOf(row), ShelfId: place.ShelfId, Quantity: v.Quantity, Reason: v.Reason ?? '' });
  return <StockForm action={undo ? 'unfreeze' : 'freeze'} row={row} place={place} onSave={save} onClose={onClose} />;
}

export function AdjustDialog({ row, place, onClose }: DialogProps) {
  const save = (v: Values) => callApi(api.adjustStock, { ...atOf(row), ShelfId: place.ShelfId, Bucket: v.Bucket!, Quantity: v.Quantity, Reason: v.Reason ?? '' });
  return <StockForm action="adjust" row={row} place={place} onSave={save} onClose={onClose} />;
}

export function MoveShelfDialog({ row, place, onClose }: DialogProps) {
  const save = (v: Values) => callApi(api.moveStockShelf, { ...atOf(row), FromShelfId: place.ShelfId, ToShelfId: v.ToShelfId!, Bucket: v.Bucket!, Quantity: v.Quantity, Reason: v.Reason ?? '' });
  return <StockForm action="moveShelf" row={row} place={place} onSave={save} onClose={onClose} />;
}

type Counted = Record<number, { AvailableQuantity: number; DefectiveQuantity: number; QuestionQuantity: number }>;

/** A shelf's count: the books per commodity, the counted quantities beside them; differences become stock-take movements. */
export function StockTakeDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const label = (key: string) => t(`inventory.${key}`);
  const [warehouseId, setWarehouseId] = useState<number | undefined>();
  const [shelfId, setShelfId] = useState<number | undefined>();
  const [counted, setCounted] = useState<Counted>({});
  const [saving, setSaving] = useState(false);
  const books = useQuery({ queryKey: [api.getShelfStock.path, shelfId], enabled: shelfId !== undefined, queryFn: () => callApi(api.getShelfStock, { ShelfId: shelfId! }) });
  const rows = books.data ?? [];
  const valueOf = (r: (typeof rows)[number], field: keyof Counted[number]) => counted[r.CommodityId]?.[field] ?? r[field];
  const setValue = (r: (typeof rows)[number], field: keyof Counted[number], value: number) =>
    setCounted((c) => ({ ...c, [r.CommodityId]: { AvailableQuantity: valueOf(r, 'AvailableQuantity'), DefectiveQuantity: valueOf(r, 'DefectiveQuantity'), QuestionQuantity: valueOf(r, 'QuestionQuantity'), [field]: value } }));
  const save = async () => {
    setSaving(true);
    try {
      const Lines = rows.map((r) => ({ CommodityId: r.CommodityId, AvailableQuantity: valueOf(r, 'AvailableQuantity'), DefectiveQuantity: valueOf(r, 'DefectiveQuantity'), QuestionQuantity: valueOf(r, 'QuestionQuantity') }));
      const result = await callApi(api.stockTake, { ShelfId: shelfId!, Lines, Reason: '' });
      void message.success(result.Differences.length === 0 ? label('noDifferences') : t('inventory.differences', { count: result.Differences.length }));
      onClose();
    } finally {
      setSaving(false);
    }
  };
  const countColumn = (field: keyof Counted[number], title: string) => ({
    key: field,
    title: `${title} · ${label('counted')}`,
    width: 150,
    render: (_: unknown, r: (typeof rows)[number]) => (
      <InputNumber min={0} max={2_147_483_647} precision={0} value={valueOf(r, field)} onChange={(v) => setValue(r, field, v ?? 0)} status={valueOf(r, field) !== r[field] ? 'warning' : undefined} />
    ),
  });
  return (
    <FormDialog
      name="stockTake"
      width={880}
      title={label('stockTake')}
      onClose={onClose}
      changed={shelfId !== undefined}
      onFinish={() => void save().catch(() => undefined)}
      pending={saving}
      okButtonProps={{ disabled: rows.length === 0 }}
    >
      <FormItem label={label('warehouse')} required>
        <WarehouseSelect value={warehouseId ?? null} onChange={(id: number) => { setWarehouseId(id); setShelfId(undefined); setCounted({}); }} />
      </FormItem>
      {warehouseId !== undefined && (
        <FormItem label={label('chooseShelf')} required>
          <ShelfSelect key={warehouseId} warehouseId={warehouseId} value={shelfId} onChange={(id) => { setShelfId(id); setCounted({}); }} />
        </FormItem>
      )}
      <Alert type="info" showIcon title={label('takeStockHelp')} style={{ marginBottom: 12 }} />
      {shelfId !== undefined && (
        <Table
          rowKey="CommodityId"
          size="small"
          loading={books.isFetching}
          pagination={false}
          dataSource={rows}
          locale={{ emptyText: label('noStockOnShelf') }}
          scroll={{ x: 800 }}
          columns={[
            { dataIndex: 'CommoditySku', title: label('sku'), width: 130 },
            { dataIndex: 'CommodityName', title: label('name'), width: 150, ellipsis: true },
            { dataIndex: 'FrozenQuantity', title: label('frozen'), width: 70, align: 'right' },
            countColumn('AvailableQuantity', label('available')),
            countColumn('DefectiveQuantity', label('defective')),
            countColumn('QuestionQuantity', label('question')),
          ]}
        />
      )}
    </FormDialog>
  );
}
