import { PlusOutlined } from '@ant-design/icons';
import { DATE_TIME_FORMAT_DAYJS, parcels, type Texts } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Drawer, Empty, Image, Input, Space, Spin, Tag, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, type RowOf } from '../../api/client.ts';
import { onDataChanged } from '../../api/dataChanged.ts';
import { FormDialog } from '../../components/form/FormDialog.tsx';
import { fileUrl } from '../../components/media/fileUrl.ts';
import { WarehouseSelect } from '../../components/pickers/WarehouseSelect.tsx';
import { DataTable } from '../../components/table/DataTable.tsx';
import { StateBar } from '../../components/table/StateBar.tsx';
import { ForecastEditDrawer, ForecastTabs } from './UserForecastForms.tsx';
import { decimalText, PackageStateTag, useNamed } from './UserParcelParts.tsx';
import './userTexts.ts';

type Row = RowOf<typeof parcels.getUserPackages>;
type Detail = parcels.PackageDetail;
type Editing = { row: Row; completing: boolean };

const time = (value: string | null) => (value ? dayjs(value).format(DATE_TIME_FORMAT_DAYJS) : '-');
const may = (row: Row, action: parcels.PackageAction) => row.Actions.includes(action);
const TAB_ALL = 'all';
/** Who took a step, as a customer is told: the site's staff are "the warehouse", never a name. */
const ACTOR_WORDS: Record<Detail['History'][number]['ActorKind'], string> = {
  You: 'userParcels.byYou',
  // Only staff are answered Customer; a customer's own steps are You.
  Customer: 'userParcels.byYou',
  Warehouse: 'userParcels.byWarehouse',
  System: 'userParcels.system',
};
/** What a history row's details name, in the page's words (a field without words keeps its name). */
const DETAIL_LABELS: Record<string, string> = {
  CourierNumber: 'userParcels.courierNumber', CourierCompany: 'userParcels.courierCompany', WarehouseName: 'userParcels.warehouse', ProductName: 'userParcels.productName',
  Quantity: 'userParcels.quantity', Price: 'userParcels.price', PurchasePrice: 'userParcels.purchasePrice', PurchaseCurrency: 'userParcels.currency', ShopNo: 'userParcels.shopNo',
  Remarks: 'userParcels.remarks', Weight: 'userParcels.weight', Length: 'userParcels.length', Width: 'userParcels.width', Height: 'userParcels.height', VolumeWeight: 'userParcels.volumeWeight',
  BillingWeight: 'userParcels.billingWeight', Pictures: 'userParcels.pictures', ShelfCode: 'userParcels.shelf', FromShelfCode: 'userParcels.fromShelf', Reply: 'userParcels.reply',
};

/**
 * My parcels: the customer's parcels by state (tabs with counts), a batch search of up to 200
 * numbers, the detail with photos, measurements and history, and the changes each row's state
 * still allows (its Actions, from the transition table).
 */
export default function UserPackagesIndex() {
  const { t } = useTranslation();
  const named = useNamed();
  const { message } = App.useApp();
  const [tab, setTab] = useState(TAB_ALL);
  const [detailId, setDetailId] = useState<number | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [forecasting, setForecasting] = useState(false);
  const counts = useQuery({ queryKey: [parcels.getUserPackageStateCounts.path], queryFn: () => callApi(parcels.getUserPackageStateCounts, {}, { silent: true }) });
  // A forecast, an edit or a delete anywhere changes the counts too.
  useEffect(() => onDataChanged(() => void counts.refetch()), [counts]);
  const countOf = (state: number) => counts.data?.find((c) => c.PackageStatus === state)?.Count ?? 0;
  const total = (counts.data ?? []).reduce((sum, c) => sum + c.Count, 0);
  const stateNames = parcels.packageLifecycle.names.states as Record<number, Texts>;
  const state = tab === TAB_ALL ? undefined : (Number(tab) as parcels.PackageStatus);

  const remove = async (row: Row) => {
    await callApi(parcels.deleteUserPackage, { Id: row.Id });
    void message.success(t('userParcels.deleted'));
  };

  return (
    <Card>
      <StateBar
        value={tab}
        onChange={setTab}
        items={[
          { key: TAB_ALL, label: t('userParcels.tabCount', { name: t('userParcels.all'), count: total }) },
          ...parcels.PACKAGE_STATUSES.map((s) => ({ key: String(s), label: t('userParcels.tabCount', { name: named(stateNames[s]!), count: countOf(s) }) })),
        ]}
      />
      <DataTable
        call={parcels.getUserPackages}
        params={{ PackageStatus: state }}
        rowKey="Id"
        storageKey="userPackages"
        onLoaded={() => void counts.refetch()}
        card={{ title: 'CourierNumber', tag: 'PackageStatus', fields: ['ProductName', 'WarehouseName', 'Weight', 'ShelfCode', 'CreationTime'], onOpen: (row) => setDetailId(row.Id) }}
        fields={[
          { kind: 'custom', name: 'CourierNumbers', label: t('userParcels.batchSearch'), render: () => <Input.TextArea autoSize={{ minRows: 1, maxRows: 6 }} placeholder={t('userParcels.batchSearchHelp')} data-testid="batch-search" /> },
          { kind: 'custom', name: 'WarehouseId', label: t('userParcels.warehouse'), render: () => <WarehouseSelect allowClear /> },
          { kind: 'text', name: 'ProductName', label: t('userParcels.productName') },
          { kind: 'select', name: 'IsCompleted', label: t('userParcels.declaration'), options: [{ value: true, label: t('userParcels.completed') }, { value: false, label: t('userParcels.incomplete') }] },
        ]}
        toolbar={[{ key: 'forecast', label: t('userParcels.forecast'), icon: <PlusOutlined />, primary: true, permission: 'UserPackage.Add', onClick: () => setForecasting(true) }]}
        actions={[
          { key: 'detail', label: t('userParcels.detail'), onClick: (row: Row) => setDetailId(row.Id) },
          { key: 'edit', label: t('userParcels.editForecast'), permission: 'UserPackage.Edit', hidden: (row: Row) => !may(row, 'EditForecast'), onClick: (row: Row) => setEditing({ row, completing: false }) },
          { key: 'complete', label: t('userParcels.completeDetails'), permission: 'UserPackage.Edit', hidden: (row: Row) => !may(row, 'CompleteDetails'), onClick: (row: Row) => setEditing({ row, completing: true }) },
          {
            key: 'delete',
            label: t('userParcels.deleteForecast'),
            danger: true,
            permission: 'UserPackage.Delete',
            hidden: (row: Row) => !may(row, 'DeleteForecast'),
            confirm: t('userParcels.deleteConfirm'),
            onClick: remove,
          },
        ]}
        columns={[
          { dataIndex: 'CourierNumber', title: t('userParcels.courierNumber'), width: 180, render: (n: string, row) => <a onClick={() => setDetailId(row.Id)}>{n}</a> },
          {
            dataIndex: 'ProductName',
            title: t('userParcels.productName'),
            width: 180,
            ellipsis: true,
            render: (name: string, row) => (
              <Space size={4}>
                {name || '-'}
                {!row.IsCompleted && <Tag color="orange">{t('userParcels.incomplete')}</Tag>}
              </Space>
            ),
          },
          { dataIndex: 'WarehouseName', title: t('userParcels.warehouse'), width: 140, ellipsis: true },
          { dataIndex: 'PackageStatus', title: t('userParcels.state'), width: 110, render: (s: number) => <PackageStateTag state={s} /> },
          { dataIndex: 'Weight', title: t('userParcels.weight'), width: 110, align: 'right', render: decimalText },
          { dataIndex: 'BillingWeight', title: t('userParcels.billingWeight'), width: 130, align: 'right', render: decimalText },
          { dataIndex: 'ShelfCode', title: t('userParcels.shelf'), width: 110, render: (code: string) => code || '-' },
          { dataIndex: 'DaysOnShelf', title: t('userParcels.daysOnShelf'), width: 110, align: 'right', render: (days: number | null) => days ?? '-' },
          { dataIndex: 'CreationTime', title: t('userParcels.creationTime'), width: 170, render: time },
        ]}
      />
      {forecasting && (
        <FormDialog drawer ownForms title={t('userParcels.forecastTitle')} onClose={() => setForecasting(false)}>
          <ForecastTabs />
        </FormDialog>
      )}
      {editing && (
        <ForecastEditDrawer
          start={editing.row}
          completing={editing.completing}
          title={`${editing.completing ? t('userParcels.completeDetails') : t('userParcels.editForecast')} · ${editing.row.CourierNumber}`}
          onClose={() => setEditing(null)}
        />
      )}
      <PackageDetailDrawer id={detailId} onClose={() => setDetailId(null)} />
    </Card>
  );
}

/** One parcel: where it is, how it measured, its photos, and every step of its life. */
function PackageDetailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useQuery({ queryKey: [parcels.getUserPackageById.path, id], queryFn: () => callApi(parcels.getUserPackageById, { Id: id! }), enabled: id !== null });
  const record = detail.data;
  return (
    <Drawer open={id !== null} onClose={onClose} title={record ? t('userParcels.detailTitle', { number: record.CourierNumber }) : t('userParcels.detail')} size="large" styles={{ wrapper: { maxWidth: '100vw' } }}>
      {detail.isPending ? (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      ) : detail.isError || !record ? (
        <Alert type="error" showIcon message={t('userParcels.loadFailed')} action={<Button onClick={() => void detail.refetch()}>{t('app.retry')}</Button>} />
      ) : (
        <PackageDetailView record={record} />
      )}
    </Drawer>
  );
}

function PackageDetailView({ record }: { record: Detail }) {
  const { t } = useTranslation();
  const dims = [record.Length, record.Width, record.Height];
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }} data-testid="package-detail">
      <Descriptions
        column={{ xs: 1, sm: 2 }}
        size="small"
        bordered
        items={[
          { key: 'state', label: t('userParcels.state'), children: <PackageStateTag state={record.PackageStatus} /> },
          { key: 'warehouse', label: t('userParcels.warehouse'), children: record.WarehouseName },
          { key: 'company', label: t('userParcels.courierCompany'), children: record.CourierCompany || '-' },
          { key: 'product', label: t('userParcels.productName'), children: record.ProductName || '-' },
          { key: 'quantity', label: t('userParcels.quantity'), children: record.Quantity },
          { key: 'price', label: t('userParcels.price'), children: record.Price ? `${record.Price} ${record.PurchaseCurrency}` : '-' },
          { key: 'purchase', label: t('userParcels.purchasePrice'), children: record.PurchasePrice ? `${record.PurchasePrice} ${record.PurchaseCurrency}` : '-' },
          { key: 'shop', label: t('userParcels.shopNo'), children: record.ShopNo || '-' },
          { key: 'weight', label: t('userParcels.weight'), children: decimalText(record.Weight) },
          { key: 'dims', label: t('userParcels.dimensions'), children: dims.every((d) => d === null) ? '-' : dims.map(decimalText).join(' × ') },
          { key: 'volume', label: t('userParcels.volumeWeight'), children: decimalText(record.VolumeWeight) },
          { key: 'billing', label: t('userParcels.billingWeight'), children: <strong>{decimalText(record.BillingWeight)}</strong> },
          { key: 'shelf', label: t('userParcels.shelf'), children: record.ShelfCode || '-' },
          { key: 'days', label: t('userParcels.daysOnShelf'), children: record.DaysOnShelf ?? '-' },
          { key: 'signed', label: t('userParcels.signedTime'), children: time(record.SignedTime) },
          { key: 'shelved', label: t('userParcels.shelvedTime'), children: time(record.ShelvedTime) },
          ...(record.LogisticsSerialNumber ? [{ key: 'order', label: t('userParcels.orderNumber'), children: record.LogisticsSerialNumber }] : []),
          { key: 'remarks', label: t('userParcels.remarks'), children: record.Remarks || '-', span: 'filled' as const },
        ]}
      />
      <section>
        <Typography.Title level={5}>{t('userParcels.pictures')}</Typography.Title>
        {record.Pictures.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('userParcels.noPictures')} />
        ) : (
          <Image.PreviewGroup>
            <Space wrap>
              {record.Pictures.map((p) => (
                <Image key={p} src={fileUrl(p)} width={104} height={104} style={{ objectFit: 'cover' }} alt="" />
              ))}
            </Space>
          </Image.PreviewGroup>
        )}
      </section>
      <section>
        <Typography.Title level={5}>{t('userParcels.history')}</Typography.Title>
        <PackageHistory history={record.History} />
      </section>
    </Space>
  );
}

/** The parcel's history, oldest first, as the transition table names its actions and states. */
function PackageHistory({ history }: { history: Detail['History'] }) {
  const { t } = useTranslation();
  const named = useNamed();
  const actions = parcels.packageLifecycle.names.actions as Record<string, Texts | undefined>;
  const states = parcels.packageLifecycle.names.states as Record<number, Texts | undefined>;
  if (history.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('userParcels.historyEmpty')} />;
  const stateName = (s: number | null) => (s === null ? '' : states[s] ? named(states[s]) : String(s));
  return (
    <Timeline
      data-testid="package-history"
      items={history.map((h, i) => {
        const action = actions[h.Action];
        const moved = h.FromState !== h.ToState && h.ToState !== null ? `${stateName(h.FromState)}${h.FromState === null ? '' : ' → '}${stateName(h.ToState)}` : '';
        const details = Object.entries(h.Details).filter(([, v]) => v !== null && v !== '' && typeof v !== 'object');
        const label = (key: string) => (DETAIL_LABELS[key] ? t(DETAIL_LABELS[key]) : key);
        return {
          key: i,
          children: (
            <>
              <Typography.Text strong>{action ? named(action) : h.Action}</Typography.Text>
              {moved && <Typography.Text type="secondary"> · {moved}</Typography.Text>}
              <div>
                <Typography.Text type="secondary">
                  {time(h.CreationTime)} · {t('userParcels.by', { name: t(ACTOR_WORDS[h.ActorKind]) })}
                </Typography.Text>
              </div>
              {details.length > 0 && <div>{details.map(([k, v]) => `${label(k)}: ${String(v)}`).join('；')}</div>}
            </>
          ),
        };
      })}
    />
  );
}
