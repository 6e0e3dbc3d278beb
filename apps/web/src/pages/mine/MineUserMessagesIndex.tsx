import { AccountType, userMessages } from '@lbo/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Card, Modal, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import type { RowOf } from '../../api/client.ts';
import { DataTable, dataTableKey } from '../../components/table/DataTable.tsx';
import { useNamed } from '../../lib/contractWords.ts';
import { relativeTime } from '../../lib/relativeTime.ts';
import { shellKeys } from '../../shell/useShellData.ts';
import { useSession } from '../../stores/session.ts';

type Message = RowOf<typeof userMessages.getUserMessages>;

/** The signed-in user's messages (the bell): filter, page, open, mark read, delete. */
export default function MineUserMessagesIndex() {
  const { t } = useTranslation();
  const named = useNamed();
  const queryClient = useQueryClient();
  // The button keys belong to the back-office view; a portal user manages their own messages freely.
  const isPortalUser = useSession((s) => s.user?.AccountTypeCode === AccountType.SiteUser);
  const permission = (key: string) => (isPortalUser ? undefined : key);
  const [reading, setReading] = useState<Message | null>(null);

  const markRead = async (Ids: number[]) => {
    await callApi(userMessages.userMessagesRead, { Ids });
    await queryClient.invalidateQueries({ queryKey: shellKeys.unread });
  };
  const open = (message: Message) => {
    setReading(message);
    if (!message.IsRead) void markRead([message.Id]).then(() => queryClient.invalidateQueries({ queryKey: dataTableKey(userMessages.getUserMessages) }));
  };

  return (
    <Card>
      <DataTable
        call={userMessages.getUserMessages}
        rowKey="Id"
        selection="multiple"
        preserveSelection
        onRowDoubleClick={open}
        fields={[
          { kind: 'text', name: 'Title', label: t('messages.title') },
          { kind: 'select', name: 'IsRead', label: t('messages.status'), options: [{ value: false, label: t('messages.unread') }, { value: true, label: t('messages.read') }] },
        ]}
        toolbar={[
          { key: 'read', label: t('messages.markRead'), permission: permission('MineUserMessages.Read'), mustSelect: true, onClick: (rows) => markRead(rows.map((m) => m.Id)) },
          {
            key: 'delete',
            label: t('messages.delete'),
            danger: true,
            permission: permission('MineUserMessages.Delete'),
            mustSelect: true,
            confirm: t('messages.deleteConfirm'),
            onClick: async (rows) => {
              await callApi(userMessages.userMessagesDelete, { Ids: rows.map((m) => m.Id) });
              await queryClient.invalidateQueries({ queryKey: shellKeys.unread });
            },
          },
        ]}
        columns={[
          { dataIndex: 'Title', title: t('messages.title'), render: (title: string, m) => <a onClick={() => open(m)}>{title}</a> },
          { dataIndex: 'InfoType', title: t('messages.type'), width: 160, render: (type: string) => (type in userMessages.INFO_TYPES ? named(userMessages.INFO_TYPES[type as userMessages.InfoType]) : type) },
          { dataIndex: 'IsRead', title: t('messages.status'), width: 100, render: (read: boolean) => (read ? <Tag>{t('messages.read')}</Tag> : <Tag color="blue">{t('messages.unread')}</Tag>) },
          { dataIndex: 'CreationTime', title: t('messages.time'), width: 180, render: (time: string) => relativeTime(time, t) },
        ]}
      />
      <Modal open={Boolean(reading)} title={reading?.Title} footer={null} onCancel={() => setReading(null)}>
        <p style={{ whiteSpace: 'pre-wrap' }}>{reading?.Message}</p>
      </Modal>
    </Card>
  );
}
