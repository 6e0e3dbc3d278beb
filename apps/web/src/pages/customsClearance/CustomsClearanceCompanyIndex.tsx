import { customsClearanceCompany as api, DATE_TIME_FORMAT_DAYJS, type RequestOf } from '@lbo/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Card, Drawer, Flex, Form, Modal, Switch, Tag, Typography } from 'antd';
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
import { ClearanceNumbers } from './ClearanceNumbers.tsx';
import './texts.ts';

type Row = RowOf<typeof api.getCustomsClearanceCompanies>;
type Values = Omit<RequestOf<typeof api.addCustomsClearanceCompany>, 'SiteId'>;
type Editing = { mode: 'create' } | { mode: 'edit'; id: number } | null;

/** Logistics → customs clearance companies, each with its clearance numbers. */
export default function CustomsClearanceCompanyIndex() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { isPlatform, siteId, setSiteId } = useSiteChoice();
  const [editing, setEditing] = useState<Editing>(null);
  const [detailId, setDetailId] = useState<number | null>(null);
  const [numbersOf, setNumbersOf] = useState<Row | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: dataTableKey(api.getCustomsClearanceCompanies) });
  const startCreate = () => {
    if (isPlatform && siteId === undefined) void message.warning(t('customsClearance.chooseSiteFirst'));
    else setEditing({ mode: 'create' });
  };

  return (
    <Card>
      {isPlatform && (
        <Flex style={{ marginBottom: 16 }}>
          <SiteSelect value={siteId} onChange={setSiteId} placeholder={t('customsClearance.allSites')} allowClear />
        </Flex>
      )}
      <DataTable
        call={api.getCustomsClearanceCompanies}
        params={{ SiteId: siteId }}
        rowKey="Id"
        fields={[
          { kind: 'text', name: 'Name', label: t('customsClearance.name') },
          {
            kind: 'select',
            name: 'IsEnabled',
            label: t('customsClearance.status'),
            options: [
              { value: true, label: t('customsClearance.enabled') },
              { value: false, label: t('customsClearance.disabled') },
            ],
          },
        ]}
        toolbar={[{ key: 'add', label: t('customsClearance.add'), primary: true, permission: 'CustomsClearanceCompany.Add', onClick: startCreate }]}
        actions={[
          { key: 'detail', label: t('customsClearance.detail'), permission: 'CustomsClearanceCompany.Detail', onClick: (row: Row) => setDetailId(row.Id) },
          { key: 'numbers', label: t('customsClearance.numbers'), permission: 'CustomsClearanceCompany.Numbers', onClick: (row: Row) => setNumbersOf(row) },
          { key: 'edit', label: t('customsClearance.edit'), permission: 'CustomsClearanceCompany.Edit', onClick: (row: Row) => setEditing({ mode: 'edit', id: row.Id }) },
          {
            key: 'delete',
            label: t('customsClearance.delete'),
            danger: true,
            permission: 'CustomsClearanceCompany.Delete',
            confirm: t('customsClearance.deleteConfirm'),
            onClick: async (row: Row) => {
              await callApi(api.deleteCustomsClearanceCompany, { Id: row.Id });
              void message.success(t('customsClearance.deleted'));
            },
          },
        ]}
        columns={[
          { dataIndex: 'Name', title: t('customsClearance.name'), width: 240, render: (name: string, row) => <a onClick={() => setDetailId(row.Id)}>{name}</a> },
          { dataIndex: 'Prefix', title: t('customsClearance.prefix'), width: 100 },
          { dataIndex: 'NumberCount', title: t('customsClearance.numberCount'), width: 130, align: 'right', render: (count: number, row) => <a onClick={() => setNumbersOf(row)}>{count}</a> },
          { dataIndex: 'RemainingQuantity', title: t('customsClearance.remaining'), width: 130, align: 'right' },
          { dataIndex: 'IsEnabled', title: t('customsClearance.status'), width: 90, render: (on: boolean) => (on ? <Tag color="green">{t('customsClearance.enabled')}</Tag> : <Tag>{t('customsClearance.disabled')}</Tag>) },
          ...(isPlatform ? [{ dataIndex: 'SiteName' as const, title: t('customsClearance.site'), width: 160 }] : []),
          { dataIndex: 'Remarks', title: t('customsClearance.remarks'), ellipsis: true },
          { dataIndex: 'UpdateTime', title: t('customsClearance.updatedAt'), width: 170, render: (time: string) => dayjs(time).format(DATE_TIME_FORMAT_DAYJS) },
        ]}
      />
      {editing && (
        <CompanyFormModal
          editing={editing}
          siteId={siteId}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void message.success(t('customsClearance.saved'));
            void refresh();
          }}
        />
      )}
      <Drawer open={numbersOf !== null} onClose={() => setNumbersOf(null)} title={numbersOf && t('customsClearance.number.title', { name: numbersOf.Name })} size="large" destroyOnHidden>
        {numbersOf && <ClearanceNumbers company={numbersOf} onChanged={() => void refresh()} />}
      </Drawer>
      <CompanyDetailDrawer id={detailId} onClose={() => setDetailId(null)} />
    </Card>
  );
}

function CompanyFormModal(props: { editing: NonNullable<Editing>; siteId: number | undefined; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const editId = props.editing.mode === 'edit' ? props.editing.id : null;
  const info = useQuery({ queryKey: [api.getEditCustomsClearanceCompany.path, editId], queryFn: () => callApi(api.getEditCustomsClearanceCompany, { Id: editId! }), enabled: editId !== null });
  const ready = editId === null || info.data;

  const save = async (values: Values) => {
    setSaving(true);
    try {
      if (editId === null) await callApi(api.addCustomsClearanceCompany, { ...values, SiteId: props.siteId });
      else await callApi(api.editCustomsClearanceCompany, { ...values, Id: editId });
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
      title={t(editId === null ? 'customsClearance.createTitle' : 'customsClearance.editTitle')}
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
          name="clearanceCompany"
          widthSize={1}
          initialValues={editId === null ? { IsEnabled: true } : info.data}
          onFinish={(v) => void save(v)}
          fields={[
            { name: 'Name', label: t('customsClearance.name'), rules: [rules.required(), { max: api.CLEARANCE_COMPANY_NAME_MAX }] },
            { name: 'Prefix', label: t('customsClearance.prefix'), rules: [rules.noSpecialCharacters(), { max: api.CLEARANCE_PREFIX_MAX }] },
            { name: 'IsEnabled', label: t('customsClearance.enabled'), input: <Switch /> },
            { name: 'Remarks', label: t('customsClearance.remarks'), input: 'textarea', rules: [{ max: api.CLEARANCE_REMARKS_MAX }] },
          ]}
          footer={<Typography.Text type="secondary">{t('customsClearance.prefixHelp')}</Typography.Text>}
        />
      )}
    </Modal>
  );
}

function CompanyDetailDrawer(props: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useQuery({ queryKey: [api.getCustomsClearanceCompanyById.path, props.id], queryFn: () => callApi(api.getCustomsClearanceCompanyById, { Id: props.id! }), enabled: props.id !== null });
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
          title: t('customsClearance.basics'),
          fields: [
            { key: 'Name', label: t('customsClearance.name') },
            { key: 'Prefix', label: t('customsClearance.prefix') },
            { key: 'NumberCount', label: t('customsClearance.numberCount') },
            { key: 'RemainingQuantity', label: t('customsClearance.remaining') },
            { key: 'IsEnabled', label: t('customsClearance.status'), value: { type: 'custom', render: (_, r) => t(r.IsEnabled ? 'customsClearance.enabled' : 'customsClearance.disabled') } },
            { key: 'SiteName', label: t('customsClearance.site') },
            { key: 'CreationTime', label: t('customsClearance.createdAt'), value: { type: 'date' } },
            { key: 'UpdateTime', label: t('customsClearance.updatedAt'), value: { type: 'date' } },
            { key: 'Remarks', label: t('customsClearance.remarks') },
          ],
        },
      ]}
    />
  );
}
