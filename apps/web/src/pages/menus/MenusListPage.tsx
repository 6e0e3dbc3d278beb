import { menus, type RequestOf } from '@lbo/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, AutoComplete, Card, Form, Input, InputNumber, Modal, Switch, Tag, TreeSelect, type TreeSelectProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { useCallMutation } from '../../api/useCallMutation.ts';
import { DetailDrawer } from '../../components/form/DetailView.tsx';
import { useConfirmDiscard } from '../../components/form/useConfirmDiscard.ts';
import { IconPicker } from '../../components/media/IconPicker.tsx';
import { DataTable, dataTableKey } from '../../components/table/DataTable.tsx';
import { placeholder, requiredRule } from '../../lib/formRules.ts';
import { useIsPlatformStaff } from '../../components/site/useSiteChoice.ts';
import { PAGES } from '../registry.ts';

type Row = menus.MenuRow;
type Values = Omit<RequestOf<typeof menus.establishBackstageMenu>, 'Population'>;
type Editing = { mode: 'create'; parentId: number | null } | { mode: 'edit'; id: number } | null;
export type Population = 1 | 2;

/** A menu's title as the sidebar shows it: its name is the key of its route title. */
function useMenuTitle() {
  const { t, i18n } = useTranslation();
  return (name: string) => (i18n.exists(`route.${name}`) ? t(`route.${name}`) : name);
}

/** One population's menu tree: list, create, add sub-menu, edit, delete, details. Only platform staff see the writing buttons (the server enforces it). */
export function MenusListPage({ population }: { population: Population }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const title = useMenuTitle();
  const canWrite = useIsPlatformStaff();
  const [editing, setEditing] = useState<Editing>(null);
  const [detailId, setDetailId] = useState<number | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: dataTableKey(menus.getBackstageMenus) });
  const prefix = population === 1 ? 'BackstageMenus' : 'UserMenus';

  return (
    <Card>
      {!canWrite && <Alert type="info" showIcon title={t('menus.platformOnly')} style={{ marginBottom: 12 }} />}
      <DataTable
        call={menus.getBackstageMenus}
        params={{ Population: population }}
        rowKey="Id"
        childrenColumnName="Children"
        fields={[
          { kind: 'text', name: 'Name', label: t('menus.name') },
          { kind: 'text', name: 'Router', label: t('menus.router') },
        ]}
        toolbar={canWrite ? [{ key: 'add', label: t('menus.add'), primary: true, permission: `${prefix}.Establish`, onClick: () => setEditing({ mode: 'create', parentId: null }) }] : []}
        actions={[
          { key: 'detail', label: t('menus.detail'), permission: `${prefix}.Detail`, onClick: (row: Row) => setDetailId(row.Id) },
          ...(canWrite
            ? [
                { key: 'edit', label: t('menus.edit'), permission: `${prefix}.Edit`, onClick: (row: Row) => setEditing({ mode: 'edit', id: row.Id }) },
                { key: 'addChild', label: t('menus.addChild'), permission: `${prefix}.Establish`, onClick: (row: Row) => setEditing({ mode: 'create', parentId: row.Id }) },
                {
                  key: 'delete',
                  label: t('menus.delete'),
                  danger: true,
                  permission: `${prefix}.Delete`,
                  confirm: t('menus.deleteConfirm'),
                  onClick: async (row: Row) => {
                    await callApi(menus.deleteBackstageMenu, { Id: row.Id });
                    void message.success(t('menus.deleted'));
                  },
                },
              ]
            : []),
        ]}
        columns={[
          {
            // The title as the sidebar shows it; the stored name (its text key) is in the details and the edit form.
            dataIndex: 'Name',
            title: t('menus.title'),
            render: (name: string, row) => <a onClick={() => setDetailId(row.Id)}>{title(name)}</a>,
          },
          { dataIndex: 'Path', title: t('menus.path'), width: 180, ellipsis: true },
          { dataIndex: 'Router', title: t('menus.router'), width: 210, ellipsis: true },
          { dataIndex: 'Icon', title: t('menus.icon'), width: 90 },
          { dataIndex: 'Invisible', title: t('menus.invisible'), width: 80, render: (hidden: boolean) => (hidden ? <Tag>{t('menus.invisible')}</Tag> : <Tag color="green">{t('menus.visible')}</Tag>) },
          { dataIndex: 'Sort', title: t('menus.sort'), width: 70, align: 'right' },
          { dataIndex: 'RoleCount', title: t('menus.roles'), width: 80, align: 'right' },
        ]}
      />
      {editing && (
        <MenuFormModal
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
      <MenuDetailDrawer id={detailId} onClose={() => setDetailId(null)} />
    </Card>
  );
}

function MenuFormModal(props: { population: Population; editing: NonNullable<Editing>; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const title = useMenuTitle();
  const [form] = Form.useForm<Values>();
  const confirmDiscard = useConfirmDiscard();
  const editId = props.editing.mode === 'edit' ? props.editing.id : null;
  const info = useQuery({ queryKey: [menus.getEditBackstageMenuInfo.path, editId], queryFn: () => callApi(menus.getEditBackstageMenuInfo, { Id: editId! }), enabled: editId !== null });
  const parents = useQuery({
    queryKey: [menus.getSelectBackstageMenus.path, props.population, editId],
    queryFn: () => callApi(menus.getSelectBackstageMenus, { Population: props.population, ExcludeId: editId ?? undefined }),
  });
  const ready = (editId === null || info.data) && parents.data;
  const initialValues: Partial<Values> = editId === null ? { ParentId: props.editing.mode === 'create' ? props.editing.parentId : null, Sort: 0, Invisible: false } : (info.data ?? {});
  const toTree = (nodes: menus.MenuOption[]): TreeSelectProps['treeData'] => nodes.map((n) => ({ value: n.Id, title: title(n.Name), children: toTree(n.Children) }));

  const save = useCallMutation(
    (values: Values) => {
      const body = { ...values, ParentId: values.ParentId ?? null };
      return editId === null ? callApi(menus.establishBackstageMenu, { ...body, Population: props.population }) : callApi(menus.editBackstageMenu, { ...body, Id: editId });
    },
    { onSuccess: props.onSaved },
  );

  return (
    <Modal open width={640} title={t(editId === null ? 'menus.createTitle' : 'menus.editTitle')} onCancel={() => confirmDiscard(form.isFieldsTouched(), props.onClose)} onOk={() => form.submit()} confirmLoading={save.isPending} okText={t('app.save')} loading={!ready} destroyOnHidden>
      {ready && (
        <Form<Values> form={form} layout="vertical" initialValues={initialValues} onFinish={(v) => save.mutate(v)}>
          <Form.Item name="Name" label={t('menus.name')} tooltip={t('menus.nameHelp')} rules={[requiredRule(), { max: menus.MENU_NAME_MAX }]}>
            <Input placeholder={placeholder.enter(t('menus.name'))} maxLength={menus.MENU_NAME_MAX} />
          </Form.Item>
          <Form.Item name="ParentId" label={t('menus.parent')}>
            <TreeSelect allowClear treeDefaultExpandAll placeholder={t('menus.noParent')} treeData={toTree(parents.data ?? [])} />
          </Form.Item>
          <Form.Item name="Path" label={t('menus.path')}>
            <Input placeholder={placeholder.enter(t('menus.path'))} maxLength={menus.MENU_PATH_MAX} />
          </Form.Item>
          <Form.Item name="Router" label={t('menus.router')} tooltip={t('menus.routerHelp')}>
            <AutoComplete
              allowClear
              placeholder={placeholder.enter(t('menus.router'))}
              options={Object.keys(PAGES).map((name) => ({ value: name }))}
              filterOption={(input, option) => String(option?.value ?? '').toLowerCase().includes(input.toLowerCase())}
            />
          </Form.Item>
          <Form.Item name="Icon" label={t('menus.icon')}>
            <IconPicker />
          </Form.Item>
          <Form.Item name="Sort" label={t('menus.sort')}>
            <InputNumber min={0} max={menus.MENU_SORT_MAX} precision={0} />
          </Form.Item>
          <Form.Item name="Invisible" label={t('menus.invisible')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

function MenuDetailDrawer(props: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const title = useMenuTitle();
  const detail = useQuery({ queryKey: [menus.getBackstageMenuById.path, props.id], queryFn: () => callApi(menus.getBackstageMenuById, { Id: props.id! }), enabled: props.id !== null });
  const record = detail.data;
  if (!record) return null;
  return (
    <DetailDrawer
      open={props.id !== null}
      onClose={props.onClose}
      title={title(record.Name)}
      record={record}
      history={record.Audits}
      groups={[
        {
          key: 'basics',
          title: t('menus.basics'),
          fields: [
            { key: 'Name', label: t('menus.name') },
            { key: 'ParentName', label: t('menus.parent'), value: { type: 'custom', render: (_, r) => (r.ParentName ? title(r.ParentName) : t('menus.noParent')) } },
            { key: 'Path', label: t('menus.path') },
            { key: 'Router', label: t('menus.router') },
            { key: 'Icon', label: t('menus.icon') },
            { key: 'Invisible', label: t('menus.invisible'), value: { type: 'custom', render: (_, r) => t(r.Invisible ? 'menus.invisible' : 'menus.visible') } },
            { key: 'Sort', label: t('menus.sort') },
            { key: 'ChildCount', label: t('menus.children') },
            { key: 'RoleCount', label: t('menus.roles') },
            { key: 'CreationTime', label: t('menus.createdAt'), value: { type: 'date' } },
          ],
        },
      ]}
    />
  );
}
