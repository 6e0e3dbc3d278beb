import { views, type RequestOf } from '@lbo/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Card, Divider, Form, Input, Modal, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { usePermissionNames } from '../../components/access/permissionNames.ts';
import { DetailDrawer } from '../../components/form/DetailView.tsx';
import { useConfirmDiscard } from '../../components/form/useConfirmDiscard.ts';
import { EditableTable } from '../../components/form/EditableTable.tsx';
import { DataTable, dataTableKey } from '../../components/table/DataTable.tsx';
import { placeholder, requiredRule, rules } from '../../lib/formRules.ts';
import { useIsPlatformStaff } from '../../components/site/useSiteChoice.ts';
import type { Population } from './MenusListPage.tsx';

type Row = views.ViewRow;
type Values = { Name: string; Code: string };
type ButtonRow = { Id?: number; Key: string; Name: string };
type Editing = { mode: 'create' } | { mode: 'edit'; id: number } | null;

/** One population's views (pages) with their buttons. Only platform staff see the writing buttons (the server enforces it). */
export function ViewsListPage({ population }: { population: Population }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const canWrite = useIsPlatformStaff();
  const names = usePermissionNames();
  const [editing, setEditing] = useState<Editing>(null);
  const [detailId, setDetailId] = useState<number | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: dataTableKey(views.getViews) });
  const prefix = population === 1 ? 'BackstageViews' : 'UserViews';

  return (
    <Card>
      {!canWrite && <Alert type="info" showIcon title={t('menus.platformOnly')} style={{ marginBottom: 12 }} />}
      <DataTable
        call={views.getViews}
        params={{ Population: population }}
        rowKey="Id"
        fields={[
          { kind: 'text', name: 'Name', label: t('menus.views.name') },
          { kind: 'text', name: 'Code', label: t('menus.views.code') },
          { kind: 'text', name: 'Key', label: t('menus.views.key') },
        ]}
        toolbar={canWrite ? [{ key: 'add', label: t('menus.add'), primary: true, permission: `${prefix}.Establish`, onClick: () => setEditing({ mode: 'create' }) }] : []}
        actions={[
          { key: 'detail', label: t('menus.detail'), permission: `${prefix}.Detail`, onClick: (row: Row) => setDetailId(row.Id) },
          ...(canWrite
            ? [
                { key: 'edit', label: t('menus.edit'), permission: `${prefix}.Edit`, onClick: (row: Row) => setEditing({ mode: 'edit', id: row.Id }) },
                {
                  key: 'delete',
                  label: t('menus.delete'),
                  danger: true,
                  permission: `${prefix}.Delete`,
                  confirm: t('menus.views.deleteConfirm'),
                  onClick: async (row: Row) => {
                    await callApi(views.deleteView, { Id: row.Id });
                    void message.success(t('menus.deleted'));
                  },
                },
              ]
            : []),
        ]}
        columns={[
          { dataIndex: 'Name', title: t('menus.views.name'), width: 220, render: (_: string, row) => <a onClick={() => setDetailId(row.Id)}>{names.view(row)}</a> },
          { dataIndex: 'Code', title: t('menus.views.code'), width: 240 },
          {
            dataIndex: 'Buttons',
            title: t('menus.views.buttons'),
            render: (buttons: Row['Buttons']) => (
              <Space size={[4, 4]} wrap>
                {buttons.map((b) => (
                  <Tag key={b.Id} title={b.Key}>
                    {names.button(b)}
                  </Tag>
                ))}
              </Space>
            ),
          },
        ]}
      />
      {editing && (
        <ViewFormModal
          population={population}
          editing={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void message.success(t('menus.saved'));
            void refresh();
          }}
        />
      )}
      <ViewDetailDrawer id={detailId} onClose={() => setDetailId(null)} />
    </Card>
  );
}

/** The view's fields, then its buttons in an editable table whose Save saves the whole view. */
function ViewFormModal(props: { population: Population; editing: NonNullable<Editing>; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [invalidColumns, setInvalidColumns] = useState<string[]>([]);
  const [buttonsChanged, setButtonsChanged] = useState(false);
  const confirmDiscard = useConfirmDiscard();
  const editId = props.editing.mode === 'edit' ? props.editing.id : null;
  const info = useQuery({ queryKey: [views.getEditViewInfo.path, editId], queryFn: () => callApi(views.getEditViewInfo, { Id: editId! }), enabled: editId !== null });
  const ready = editId === null || info.data;

  const save = async (buttons: ButtonRow[]) => {
    setInvalidColumns([]);
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const body: Omit<RequestOf<typeof views.editView>, 'Id'> = { ...values, Buttons: buttons.map((b) => ({ Id: b.Id, Key: b.Key, Name: b.Name })) };
    try {
      if (editId === null) await callApi(views.establishView, { ...body, Population: props.population });
      else await callApi(views.editView, { ...body, Id: editId });
      props.onSaved();
    } catch {
      // The request layer has shown the server's message (naming the field and the rule).
    }
  };

  return (
    <Modal open width={760} title={t(editId === null ? 'menus.views.createTitle' : 'menus.views.editTitle')} onCancel={() => confirmDiscard(form.isFieldsTouched() || buttonsChanged, props.onClose)} footer={null} loading={!ready} destroyOnHidden>
      {ready && (
        <>
          <Form<Values> form={form} layout="vertical" initialValues={info.data ?? {}}>
            <Form.Item name="Name" label={t('menus.views.name')} rules={[requiredRule()]}>
              <Input placeholder={placeholder.enter(t('menus.views.name'))} maxLength={views.VIEW_NAME_MAX} />
            </Form.Item>
            <Form.Item name="Code" label={t('menus.views.code')} rules={[requiredRule()]}>
              <Input placeholder={placeholder.enter(t('menus.views.code'))} maxLength={views.VIEW_CODE_MAX} />
            </Form.Item>
          </Form>
          <Divider titlePlacement="start">{t('menus.views.buttons')}</Divider>
          {invalidColumns.length > 0 && <Alert type="error" showIcon title={t('menus.views.fixErrors', { columns: invalidColumns.join(', ') })} style={{ marginBottom: 8 }} />}
          <EditableTable<ButtonRow>
            columns={[
              { key: 'Key', title: t('menus.views.buttonKey'), rules: [rules.required()] },
              { key: 'Name', title: t('menus.views.buttonName'), rules: [rules.required()] },
            ]}
            initialRows={info.data?.Buttons ?? []}
            newRow={() => ({ Key: '', Name: '' })}
            onSave={(rows) => void save(rows)}
            onValidationError={setInvalidColumns}
            onChange={() => setButtonsChanged(true)}
          />
        </>
      )}
    </Modal>
  );
}

function ViewDetailDrawer(props: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useQuery({ queryKey: [views.getViewById.path, props.id], queryFn: () => callApi(views.getViewById, { Id: props.id! }), enabled: props.id !== null });
  const names = usePermissionNames();
  const record = detail.data;
  if (!record) return null;
  return (
    <DetailDrawer
      open={props.id !== null}
      onClose={props.onClose}
      title={names.view(record)}
      record={record}
      history={record.Audits}
      groups={[
        {
          key: 'basics',
          title: t('menus.basics'),
          fields: [
            { key: 'Name', label: t('menus.views.name') },
            { key: 'Code', label: t('menus.views.code') },
            { key: 'RoleCount', label: t('menus.views.roles') },
            { key: 'CreationTime', label: t('menus.createdAt'), value: { type: 'date' } },
            {
              key: 'Buttons',
              label: t('menus.views.buttons'),
              span: 3,
              value: {
                type: 'custom',
                render: (_, r) => (
                  <Space orientation="vertical" size={2}>
                    {r.Buttons.map((b) => (
                      <span key={b.Id}>
                        {names.button(b)} <Typography.Text code>{b.Key}</Typography.Text>
                      </span>
                    ))}
                  </Space>
                ),
              },
            },
          ],
        },
      ]}
    />
  );
}
