import { StarFilled } from '@ant-design/icons';
import { recipientInformation as api } from '@lbo/contracts';
import { Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RowOf } from '../../api/client.ts';
import type { DataColumn } from '../table/DataTable.tsx';
import { alone, inLanguage, time } from '../../lib/contractWords.ts';
import './texts.ts';

// The area's pages take these from here with its own words.
export { time };

export type Recipient = RowOf<typeof api.getUserRecipientInformations>;

const { RealNameStatus, RecipientInformationType } = api;

/** The real-name audit's state names come from its transition table, as the server's messages name them. */
export const auditStateName = (state: number) => alone(inLanguage(api.realNameLifecycle.names.states[state as api.RealNameStatus]));
const AUDIT_COLORS: Record<number, string> = { [RealNameStatus.NotAudited]: 'default', [RealNameStatus.Approved]: 'green', [RealNameStatus.Refused]: 'red' };

/** The audit state, with the refusal's reason on hover (and under it on a phone's card). */
export function AuditTag({ row }: { row: Recipient }) {
  const tag = <Tag color={AUDIT_COLORS[row.AuditStatus]}>{auditStateName(row.AuditStatus)}</Tag>;
  return row.AuditReason ? <Tooltip title={row.AuditReason}>{tag}</Tooltip> : tag;
}

/** Where the order goes: the regions and street, or the self-pickup point. */
export const addressOf = (row: Recipient) => (row.RecipientInformationType === RecipientInformationType.SelfPickup ? row.SelfPickupAddress : [row.RegionName, row.DetailedAddress].filter(Boolean).join(' '));

/** The columns both sides list (staff add the customer and the auditor). */
export function useRecipientColumns(): DataColumn<Recipient>[] {
  const { t } = useTranslation();
  return [
    { dataIndex: 'RecipientName', title: t('recipients.name'), width: 140 },
    {
      dataIndex: 'IsDefault',
      title: t('recipients.default'),
      width: 90,
      render: (isDefault: boolean) =>
        isDefault ? (
          <Space size={4}>
            <StarFilled style={{ color: '#faad14' }} />
            {t('recipients.default')}
          </Space>
        ) : (
          ''
        ),
    },
    { dataIndex: 'Phone', title: t('recipients.phone'), width: 150, render: (phone: string, row) => `+${row.PhoneCode} ${phone}` },
    {
      dataIndex: 'RecipientInformationType',
      title: t('recipients.type'),
      width: 100,
      render: (type: number) => (type === RecipientInformationType.SelfPickup ? <Tag color="purple">{t('recipients.selfPickup')}</Tag> : <Tag color="blue">{t('recipients.homeDelivery')}</Tag>),
    },
    { key: 'Address', title: t('recipients.address'), width: 320, ellipsis: true, render: (_: never, row) => addressOf(row) || '-' },
    { dataIndex: 'MailboxCode', title: t('recipients.mailboxCode'), width: 100 },
    { dataIndex: 'IdentityNumber', title: t('recipients.identityNumber'), width: 170 },
    { dataIndex: 'Tel', title: t('recipients.tel'), width: 140 },
    { dataIndex: 'AuditStatus', title: t('recipients.audit'), width: 140, render: (_: number, row) => <AuditTag row={row} /> },
  ];
}
