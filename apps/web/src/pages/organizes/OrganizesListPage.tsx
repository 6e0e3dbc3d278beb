import { ORGANIZE_CALLS, organizes, PAGE_SIZES, type OrganizeSide, type RequestOf } from '@lbo/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Card, Flex, Form, Input, InputNumber, Modal, Select, Switch, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { useCallMutation } from '../../api/useCallMutation.ts';
import { DetailDrawer } from '../../components/form/DetailView.tsx';
import { useConfirmDiscard } from '../../components/form/useConfirmDiscard.ts';
import { OrganisationTreePicker } from '../../components/pickers/OrganisationTreePicker.tsx';
import { SiteSelect } from '../../components/site/SiteSelect.tsx';
import { useSiteChoice } from '../../components/site/useSiteChoice.ts';
import '../../components/siteList/texts.ts';
import { DataTable, dataTableKey } from '../../components/table/DataTable.tsx';
import { placeholder, requiredRule } from '../../lib/formRules.ts';

type Row = organizes.OrganizeRow;
type Values = Omit<RequestOf<typeof organizes.establishBackstageOrganizes>, 'SiteId'>;
/** Which form is open: a new organisation (optionally under a parent) or an existing one. */
type Editing = { mode: 'create'; parentId: number | null } | { mode: 'edit'; id: number } | null;

// A property read, not a destructuring: destructuring an area's namespace would bring its schemas (and zod) into the bundle.
const OrganizeType = organizes.OrganizeType;
type OrganizeType = organizes.OrganizeType;
const TYPE_KEYS = { [OrganizeType.Company]: 'company', [OrganizeType.Branch]: 'branch', [OrganizeType.Department]: 'department', [OrganizeType.Team]: 'team' } as const;

/** The organisation tree of one side (site users' or back-office staff's): list, create, edit, add child, delete, details. */
export function OrganizesListPage({ side }: { side: OrganizeSide }) {
  const { t } = useTranslation();
  const calls = ORGANIZE_CALLS[side];
  const keyPrefix = side === 'user' ? 'UserOrganizes' : 'BackstageOrganizes';
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [editing, setEditing] = useState<Editing>(null);
  const [detailId, setDetailId] = useState<number | null>(null);
  // Platform staff work on the tree of a site they choose; site staff on their own.
  const { isPlatform, siteId, setSiteId } = useSiteChoice();
  const create = (parentId: number | null) => (isPlatform && siteId === undefined ? void message.warning(t('siteList.chooseSiteFirst')) : setEditing({ mode: 'create', parentId }));
  const typeOptions = Object.entries(TYPE_KEYS).map(([value, key]) => ({ value: Number(value), label: t(`organizes.types.${key}`) }));
  const typeName = (type: number) => (type in TYPE_KEYS ? t(`organizes.types.${TYPE_KEYS[type as OrganizeType]}`) : String(type));
  const refresh = () => queryClient.invalidateQueries({ queryKey: dataTableKey(calls.list) });

  return (
    <Card>
      {isPlatform && (
        <Flex style={{ marginBottom: 16 }}>
          <SiteSelect value={siteId} onChange={setSiteId} placeholder={t('siteList.allSites')} allowClear />
        </Flex>
      )}
      <DataTable
        call={calls.list}
        params={{ SiteId: siteId }}
        rowKey="Id"
        childrenColumnName="Children"
        fields={[
          { kind: 'text', name: 'Name', label: t('organizes.name') },
          { kind: 'text', name: 'Code', label: t('organizes.code') },
          { kind: 'select', name: 'Type', label: t('organizes.type'), options: typeOptions },
          { kind: 'select', name: 'IsEnabled', label: t('organizes.status'), options: [{ value: true, label: t('organizes.enabled') }, { value: false, label: t('organizes.disabled') }] },
        ]}
        toolbar={[{ key: 'add', label: t('organizes.add'), primary: true, permission: `${keyPrefix}.Establish`, onClick: () => create(null) }]}
        actions={[
          { key: 'detail', label: t('organizes.detail'), permission: `${keyPrefix}.Detail`, onClick: (row: Row) => setDetailId(row.Id) },
          { key: 'edit', label: t('organizes.edit'), permission: `${keyPrefix}.Edit`, onClick: (row: Row) => setEditing({ mode: 'edit', id: row.Id }) },
          { key: 'addChild', label: t('organizes.addChild'), permission: `${keyPrefix}.Establish`, onClick: (row: Row) => create(row.Id) },
          {
            key: 'delete',
            label: t('organizes.delete'),
            danger: true,
            permission: `${keyPrefix}.Delete`,
            confirm: t('organizes.deleteConfirm'),
            onClick: async (row: Row) => {
              await callApi(calls.remove, { Id: row.Id });
              void message.success(t('organizes.deleted'));
            },
          },
        ]}
        columns={[
          { dataIndex: 'Name', title: t('organizes.name'), render: (name: string, row) => <a onClick={() => setDetailId(row.Id)}>{name}</a> },
          { dataIndex: 'Code', title: t('organizes.code'), width: 120 },
          { dataIndex: 'Type', title: t('organizes.type'), width: 110, render: (type: number) => typeName(type) },
          { dataIndex: 'IsEnabled', title: t('organizes.status'), width: 90, render: (on: boolean) => (on ? <Tag color="green">{t('organizes.enabled')}</Tag> : <Tag>{t('organizes.disabled')}</Tag>) },
          { dataIndex: 'Priority', title: t('organizes.priority'), width: 90, align: 'right' },
          { dataIndex: 'UserCount', title: t('organizes.users'), width: 90, align: 'right' },
          { dataIndex: 'Description', title: t('organizes.description'), ellipsis: true },
        ]}
      />
      {editing && (
        <OrganizeFormModal
          side={side}
          siteId={siteId}
          editing={editing}
          typeOptions={typeOptions}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void message.success(t('organizes.saved'));
            void refresh();
          }}
        />
      )}
      <OrganizeDetailDrawer side={side} id={detailId} typeName={typeName} onClose={() => setDetailId(null)} />
    </Card>
  );
}

/** The possible parents: the tree of the site the organisation is created in (platform staff's choice). */
const parentsOf = (side: OrganizeSide, siteId: number | undefined) => () =>
  callApi(side === 'user' ? organizes.getSelectUserOrganizes : organizes.getSelectBackstageOrganizes, { index: 1, rows: PAGE_SIZES[PAGE_SIZES.length - 1]!, SiteId: siteId }, { silent: true }).then((page) => page.Data);

function OrganizeFormModal(props: { side: OrganizeSide; siteId: number | undefined; editing: NonNullable<Editing>; typeOptions: { value: number; label: string }[]; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const calls = ORGANIZE_CALLS[props.side];
  const [form] = Form.useForm<Values>();
  const confirmDiscard = useConfirmDiscard();
  const editId = props.editing.mode === 'edit' ? props.editing.id : null;
  const info = useQuery({ queryKey: [calls.editInfo.path, editId], queryFn: () => callApi(calls.editInfo, { Id: editId! }), enabled: editId !== null });
  const ready = editId === null || info.data;
  const initialValues: Partial<Values> =
    editId === null ? { ParentId: props.editing.mode === 'create' ? props.editing.parentId : null, Type: OrganizeType.Department, IsEnabled: true, Priority: 0 } : { ...info.data, Type: info.data?.Type as OrganizeType | undefined };

  const save = useCallMutation((values: Values) => (editId === null ? callApi(calls.establish, { ...values, SiteId: props.siteId }) : callApi(calls.edit, { ...values, Id: editId })), {
    onSuccess: props.onSaved,
  });

  return (
    <Modal open title={t(editId === null ? 'organizes.createTitle' : 'organizes.editTitle')} onCancel={() => confirmDiscard(form.isFieldsTouched(), props.onClose)} onOk={() => form.submit()} confirmLoading={save.isPending} okText={t('app.save')} loading={!ready} destroyOnHidden>
      {ready && (
        <Form<Values> form={form} layout="vertical" initialValues={initialValues} onFinish={(v) => save.mutate(v)}>
          <Form.Item name="Name" label={t('organizes.name')} rules={[requiredRule(), { max: organizes.ORGANIZE_NAME_MAX }]}>
            <Input placeholder={placeholder.enter(t('organizes.name'))} maxLength={organizes.ORGANIZE_NAME_MAX} />
          </Form.Item>
          <Form.Item name="ParentId" label={t('organizes.parent')}>
            <OrganisationTreePicker population={props.side} load={parentsOf(props.side, editId === null ? props.siteId : (info.data?.SiteId ?? undefined))} placeholder={t('organizes.noParent')} />
          </Form.Item>
          <Form.Item name="Type" label={t('organizes.type')} rules={[requiredRule()]}>
            <Select options={props.typeOptions} />
          </Form.Item>
          <Form.Item name="Code" label={t('organizes.code')}>
            <Input placeholder={placeholder.enter(t('organizes.code'))} maxLength={organizes.ORGANIZE_CODE_MAX} />
          </Form.Item>
          <Form.Item name="Priority" label={t('organizes.priority')}>
            <InputNumber min={0} max={organizes.ORGANIZE_PRIORITY_MAX} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="IsEnabled" label={t('organizes.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="Description" label={t('organizes.description')}>
            <Input.TextArea maxLength={organizes.ORGANIZE_DESCRIPTION_MAX} rows={3} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

function OrganizeDetailDrawer(props: { side: OrganizeSide; id: number | null; typeName: (type: number) => string; onClose: () => void }) {
  const { t } = useTranslation();
  const calls = ORGANIZE_CALLS[props.side];
  const detail = useQuery({ queryKey: [calls.byId.path, props.id], queryFn: () => callApi(calls.byId, { Id: props.id! }), enabled: props.id !== null });
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
          title: t('organizes.basics'),
          fields: [
            { key: 'Name', label: t('organizes.name') },
            { key: 'Code', label: t('organizes.code') },
            { key: 'Type', label: t('organizes.type'), value: { type: 'custom', render: (_, r) => props.typeName(r.Type) } },
            { key: 'IsEnabled', label: t('organizes.status'), value: { type: 'custom', render: (_, r) => t(r.IsEnabled ? 'organizes.enabled' : 'organizes.disabled') } },
            { key: 'ParentName', label: t('organizes.parent') },
            { key: 'SiteName', label: t('organizes.site') },
            { key: 'Priority', label: t('organizes.priority') },
            { key: 'UserCount', label: t('organizes.users') },
            { key: 'ChildCount', label: t('organizes.children') },
            { key: 'CreationTime', label: t('organizes.createdAt'), value: { type: 'date' } },
            { key: 'UpdateTime', label: t('organizes.updatedAt'), value: { type: 'date' } },
            { key: 'Description', label: t('organizes.description'), span: 3 },
          ],
        },
      ]}
    />
  );
}
