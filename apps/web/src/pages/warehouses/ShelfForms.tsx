import { shelves as api, type RequestOf } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, InputNumber, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, type RowOf } from '../../api/client.ts';
import { useCallMutation } from '../../api/useCallMutation.ts';
import { ShelvesPicker } from '../../components/pickers/pickers.tsx';
import { PartitionSelect, WarehouseSelect } from '../../components/pickers/WarehouseSelect.tsx';
import { checkRule, rules } from '../../lib/formRules.ts';
import './texts.ts';
import { FormDialog } from '../../components/form/FormDialog.tsx';
import { FormItem } from '../../components/form/FormItem.tsx';

type Shelf = RowOf<typeof api.getShelves>;

const dimensionFields = (t: (key: string) => string) => [
  { name: 'ShelvesLength', label: t('warehouses.shelf.length'), rules: [rules.decimal({ maxDecimal: 2 })] },
  { name: 'ShelvesWide', label: t('warehouses.shelf.wide'), rules: [rules.decimal({ maxDecimal: 2 })] },
  { name: 'ShelvesHigh', label: t('warehouses.shelf.high'), rules: [rules.decimal({ maxDecimal: 2 })] },
];

/** Letters, digits and - _ . / only, as the server says it. */
const shelfCodeRule = () => checkRule((code) => (code === '' || api.SHELF_NUMBER_PATTERN.test(code) ? null : 'ShelfNumberFormat'));

const statusOptions = (t: (key: string) => string) => [
  { value: false, label: t('warehouses.shelf.active') },
  { value: true, label: t('warehouses.shelf.deactivated') },
];

type ShelfValues = RequestOf<typeof api.establishShelves>;

/** Add one shelf, or edit one (its warehouse stays; its partition may change within it). */
export function ShelfFormModal({ editId, siteId, onClose, onSaved }: { editId: number | null; siteId: number | undefined; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ShelfValues>();
  const info = useQuery({ queryKey: [api.getShelvesById.path, editId], queryFn: () => callApi(api.getShelvesById, { Id: editId! }), enabled: editId !== null });
  const chosenWarehouse = Form.useWatch('WarehouseId', form);
  const warehouseId = editId === null ? chosenWarehouse : info.data?.WarehouseId;
  const ready = editId === null || info.data;
  const save = useCallMutation((v: ShelfValues) => (editId === null ? callApi(api.establishShelves, v) : callApi(api.editShippingAddress, { ...v, Id: editId })), { onSuccess: onSaved });
  return (
    <FormDialog<ShelfValues>
      form={form}
      name="shelf"
      width={720}
      title={t(editId === null ? 'warehouses.shelf.createTitle' : 'warehouses.shelf.editTitle')}
      onClose={onClose}
      loading={!ready}
      onFinish={(v) => save.mutate(v)}
      pending={save.isPending}
      widthSize={3}
      formProps={{ initialValues: editId === null ? { IsDeactivate: false } : info.data }}
      fields={[
        { name: 'WarehouseId', label: t('warehouses.shelf.warehouse'), input: <WarehouseSelect siteId={siteId} disabled={editId !== null} />, rules: [rules.required()] },
        { name: 'PartitionId', label: t('warehouses.shelf.partition'), input: <PartitionSelect key={warehouseId ?? 'none'} siteId={siteId} warehouseId={warehouseId} disabled={!warehouseId} />, rules: [rules.required()] },
        { name: 'ShelvesNumber', label: t('warehouses.shelf.number'), rules: [rules.required(), shelfCodeRule(), { max: api.SHELF_NUMBER_MAX }] },
        ...dimensionFields(t),
        { name: 'IsDeactivate', label: t('warehouses.status'), input: <Select options={statusOptions(t)} /> },
      ]}
    />
  );
}

type BatchValues = RequestOf<typeof api.batchAddShelves>;

const NEW_BATCH: Partial<BatchValues> = { Separator: '-', Rows: 5, Columns: 10, StartRow: 1, StartColumn: 1, LayerPaddingBits: 2, ColumnPaddingBits: 2, IsDeactivate: false };

/** What a batch will number, as the server numbers it (the contracts' batchShelfNumber). */
function batchPreview(v: Partial<BatchValues>) {
  const rows = Number(v.Rows);
  const columns = Number(v.Columns);
  if (!v.Prefix || !(rows > 0) || !(columns > 0)) return null;
  const numbering = { Prefix: v.Prefix, Separator: v.Separator, LayerPaddingBits: Number(v.LayerPaddingBits ?? 2), ColumnPaddingBits: Number(v.ColumnPaddingBits ?? 2) };
  const startRow = Number(v.StartRow ?? 1);
  const startColumn = Number(v.StartColumn ?? 1);
  return {
    first: api.batchShelfNumber(numbering, startRow, startColumn),
    last: api.batchShelfNumber(numbering, startRow + rows - 1, startColumn + columns - 1),
    count: rows * columns,
  };
}

/** Batch add: rows × columns shelves numbered Prefix-Layer-Column, all or none. */
export function BatchAddModal({ siteId, onClose, onSaved }: { siteId: number | undefined; onClose: () => void; onSaved: (result: { Count: number; FirstNumber: string; LastNumber: string }) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<BatchValues>();
  const values = Form.useWatch([], form) as Partial<BatchValues> | undefined;
  const preview = batchPreview(values ?? NEW_BATCH);
  const warehouseId = values?.WarehouseId;
  const axis = <InputNumber min={1} max={api.BATCH_ADD_AXIS_MAX} precision={0} style={{ width: '100%' }} />;
  const padding = <InputNumber min={0} max={api.PADDING_BITS_MAX} precision={0} style={{ width: '100%' }} />;
  const save = useCallMutation((v: BatchValues) => callApi(api.batchAddShelves, v), { onSuccess: onSaved });
  return (
    <FormDialog<BatchValues>
      form={form}
      name="batchShelves"
      width={860}
      title={t('warehouses.shelf.batchTitle')}
      onClose={onClose}
      onFinish={(v) => save.mutate(v)}
      pending={save.isPending}
      widthSize={3}
      formProps={{ initialValues: NEW_BATCH }}
      fields={[
        { name: 'WarehouseId', label: t('warehouses.shelf.warehouse'), input: <WarehouseSelect siteId={siteId} />, rules: [rules.required()] },
        { name: 'PartitionId', label: t('warehouses.shelf.partition'), input: <PartitionSelect key={warehouseId ?? 'none'} siteId={siteId} warehouseId={warehouseId} disabled={!warehouseId} />, rules: [rules.required()] },
        { name: 'Prefix', label: t('warehouses.shelf.prefix'), rules: [rules.required(), shelfCodeRule(), { max: api.SHELF_PREFIX_MAX }] },
        {
          name: 'Separator',
          label: t('warehouses.shelf.separator'),
          input: <Select options={[...api.SHELF_SEPARATORS.map((s) => ({ value: s, label: s })), { value: '', label: t('warehouses.shelf.noSeparator') }]} />,
        },
        { name: 'Rows', label: t('warehouses.shelf.rows'), input: axis, rules: [rules.required()] },
        { name: 'Columns', label: t('warehouses.shelf.columns'), input: axis, rules: [rules.required()] },
        { name: 'StartRow', label: t('warehouses.shelf.startRow'), input: axis },
        { name: 'StartColumn', label: t('warehouses.shelf.startColumn'), input: axis },
        { name: 'LayerPaddingBits', label: t('warehouses.shelf.layerPadding'), input: padding },
        { name: 'ColumnPaddingBits', label: t('warehouses.shelf.columnPadding'), input: padding },
        ...dimensionFields(t),
      ]}
    >
      {preview && (
        <Alert
          type={preview.count > api.BATCH_ADD_SHELVES_MAX ? 'error' : 'info'}
          showIcon
          data-testid="batch-preview"
          message={preview.count > api.BATCH_ADD_SHELVES_MAX ? t('warehouses.shelf.tooMany', { max: api.BATCH_ADD_SHELVES_MAX }) : t('warehouses.shelf.preview', preview)}
        />
      )}
    </FormDialog>
  );
}

/** Move goods to another active shelf of the same warehouse: some of them, or all. */
export function TransferModal({ shelf, onClose, onDone }: { shelf: Shelf; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<Shelf | null>(null);
  const [quantity, setQuantity] = useState<number | null>(1);
  // Both buttons are disabled until a target shelf is chosen.
  const move = useCallMutation(
    (all: boolean) =>
      all ? callApi(api.transferGoodsAll, { Id: shelf.Id, TargetId: target!.Id }) : callApi(api.transferGoods, { Id: shelf.Id, TargetId: target!.Id, Quantity: quantity ?? 0 }),
    { onSuccess: onDone },
  );
  return (
    <FormDialog
      name="transferGoods"
      width={560}
      title={t('warehouses.shelf.transferTitle', { number: shelf.ShelvesNumber })}
      onClose={onClose}
      changed={target !== null}
      onFinish={() => move.mutate(false)}
      pending={move.isPending}
      okText={t('warehouses.shelf.transfer')}
      okButtonProps={{ disabled: !target || !quantity }}
      buttons={
        <Button disabled={!target || move.isPending} onClick={() => move.mutate(true)}>
          {t('warehouses.shelf.transferAll', { count: shelf.GoodsQuantity })}
        </Button>
      }
    >
      <FormItem label={t('warehouses.shelf.target')} required>
        <ShelvesPicker value={target} onChange={setTarget} query={{ WarehouseId: shelf.WarehouseId }} />
      </FormItem>
      <FormItem label={t('warehouses.shelf.quantity')} required extra={<Typography.Text type="secondary">{`${t('warehouses.shelf.goods')}: ${shelf.GoodsQuantity}`}</Typography.Text>}>
        <InputNumber min={1} max={shelf.GoodsQuantity} precision={0} value={quantity} onChange={setQuantity} style={{ width: '100%' }} />
      </FormItem>
    </FormDialog>
  );
}
