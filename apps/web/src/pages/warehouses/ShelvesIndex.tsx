import { DATE_TIME_FORMAT_DAYJS, shelves as api, type RequestOf } from '@lbo/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Card, Drawer, Flex, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, type RowOf } from '../../api/client.ts';
import { DetailView } from '../../components/form/DetailView.tsx';
import { usePartitions, useWarehouses } from '../../components/pickers/WarehouseSelect.tsx';
import { QueryForm } from '../../components/query/QueryForm.tsx';
import type { Query } from '../../components/query/queryRules.ts';
import { SiteSelect } from '../../components/site/SiteSelect.tsx';
import { useSiteChoice } from '../../components/site/useSiteChoice.ts';
import { DataTable, dataTableKey } from '../../components/table/DataTable.tsx';
import { BatchAddModal, ShelfFormModal, TransferModal } from './ShelfForms.tsx';
import './texts.ts';

type Row = RowOf<typeof api.getShelves>;
type PrintSelection = RequestOf<typeof api.getPrintShelveReport>;

const time = (value: string) => dayjs(value).format(DATE_TIME_FORMAT_DAYJS);
const space = (l: string, w: string, h: string) => `${l} × ${w} × ${h}`;

/** Save the PDF the server made (base64 in the envelope) under its file name. */
function downloadPdf(file: { FileName: string; Content: string }) {
  const bytes = Uint8Array.from(atob(file.Content), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.FileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Shelves: the bin locations, added one by one or in batches, with their goods, labels and log. */
export default function ShelvesIndex() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { isPlatform, siteId, setSiteId } = useSiteChoice();
  const [filters, setFilters] = useState<Query>({});
  const [selected, setSelected] = useState<Key[]>([]);
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const [batchOpen, setBatchOpen] = useState(false);
  const [transferring, setTransferring] = useState<Row | null>(null);
  const [detailId, setDetailId] = useState<number | null>(null);
  const warehouses = useWarehouses(siteId, true);
  const partitions = usePartitions(siteId, filters.WarehouseId as number | undefined);
  const reload = () => queryClient.invalidateQueries({ queryKey: dataTableKey(api.getShelves) });
  const label = (key: string) => t(`warehouses.shelf.${key}`);
  const statusTag = (deactivated: boolean) => (deactivated ? <Tag>{label('deactivated')}</Tag> : <Tag color="green">{label('active')}</Tag>);

  const print = async (ReportType: PrintSelection['ReportType']) => {
    const selection = selected.length > 0 ? { Ids: selected as number[] } : filters;
    const hide = message.loading(label('printing'), 0);
    try {
      downloadPdf(await callApi(api.getPrintShelveReport, { ...selection, ReportType }));
    } finally {
      hide();
    }
  };
  const setDeactivated = async (rows: Row[], IsDeactivate: boolean) => {
    await callApi(api.isDeactivateShelves, { Ids: rows.map((r) => r.Id), IsDeactivate });
    void message.success(t('warehouses.saved'));
  };

  return (
    <Card>
      {isPlatform && (
        <Flex style={{ marginBottom: 16 }}>
          <SiteSelect value={siteId} onChange={setSiteId} placeholder={t('warehouses.allSites')} allowClear />
        </Flex>
      )}
      <QueryForm
        onQuery={setFilters}
        fields={[
          { kind: 'text', name: 'Content', label: label('content') },
          { kind: 'select', name: 'WarehouseId', label: label('warehouse'), options: (warehouses.data ?? []).map((w) => ({ value: w.Id, label: w.Name })) },
          { kind: 'select', name: 'PartitionId', label: label('partition'), options: (partitions.data ?? []).map((p) => ({ value: p.Id, label: `${p.WarehouseName} / ${p.Name}` })) },
          {
            kind: 'select',
            name: 'IsDeactivate',
            label: t('warehouses.status'),
            options: [
              { value: false, label: label('active') },
              { value: true, label: label('deactivated') },
            ],
          },
        ]}
      />
      <DataTable
        call={api.getShelves}
        filters={filters}
        rowKey="Id"
        storageKey="shelves"
        selection="multiple"
        onSelectionChange={setSelected}
        toolbar={[
          { key: 'add', label: t('warehouses.add'), primary: true, permission: 'Shelves.Add', onClick: () => setEditing({ id: null }) },
          { key: 'batch', label: label('batchAdd'), permission: 'Shelves.BatchAdd', onClick: () => setBatchOpen(true) },
          { key: 'labels', label: label('printLabels'), permission: 'Shelves.Print', onClick: () => print(api.ShelfReportType.Labels) },
          { key: 'report', label: label('occupancyReport'), permission: 'Shelves.Print', onClick: () => print(api.ShelfReportType.Occupancy) },
          { key: 'deactivate', label: label('deactivate'), permission: 'Shelves.Deactivate', mustSelect: true, confirm: label('deactivateConfirm'), onClick: (rows: Row[]) => setDeactivated(rows, true) },
          { key: 'activate', label: label('activate'), permission: 'Shelves.Deactivate', mustSelect: true, onClick: (rows: Row[]) => setDeactivated(rows, false) },
          {
            key: 'delete',
            label: t('warehouses.delete'),
            danger: true,
            permission: 'Shelves.Delete',
            mustSelect: true,
            confirm: label('deleteConfirm'),
            onClick: async (rows: Row[]) => {
              await callApi(api.deleteShelves, { Ids: rows.map((r) => r.Id) });
              void message.success(t('warehouses.deleted'));
            },
          },
        ]}
        actions={[
          { key: 'detail', label: t('warehouses.detail'), permission: 'Shelves.Detail', onClick: (row: Row) => setDetailId(row.Id) },
          { key: 'edit', label: t('warehouses.edit'), permission: 'Shelves.Edit', onClick: (row: Row) => setEditing({ id: row.Id }) },
          { key: 'transfer', label: label('transfer'), permission: 'Shelves.Transfer', hidden: (row: Row) => row.GoodsQuantity === 0, onClick: (row: Row) => setTransferring(row) },
          {
            key: 'delete',
            label: t('warehouses.delete'),
            danger: true,
            permission: 'Shelves.Delete',
            confirm: label('deleteConfirm'),
            onClick: async (row: Row) => {
              await callApi(api.deleteShelves, { Ids: [row.Id] });
              void message.success(t('warehouses.deleted'));
            },
          },
        ]}
        columns={[
          { dataIndex: 'ShelvesNumber', title: label('number'), width: 130, sortType: api.ShelvesSort.NumberDirected, render: (n: string, row) => <a onClick={() => setDetailId(row.Id)}>{n}</a> },
          { dataIndex: 'WarehouseName', title: label('warehouse'), width: 160 },
          { dataIndex: 'WarehousePartitionName', title: label('partition'), width: 140 },
          { dataIndex: 'IsDeactivate', title: t('warehouses.status'), width: 90, render: statusTag },
          { dataIndex: 'GoodsQuantity', title: label('goods'), width: 90, align: 'right' },
          { key: 'size', title: label('size'), width: 180, align: 'right', render: (_: never, r: Row) => space(r.ShelvesLength, r.ShelvesWide, r.ShelvesHigh) },
          { key: 'used', title: label('used'), width: 180, align: 'right', render: (_: never, r: Row) => space(r.UsedLength, r.UsedWide, r.UsedHigh) },
          { key: 'residual', title: label('residual'), width: 180, align: 'right', render: (_: never, r: Row) => space(r.ResidualLength, r.ResidualWide, r.ResidualHigh) },
          { dataIndex: 'CreationTime', title: t('warehouses.createdAt'), width: 170, sortType: api.ShelvesSort.Creation, render: time },
        ]}
      />
      <Typography.Text type="secondary">{label('printScope')}</Typography.Text>
      {editing && (
        <ShelfFormModal
          editId={editing.id}
          siteId={siteId}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void message.success(t('warehouses.saved'));
            void reload();
          }}
        />
      )}
      {batchOpen && (
        <BatchAddModal
          siteId={siteId}
          onClose={() => setBatchOpen(false)}
          onSaved={(result) => {
            setBatchOpen(false);
            void message.success(t('warehouses.shelf.batchDone', { count: result.Count, first: result.FirstNumber, last: result.LastNumber }));
            void reload();
          }}
        />
      )}
      {transferring && (
        <TransferModal
          shelf={transferring}
          onClose={() => setTransferring(null)}
          onDone={() => {
            setTransferring(null);
            void message.success(label('transferDone'));
            void reload();
          }}
        />
      )}
      <ShelfDetailDrawer id={detailId} onClose={() => setDetailId(null)} statusTag={statusTag} />
    </Card>
  );
}

/** A shelf and its log (every change, newest first). */
function ShelfDetailDrawer({ id, onClose, statusTag }: { id: number | null; onClose: () => void; statusTag: (deactivated: boolean) => ReactNode }) {
  const { t } = useTranslation();
  const [page, setPage] = useState({ index: 1, rows: 10 });
  const detail = useQuery({ queryKey: [api.getShelvesById.path, id], queryFn: () => callApi(api.getShelvesById, { Id: id! }), enabled: id !== null });
  const logs = useQuery({ queryKey: [api.getShelveLogs.path, id, page], queryFn: () => callApi(api.getShelveLogs, { Id: id!, ...page }), enabled: id !== null });
  const record = detail.data;
  const label = (key: string) => t(`warehouses.shelf.${key}`);
  return (
    <Drawer open={id !== null && Boolean(record)} onClose={onClose} title={record?.ShelvesNumber} size="large" styles={{ wrapper: { maxWidth: '100vw' } }}>
      {record && (
        <DetailView
          column={1}
          record={record}
          groups={[
            {
              key: 'basics',
              title: t('warehouses.basics'),
              fields: [
                { key: 'ShelvesNumber', label: label('number') },
                { key: 'WarehouseName', label: label('warehouse') },
                { key: 'WarehousePartitionName', label: label('partition') },
                { key: 'IsDeactivate', label: t('warehouses.status'), value: { type: 'custom', render: (_, r) => statusTag(r.IsDeactivate) } },
                { key: 'GoodsQuantity', label: label('goods') },
                { key: 'ShelvesLength', label: label('size'), value: { type: 'custom', render: (_, r) => space(r.ShelvesLength, r.ShelvesWide, r.ShelvesHigh) } },
                { key: 'UsedLength', label: label('used'), value: { type: 'custom', render: (_, r) => space(r.UsedLength, r.UsedWide, r.UsedHigh) } },
                { key: 'ResidualLength', label: label('residual'), value: { type: 'custom', render: (_, r) => space(r.ResidualLength, r.ResidualWide, r.ResidualHigh) } },
                { key: 'Prefix', label: label('numbering'), value: { type: 'custom', render: (_, r) => (r.Prefix ? `${r.Prefix} · ${label('layer')} ${r.Layer} · ${label('column')} ${r.Column}` : '-') } },
                { key: 'SiteName', label: t('warehouses.site') },
                { key: 'CreationTime', label: t('warehouses.createdAt'), value: { type: 'date' } },
                { key: 'UpdateTime', label: t('warehouses.updatedAt'), value: { type: 'date' } },
              ],
            },
          ]}
        />
      )}
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {label('logs')}
      </Typography.Title>
      <Table
        size="small"
        rowKey="Id"
        loading={logs.isLoading}
        dataSource={logs.data?.Data ?? []}
        pagination={{ current: page.index, pageSize: page.rows, total: logs.data?.Total ?? 0, onChange: (index, rows) => setPage({ index, rows }) }}
        columns={[
          { dataIndex: 'CreationTime', title: label('time'), width: 170, render: time },
          { dataIndex: 'OperationTypeName', title: label('operation'), width: 110 },
          { dataIndex: 'Content', title: label('logContent') },
          { dataIndex: 'OperatorName', title: label('operator'), width: 110 },
        ]}
      />
    </Drawer>
  );
}
