import { PlusOutlined } from '@ant-design/icons';
import { recipientInformation as api } from '@lbo/contracts';
import { App, Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { DataTable } from '../../components/table/DataTable.tsx';
import { RecipientFormModal } from '../../components/recipients/RecipientFormModal.tsx';
import { time, useRecipientColumns, type Recipient } from '../../components/recipients/recipientWords.tsx';
import '../../components/recipients/texts.ts';

const may = (row: Recipient, action: api.RealNameAction) => row.Actions.includes(action);

/**
 * Recipient information: the customer's address book, the default first (a star), each with the
 * warehouse's real-name audit; orders pick their receiver from it.
 */
export default function UserRecipientInformationIndex() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  // undefined: closed; null: a new recipient
  const [editing, setEditing] = useState<Recipient | null | undefined>(undefined);
  const columns = useRecipientColumns();

  const makeDefault = async (row: Recipient) => {
    await callApi(api.setDefaultRecipientInformation, { Id: row.Id });
    void message.success(t('recipients.madeDefault', { name: row.RecipientName }));
  };
  const remove = async (row: Recipient) => {
    await callApi(api.deleteUserRecipientInformation, { Id: row.Id });
    void message.success(t('recipients.deleted'));
  };

  return (
    <Card>
      <DataTable
        call={api.getUserRecipientInformations}
        rowKey="Id"
        storageKey="userRecipients"
        card={{ title: 'RecipientName', tag: 'AuditStatus', fields: ['IsDefault', 'Phone', 'RecipientInformationType', 'Address', 'IdentityNumber'] }}
        fields={[
          { kind: 'text', name: 'Content', label: t('recipients.content') },
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
        toolbar={[{ key: 'add', label: t('recipients.add'), icon: <PlusOutlined />, primary: true, permission: 'UserRecipientInformation.Add', onClick: () => setEditing(null) }]}
        actions={[
          { key: 'default', label: t('recipients.setDefault'), permission: 'UserRecipientInformation.SetDefault', hidden: (row: Recipient) => !may(row, 'SetDefault'), onClick: makeDefault },
          { key: 'edit', label: t('recipients.edit'), permission: 'UserRecipientInformation.Edit', hidden: (row: Recipient) => !may(row, 'Edit'), onClick: (row: Recipient) => setEditing(row) },
          {
            key: 'delete',
            label: t('recipients.delete'),
            danger: true,
            permission: 'UserRecipientInformation.Delete',
            hidden: (row: Recipient) => !may(row, 'Delete'),
            confirm: t('recipients.deleteConfirm'),
            onClick: remove,
          },
        ]}
        columns={[...columns, { dataIndex: 'CreationTime', title: t('recipients.createdAt'), width: 170, render: time }]}
      />
      {editing !== undefined && <RecipientFormModal side="user" record={editing} onClose={() => setEditing(undefined)} />}
    </Card>
  );
}
