import { DATE_TIME_FORMAT_DAYJS, site, warehouse as api, type RequestOf } from '@lbo/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Card, Flex, Form, Modal, Select, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, type RowOf } from '../../api/client.ts';
import { DetailDrawer } from '../../components/form/DetailView.tsx';
import { SimpleForm } from '../../components/form/SimpleForm.tsx';
import { SiteSelect } from '../../components/site/SiteSelect.tsx';
import { useSiteChoice } from '../../components/site/useSiteChoice.ts';
import { DataTable, dataTableKey } from '../../components/table/DataTable.tsx';
import { rules } from '../../lib/formRules.ts';
import { RegionInput } from './RegionInput.tsx';
import './texts.ts';

type Row = RowOf<typeof api.getWarehouses>;
type Values = Omit<RequestOf<typeof api.addWarehouse>, 'SiteId'>;
type Editing = { mode: 'create' } | { mode: 'edit'; id: number } | null;

const time = (value: string) => dayjs(value).format(DATE_TIME_FORMAT_DAYJS);

/** Warehouses: the site's warehouses, their person in charge, address and volume ratio. */
export default function WarehousesIndex() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { isPlatform, siteId, setSiteId } = useSiteChoice();
  const [editing, setEditing] = useState<Editing>(null);
  const [detailId, setDetailId] = useState<number | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: dataTableKey(api.getWarehouses) });
  const statusTag = (enabled: boolean) => (enabled ? <Tag color="green">{t('warehouses.enabled')}</Tag> : <Tag>{t('warehouses.disabled')}</Tag>);
  const setEnabled = async (row: Row, IsEnabled: boolean) => {
    const info = await callApi(api.getEditWarehouse, { Id: row.Id });
    await callApi(api.editWarehouse, { ...info, IsEnabled });
    void message.success(t('warehouses.saved'));
  };

  return (
    <Card>
      {isPlatform && (
        <Flex style={{ marginBottom: 16 }}>
          <SiteSelect value={siteId} onChange={setSiteId} placeholder={t('warehouses.allSites')} allowClear />
        </Flex>
      )}
      <DataTable
        call={api.getWarehouses}
        params={{ SiteId: isPlatform ? siteId : undefined }}
        rowKey="Id"
        storageKey="warehouses"
        fields={[
          { kind: 'text', name: 'Name', label: t('warehouses.warehouse.name') },
          { kind: 'text', name: 'Code', label: t('warehouses.warehouse.code') },
          {
            kind: 'select',
            name: 'IsEnabled',
            label: t('warehouses.status'),
            options: [
              { value: true, label: t('warehouses.enabled') },
              { value: false, label: t('warehouses.disabled') },
            ],
          },
        ]}
        toolbar={[
          {
            key: 'add',
            label: t('warehouses.add'),
            primary: true,
            permission: 'Warehouses.Add',
            onClick: () => (isPlatform && siteId === undefined ? void message.warning(t('warehouses.chooseSiteFirst')) : setEditing({ mode: 'create' })),
          },
        ]}
        actions={[
          { key: 'detail', label: t('warehouses.detail'), permission: 'Warehouses.Detail', onClick: (row: Row) => setDetailId(row.Id) },
          { key: 'edit', label: t('warehouses.edit'), permission: 'Warehouses.Edit', onClick: (row: Row) => setEditing({ mode: 'edit', id: row.Id }) },
          { key: 'disable', label: t('warehouses.disable'), permission: 'Warehouses.Edit', hidden: (row: Row) => !row.IsEnabled, confirm: t('warehouses.warehouse.disableConfirm'), onClick: (row: Row) => setEnabled(row, false) },
          { key: 'enable', label: t('warehouses.enable'), permission: 'Warehouses.Edit', hidden: (row: Row) => row.IsEnabled, onClick: (row: Row) => setEnabled(row, true) },
          {
            key: 'delete',
            label: t('warehouses.delete'),
            danger: true,
            permission: 'Warehouses.Delete',
            confirm: t('warehouses.warehouse.deleteConfirm'),
            onClick: async (row: Row) => {
              await callApi(api.deleteWarehouse, { Id: row.Id });
              void message.success(t('warehouses.deleted'));
            },
          },
        ]}
        columns={[
          { dataIndex: 'Name', title: t('warehouses.warehouse.name'), width: 200, render: (name: string, row) => <a onClick={() => setDetailId(row.Id)}>{name}</a> },
          { dataIndex: 'Code', title: t('warehouses.warehouse.code'), width: 100 },
          { dataIndex: 'IsEnabled', title: t('warehouses.status'), width: 90, render: statusTag },
          { dataIndex: 'PersonInCharge', title: t('warehouses.warehouse.personInCharge'), width: 110 },
          { dataIndex: 'PersonInChargeMobile', title: t('warehouses.warehouse.mobile'), width: 150, render: (mobile: string, row) => (mobile ? `+${row.PhoneCode} ${mobile}` : '') },
          { dataIndex: 'RegionName', title: t('warehouses.warehouse.region'), width: 200, ellipsis: true },
          { dataIndex: 'DetailedAddress', title: t('warehouses.warehouse.address'), width: 200, ellipsis: true },
          { dataIndex: 'VolumeRatio', title: t('warehouses.warehouse.volumeRatio'), width: 100, align: 'right' },
          { dataIndex: 'PartitionCount', title: t('warehouses.warehouse.partitions'), width: 80, align: 'right' },
          { dataIndex: 'ShelfCount', title: t('warehouses.warehouse.shelves'), width: 90, align: 'right' },
          { dataIndex: 'LinkedStores', title: t('warehouses.warehouse.linkedStores'), width: 200, render: (stores: string[]) => stores.map((s) => <Tag key={s}>{s}</Tag>) },
          ...(isPlatform ? [{ dataIndex: 'SiteName' as const, title: t('warehouses.site'), width: 140 }] : []),
          { dataIndex: 'UpdateTime', title: t('warehouses.updatedAt'), width: 170, render: time },
        ]}
      />
      {editing && (
        <WarehouseFormModal
          editing={editing}
          siteId={siteId}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void message.success(t('warehouses.saved'));
            void reload();
          }}
        />
      )}
      <WarehouseDetailDrawer id={detailId} onClose={() => setDetailId(null)} statusTag={statusTag} />
    </Card>
  );
}

const NEW_WAREHOUSE: Partial<Values> = { IsEnabled: true, PhoneCode: '86', VolumeRatio: api.DEFAULT_VOLUME_RATIO, Regions: [], LinkedStores: [] };

function WarehouseFormModal(props: { editing: NonNullable<Editing>; siteId: number | undefined; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const editId = props.editing.mode === 'edit' ? props.editing.id : null;
  const info = useQuery({ queryKey: [api.getEditWarehouse.path, editId], queryFn: () => callApi(api.getEditWarehouse, { Id: editId! }), enabled: editId !== null });
  const ready = editId === null || info.data;
  const label = (key: string) => t(`warehouses.warehouse.${key}`);

  const save = async (values: Values) => {
    setSaving(true);
    try {
      if (editId === null) await callApi(api.addWarehouse, { ...values, SiteId: props.siteId });
      else await callApi(api.editWarehouse, { ...values, Id: editId });
      props.onSaved();
    } catch {
      // The request layer has shown the server's message (naming the field and the rule).
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open width={960} title={t(editId === null ? 'warehouses.warehouse.createTitle' : 'warehouses.warehouse.editTitle')} onCancel={props.onClose} onOk={() => form.submit()} okText={t('app.save')} cancelText={t('app.cancel')} confirmLoading={saving} loading={!ready} destroyOnHidden>
      {ready && (
        <SimpleForm<Values>
          form={form}
          name="warehouse"
          widthSize={3}
          initialValues={editId === null ? NEW_WAREHOUSE : info.data}
          onFinish={(v) => void save(v)}
          fields={[
            { name: 'Name', label: label('name'), rules: [rules.required(), { max: api.WAREHOUSE_NAME_MAX }] },
            { name: 'Code', label: label('code'), rules: [rules.noSpecialCharacters(), { max: api.WAREHOUSE_CODE_MAX }] },
            {
              name: 'IsEnabled',
              label: t('warehouses.status'),
              input: (
                <Select
                  options={[
                    { value: true, label: t('warehouses.enabled') },
                    { value: false, label: t('warehouses.disabled') },
                  ]}
                />
              ),
            },
            { name: 'PersonInCharge', label: label('personInCharge'), rules: [rules.required(), { max: api.WAREHOUSE_PERSON_MAX }] },
            { name: 'PhoneCode', label: label('phoneCode'), input: 'select', options: site.SMS_PHONE_CODES.map((code) => ({ value: code, label: `+${code}` })) },
            { name: 'PersonInChargeMobile', label: label('mobile'), rules: [rules.mobile()], dependencies: ['PhoneCode'] },
            { name: 'PersonInChargeTel', label: label('tel'), rules: [rules.fixedPhone()], dependencies: ['PhoneCode'] },
            { name: 'Regions', label: label('region'), input: <RegionInput />, span: 2 },
            { name: 'DetailedAddress', label: label('address'), rules: [{ max: api.WAREHOUSE_ADDRESS_MAX }], span: 2 },
            { name: 'PostalCode', label: label('postalCode'), rules: [rules.noSpecialCharacters(), { max: api.WAREHOUSE_POSTAL_CODE_MAX }] },
            { name: 'VolumeRatio', label: label('volumeRatio'), rules: [rules.required(), rules.decimal({ maxDecimal: 2, cannotBeZero: true })] },
            { name: 'LinkedStores', label: label('linkedStores'), input: <Select mode="tags" open={false} placeholder={label('linkedStoresHelp')} />, span: 2 },
          ]}
        />
      )}
    </Modal>
  );
}

function WarehouseDetailDrawer(props: { id: number | null; onClose: () => void; statusTag: (enabled: boolean) => ReactNode }) {
  const { t } = useTranslation();
  const detail = useQuery({ queryKey: [api.getWarehouseById.path, props.id], queryFn: () => callApi(api.getWarehouseById, { Id: props.id! }), enabled: props.id !== null });
  const record = detail.data;
  if (!record) return null;
  const label = (key: string) => t(`warehouses.warehouse.${key}`);
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
            { key: 'Code', label: label('code') },
            { key: 'IsEnabled', label: t('warehouses.status'), value: { type: 'custom', render: (_, r) => props.statusTag(r.IsEnabled) } },
            { key: 'VolumeRatio', label: label('volumeRatio'), value: { type: 'decimal' } },
            { key: 'PartitionCount', label: label('partitions') },
            { key: 'ShelfCount', label: label('shelves') },
            { key: 'LinkedStores', label: label('linkedStores'), value: { type: 'tag' } },
            { key: 'SiteName', label: t('warehouses.site') },
            { key: 'CreationTime', label: t('warehouses.createdAt'), value: { type: 'date' } },
            { key: 'UpdateTime', label: t('warehouses.updatedAt'), value: { type: 'date' } },
          ],
        },
        {
          key: 'contact',
          title: label('contact'),
          fields: [
            { key: 'PersonInCharge', label: label('personInCharge') },
            { key: 'PhoneCode', label: label('phoneCode'), value: { type: 'custom', render: (_, r) => `+${r.PhoneCode}` } },
            { key: 'PersonInChargeMobile', label: label('mobile') },
            { key: 'PersonInChargeTel', label: label('tel') },
          ],
        },
        {
          key: 'location',
          title: label('location'),
          fields: [
            { key: 'RegionName', label: label('region') },
            { key: 'DetailedAddress', label: label('address') },
            { key: 'PostalCode', label: label('postalCode') },
          ],
        },
      ]}
    />
  );
}
