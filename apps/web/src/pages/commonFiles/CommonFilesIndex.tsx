import { commonFiles as api, DATE_TIME_FORMAT_DAYJS, type RequestOf } from '@lbo/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Card, Flex, Form, InputNumber, Modal, Select, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, type RowOf } from '../../api/client.ts';
import { useCallMutation } from '../../api/useCallMutation.ts';
import { DetailDrawer } from '../../components/form/DetailView.tsx';
import { useConfirmDiscard } from '../../components/form/useConfirmDiscard.ts';
import { SimpleForm } from '../../components/form/SimpleForm.tsx';
import { fileUrl } from '../../components/media/uploadFile.ts';
import { DataTable, dataTableKey } from '../../components/table/DataTable.tsx';
import { rules } from '../../lib/formRules.ts';
import { SiteSelect } from '../../components/site/SiteSelect.tsx';
import { useSiteChoice } from '../../components/site/useSiteChoice.ts';
import { CommonFileUpload } from './CommonFileUpload.tsx';
import { fileSizeText } from './fileSize.ts';

type Row = RowOf<typeof api.getCommonFiles>;
type Values = Omit<RequestOf<typeof api.addCommonFile>, 'SiteId'>;
type Editing = { mode: 'create' } | { mode: 'edit'; id: number } | null;

/** Site and site configuration → common files: documents the site offers for download. */
export default function CommonFilesIndex() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { isPlatform, siteId, setSiteId } = useSiteChoice();
  const [editing, setEditing] = useState<Editing>(null);
  const [detailId, setDetailId] = useState<number | null>(null);
  const visibilityOptions = [
    { value: true, label: t('commonFiles.visibleToUsers') },
    { value: false, label: t('commonFiles.staffOnly') },
  ];
  const visibilityTag = (visible: boolean) => (visible ? <Tag color="green">{t('commonFiles.visibleToUsers')}</Tag> : <Tag>{t('commonFiles.staffOnly')}</Tag>);

  return (
    <Card>
      {isPlatform && (
        <Flex style={{ marginBottom: 16 }}>
          <SiteSelect value={siteId} onChange={setSiteId} placeholder={t('commonFiles.allSites')} allowClear />
        </Flex>
      )}
      <DataTable
        call={api.getCommonFiles}
        params={{ SiteId: siteId }}
        rowKey="Id"
        fields={[
          { kind: 'text', name: 'Name', label: t('commonFiles.name') },
          { kind: 'text', name: 'Category', label: t('commonFiles.category') },
          { kind: 'select', name: 'VisibleToUsers', label: t('commonFiles.visibility'), options: visibilityOptions },
        ]}
        toolbar={[
          {
            key: 'add',
            label: t('commonFiles.add'),
            primary: true,
            permission: 'CommonFiles.Add',
            onClick: () => (isPlatform && siteId === undefined ? void message.warning(t('commonFiles.chooseSiteFirst')) : setEditing({ mode: 'create' })),
          },
        ]}
        actions={[
          { key: 'download', label: t('commonFiles.download'), onClick: (row: Row) => window.open(fileUrl(row.FileAddress), '_blank', 'noopener') },
          { key: 'detail', label: t('commonFiles.detail'), permission: 'CommonFiles.Detail', onClick: (row: Row) => setDetailId(row.Id) },
          { key: 'edit', label: t('commonFiles.edit'), permission: 'CommonFiles.Edit', onClick: (row: Row) => setEditing({ mode: 'edit', id: row.Id }) },
          {
            key: 'delete',
            label: t('commonFiles.delete'),
            danger: true,
            permission: 'CommonFiles.Delete',
            confirm: t('commonFiles.deleteConfirm'),
            onClick: async (row: Row) => {
              await callApi(api.deleteCommonFile, { Id: row.Id });
              void message.success(t('commonFiles.deleted'));
            },
          },
        ]}
        columns={[
          { dataIndex: 'Name', title: t('commonFiles.name'), render: (name: string, row) => <a onClick={() => setDetailId(row.Id)}>{name}</a> },
          { dataIndex: 'Category', title: t('commonFiles.category'), width: 120 },
          { dataIndex: 'FileName', title: t('commonFiles.fileName'), ellipsis: true },
          { dataIndex: 'FileSize', title: t('commonFiles.size'), width: 100, align: 'right', render: (size: number) => fileSizeText(size) },
          { dataIndex: 'VisibleToUsers', title: t('commonFiles.visibility'), width: 150, render: visibilityTag },
          { dataIndex: 'Sort', title: t('commonFiles.sort'), width: 80, align: 'right' },
          ...(isPlatform ? [{ dataIndex: 'SiteName' as const, title: t('commonFiles.site'), width: 160 }] : []),
          { dataIndex: 'UpdateTime', title: t('commonFiles.updatedAt'), width: 190, render: (time: string) => dayjs(time).format(DATE_TIME_FORMAT_DAYJS) },
        ]}
      />
      {editing && (
        <CommonFileFormModal
          editing={editing}
          siteId={siteId}
          visibilityOptions={visibilityOptions}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void message.success(t('commonFiles.saved'));
            void queryClient.invalidateQueries({ queryKey: dataTableKey(api.getCommonFiles) });
          }}
        />
      )}
      <CommonFileDetailDrawer id={detailId} visibilityTag={visibilityTag} onClose={() => setDetailId(null)} />
    </Card>
  );
}

function CommonFileFormModal(props: { editing: NonNullable<Editing>; siteId: number | undefined; visibilityOptions: { value: boolean; label: string }[]; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const confirmDiscard = useConfirmDiscard();
  const editId = props.editing.mode === 'edit' ? props.editing.id : null;
  const info = useQuery({ queryKey: [api.getEditCommonFile.path, editId], queryFn: () => callApi(api.getEditCommonFile, { Id: editId! }), enabled: editId !== null });
  const ready = editId === null || info.data;
  const initialValues: Partial<Values> = editId === null ? { VisibleToUsers: true, Sort: 0 } : { ...info.data };

  const save = useCallMutation((values: Values) => (editId === null ? callApi(api.addCommonFile, { ...values, SiteId: props.siteId }) : callApi(api.editCommonFile, { ...values, Id: editId })), {
    onSuccess: props.onSaved,
  });

  return (
    <Modal open width={720} title={t(editId === null ? 'commonFiles.createTitle' : 'commonFiles.editTitle')} onCancel={() => confirmDiscard(form.isFieldsTouched(), props.onClose)} onOk={() => form.submit()} okText={t('app.save')} cancelText={t('app.cancel')} confirmLoading={save.isPending} loading={!ready} destroyOnHidden>
      {ready && (
        <SimpleForm<Values>
          form={form}
          name="commonFile"
          initialValues={initialValues}
          onFinish={(v) => save.mutate(v)}
          fields={[
            { name: 'Name', label: t('commonFiles.name'), rules: [rules.required(), { max: api.COMMON_FILE_NAME_MAX }] },
            { name: 'Category', label: t('commonFiles.category'), rules: [{ max: api.COMMON_FILE_CATEGORY_MAX }] },
            { name: 'FileAddress', label: t('commonFiles.file'), input: <CommonFileUpload fileName={info.data?.FileName} />, rules: [rules.required()], span: 2 },
            { name: 'VisibleToUsers', label: t('commonFiles.visibility'), input: <Select options={props.visibilityOptions} /> },
            { name: 'Sort', label: t('commonFiles.sort'), input: <InputNumber min={0} max={api.COMMON_FILE_SORT_MAX} precision={0} style={{ width: '100%' }} />, rules: [rules.integer()] },
            { name: 'Description', label: t('commonFiles.description'), input: 'textarea', rules: [{ max: api.COMMON_FILE_DESCRIPTION_MAX }], span: 2 },
          ]}
        />
      )}
    </Modal>
  );
}

function CommonFileDetailDrawer(props: { id: number | null; visibilityTag: (visible: boolean) => ReactNode; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useQuery({ queryKey: [api.getCommonFileById.path, props.id], queryFn: () => callApi(api.getCommonFileById, { Id: props.id! }), enabled: props.id !== null });
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
          title: t('commonFiles.basics'),
          fields: [
            { key: 'Name', label: t('commonFiles.name') },
            { key: 'Category', label: t('commonFiles.category') },
            {
              key: 'FileName',
              label: t('commonFiles.file'),
              value: {
                type: 'custom',
                render: (_, r) => (
                  <a href={fileUrl(r.FileAddress)} target="_blank" rel="noopener noreferrer">
                    {r.FileName}
                  </a>
                ),
              },
            },
            { key: 'FileSize', label: t('commonFiles.size'), value: { type: 'custom', render: (_, r) => fileSizeText(r.FileSize) } },
            { key: 'VisibleToUsers', label: t('commonFiles.visibility'), value: { type: 'custom', render: (_, r) => props.visibilityTag(r.VisibleToUsers) } },
            { key: 'Sort', label: t('commonFiles.sort') },
            { key: 'SiteName', label: t('commonFiles.site') },
            { key: 'CreationTime', label: t('commonFiles.createdAt'), value: { type: 'date' } },
            { key: 'UpdateTime', label: t('commonFiles.updatedAt'), value: { type: 'date' } },
            { key: 'Description', label: t('commonFiles.description') },
          ],
        },
      ]}
    />
  );
}
