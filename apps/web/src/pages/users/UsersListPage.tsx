import { DATE_TIME_FORMAT_DAYJS, user, USER_CALLS, type UserSide } from '@lbo/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Card, Space, Tag, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, type RowOf } from '../../api/client.ts';
import { OrganisationTreePicker } from '../../components/pickers/OrganisationTreePicker.tsx';
import { DataTable, dataTableKey } from '../../components/table/DataTable.tsx';
import { useSession } from '../../stores/session.ts';
import { lockText, UserDetailDrawer } from './UserDetailDrawer.tsx';
import { RoleSelect } from './UserFieldControls.tsx';
import { UserFormModal } from './UserFormModal.tsx';
import { LockUserDialog, ResetPasswordDialog } from './UserOperationDialogs.tsx';

type Row = RowOf<typeof user.getSiteUsers>;
/** Which form or dialog is open. */
type Open = { kind: 'create' } | { kind: 'edit'; id: number } | { kind: 'lock'; row: Row } | { kind: 'resetPassword'; row: Row } | null;

const tags = (items: readonly { Id: number; Name: string }[]) => (
  <Space size={4} wrap>
    {items.map((i) => (
      <Tag key={i.Id}>{i.Name}</Tag>
    ))}
  </Space>
);

/** The accounts of one side (site users or back-office staff): list, create, edit, details, delete and the named operations. */
export function UsersListPage({ side }: { side: UserSide }) {
  const { t } = useTranslation();
  const calls = USER_CALLS[side];
  const keyPrefix = side === 'user' ? 'UserUsers' : 'BackstageUsers';
  const caller = useSession((s) => s.user);
  const isPlatformStaff = caller?.SiteId === null;
  // What the server would refuse is not offered: restricting yourself, or a super user's account unless you are one.
  const protectedRow = (row: Row) => row.IsSuperUser && !caller?.IsSuperUser;
  const ownRow = (row: Row) => row.Id === caller?.UserId;
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [open, setOpen] = useState<Open>(null);
  const [detailId, setDetailId] = useState<number | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: dataTableKey(calls.list) });
  const done = (text: string) => {
    setOpen(null);
    void message.success(t(`users.${text}`));
    void refresh();
  };
  /** A named operation run from a row: the table reloads once it resolves. */
  const operation = (call: typeof user.freezeUser) => async (row: Row) => {
    await callApi(call, { Id: row.Id });
    void message.success(t('users.done'));
  };
  const yesNo = [
    { value: true, label: t('users.yes') },
    { value: false, label: t('users.no') },
  ];

  return (
    <Card>
      <DataTable
        call={calls.list}
        rowKey="Id"
        storageKey={`${keyPrefix}Index`}
        // A wide list: the account stays on the left, the actions on the right (details, edit and lock; the rest under More), the columns between scroll.
        visibleActions={3}
        actionsWidth={250}
        fields={[
          { kind: 'text', name: 'UserName', label: t('users.userName') },
          { kind: 'text', name: 'Number', label: t('users.number') },
          { kind: 'text', name: 'NickName', label: t('users.nickName') },
          { kind: 'text', name: 'PhoneNumber', label: t('users.phoneNumber') },
          { kind: 'text', name: 'Email', label: t('users.email'), extra: true },
          { kind: 'select', name: 'IsEnabled', label: t('users.status'), options: [{ value: true, label: t('users.enabled') }, { value: false, label: t('users.disabled') }], extra: true },
          { kind: 'select', name: 'IsFrozen', label: t('users.frozen'), options: yesNo, extra: true },
          { kind: 'select', name: 'IsLocked', label: t('users.locked'), options: yesNo, extra: true },
          { kind: 'custom', name: 'RoleId', label: t('users.roles'), render: () => <RoleSelect side={side} multiple={false} />, extra: true },
          {
            kind: 'custom',
            name: 'OrganizeId',
            label: t('users.organizes'),
            render: () => <OrganisationTreePicker population={side === 'user' ? 'user' : 'backstage'} />,
            extra: true,
          },
          { kind: 'dateRange', label: t('users.createdAt') },
        ]}
        toolbar={[{ key: 'add', label: t('users.add'), primary: true, permission: `${keyPrefix}.Establish`, onClick: () => setOpen({ kind: 'create' }) }]}
        actions={[
          { key: 'detail', label: t('users.detail'), permission: `${keyPrefix}.Detail`, onClick: (row: Row) => setDetailId(row.Id) },
          { key: 'edit', label: t('users.edit'), permission: `${keyPrefix}.Edit`, hidden: protectedRow, onClick: (row: Row) => setOpen({ kind: 'edit', id: row.Id }) },
          { key: 'lock', label: t('users.lock'), permission: `${keyPrefix}.Lock`, hidden: (row: Row) => row.IsLocked || ownRow(row) || protectedRow(row), onClick: (row: Row) => setOpen({ kind: 'lock', row }) },
          { key: 'unlock', label: t('users.unlock'), permission: `${keyPrefix}.Lock`, hidden: (row: Row) => !row.IsLocked || protectedRow(row), confirm: t('users.unlockConfirm'), onClick: operation(user.unlockUser) },
          { key: 'freeze', label: t('users.freeze'), permission: `${keyPrefix}.Freeze`, hidden: (row: Row) => row.IsFrozen || ownRow(row) || protectedRow(row), confirm: t('users.freezeConfirm'), danger: true, onClick: operation(user.freezeUser) },
          { key: 'unfreeze', label: t('users.unfreeze'), permission: `${keyPrefix}.Freeze`, hidden: (row: Row) => !row.IsFrozen || protectedRow(row), confirm: t('users.unfreezeConfirm'), onClick: operation(user.unfreezeUser) },
          { key: 'disable', label: t('users.disable'), permission: `${keyPrefix}.Enable`, hidden: (row: Row) => !row.IsEnabled || ownRow(row) || protectedRow(row), confirm: t('users.disableConfirm'), danger: true, onClick: operation(user.disableUser) },
          { key: 'enable', label: t('users.enable'), permission: `${keyPrefix}.Enable`, hidden: (row: Row) => row.IsEnabled || protectedRow(row), confirm: t('users.enableConfirm'), onClick: operation(user.enableUser) },
          { key: 'resetPassword', label: t('users.resetPassword'), permission: `${keyPrefix}.ResetPassword`, hidden: protectedRow, onClick: (row: Row) => setOpen({ kind: 'resetPassword', row }) },
          {
            key: 'delete',
            label: t('users.delete'),
            danger: true,
            permission: `${keyPrefix}.Delete`,
            hidden: (row: Row) => ownRow(row) || protectedRow(row),
            confirm: t('users.deleteConfirm'),
            onClick: async (row: Row) => {
              await callApi(calls.remove, { Id: row.Id });
              void message.success(t('users.deleted'));
            },
          },
        ]}
        columns={[
          { dataIndex: 'Number', title: t('users.number'), width: 110, fixed: 'left' },
          { dataIndex: 'UserName', title: t('users.userName'), width: 140, fixed: 'left', render: (name: string, row) => <a onClick={() => setDetailId(row.Id)}>{name}</a> },
          { dataIndex: 'NickName', title: t('users.nickName'), width: 140, ellipsis: true },
          { dataIndex: 'PhoneNumber', title: t('users.phone'), width: 150, render: (phone: string, row) => (phone ? `+${row.PhoneCode} ${phone}` : '') },
          { dataIndex: 'Email', title: t('users.email'), width: 180, ellipsis: true },
          {
            key: 'status',
            title: t('users.status'),
            width: 170,
            render: (_, row) => (
              <Space size={4} wrap>
                {row.IsEnabled ? <Tag color="green">{t('users.enabled')}</Tag> : <Tag>{t('users.disabled')}</Tag>}
                {row.IsFrozen && <Tag color="blue">{t('users.frozen')}</Tag>}
                {row.IsLocked && (
                  <Tooltip title={`${t('users.lockoutEnd')}: ${lockText(row.LockoutEnd, row.IsLocked, t)}`}>
                    <Tag color="red">{t('users.locked')}</Tag>
                  </Tooltip>
                )}
                {row.IsSuperUser && <Tag color="gold">{t('users.superUser')}</Tag>}
              </Space>
            ),
          },
          { dataIndex: 'Roles', title: t('users.roles'), width: 160, render: (roles: Row['Roles']) => tags(roles) },
          { dataIndex: 'Organizes', title: t('users.organizes'), width: 160, render: (items: Row['Organizes']) => tags(items) },
          { dataIndex: 'MainUserName', title: t('users.mainUser'), width: 120, render: (name: string, row) => name || (row.SubAccountCount > 0 ? `${t('users.subAccounts')}: ${row.SubAccountCount}` : '') },
          ...(side === 'user'
            ? [
                { dataIndex: 'Balance' as const, title: t('users.balance'), width: 110, align: 'right' as const },
                { dataIndex: 'CreditAmount' as const, title: t('users.creditAmount'), width: 110, align: 'right' as const, render: (amount: string, row: Row) => (row.IsCreditAmount ? amount : '-') },
              ]
            : []),
          ...(isPlatformStaff ? [{ dataIndex: 'SiteName' as const, title: t('users.site'), width: 140, render: (name: string) => name || t('users.noSite') }] : []),
          { dataIndex: 'CreationTime', title: t('users.createdAt'), width: 170, render: (time: string) => dayjs(time).format(DATE_TIME_FORMAT_DAYJS) },
        ]}
      />
      {(open?.kind === 'create' || open?.kind === 'edit') && (
        <UserFormModal side={side} editId={open.kind === 'edit' ? open.id : null} onClose={() => setOpen(null)} onSaved={() => done('saved')} />
      )}
      {open?.kind === 'lock' && <LockUserDialog target={open.row} onClose={() => setOpen(null)} onDone={() => done('done')} />}
      {open?.kind === 'resetPassword' && <ResetPasswordDialog target={open.row} onClose={() => setOpen(null)} onDone={() => done('done')} />}
      <UserDetailDrawer side={side} id={detailId} onClose={() => setDetailId(null)} />
    </Card>
  );
}
