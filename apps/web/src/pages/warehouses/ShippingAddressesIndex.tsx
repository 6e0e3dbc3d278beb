import { DATE_TIME_FORMAT_DAYJS, site, shippingAddress as api, type RequestOf } from '@lbo/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Card, Flex, Form, Modal, Select, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, type RowOf } from '../../api/client.ts';
import { DetailDrawer } from '../../components/form/DetailView.tsx';
import { SimpleForm } from '../../components/form/SimpleForm.tsx';
import { useWarehouses, WarehouseSelect } from '../../components/pickers/WarehouseSelect.tsx';
import { SiteSelect } from '../../components/site/SiteSelect.tsx';
import { useSiteChoice } from '../../components/site/useSiteChoice.ts';
import { DataTable, dataTableKey } from '../../components/table/DataTable.tsx';
import { rules } from '../../lib/formRules.ts';
import { RegionInput } from './RegionInput.tsx';
import './texts.ts';

type Row = RowOf<typeof api.getShippingAddresses>;
type Values = Omit<RequestOf<typeof api.addShippingAddress>, 'SiteId'>;
type Editing = { mode: 'create' } | { mode: 'edit'; id: number } | null;

/** Shipping addresses: the sender, return and self-pickup addresses of the warehouses. */
export default function ShippingAddressesIndex() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { isPlatform, siteId, setSiteId } = useSiteChoice();
  const [editing, setEditing] = useState<Editing>(null);
  const [detailId, setDetailId] = useState<number | null>(null);
  const warehouses = useWarehouses(siteId, true);
  const label = (key: string) => t(`warehouses.address.${key}`);
  const typeOptions = api.SHIPPING_ADDRESS_TYPES.map((value) => ({ value, label: t(`warehouses.address.types.${value}`) }));
  const typeName = (type: number) => t(`warehouses.address.types.${type}`);
  const statusTag = (enabled: boolean) => (enabled ? <Tag color="green">{t('warehouses.enabled')}</Tag> : <Tag>{t('warehouses.disabled')}</Tag>);

  return (
    <Card>
      {isPlatform && (
        <Flex style={{ marginBottom: 16 }}>
          <SiteSelect value={siteId} onChange={setSiteId} placeholder={t('warehouses.allSites')} allowClear />
        </Flex>
      )}
      <DataTable
        call={api.getShippingAddresses}
        params={{ SiteId: isPlatform ? siteId : undefined }}
        rowKey="Id"
        storageKey="shippingAddresses"
        fields={[
          { kind: 'text', name: 'Name', label: label('name') },
          { kind: 'select', name: 'Type', label: label('type'), options: typeOptions },
          { kind: 'select', name: 'WarehouseId', label: label('warehouse'), options: (warehouses.data ?? []).map((w) => ({ value: w.Id, label: w.Name })) },
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
            permission: 'ShippingAddresses.Add',
            onClick: () => (isPlatform && siteId === undefined ? void message.warning(t('warehouses.chooseSiteFirst')) : setEditing({ mode: 'create' })),
          },
        ]}
        actions={[
          { key: 'detail', label: t('warehouses.detail'), permission: 'ShippingAddresses.Detail', onClick: (row: Row) => setDetailId(row.Id) },
          { key: 'edit', label: t('warehouses.edit'), permission: 'ShippingAddresses.Edit', onClick: (row: Row) => setEditing({ mode: 'edit', id: row.Id }) },
          {
            key: 'delete',
            label: t('warehouses.delete'),
            danger: true,
            permission: 'ShippingAddresses.Delete',
            confirm: label('deleteConfirm'),
            onClick: async (row: Row) => {
              await callApi(api.deleteShippingAddress, { Id: row.Id });
              void message.success(t('warehouses.deleted'));
            },
          },
        ]}
        columns={[
          { dataIndex: 'Name', title: label('name'), width: 180, render: (name: string, row) => <a onClick={() => setDetailId(row.Id)}>{name}</a> },
          { dataIndex: 'Type', title: label('type'), width: 130, render: typeName },
          { dataIndex: 'WarehouseName', title: label('warehouse'), width: 180 },
          { dataIndex: 'Contact', title: label('contact'), width: 110 },
          { dataIndex: 'Phone', title: label('phone'), width: 150, render: (phone: string, row) => (phone ? `+${row.PhoneCode} ${phone}` : '') },
          { dataIndex: 'RegionName', title: t('warehouses.warehouse.region'), width: 200, ellipsis: true },
          { dataIndex: 'DetailedAddress', title: t('warehouses.warehouse.address'), width: 220, ellipsis: true },
          { dataIndex: 'PostalCode', title: t('warehouses.warehouse.postalCode'), width: 100 },
          { dataIndex: 'IsEnabled', title: t('warehouses.status'), width: 90, render: statusTag },
          ...(isPlatform ? [{ dataIndex: 'SiteName' as const, title: t('warehouses.site'), width: 140 }] : []),
          { dataIndex: 'UpdateTime', title: t('warehouses.updatedAt'), width: 170, render: (time: string) => dayjs(time).format(DATE_TIME_FORMAT_DAYJS) },
        ]}
      />
      {editing && (
        <ShippingAddressFormModal
          editing={editing}
          siteId={siteId}
          typeOptions={typeOptions}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void message.success(t('warehouses.saved'));
            void queryClient.invalidateQueries({ queryKey: dataTableKey(api.getShippingAddresses) });
          }}
        />
      )}
      <ShippingAddressDetailDrawer id={detailId} onClose={() => setDetailId(null)} typeName={typeName} statusTag={statusTag} />
    </Card>
  );
}

function ShippingAddressFormModal(props: { editing: NonNullable<Editing>; siteId: number | undefined; typeOptions: { value: number; label: string }[]; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const editId = props.editing.mode === 'edit' ? props.editing.id : null;
  const info = useQuery({ queryKey: [api.getEditShippingAddress.path, editId], queryFn: () => callApi(api.getEditShippingAddress, { Id: editId! }), enabled: editId !== null });
  const ready = editId === null || info.data;
  const label = (key: string) => t(`warehouses.address.${key}`);

  const save = async (values: Values) => {
    setSaving(true);
    try {
      if (editId === null) await callApi(api.addShippingAddress, { ...values, SiteId: props.siteId });
      else await callApi(api.editShippingAddress, { ...values, Id: editId });
      props.onSaved();
    } catch {
      // The request layer has shown the server's message (naming the field and the rule).
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open width={960} title={t(editId === null ? 'warehouses.address.createTitle' : 'warehouses.address.editTitle')} onCancel={props.onClose} onOk={() => form.submit()} okText={t('app.save')} cancelText={t('app.cancel')} confirmLoading={saving} loading={!ready} destroyOnHidden>
      {ready && (
        <SimpleForm<Values>
          form={form}
          name="shippingAddress"
          widthSize={3}
          initialValues={editId === null ? { IsEnabled: true, PhoneCode: '86', Regions: [] } : (info.data as Partial<Values>)}
          onFinish={(v) => void save(v)}
          fields={[
            { name: 'Name', label: label('name'), rules: [rules.required(), { max: api.SHIPPING_ADDRESS_NAME_MAX }] },
            { name: 'Type', label: label('type'), input: 'select', options: props.typeOptions, rules: [rules.required()] },
            { name: 'WarehouseId', label: label('warehouse'), input: <WarehouseSelect siteId={props.siteId} />, rules: [rules.required()] },
            { name: 'Contact', label: label('contact'), rules: [{ max: api.SHIPPING_ADDRESS_CONTACT_MAX }] },
            { name: 'PhoneCode', label: t('warehouses.warehouse.phoneCode'), input: 'select', options: site.SMS_PHONE_CODES.map((code) => ({ value: code, label: `+${code}` })) },
            { name: 'Phone', label: label('phone'), rules: [rules.mobile()], dependencies: ['PhoneCode'] },
            { name: 'Regions', label: t('warehouses.warehouse.region'), input: <RegionInput />, span: 2 },
            { name: 'PostalCode', label: t('warehouses.warehouse.postalCode'), rules: [{ max: api.SHIPPING_ADDRESS_POSTAL_CODE_MAX }] },
            { name: 'DetailedAddress', label: t('warehouses.warehouse.address'), rules: [{ max: api.SHIPPING_ADDRESS_DETAIL_MAX }], span: 2 },
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
            { name: 'Remarks', label: label('remarks'), input: 'textarea', rules: [{ max: api.SHIPPING_ADDRESS_REMARKS_MAX }], span: 3 },
          ]}
        />
      )}
    </Modal>
  );
}

function ShippingAddressDetailDrawer(props: { id: number | null; onClose: () => void; typeName: (type: number) => string; statusTag: (enabled: boolean) => ReactNode }) {
  const { t } = useTranslation();
  const detail = useQuery({ queryKey: [api.getShippingAddressById.path, props.id], queryFn: () => callApi(api.getShippingAddressById, { Id: props.id! }), enabled: props.id !== null });
  const record = detail.data;
  if (!record) return null;
  const label = (key: string) => t(`warehouses.address.${key}`);
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
            { key: 'Type', label: label('type'), value: { type: 'custom', render: (_, r) => props.typeName(r.Type) } },
            { key: 'WarehouseName', label: label('warehouse') },
            { key: 'IsEnabled', label: t('warehouses.status'), value: { type: 'custom', render: (_, r) => props.statusTag(r.IsEnabled) } },
            { key: 'Contact', label: label('contact') },
            { key: 'Phone', label: label('phone'), value: { type: 'custom', render: (_, r) => (r.Phone ? `+${r.PhoneCode} ${r.Phone}` : '-') } },
            { key: 'RegionName', label: t('warehouses.warehouse.region') },
            { key: 'DetailedAddress', label: t('warehouses.warehouse.address') },
            { key: 'PostalCode', label: t('warehouses.warehouse.postalCode') },
            { key: 'Remarks', label: label('remarks') },
            { key: 'SiteName', label: t('warehouses.site') },
            { key: 'CreationTime', label: t('warehouses.createdAt'), value: { type: 'date' } },
            { key: 'UpdateTime', label: t('warehouses.updatedAt'), value: { type: 'date' } },
          ],
        },
      ]}
    />
  );
}
