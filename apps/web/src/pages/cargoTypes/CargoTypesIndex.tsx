import { cargoType as api, DATE_TIME_FORMAT_DAYJS, type RequestOf } from '@lbo/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Card, Flex, Form, InputNumber, Modal, Switch, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, type RowOf } from '../../api/client.ts';
import { DetailDrawer } from '../../components/form/DetailView.tsx';
import { SimpleForm } from '../../components/form/SimpleForm.tsx';
import { SiteSelect } from '../../components/site/SiteSelect.tsx';
import { useSiteChoice } from '../../components/site/useSiteChoice.ts';
import { DataTable, dataTableKey } from '../../components/table/DataTable.tsx';
import { rules } from '../../lib/formRules.ts';
import './texts.ts';

type Row = RowOf<typeof api.getCargoTypes>;
type Values = Omit<RequestOf<typeof api.addCargoType>, 'SiteId'>;
type Editing = { mode: 'create' } | { mode: 'edit'; id: number } | null;

/** Commodities → cargo types: general, battery, liquid… which decide carriers and surcharges. */
export default function CargoTypesIndex() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { isPlatform, siteId, setSiteId } = useSiteChoice();
  const [editing, setEditing] = useState<Editing>(null);
  const [detailId, setDetailId] = useState<number | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: dataTableKey(api.getCargoTypes) });
  const startCreate = () => {
    if (isPlatform && siteId === undefined) void message.warning(t('cargoTypes.chooseSiteFirst'));
    else setEditing({ mode: 'create' });
  };

  return (
    <Card>
      {isPlatform && (
        <Flex style={{ marginBottom: 16 }}>
          <SiteSelect value={siteId} onChange={setSiteId} placeholder={t('cargoTypes.allSites')} allowClear />
        </Flex>
      )}
      <DataTable
        call={api.getCargoTypes}
        params={{ SiteId: siteId }}
        rowKey="Id"
        fields={[
          { kind: 'text', name: 'Name', label: t('cargoTypes.name') },
          { kind: 'select', name: 'IsEnabled', label: t('cargoTypes.status'), options: [{ value: true, label: t('cargoTypes.enabled') }, { value: false, label: t('cargoTypes.disabled') }] },
        ]}
        toolbar={[{ key: 'add', label: t('cargoTypes.add'), primary: true, permission: 'CargoTypes.Add', onClick: startCreate }]}
        actions={[
          { key: 'detail', label: t('cargoTypes.detail'), permission: 'CargoTypes.Detail', onClick: (row: Row) => setDetailId(row.Id) },
          { key: 'edit', label: t('cargoTypes.edit'), permission: 'CargoTypes.Edit', onClick: (row: Row) => setEditing({ mode: 'edit', id: row.Id }) },
          {
            key: 'delete',
            label: t('cargoTypes.delete'),
            danger: true,
            permission: 'CargoTypes.Delete',
            confirm: t('cargoTypes.deleteConfirm'),
            onClick: async (row: Row) => {
              await callApi(api.deleteCargoType, { Id: row.Id });
              void message.success(t('cargoTypes.deleted'));
            },
          },
        ]}
        columns={[
          { dataIndex: 'Name', title: t('cargoTypes.name'), width: 220, render: (name: string, row) => <a onClick={() => setDetailId(row.Id)}>{name}</a> },
          { dataIndex: 'DisplayOrder', title: t('cargoTypes.displayOrder'), width: 110, align: 'right' },
          { dataIndex: 'IsEnabled', title: t('cargoTypes.status'), width: 90, render: (on: boolean) => (on ? <Tag color="green">{t('cargoTypes.enabled')}</Tag> : <Tag>{t('cargoTypes.disabled')}</Tag>) },
          ...(isPlatform ? [{ dataIndex: 'SiteName' as const, title: t('cargoTypes.site'), width: 160 }] : []),
          { dataIndex: 'Remarks', title: t('cargoTypes.remarks'), ellipsis: true },
          { dataIndex: 'UpdateTime', title: t('cargoTypes.updatedAt'), width: 170, render: (time: string) => dayjs(time).format(DATE_TIME_FORMAT_DAYJS) },
        ]}
      />
      {editing && (
        <CargoTypeFormModal
          editing={editing}
          siteId={siteId}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void message.success(t('cargoTypes.saved'));
            void refresh();
          }}
        />
      )}
      <CargoTypeDetailDrawer id={detailId} onClose={() => setDetailId(null)} />
    </Card>
  );
}

function CargoTypeFormModal(props: { editing: NonNullable<Editing>; siteId: number | undefined; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const editId = props.editing.mode === 'edit' ? props.editing.id : null;
  const info = useQuery({ queryKey: [api.getEditCargoType.path, editId], queryFn: () => callApi(api.getEditCargoType, { Id: editId! }), enabled: editId !== null });
  const ready = editId === null || info.data;

  const save = async (values: Values) => {
    setSaving(true);
    try {
      if (editId === null) await callApi(api.addCargoType, { ...values, SiteId: props.siteId });
      else await callApi(api.editCargoType, { ...values, Id: editId });
      props.onSaved();
    } catch {
      // The request layer has shown the server's message (naming the field and the rule).
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t(editId === null ? 'cargoTypes.createTitle' : 'cargoTypes.editTitle')}
      onCancel={props.onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      loading={!ready}
      okText={t('app.save')}
      destroyOnHidden
    >
      {ready && (
        <SimpleForm<Values>
          form={form}
          name="cargoType"
          widthSize={1}
          initialValues={editId === null ? { DisplayOrder: 0, IsEnabled: true } : info.data}
          onFinish={(v) => void save(v)}
          fields={[
            { name: 'Name', label: t('cargoTypes.name'), rules: [rules.required(), { max: api.CARGO_TYPE_NAME_MAX }] },
            { name: 'DisplayOrder', label: t('cargoTypes.displayOrder'), input: <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} /> },
            { name: 'IsEnabled', label: t('cargoTypes.enabled'), input: <Switch /> },
            { name: 'Remarks', label: t('cargoTypes.remarks'), input: 'textarea', rules: [{ max: api.CARGO_TYPE_REMARKS_MAX }] },
          ]}
        />
      )}
    </Modal>
  );
}

function CargoTypeDetailDrawer(props: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useQuery({ queryKey: [api.getCargoTypeById.path, props.id], queryFn: () => callApi(api.getCargoTypeById, { Id: props.id! }), enabled: props.id !== null });
  const record = detail.data;
  if (!record) return null;
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
          title: t('cargoTypes.basics'),
          fields: [
            { key: 'Name', label: t('cargoTypes.name') },
            { key: 'DisplayOrder', label: t('cargoTypes.displayOrder') },
            { key: 'IsEnabled', label: t('cargoTypes.status'), value: { type: 'custom', render: (_, r) => t(r.IsEnabled ? 'cargoTypes.enabled' : 'cargoTypes.disabled') } },
            { key: 'SiteName', label: t('cargoTypes.site') },
            { key: 'CreationTime', label: t('cargoTypes.createdAt'), value: { type: 'date' } },
            { key: 'UpdateTime', label: t('cargoTypes.updatedAt'), value: { type: 'date' } },
            { key: 'Remarks', label: t('cargoTypes.remarks') },
          ],
        },
      ]}
    />
  );
}
