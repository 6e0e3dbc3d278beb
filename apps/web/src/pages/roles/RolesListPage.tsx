import { ROLE_CALLS, roles, type RequestOf, type RoleSide } from '@lbo/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Card, Divider, Form, Input, InputNumber, Modal, Select, Space, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { useCallMutation } from '../../api/useCallMutation.ts';
import { DetailDrawer } from '../../components/form/DetailView.tsx';
import { useConfirmDiscard } from '../../components/form/useConfirmDiscard.ts';
import { DataTable, dataTableKey } from '../../components/table/DataTable.tsx';
import { placeholder, requiredRule, rules } from '../../lib/formRules.ts';
import { SiteSelect } from '../../components/site/SiteSelect.tsx';
import { useSiteChoice } from '../../components/site/useSiteChoice.ts';
import { RolePermissionsDrawer } from './RolePermissionsDrawer.tsx';

type Row = roles.RoleRow;
type Values = Omit<RequestOf<typeof roles.establishUserRole>, 'SiteId'>;
type Editing = { mode: 'create' } | { mode: 'edit'; id: number } | null;

const CYCLES = Object.values(roles.SettlementCycle);

/**
 * The roles of one side (site users' customer groups or back-office staff's): list, create, edit,
 * delete, details and the permission tree. Platform staff first choose the site whose roles they
 * manage (none: the platform's own back-office roles).
 */
export function RolesListPage({ side }: { side: RoleSide }) {
  const { t } = useTranslation();
  const calls = ROLE_CALLS[side];
  const keyPrefix = side === 'user' ? 'UserRoles' : 'BackstageRoles';
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const { isPlatform, siteId, setSiteId } = useSiteChoice();
  const [editing, setEditing] = useState<Editing>(null);
  const [detailId, setDetailId] = useState<number | null>(null);
  const [permissionsOf, setPermissionsOf] = useState<number | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: dataTableKey(calls.list) });
  const needsSite = isPlatform && side === 'user' && siteId === undefined;
  const yesNo = (on: boolean) => (on ? <Tag color="green">{t('roles.yes')}</Tag> : <Tag>{t('roles.no')}</Tag>);

  return (
    <Card>
      {isPlatform && (
        <Space style={{ marginBottom: 12 }} wrap>
          <Typography.Text>{t('roles.chooseSite')}</Typography.Text>
          <SiteSelect allowClear value={siteId} onChange={setSiteId} placeholder={t(side === 'user' ? 'roles.sitePlaceholder' : 'roles.platformRoles')} data-testid="role-site" />
        </Space>
      )}
      {needsSite && <Alert type="info" showIcon title={t('roles.chooseSiteHint')} style={{ marginBottom: 12 }} />}
      <DataTable
        call={calls.list}
        params={{ SiteId: siteId }}
        rowKey="Id"
        fields={[
          { kind: 'text', name: 'Name', label: t('roles.name') },
          { kind: 'text', name: 'Code', label: t('roles.code') },
          { kind: 'select', name: 'IsEnabled', label: t('roles.status'), options: [{ value: true, label: t('roles.enabled') }, { value: false, label: t('roles.disabled') }] },
        ]}
        toolbar={needsSite ? [] : [{ key: 'add', label: t('roles.add'), primary: true, permission: `${keyPrefix}.Establish`, onClick: () => setEditing({ mode: 'create' }) }]}
        actions={[
          { key: 'detail', label: t('roles.detail'), permission: `${keyPrefix}.Detail`, onClick: (row: Row) => setDetailId(row.Id) },
          { key: 'edit', label: t('roles.edit'), permission: `${keyPrefix}.Edit`, onClick: (row: Row) => setEditing({ mode: 'edit', id: row.Id }) },
          { key: 'permissions', label: t('roles.permissions'), permission: `${keyPrefix}.Permissions`, onClick: (row: Row) => setPermissionsOf(row.Id) },
          {
            key: 'delete',
            label: t('roles.delete'),
            danger: true,
            permission: `${keyPrefix}.Delete`,
            confirm: t('roles.deleteConfirm'),
            onClick: async (row: Row) => {
              await callApi(calls.remove, { Id: row.Id });
              void message.success(t('roles.deleted'));
            },
          },
        ]}
        columns={[
          { dataIndex: 'Name', title: t('roles.name'), render: (name: string, row) => <a onClick={() => setDetailId(row.Id)}>{name}</a> },
          { dataIndex: 'Code', title: t('roles.code'), width: 130 },
          { dataIndex: 'IsEnabled', title: t('roles.status'), width: 90, render: (on: boolean) => (on ? <Tag color="green">{t('roles.enabled')}</Tag> : <Tag>{t('roles.disabled')}</Tag>) },
          { dataIndex: 'Priority', title: t('roles.priority'), width: 90, align: 'right' },
          { dataIndex: 'UserCount', title: t('roles.users'), width: 90, align: 'right' },
          ...(side === 'user'
            ? ([
                { dataIndex: 'IsCashOnDelivery', title: t('roles.cod'), width: 110, render: (on: boolean) => yesNo(on) },
                { dataIndex: 'DefaultCreditAmount', title: t('roles.defaultCredit'), width: 140, align: 'right' },
                { dataIndex: 'SettlementCycle', title: t('roles.settlementCycle'), width: 130, render: (c: number) => t(`roles.cycles.${c}`) },
              ] as const)
            : []),
          { dataIndex: 'SiteName', title: t('roles.site'), width: 150 },
          { dataIndex: 'Description', title: t('roles.description'), ellipsis: true },
        ]}
      />
      {editing && (
        <RoleFormModal
          side={side}
          editing={editing}
          siteId={siteId}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void message.success(t('roles.saved'));
            void refresh();
          }}
        />
      )}
      <RoleDetailDrawer side={side} id={detailId} onClose={() => setDetailId(null)} />
      {permissionsOf !== null && <RolePermissionsDrawer side={side} roleId={permissionsOf} onClose={() => setPermissionsOf(null)} onSaved={() => void refresh()} />}
    </Card>
  );
}

function RoleFormModal(props: { side: RoleSide; editing: NonNullable<Editing>; siteId: number | undefined; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const calls = ROLE_CALLS[props.side];
  const [form] = Form.useForm<Values>();
  const confirmDiscard = useConfirmDiscard();
  const editId = props.editing.mode === 'edit' ? props.editing.id : null;
  const info = useQuery({ queryKey: [calls.editInfo.path, editId], queryFn: () => callApi(calls.editInfo, { Id: editId! }), enabled: editId !== null });
  const ready = editId === null || info.data;
  const initialValues: Partial<Values> =
    editId === null
      ? { IsEnabled: true, Priority: 0, SettlementCycle: roles.SettlementCycle.PerOrder, DefaultCashOnDeliveryAmount: '0', DefaultCreditAmount: '0', FullBagCharge: '0', DefaultApis: false }
      : { ...info.data, SettlementCycle: info.data?.SettlementCycle as roles.SettlementCycle | undefined };
  const money = [rules.decimal({ maxDecimal: 2 })];

  const save = useCallMutation((values: Values) => (editId === null ? callApi(calls.establish, { ...values, SiteId: props.siteId }) : callApi(calls.edit, { ...values, Id: editId })), {
    onSuccess: props.onSaved,
  });

  return (
    <Modal open width={640} title={t(editId === null ? 'roles.createTitle' : 'roles.editTitle')} onCancel={() => confirmDiscard(form.isFieldsTouched(), props.onClose)} onOk={() => form.submit()} confirmLoading={save.isPending} okText={t('app.save')} loading={!ready} destroyOnHidden>
      {ready && (
        <Form<Values> form={form} layout="vertical" initialValues={initialValues} onFinish={(v) => save.mutate(v)}>
          <Space.Compact block style={{ gap: 12 }}>
            <Form.Item name="Name" label={t('roles.name')} rules={[requiredRule(), { max: roles.ROLE_NAME_MAX }]} style={{ flex: 1 }}>
              <Input placeholder={placeholder.enter(t('roles.name'))} maxLength={roles.ROLE_NAME_MAX} />
            </Form.Item>
            <Form.Item name="Code" label={t('roles.code')} rules={[requiredRule()]} style={{ flex: 1 }}>
              <Input placeholder={placeholder.enter(t('roles.code'))} maxLength={roles.ROLE_CODE_MAX} />
            </Form.Item>
          </Space.Compact>
          <Space size="large" wrap>
            <Form.Item name="Priority" label={t('roles.priority')}>
              <InputNumber min={0} max={roles.ROLE_PRIORITY_MAX} precision={0} />
            </Form.Item>
            <Form.Item name="IsEnabled" label={t('roles.enabled')} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="DefaultApis" label={t('roles.defaultApis')} valuePropName="checked" tooltip={t('roles.defaultApisHelp')}>
              <Switch />
            </Form.Item>
          </Space>
          {props.side === 'user' && (
            <>
              <Divider titlePlacement="start">{t('roles.terms')}</Divider>
              <Space size="large" wrap align="start">
                <Form.Item name="IsCashOnDelivery" label={t('roles.cod')} valuePropName="checked">
                  <Switch />
                </Form.Item>
                <Form.Item name="DefaultCashOnDeliveryAmount" label={t('roles.defaultCod')} rules={money} style={{ width: 170 }}>
                  <Input />
                </Form.Item>
                <Form.Item name="IsCreditAmount" label={t('roles.credit')} valuePropName="checked">
                  <Switch />
                </Form.Item>
                <Form.Item name="DefaultCreditAmount" label={t('roles.defaultCredit')} rules={money} style={{ width: 170 }}>
                  <Input />
                </Form.Item>
              </Space>
              <Space size="large" wrap align="start">
                <Form.Item name="SettlementCycle" label={t('roles.settlementCycle')}>
                  <Select style={{ width: 180 }} options={CYCLES.map((c) => ({ value: c, label: t(`roles.cycles.${c}`) }))} />
                </Form.Item>
                <Form.Item name="FullBagCharge" label={t('roles.fullBagCharge')} rules={money} style={{ width: 170 }} tooltip={t('roles.fullBagChargeHelp')}>
                  <Input />
                </Form.Item>
              </Space>
            </>
          )}
          <Form.Item name="Description" label={t('roles.description')}>
            <Input.TextArea maxLength={roles.ROLE_DESCRIPTION_MAX} rows={3} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

function RoleDetailDrawer(props: { side: RoleSide; id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const calls = ROLE_CALLS[props.side];
  const detail = useQuery({ queryKey: [calls.byId.path, props.id], queryFn: () => callApi(calls.byId, { Id: props.id! }), enabled: props.id !== null });
  const record = detail.data;
  if (!record) return null;
  const yesNo = (on: boolean) => t(on ? 'roles.yes' : 'roles.no');
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
          title: t('roles.basics'),
          fields: [
            { key: 'Name', label: t('roles.name') },
            { key: 'Code', label: t('roles.code') },
            { key: 'IsEnabled', label: t('roles.status'), value: { type: 'custom', render: (_, r) => t(r.IsEnabled ? 'roles.enabled' : 'roles.disabled') } },
            { key: 'Priority', label: t('roles.priority') },
            { key: 'SiteName', label: t('roles.site') },
            { key: 'UserCount', label: t('roles.users') },
            { key: 'DefaultApis', label: t('roles.defaultApis'), value: { type: 'custom', render: (_, r) => yesNo(r.DefaultApis) } },
            { key: 'CreationTime', label: t('roles.createdAt'), value: { type: 'date' } },
            { key: 'UpdateTime', label: t('roles.updatedAt'), value: { type: 'date' } },
            { key: 'Description', label: t('roles.description'), span: 3 },
          ],
        },
        ...(props.side === 'user'
          ? [
              {
                key: 'terms',
                title: t('roles.terms'),
                fields: [
                  { key: 'IsCashOnDelivery' as const, label: t('roles.cod'), value: { type: 'custom' as const, render: (_: unknown, r: typeof record) => yesNo(r.IsCashOnDelivery) } },
                  { key: 'DefaultCashOnDeliveryAmount' as const, label: t('roles.defaultCod') },
                  { key: 'IsCreditAmount' as const, label: t('roles.credit'), value: { type: 'custom' as const, render: (_: unknown, r: typeof record) => yesNo(r.IsCreditAmount) } },
                  { key: 'DefaultCreditAmount' as const, label: t('roles.defaultCredit') },
                  { key: 'SettlementCycle' as const, label: t('roles.settlementCycle'), value: { type: 'custom' as const, render: (_: unknown, r: typeof record) => t(`roles.cycles.${r.SettlementCycle}`) } },
                  { key: 'FullBagCharge' as const, label: t('roles.fullBagCharge') },
                ],
              },
            ]
          : []),
        {
          key: 'grants',
          title: t('roles.grants'),
          fields: [
            { key: 'ApiCount', label: t('roles.apiCount') },
            { key: 'MenuCount', label: t('roles.menuCount') },
            { key: 'ButtonCount', label: t('roles.buttonCount') },
          ],
        },
      ]}
    />
  );
}
