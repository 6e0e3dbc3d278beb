import { DATE_TIME_FORMAT_DAYJS, warehousePartitions as api, type RequestOf } from '@lbo/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Card, Flex, Form, Modal, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, type RowOf } from '../../api/client.ts';
import { DetailDrawer } from '../../components/form/DetailView.tsx';
import { SimpleForm } from '../../components/form/SimpleForm.tsx';
import { useWarehouses, WarehouseSelect } from '../../components/pickers/WarehouseSelect.tsx';
import { SiteSelect } from '../../components/site/SiteSelect.tsx';
import { useSiteChoice } from '../../components/site/useSiteChoice.ts';
import { DataTable, dataTableKey } from '../../components/table/DataTable.tsx';
import { rules } from '../../lib/formRules.ts';
import './texts.ts';

type Row = RowOf<typeof api.getWarehousePartitions>;
type Values = Omit<RequestOf<typeof api.addWarehousePartition>, 'SiteId'>;
type Editing = { mode: 'create' } | { mode: 'edit'; id: number } | null;

/** The type and status names, for selects and tags. */
function usePartitionLabels() {
  const { t } = useTranslation();
  const typeOptions = api.PARTITION_TYPES.map((value) => ({ value, label: t(`warehouses.partition.types.${value}`) }));
  const statusOptions = [api.PartitionStatus.Enabled, api.PartitionStatus.Disabled].map((value) => ({ value, label: t(`warehouses.partition.statuses.${value}`) }));
  const statusTag = (status: number) => <Tag color={status === api.PartitionStatus.Enabled ? 'green' : undefined}>{t(`warehouses.partition.statuses.${status}`)}</Tag>;
  return { typeOptions, statusOptions, statusTag, typeName: (type: number) => t(`warehouses.partition.types.${type}`) };
}

/** Partitions: the zones of the warehouses, each holding shelves. */
export default function WarehousePartitionsIndex() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { isPlatform, siteId, setSiteId } = useSiteChoice();
  const [editing, setEditing] = useState<Editing>(null);
  const [detailId, setDetailId] = useState<number | null>(null);
  const labels = usePartitionLabels();
  const warehouses = useWarehouses(siteId, true);
  const label = (key: string) => t(`warehouses.partition.${key}`);

  return (
    <Card>
      {isPlatform && (
        <Flex style={{ marginBottom: 16 }}>
          <SiteSelect value={siteId} onChange={setSiteId} placeholder={t('warehouses.allSites')} allowClear />
        </Flex>
      )}
      <DataTable
        call={api.getWarehousePartitions}
        params={{ SiteId: isPlatform ? siteId : undefined }}
        rowKey="Id"
        storageKey="warehousePartitions"
        fields={[
          { kind: 'text', name: 'Name', label: label('name') },
          { kind: 'select', name: 'WarehouseId', label: label('warehouse'), options: (warehouses.data ?? []).map((w) => ({ value: w.Id, label: w.Name })) },
          { kind: 'select', name: 'Type', label: label('type'), options: labels.typeOptions },
          { kind: 'select', name: 'Status', label: t('warehouses.status'), options: labels.statusOptions },
        ]}
        toolbar={[
          {
            key: 'add',
            label: t('warehouses.add'),
            primary: true,
            permission: 'WarehousePartitions.Add',
            onClick: () => (isPlatform && siteId === undefined ? void message.warning(t('warehouses.chooseSiteFirst')) : setEditing({ mode: 'create' })),
          },
        ]}
        actions={[
          { key: 'detail', label: t('warehouses.detail'), permission: 'WarehousePartitions.Detail', onClick: (row: Row) => setDetailId(row.Id) },
          { key: 'edit', label: t('warehouses.edit'), permission: 'WarehousePartitions.Edit', onClick: (row: Row) => setEditing({ mode: 'edit', id: row.Id }) },
          {
            key: 'delete',
            label: t('warehouses.delete'),
            danger: true,
            permission: 'WarehousePartitions.Delete',
            confirm: label('deleteConfirm'),
            onClick: async (row: Row) => {
              await callApi(api.deleteWarehousePartition, { Id: row.Id });
              void message.success(t('warehouses.deleted'));
            },
          },
        ]}
        columns={[
          { dataIndex: 'Name', title: label('name'), width: 200, render: (name: string, row) => <a onClick={() => setDetailId(row.Id)}>{name}</a> },
          { dataIndex: 'WarehouseName', title: label('warehouse'), width: 200 },
          { dataIndex: 'Type', title: label('type'), width: 140, render: labels.typeName },
          { dataIndex: 'Status', title: t('warehouses.status'), width: 100, render: labels.statusTag },
          { dataIndex: 'ShelfCount', title: label('shelfCount'), width: 100, align: 'right' },
          ...(isPlatform ? [{ dataIndex: 'SiteName' as const, title: t('warehouses.site'), width: 140 }] : []),
          { dataIndex: 'UpdateTime', title: t('warehouses.updatedAt'), width: 170, render: (time: string) => dayjs(time).format(DATE_TIME_FORMAT_DAYJS) },
        ]}
      />
      {editing && (
        <PartitionFormModal
          editing={editing}
          siteId={siteId}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void message.success(t('warehouses.saved'));
            void queryClient.invalidateQueries({ queryKey: dataTableKey(api.getWarehousePartitions) });
          }}
        />
      )}
      <PartitionDetailDrawer id={detailId} onClose={() => setDetailId(null)} />
    </Card>
  );
}

function PartitionFormModal(props: { editing: NonNullable<Editing>; siteId: number | undefined; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const labels = usePartitionLabels();
  const editId = props.editing.mode === 'edit' ? props.editing.id : null;
  const info = useQuery({ queryKey: [api.getEditWarehousePartition.path, editId], queryFn: () => callApi(api.getEditWarehousePartition, { Id: editId! }), enabled: editId !== null });
  const ready = editId === null || info.data;
  const label = (key: string) => t(`warehouses.partition.${key}`);

  const save = async (values: Values) => {
    setSaving(true);
    try {
      if (editId === null) await callApi(api.addWarehousePartition, { ...values, SiteId: props.siteId });
      else await callApi(api.editWarehousePartition, { ...values, Id: editId });
      props.onSaved();
    } catch {
      // The request layer has shown the server's message (naming the field and the rule).
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open width={560} title={t(editId === null ? 'warehouses.partition.createTitle' : 'warehouses.partition.editTitle')} onCancel={props.onClose} onOk={() => form.submit()} okText={t('app.save')} cancelText={t('app.cancel')} confirmLoading={saving} loading={!ready} destroyOnHidden>
      {ready && (
        <SimpleForm<Values>
          form={form}
          name="partition"
          widthSize={1}
          initialValues={editId === null ? { Status: api.PartitionStatus.Enabled } : (info.data as Partial<Values>)}
          onFinish={(v) => void save(v)}
          fields={[
            { name: 'WarehouseId', label: label('warehouse'), input: <WarehouseSelect siteId={props.siteId} />, rules: [rules.required()] },
            { name: 'Name', label: label('name'), rules: [rules.required(), { max: api.PARTITION_NAME_MAX }] },
            { name: 'Type', label: label('type'), input: 'select', options: labels.typeOptions, rules: [rules.required()] },
            { name: 'Status', label: t('warehouses.status'), input: 'select', options: labels.statusOptions },
          ]}
        />
      )}
    </Modal>
  );
}

function PartitionDetailDrawer(props: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const labels = usePartitionLabels();
  const detail = useQuery({ queryKey: [api.getWarehousePartitionById.path, props.id], queryFn: () => callApi(api.getWarehousePartitionById, { Id: props.id! }), enabled: props.id !== null });
  const record = detail.data;
  if (!record) return null;
  const label = (key: string) => t(`warehouses.partition.${key}`);
  return (
    <DetailDrawer
      open={props.id !== null}
      onClose={props.onClose}
      title={record.Name}
      record={record}
      history={record.Audits}
      groups={[
        {
          key: 'basics',
          title: t('warehouses.basics'),
          fields: [
            { key: 'Name', label: label('name') },
            { key: 'WarehouseName', label: label('warehouse') },
            { key: 'Type', label: label('type'), value: { type: 'custom', render: (_, r) => labels.typeName(r.Type) } },
            { key: 'Status', label: t('warehouses.status'), value: { type: 'custom', render: (_, r) => labels.statusTag(r.Status) } },
            { key: 'ShelfCount', label: label('shelfCount') },
            { key: 'SiteName', label: t('warehouses.site') },
            { key: 'CreationTime', label: t('warehouses.createdAt'), value: { type: 'date' } },
            { key: 'UpdateTime', label: t('warehouses.updatedAt'), value: { type: 'date' } },
          ],
        },
      ]}
    />
  );
}
