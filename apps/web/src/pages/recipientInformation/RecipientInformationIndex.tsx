import { recipientInformation as api } from '@lbo/contracts';
import { Card, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteSelect } from '../../components/site/SiteSelect.tsx';
import { useSiteChoice } from '../../components/site/useSiteChoice.ts';
import { DataTable } from '../../components/table/DataTable.tsx';
import { RecipientAuditDialog } from './RecipientAuditDialog.tsx';
import { RecipientFormModal } from '../../components/recipients/RecipientFormModal.tsx';
import { auditStateName, time, useRecipientColumns, type Recipient } from '../../components/recipients/recipientWords.tsx';
import '../../components/recipients/texts.ts';

type Open = { kind: 'edit'; row: Recipient } | { kind: 'audit'; row: Recipient } | null;

/**
 * Recipient information of the site's customers: by customer, name, phone or address and real-name
 * audit status; staff audit the real name (approve, or refuse with the reason the customer is told)
 * and correct a recipient. Buttons come from each row's Actions (the real-name transition table).
 */
export default function RecipientInformationIndex() {
  const { t } = useTranslation();
  const { isPlatform, siteId, setSiteId } = useSiteChoice();
  const [open, setOpen] = useState<Open>(null);
  const columns = useRecipientColumns();
  const site = isPlatform && siteId ? { SiteId: siteId } : {};

  return (
    <Card>
      {isPlatform && (
        <Flex style={{ marginBottom: 16 }}>
          <SiteSelect value={siteId} onChange={setSiteId} placeholder={t('recipients.all')} allowClear />
        </Flex>
      )}
      <DataTable
        call={api.getRecipientInformations}
        params={site}
        rowKey="Id"
        storageKey="RecipientInformationIndex"
        fields={[
          { kind: 'text', name: 'Content', label: t('recipients.content') },
          { kind: 'text', name: 'MemberNumber', label: t('recipients.customer') },
          { kind: 'select', name: 'AuditStatus', label: t('recipients.audit'), options: api.REAL_NAME_STATUSES.map((s) => ({ value: s, label: auditStateName(s) })) },
          {
            kind: 'select',
            name: 'RecipientInformationType',
            label: t('recipients.type'),
            options: [
              { value: api.RecipientInformationType.HomeDelivery, label: t('recipients.homeDelivery') },
              { value: api.RecipientInformationType.SelfPickup, label: t('recipients.selfPickup') },
            ],
          },
        ]}
        actions={[
          { key: 'audit', label: t('recipients.auditAction'), permission: 'RecipientInformation.Audit', hidden: (row: Recipient) => !row.Actions.some((a) => a === 'Approve' || a === 'Refuse'), onClick: (row: Recipient) => setOpen({ kind: 'audit', row }) },
          { key: 'edit', label: t('recipients.edit'), permission: 'RecipientInformation.Edit', hidden: (row: Recipient) => !row.Actions.includes('Edit'), onClick: (row: Recipient) => setOpen({ kind: 'edit', row }) },
        ]}
        columns={[
          { key: 'Customer', title: t('recipients.customer'), width: 160, render: (_: never, row: Recipient) => `${row.UserName} · ${row.MemberNumber}` },
          ...columns,
          { dataIndex: 'AuditorName', title: t('recipients.auditor'), width: 120 },
          ...(isPlatform ? [{ dataIndex: 'SiteName' as const, title: t('recipients.site'), width: 140 }] : []),
          { dataIndex: 'CreationTime', title: t('recipients.createdAt'), width: 170, render: time },
          { dataIndex: 'UpdateTime', title: t('recipients.updatedAt'), width: 170, render: time },
        ]}
      />
      {open?.kind === 'edit' && <RecipientFormModal side="backstage" record={open.row} onClose={() => setOpen(null)} />}
      {open?.kind === 'audit' && <RecipientAuditDialog row={open.row} onClose={() => setOpen(null)} />}
    </Card>
  );
}
