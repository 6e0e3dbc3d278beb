import { BATCH_SEARCH_MAX_ITEMS, parcels as api } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Input, Tabs, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, type RowOf } from '../../api/client.ts';
import { onDataChanged } from '../../api/dataChanged.ts';
import { useWarehouses } from '../../components/pickers/WarehouseSelect.tsx';
import { QueryForm } from '../../components/query/QueryForm.tsx';
import { omitEmpty, type Query } from '../../components/query/queryRules.ts';
import { SiteSelect } from '../../components/site/SiteSelect.tsx';
import { useSiteChoice } from '../../components/site/useSiteChoice.ts';
import { DataTable } from '../../components/table/DataTable.tsx';
import { downloadFile } from '../../lib/download.ts';
import { packageStateName, time } from './lifecycleNames.ts';
import { PackageDetailDrawer } from './PackageDetailDrawer.tsx';
import { PackageEditModal } from './PackageEditModal.tsx';
import './texts.ts';

type Row = RowOf<typeof api.getPackages>;
const ALL = 'all';

/** The site's parcels: filters, a batch search of courier numbers, state tabs with counts, export, detail and correction. */
export default function PackagesIndex() {
  const { t } = useTranslation();
  const label = (key: string, params?: Record<string, unknown>) => t(`parcels.${key}`, params);
  const { isPlatform, siteId, setSiteId } = useSiteChoice();
  const [filters, setFilters] = useState<Query>({});
  const [state, setState] = useState<string>(ALL);
  const [detailId, setDetailId] = useState<number | null>(null);
  const [editId, setEditId] = useState<number | null>(null);
  const warehouses = useWarehouses(siteId, true);
  const site = isPlatform && siteId ? { SiteId: siteId } : {};
  const warehouseId = filters.WarehouseId as number | undefined;
  const counts = useQuery({
    queryKey: [api.getPackageStateCounts.path, site, warehouseId ?? null, filters],
    queryFn: () => callApi(api.getPackageStateCounts, { ...site, ...(warehouseId ? { WarehouseId: warehouseId } : {}) }),
  });
  const { refetch } = counts;
  useEffect(() => onDataChanged(() => void refetch()), [refetch]);
  const countOf = (s: number) => counts.data?.find((c) => c.PackageStatus === s)?.Count ?? 0;
  const total = (counts.data ?? []).reduce((sum, c) => sum + c.Count, 0);
  // The tab and the site go with every page as params: the filters object changes only on Query (a new one fetches again).
  const params = { ...site, ...(state === ALL ? {} : { PackageStatus: Number(state) as api.PackageStatus }) };
  const yesNo = [
    { value: true, label: label('yes') },
    { value: false, label: label('no') },
  ];

  return (
    <Card>
      {isPlatform && (
        <Flex style={{ marginBottom: 16 }}>
          <SiteSelect value={siteId} onChange={setSiteId} placeholder={label('all')} allowClear />
        </Flex>
      )}
      <QueryForm
        onQuery={setFilters}
        fields={[
          {
            kind: 'custom',
            name: 'CourierNumbers',
            label: label('courierNumber'),
            render: () => <Input.TextArea autoSize={{ minRows: 1, maxRows: 6 }} placeholder={label('list.batchSearch', { max: BATCH_SEARCH_MAX_ITEMS })} />,
          },
          { kind: 'text', name: 'MemberNumber', label: label('memberNumber') },
          { kind: 'select', name: 'WarehouseId', label: label('warehouse'), options: (warehouses.data ?? []).map((w) => ({ value: w.Id, label: w.Name })) },
          { kind: 'text', name: 'ProductName', label: label('product') },
          { kind: 'text', name: 'ShelfCode', label: label('shelf') },
          { kind: 'select', name: 'IsCompleted', label: label('completed'), options: [{ value: true, label: label('isCompleted') }, { value: false, label: label('notCompleted') }] },
          { kind: 'select', name: 'IsUnknown', label: label('list.unknownOnly'), options: yesNo },
          { kind: 'text', name: 'CourierCompany', label: label('courierCompany'), extra: true },
          { kind: 'text', name: 'ShopNo', label: label('shopNo'), extra: true },
          { kind: 'dateRange', names: ['SignedStartDate', 'SignedEndDate'], label: label('list.signedDates'), extra: true },
          { kind: 'dateRange', label: label('createdAt'), extra: true },
        ]}
      />
      <Tabs
        activeKey={state}
        onChange={setState}
        items={[
          { key: ALL, label: `${label('all')} (${total})` },
          ...api.PACKAGE_STATUSES.map((s) => ({ key: String(s), label: `${packageStateName(s)} (${countOf(s)})` })),
        ]}
      />
      <DataTable
        call={api.getPackages}
        filters={filters}
        params={params}
        rowKey="Id"
        storageKey="packages"
        onLoaded={() => void refetch()}
        visibleActions={2}
        toolbar={[
          {
            key: 'export',
            label: label('list.export'),
            permission: 'Package.Export',
            onClick: async () => {
              downloadFile(await callApi(api.exportPackages, { ...omitEmpty(filters), ...params }));
            },
          },
        ]}
        actions={[
          { key: 'detail', label: label('detail'), onClick: (row: Row) => setDetailId(row.Id) },
          { key: 'edit', label: label('edit'), permission: 'Package.Edit', hidden: (row: Row) => !row.Actions.includes('Edit'), onClick: (row: Row) => setEditId(row.Id) },
        ]}
        columns={[
          { dataIndex: 'CourierNumber', title: label('courierNumber'), width: 170, fixed: 'left', render: (n: string, row) => <a onClick={() => setDetailId(row.Id)}>{n}</a> },
          { dataIndex: 'PackageStatus', title: label('status'), width: 100, render: (s: number) => <Tag color="blue">{packageStateName(s)}</Tag> },
          { key: 'owner', title: label('customer'), width: 180, render: (_: never, r: Row) => (r.UserId === null ? <Tag color="orange">{label('unknown')}</Tag> : `${r.UserName} · ${r.MemberNumber}`) },
          { dataIndex: 'WarehouseName', title: label('warehouse'), width: 140 },
          { dataIndex: 'ProductName', title: label('product'), width: 160, ellipsis: true },
          { dataIndex: 'IsCompleted', title: label('completed'), width: 90, render: (c: boolean) => (c ? label('isCompleted') : <Tag color="gold">{label('notCompleted')}</Tag>) },
          { dataIndex: 'Weight', title: label('weight'), width: 100, align: 'right' },
          { dataIndex: 'BillingWeight', title: label('billingWeight'), width: 120, align: 'right' },
          { dataIndex: 'ShelfCode', title: label('shelf'), width: 100 },
          { dataIndex: 'CourierCompany', title: label('courierCompany'), width: 120 },
          { dataIndex: 'SignedTime', title: label('signedTime'), width: 170, render: time },
          { dataIndex: 'CreationTime', title: label('createdAt'), width: 170, render: time },
        ]}
      />
      <PackageDetailDrawer id={detailId} onClose={() => setDetailId(null)} />
      {editId !== null && <PackageEditModal id={editId} onClose={() => setEditId(null)} />}
    </Card>
  );
}
