import { DATE_TIME_FORMAT_DAYJS, typeOfShipping as api, type RequestOf } from '@lbo/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Card, Flex, Form, InputNumber, Modal, Switch, Tag } from 'antd';
import type { RuleRender } from 'antd/es/form';
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

type Row = RowOf<typeof api.getTypeOfShippings>;
type Values = Omit<RequestOf<typeof api.addTypeOfShipping>, 'SiteId'>;
type Editing = { mode: 'create' } | { mode: 'edit'; id: number } | null;

/** Logistics → shipping methods: how shipments travel and their promised delivery time. */
export default function TypeOfShippingIndex() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { isPlatform, siteId, setSiteId } = useSiteChoice();
  const [editing, setEditing] = useState<Editing>(null);
  const [detailId, setDetailId] = useState<number | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: dataTableKey(api.getTypeOfShippings) });
  const startCreate = () => {
    if (isPlatform && siteId === undefined) void message.warning(t('typeOfShipping.chooseSiteFirst'));
    else setEditing({ mode: 'create' });
  };

  return (
    <Card>
      {isPlatform && (
        <Flex style={{ marginBottom: 16 }}>
          <SiteSelect value={siteId} onChange={setSiteId} placeholder={t('typeOfShipping.allSites')} allowClear />
        </Flex>
      )}
      <DataTable
        call={api.getTypeOfShippings}
        params={{ SiteId: siteId }}
        rowKey="Id"
        fields={[
          { kind: 'text', name: 'Name', label: t('typeOfShipping.name') },
          { kind: 'select', name: 'IsEnabled', label: t('typeOfShipping.status'), options: [{ value: true, label: t('typeOfShipping.enabled') }, { value: false, label: t('typeOfShipping.disabled') }] },
        ]}
        toolbar={[{ key: 'add', label: t('typeOfShipping.add'), primary: true, permission: 'TypeOfShipping.Add', onClick: startCreate }]}
        actions={[
          { key: 'detail', label: t('typeOfShipping.detail'), permission: 'TypeOfShipping.Detail', onClick: (row: Row) => setDetailId(row.Id) },
          { key: 'edit', label: t('typeOfShipping.edit'), permission: 'TypeOfShipping.Edit', onClick: (row: Row) => setEditing({ mode: 'edit', id: row.Id }) },
          {
            key: 'delete',
            label: t('typeOfShipping.delete'),
            danger: true,
            permission: 'TypeOfShipping.Delete',
            confirm: t('typeOfShipping.deleteConfirm'),
            onClick: async (row: Row) => {
              await callApi(api.deleteTypeOfShipping, { Id: row.Id });
              void message.success(t('typeOfShipping.deleted'));
            },
          },
        ]}
        columns={[
          { dataIndex: 'Name', title: t('typeOfShipping.name'), width: 220, render: (name: string, row) => <a onClick={() => setDetailId(row.Id)}>{name}</a> },
          { key: 'aging', title: t('typeOfShipping.aging'), width: 140, render: (_, row) => t('typeOfShipping.agingDays', { min: row.MinAging, max: row.MaxAging }) },
          { dataIndex: 'DisplayOrder', title: t('typeOfShipping.displayOrder'), width: 110, align: 'right' },
          { dataIndex: 'IsEnabled', title: t('typeOfShipping.status'), width: 90, render: (on: boolean) => (on ? <Tag color="green">{t('typeOfShipping.enabled')}</Tag> : <Tag>{t('typeOfShipping.disabled')}</Tag>) },
          ...(isPlatform ? [{ dataIndex: 'SiteName' as const, title: t('typeOfShipping.site'), width: 160 }] : []),
          { dataIndex: 'Remarks', title: t('typeOfShipping.remarks'), ellipsis: true },
          { dataIndex: 'UpdateTime', title: t('typeOfShipping.updatedAt'), width: 170, render: (time: string) => dayjs(time).format(DATE_TIME_FORMAT_DAYJS) },
        ]}
      />
      {editing && (
        <TypeOfShippingFormModal
          editing={editing}
          siteId={siteId}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void message.success(t('typeOfShipping.saved'));
            void refresh();
          }}
        />
      )}
      <TypeOfShippingDetailDrawer id={detailId} onClose={() => setDetailId(null)} />
    </Card>
  );
}

function TypeOfShippingFormModal(props: { editing: NonNullable<Editing>; siteId: number | undefined; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const editId = props.editing.mode === 'edit' ? props.editing.id : null;
  const info = useQuery({ queryKey: [api.getEditTypeOfShipping.path, editId], queryFn: () => callApi(api.getEditTypeOfShipping, { Id: editId! }), enabled: editId !== null });
  const ready = editId === null || info.data;
  const initialValues: Partial<Values> = editId === null ? { MinAging: 1, MaxAging: 1, DisplayOrder: 0, IsEnabled: true } : (info.data ?? {});
  // The browser says what the server would: the minimum may not be above the maximum.
  const notAboveMax: RuleRender = ({ getFieldValue }) => ({
    validator: async (_, min: unknown) => {
      const max: unknown = getFieldValue('MaxAging');
      if (typeof min === 'number' && typeof max === 'number' && min > max) throw new Error(t('typeOfShipping.minAboveMax'));
    },
  });

  const save = async (values: Values) => {
    setSaving(true);
    try {
      if (editId === null) await callApi(api.addTypeOfShipping, { ...values, SiteId: props.siteId });
      else await callApi(api.editTypeOfShipping, { ...values, Id: editId });
      props.onSaved();
    } catch {
      // The request layer has shown the server's message (naming the field and the rule).
    } finally {
      setSaving(false);
    }
  };

  const days = <InputNumber min={0} max={api.AGING_DAYS_MAX} precision={0} style={{ width: '100%' }} />;
  return (
    <Modal
      open
      width={640}
      title={t(editId === null ? 'typeOfShipping.createTitle' : 'typeOfShipping.editTitle')}
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
          name="typeOfShipping"
          initialValues={initialValues}
          onFinish={(v) => void save(v)}
          fields={[
            { name: 'Name', label: t('typeOfShipping.name'), rules: [rules.required(), { max: api.TYPE_OF_SHIPPING_NAME_MAX }], span: 2 },
            { name: 'MinAging', label: t('typeOfShipping.minAging'), input: days, rules: [rules.required(), rules.integer(), notAboveMax], dependencies: ['MaxAging'] },
            { name: 'MaxAging', label: t('typeOfShipping.maxAging'), input: days, rules: [rules.required(), rules.integer()] },
            { name: 'DisplayOrder', label: t('typeOfShipping.displayOrder'), input: <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} /> },
            { name: 'IsEnabled', label: t('typeOfShipping.enabled'), input: <Switch /> },
            { name: 'Remarks', label: t('typeOfShipping.remarks'), input: 'textarea', rules: [{ max: api.TYPE_OF_SHIPPING_REMARKS_MAX }], span: 2 },
          ]}
        />
      )}
    </Modal>
  );
}

function TypeOfShippingDetailDrawer(props: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useQuery({ queryKey: [api.getTypeOfShippingById.path, props.id], queryFn: () => callApi(api.getTypeOfShippingById, { Id: props.id! }), enabled: props.id !== null });
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
          title: t('typeOfShipping.basics'),
          fields: [
            { key: 'Name', label: t('typeOfShipping.name') },
            { key: 'MinAging', label: t('typeOfShipping.minAging') },
            { key: 'MaxAging', label: t('typeOfShipping.maxAging') },
            { key: 'DisplayOrder', label: t('typeOfShipping.displayOrder') },
            { key: 'IsEnabled', label: t('typeOfShipping.status'), value: { type: 'custom', render: (_, r) => t(r.IsEnabled ? 'typeOfShipping.enabled' : 'typeOfShipping.disabled') } },
            { key: 'SiteName', label: t('typeOfShipping.site') },
            { key: 'CreationTime', label: t('typeOfShipping.createdAt'), value: { type: 'date' } },
            { key: 'UpdateTime', label: t('typeOfShipping.updatedAt'), value: { type: 'date' } },
            { key: 'Remarks', label: t('typeOfShipping.remarks') },
          ],
        },
      ]}
    />
  );
}
