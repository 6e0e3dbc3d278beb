import { DATE_TIME_FORMAT_DAYJS, isLockedIndefinitely, USER_CALLS, type user, type UserSide } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Space, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { DetailDrawer } from '../../components/form/DetailView.tsx';

type Detail = user.UserDetail;

const GENDER_KEYS = ['unknown', 'male', 'female'] as const;

const names = (items: readonly { Id: number; Name: string }[], t: TFunction) =>
  items.length === 0 ? (
    t('users.none')
  ) : (
    <Space size={4} wrap>
      {items.map((i) => (
        <Tag key={i.Id}>{i.Name}</Tag>
      ))}
    </Space>
  );

/** A contact detail with whether it was verified. */
function Verified({ text, verified }: { text: string; verified: boolean }) {
  const { t } = useTranslation();
  return (
    <Space size={6}>
      {text}
      <Tag color={verified ? 'green' : 'default'}>{t(verified ? 'users.verified' : 'users.unverified')}</Tag>
    </Space>
  );
}

/** The lock state as a person reads it: not locked, locked until a time, or until further notice. */
export function lockText(lockoutEnd: string | null, locked: boolean, t: TFunction): string {
  if (!locked || lockoutEnd === null) return t('users.notLocked');
  return isLockedIndefinitely(lockoutEnd) ? t('users.indefinitely') : dayjs(lockoutEnd).format(DATE_TIME_FORMAT_DAYJS);
}

/** An account with its access, wallet, sub-accounts and change history. */
export function UserDetailDrawer({ side, id, onClose }: { side: UserSide; id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const call = USER_CALLS[side].byId;
  const detail = useQuery({ queryKey: [call.path, id], queryFn: () => callApi(call, { Id: id! }), enabled: id !== null });
  const record = detail.data;
  if (!record) return null;
  const yesNo = (on: boolean) => t(on ? 'users.yes' : 'users.no');
  return (
    <DetailDrawer<Detail>
      open={id !== null}
      onClose={onClose}
      title={`${record.UserName} · ${record.Number}`}
      record={record}
      history={record.Audits}
      groups={[
        {
          key: 'basics',
          title: t('users.basics'),
          fields: [
            { key: 'Number', label: t('users.number') },
            { key: 'UserName', label: t('users.userName') },
            { key: 'NickName', label: t('users.nickName') },
            { key: 'SiteName', label: t('users.site'), value: { type: 'custom', render: (_, r) => r.SiteName || t('users.noSite') } },
            { key: 'PhoneNumber', label: t('users.phone'), value: { type: 'custom', render: (_, r) => (r.PhoneNumber ? <Verified text={`+${r.PhoneCode} ${r.PhoneNumber}`} verified={r.PhoneNumberConfirmed} /> : '-') } },
            { key: 'Email', label: t('users.email'), value: { type: 'custom', render: (_, r) => (r.Email ? <Verified text={r.Email} verified={r.EmailConfirmed} /> : '-') } },
            { key: 'Gender', label: t('users.gender'), value: { type: 'custom', render: (_, r) => t(`users.genders.${GENDER_KEYS[r.Gender] ?? 'unknown'}`) } },
            { key: 'BirthDate', label: t('users.birthDate') },
            { key: 'Referrer', label: t('users.referrer') },
            { key: 'MainUserName', label: t('users.mainUser') },
            { key: 'CreationTime', label: t('users.createdAt'), value: { type: 'date' } },
            { key: 'UpdateTime', label: t('users.updatedAt'), value: { type: 'date' } },
          ],
        },
        {
          key: 'access',
          title: t('users.access'),
          fields: [
            { key: 'IsEnabled', label: t('users.status'), value: { type: 'custom', render: (_, r) => <Tag color={r.IsEnabled ? 'green' : 'default'}>{t(r.IsEnabled ? 'users.enabled' : 'users.disabled')}</Tag> } },
            { key: 'IsFrozen', label: t('users.freezeState'), value: { type: 'custom', render: (_, r) => (r.IsFrozen ? <Tag color="blue">{t('users.frozen')}</Tag> : t('users.notFrozen')) } },
            { key: 'LockoutEnd', label: t('users.lockoutEnd'), value: { type: 'custom', render: (_, r) => lockText(r.LockoutEnd, r.IsLocked, t) } },
            { key: 'IsLockoutEnabled', label: t('users.isLockoutEnabled'), value: { type: 'custom', render: (_, r) => yesNo(r.IsLockoutEnabled) } },
            { key: 'AccessFailedCount', label: t('users.accessFailedCount') },
            { key: 'IsSuperUser', label: t('users.superUser'), value: { type: 'custom', render: (_, r) => yesNo(r.IsSuperUser) } },
            { key: 'Roles', label: t('users.roles'), value: { type: 'custom', render: (_, r) => names(r.Roles, t) } },
            { key: 'Organizes', label: t('users.organizes'), value: { type: 'custom', render: (_, r) => names(r.Organizes, t) } },
            { key: 'Warehouses', label: t('users.availableWarehouses'), value: { type: 'custom', render: (_, r) => (r.Warehouses.length ? names(r.Warehouses, t) : t('users.allWarehouses')) } },
            ...(side === 'backstage' ? [{ key: 'Sites' as const, label: t('users.availableSites'), value: { type: 'custom' as const, render: (_: unknown, r: Detail) => names(r.Sites, t) } }] : []),
          ],
        },
        {
          key: 'wallet',
          title: t('users.wallet'),
          fields: [
            { key: 'Balance', label: t('users.balance'), value: { type: 'decimal' } },
            { key: 'Arrears', label: t('users.arrears'), value: { type: 'decimal' } },
            { key: 'ArrearsTime', label: t('users.arrearsTime'), value: { type: 'date' } },
            { key: 'IsCreditAmount', label: t('users.isCreditAmount'), value: { type: 'custom', render: (_, r) => yesNo(r.IsCreditAmount) } },
            { key: 'CreditAmount', label: t('users.creditAmount'), value: { type: 'decimal' } },
            { key: 'CashOnDeliveryAmount', label: t('users.cashOnDeliveryAmount'), value: { type: 'custom', render: (_, r) => r.CashOnDeliveryAmount ?? t('users.groupDefault') } },
            { key: 'CreditBalance', label: t('users.creditBalance'), value: { type: 'decimal' } },
            { key: 'CreditArrears', label: t('users.creditArrears'), value: { type: 'decimal' } },
          ],
        },
        {
          key: 'subAccounts',
          title: `${t('users.subAccounts')} (${record.SubAccounts.length})`,
          collapsed: record.SubAccounts.length === 0,
          fields: [
            {
              key: 'SubAccounts',
              label: t('users.subAccounts'),
              value: {
                type: 'custom',
                render: (_, r) => (
                  <Table
                    size="small"
                    pagination={false}
                    rowKey="Id"
                    dataSource={r.SubAccounts}
                    columns={[
                      { dataIndex: 'Number', title: t('users.number') },
                      { dataIndex: 'UserName', title: t('users.userName') },
                      { dataIndex: 'NickName', title: t('users.nickName') },
                      { dataIndex: 'IsEnabled', title: t('users.status'), render: (on: boolean) => t(on ? 'users.enabled' : 'users.disabled') },
                    ]}
                  />
                ),
              },
            },
          ],
        },
      ]}
    />
  );
}
