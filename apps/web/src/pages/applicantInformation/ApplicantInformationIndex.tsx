import { applicantInformation as api, type RequestOf } from '@lbo/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Card, Flex, Form, Modal, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, type RowOf } from '../../api/client.ts';
import { DetailDrawer } from '../../components/form/DetailView.tsx';
import { SimpleForm } from '../../components/form/SimpleForm.tsx';
import { SiteSelect } from '../../components/site/SiteSelect.tsx';
import { useSiteChoice } from '../../components/site/useSiteChoice.ts';
import { DataTable, dataTableKey } from '../../components/table/DataTable.tsx';
import { rules } from '../../lib/formRules.ts';
import { CountryCodeSelect } from './CountryCodeSelect.tsx';
import './texts.ts';

type Row = RowOf<typeof api.getApplicantInformations>;
type Values = Omit<RequestOf<typeof api.addApplicantInformation>, 'SiteId'>;
type Editing = { mode: 'create' } | { mode: 'edit'; id: number } | null;

/** Logistics → applicant information: the declarants quoted on orders. */
export default function ApplicantInformationIndex() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { isPlatform, siteId, setSiteId } = useSiteChoice();
  const [editing, setEditing] = useState<Editing>(null);
  const [detailId, setDetailId] = useState<number | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: dataTableKey(api.getApplicantInformations) });
  const startCreate = () => {
    if (isPlatform && siteId === undefined) void message.warning(t('applicantInformation.chooseSiteFirst'));
    else setEditing({ mode: 'create' });
  };

  return (
    <Card>
      {isPlatform && (
        <Flex style={{ marginBottom: 16 }}>
          <SiteSelect value={siteId} onChange={setSiteId} placeholder={t('applicantInformation.allSites')} allowClear />
        </Flex>
      )}
      <DataTable
        call={api.getApplicantInformations}
        params={{ SiteId: siteId }}
        rowKey="Id"
        storageKey="applicantInformation"
        fields={[
          { kind: 'text', name: 'Contacts', label: t('applicantInformation.contacts') },
          { kind: 'text', name: 'Phone', label: t('applicantInformation.phone') },
          { kind: 'text', name: 'CountryCode', label: t('applicantInformation.countryCode') },
          {
            kind: 'select',
            name: 'IsDeactivate',
            label: t('applicantInformation.status'),
            options: [
              { value: false, label: t('applicantInformation.active') },
              { value: true, label: t('applicantInformation.deactivated') },
            ],
          },
        ]}
        toolbar={[{ key: 'add', label: t('applicantInformation.add'), primary: true, permission: 'ApplicantInformation.Add', onClick: startCreate }]}
        actions={[
          { key: 'detail', label: t('applicantInformation.detail'), permission: 'ApplicantInformation.Detail', onClick: (row: Row) => setDetailId(row.Id) },
          { key: 'edit', label: t('applicantInformation.edit'), permission: 'ApplicantInformation.Edit', onClick: (row: Row) => setEditing({ mode: 'edit', id: row.Id }) },
          {
            key: 'delete',
            label: t('applicantInformation.delete'),
            danger: true,
            permission: 'ApplicantInformation.Delete',
            hidden: (row: Row) => row.UsageCount > 0,
            confirm: t('applicantInformation.deleteConfirm'),
            onClick: async (row: Row) => {
              await callApi(api.deleteApplicantInformation, { Id: row.Id });
              void message.success(t('applicantInformation.deleted'));
            },
          },
        ]}
        columns={[
          { dataIndex: 'Contacts', title: t('applicantInformation.contacts'), width: 140, render: (name: string, row) => <a onClick={() => setDetailId(row.Id)}>{name}</a> },
          { dataIndex: 'CountryCode', title: t('applicantInformation.countryCode'), width: 90, render: (code: string) => `+${code}` },
          { dataIndex: 'Phone', title: t('applicantInformation.phone'), width: 130 },
          { dataIndex: 'ReceiveTel', title: t('applicantInformation.receiveTel'), width: 130 },
          { dataIndex: 'DetailedAddress', title: t('applicantInformation.detailedAddress'), width: 220, ellipsis: true },
          { dataIndex: 'MailboxCode', title: t('applicantInformation.mailboxCode'), width: 90 },
          { dataIndex: 'UsageCount', title: t('applicantInformation.usageCount'), width: 90, align: 'right' },
          {
            dataIndex: 'IsDeactivate',
            title: t('applicantInformation.status'),
            width: 100,
            render: (off: boolean) => (off ? <Tag>{t('applicantInformation.deactivated')}</Tag> : <Tag color="green">{t('applicantInformation.active')}</Tag>),
          },
          ...(isPlatform ? [{ dataIndex: 'SiteName' as const, title: t('applicantInformation.site'), width: 160 }] : []),
        ]}
      />
      {editing && (
        <ApplicantFormModal
          editing={editing}
          siteId={siteId}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void message.success(t('applicantInformation.saved'));
            void refresh();
          }}
        />
      )}
      <ApplicantDetailDrawer id={detailId} onClose={() => setDetailId(null)} />
    </Card>
  );
}

function ApplicantFormModal(props: { editing: NonNullable<Editing>; siteId: number | undefined; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const editId = props.editing.mode === 'edit' ? props.editing.id : null;
  const info = useQuery({ queryKey: [api.getEditApplicantInformation.path, editId], queryFn: () => callApi(api.getEditApplicantInformation, { Id: editId! }), enabled: editId !== null });
  const ready = editId === null || info.data;

  const save = async (values: Values) => {
    setSaving(true);
    try {
      if (editId === null) await callApi(api.addApplicantInformation, { ...values, SiteId: props.siteId });
      else await callApi(api.editApplicantInformation, { ...values, Id: editId });
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
      width={720}
      title={t(editId === null ? 'applicantInformation.createTitle' : 'applicantInformation.editTitle')}
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
          name="applicant"
          initialValues={editId === null ? { CountryCode: '86', IsDeactivate: false } : info.data}
          onFinish={(v) => void save(v)}
          fields={[
            { name: 'Contacts', label: t('applicantInformation.contacts'), rules: [rules.required(), { max: api.APPLICANT_CONTACTS_MAX }] },
            { name: 'CountryCode', label: t('applicantInformation.countryCode'), input: <CountryCodeSelect />, rules: [rules.required()] },
            { name: 'Phone', label: t('applicantInformation.phone'), rules: [rules.required(), rules.mobile('CountryCode')], dependencies: ['CountryCode'] },
            { name: 'ReceiveTel', label: t('applicantInformation.receiveTel'), rules: [rules.fixedPhone('CountryCode')], dependencies: ['CountryCode'] },
            { name: 'DetailedAddress', label: t('applicantInformation.detailedAddress'), input: 'textarea', rules: [rules.required(), { max: api.APPLICANT_ADDRESS_MAX }], span: 2 },
            { name: 'MailboxCode', label: t('applicantInformation.mailboxCode'), rules: [{ max: api.APPLICANT_MAILBOX_CODE_MAX }] },
            { name: 'IsDeactivate', label: t('applicantInformation.isDeactivate'), input: <Switch /> },
          ]}
          footer={<Typography.Text type="secondary">{t('applicantInformation.phoneHelp')}</Typography.Text>}
        />
      )}
    </Modal>
  );
}

function ApplicantDetailDrawer(props: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useQuery({ queryKey: [api.getApplicantInformationById.path, props.id], queryFn: () => callApi(api.getApplicantInformationById, { Id: props.id! }), enabled: props.id !== null });
  const record = detail.data;
  if (!record) return null;
  return (
    <DetailDrawer
      open={props.id !== null}
      onClose={props.onClose}
      title={record.Contacts}
      record={record}
      history={record.Audits}
      groups={[
        {
          key: 'basics',
          title: t('applicantInformation.basics'),
          fields: [
            { key: 'Contacts', label: t('applicantInformation.contacts') },
            { key: 'CountryCode', label: t('applicantInformation.countryCode'), value: { type: 'custom', render: (_, r) => `+${r.CountryCode}` } },
            { key: 'Phone', label: t('applicantInformation.phone') },
            { key: 'ReceiveTel', label: t('applicantInformation.receiveTel') },
            { key: 'DetailedAddress', label: t('applicantInformation.detailedAddress') },
            { key: 'MailboxCode', label: t('applicantInformation.mailboxCode') },
            { key: 'UsageCount', label: t('applicantInformation.usageCount') },
            { key: 'IsDeactivate', label: t('applicantInformation.status'), value: { type: 'custom', render: (_, r) => t(r.IsDeactivate ? 'applicantInformation.deactivated' : 'applicantInformation.active') } },
            { key: 'SiteName', label: t('applicantInformation.site') },
            { key: 'CreationTime', label: t('applicantInformation.createdAt'), value: { type: 'date' } },
            { key: 'UpdateTime', label: t('applicantInformation.updatedAt'), value: { type: 'date' } },
          ],
        },
      ]}
    />
  );
}
