import { DATE_TIME_FORMAT_DAYJS, inventory as api, type ResponseOf } from '@lbo/contracts';
import { App, Form, InputNumber, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import type { DataColumn } from '../../components/table/DataTable.tsx';
import { DataTable } from '../../components/table/DataTable.tsx';
import { inLanguage } from '../../lib/contractWords.ts';
import './texts.ts';
import { requiredRule } from '../../lib/formRules.ts';
import { FormDialog } from '../../components/form/FormDialog.tsx';
import { FormItem } from '../../components/form/FormItem.tsx';

export type InventoryRow = ResponseOf<typeof api.getInventory>['Data'][number];

export const bucketName = (bucket: number | null) => (bucket === null ? '' : inLanguage(api.STOCK_BUCKET_NAMES[bucket as api.StockBucket]));
export const movementTypeName = (type: number) => inLanguage(api.STOCK_MOVEMENT_TYPE_NAMES[type as api.StockMovementType]);
export const time = (value: string) => dayjs(value).format(DATE_TIME_FORMAT_DAYJS);

/** The six quantities of a stock row, as columns (numbers right-aligned; zero greyed). */
export function quantityColumns<Row extends { TotalQuantity: number }>(t: (key: string) => string): DataColumn<Row>[] {
  const figure = (n: number) => (n === 0 ? <Typography.Text type="secondary">0</Typography.Text> : n);
  return [
    ['TotalQuantity', 'total'],
    ['AvailableQuantity', 'available'],
    ['FrozenQuantity', 'frozen'],
    ['DefectiveQuantity', 'defective'],
    ['QuestionQuantity', 'question'],
    ['InTransitQuantity', 'inTransit'],
  ].map(([dataIndex, label]) => ({ dataIndex: dataIndex as keyof Row & string, title: t(`inventory.${label}`), width: 90, align: 'right' as const, render: figure }));
}

/** The early warning beside the available quantity: red when below it. */
export function WarningTag({ row }: { row: InventoryRow }) {
  if (row.EarlyWarningQuantity === null || row.EarlyWarningQuantity === 0) return <>-</>;
  return <Tag color={row.BelowWarning ? 'red' : 'default'}>{row.EarlyWarningQuantity}</Tag>;
}

/** The ledger of one stock, newest first; a customer reads "the warehouse" for staff. */
export function MovementsTable({ call, commodityId, warehouseId }: { call: typeof api.getStockMovements | typeof api.getUserStockMovements; commodityId: number; warehouseId: number }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`inventory.${key}`);
  const sideOf = (bucket: number | null, shelf: string, before: number | null, after: number | null) =>
    bucket === null ? label('outside') : `${bucketName(bucket)}${shelf ? ` · ${shelf}` : ''} (${before} → ${after})`;
  return (
    <DataTable
      call={call}
      params={{ CommodityId: commodityId, WarehouseId: warehouseId }}
      rowKey="Id"
      card={{ title: 'Type', fields: ['Quantity', 'from', 'to', 'CreationTime'] }}
      columns={[
        { dataIndex: 'Type', title: label('type'), width: 110, render: (type: number) => movementTypeName(type) },
        { dataIndex: 'Quantity', title: label('quantity'), width: 80, align: 'right' },
        { key: 'from', title: label('from'), width: 200, render: (_: never, m) => sideOf(m.FromBucket, m.FromShelvesNumber, m.FromBefore, m.FromAfter) },
        { key: 'to', title: label('to'), width: 200, render: (_: never, m) => sideOf(m.ToBucket, m.ToShelvesNumber, m.ToBefore, m.ToAfter) },
        { dataIndex: 'Reason', title: label('reason'), width: 140, ellipsis: true },
        { dataIndex: 'OperatorName', title: label('operator'), width: 110, render: (name: string) => name || label('warehouseStaff') },
        { dataIndex: 'CreationTime', title: label('time'), width: 170, render: time },
      ]}
    />
  );
}

/** Sets a stock's early-warning quantity: staff for any customer of the site, a customer for their own. */
export function EarlyWarningDialog({ call, row, onClose }: { call: typeof api.setEarlyWarningQuantity | typeof api.setUserEarlyWarningQuantity; row: InventoryRow; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ Quantity: number }>();
  const [saving, setSaving] = useState(false);
  const save = async ({ Quantity }: { Quantity: number }) => {
    setSaving(true);
    try {
      await callApi(call, { CommodityId: row.CommodityId, WarehouseId: row.WarehouseId, Quantity });
      void message.success(t('inventory.done'));
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <FormDialog
      form={form}
      name="earlyWarning"
      title={`${t('inventory.setWarning')} · ${row.CommoditySku} · ${row.WarehouseName}`}
      onClose={onClose}
      onFinish={(values) => void save(values).catch(() => undefined)}
      pending={saving}
      formProps={{ initialValues: { Quantity: row.EarlyWarningQuantity ?? 0 } }}
    >
      <FormItem name="Quantity" label={t('inventory.earlyWarning')} extra={t('inventory.warningHelp')} rules={[requiredRule()]}>
        <InputNumber min={0} max={2_147_483_647} precision={0} style={{ width: '100%' }} />
      </FormItem>
    </FormDialog>
  );
}
