import { userMessages } from '@lbo/contracts';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, Modal, Segmented, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, type RowOf } from '../../api/client.ts';
import { relativeTime } from '../../lib/relativeTime.ts';
import { shellKeys } from '../../shell/useShellData.ts';
import '../texts.ts';

type Message = RowOf<typeof userMessages.getUserMessages>;
const PAGE = 20;
const listKey = [userMessages.getUserMessages.path, 'portal'] as const;

/** The customer's own messages, newest first, a page at a time: open one to read it (which marks it read), delete it there. */
export default function MessagesPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const [onlyUnread, setOnlyUnread] = useState(false);
  const [reading, setReading] = useState<Message | null>(null);
  const list = useInfiniteQuery({
    queryKey: [...listKey, onlyUnread],
    initialPageParam: 1,
    queryFn: ({ pageParam }) => callApi(userMessages.getUserMessages, { index: pageParam, rows: PAGE, ...(onlyUnread ? { IsRead: false } : {}) }),
    getNextPageParam: (last, pages) => (pages.length * PAGE < last.Total ? pages.length + 1 : undefined),
  });
  const messages = list.data?.pages.flatMap((p) => p.Data) ?? [];
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: listKey }), queryClient.invalidateQueries({ queryKey: shellKeys.unread })]);

  const open = (message: Message) => {
    setReading(message);
    if (!message.IsRead) void callApi(userMessages.userMessagesRead, { Ids: [message.Id] }).then(refresh);
  };
  const remove = (message: Message) =>
    modal.confirm({
      title: t('messages.deleteConfirm'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await callApi(userMessages.userMessagesDelete, { Ids: [message.Id] });
        setReading(null);
        await refresh();
      },
    });

  return (
    <>
      <Segmented
        block
        value={onlyUnread ? 'unread' : 'all'}
        onChange={(v) => setOnlyUnread(v === 'unread')}
        options={[
          { value: 'all', label: t('messages.all') },
          { value: 'unread', label: t('messages.unread') },
        ]}
        style={{ marginBottom: 12 }}
      />
      {list.isPending ? (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      ) : messages.length === 0 ? (
        <Empty description={t('mobile.noMessages')} />
      ) : (
        <ul className="portal-list" data-testid="portal-messages">
          {messages.map((m) => (
            <li key={m.Id}>
              <button type="button" onClick={() => open(m)}>
                <span className="portal-list-title" style={{ fontWeight: m.IsRead ? 400 : 600 }}>
                  {m.Title}
                </span>
                <span className="portal-list-meta">
                  {!m.IsRead && (
                    <Tag color="blue" style={{ marginInlineEnd: 8 }}>
                      {t('messages.unread')}
                    </Tag>
                  )}
                  {m.InfoType} · {relativeTime(m.CreationTime, t)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <Button block onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage} style={{ marginTop: 12 }}>
          {t('mobile.loadMore')}
        </Button>
      )}
      <Modal
        open={Boolean(reading)}
        title={reading?.Title}
        onCancel={() => setReading(null)}
        footer={
          reading && (
            <Button danger onClick={() => remove(reading)}>
              {t('messages.delete')}
            </Button>
          )
        }
      >
        <p style={{ whiteSpace: 'pre-wrap' }}>{reading?.Message}</p>
      </Modal>
    </>
  );
}
