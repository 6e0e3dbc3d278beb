import { Button, Card, Form, Input, Modal, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { PAGE_SIZES, userMessages } from '@lbo/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { toastError } from '../../api/notify.ts';
import { relativeTime } from '../../lib/relativeTime.ts';
import { shellKeys } from '../../shell/useShellData.ts';
import { useSession } from '../../stores/session.ts';

interface Filter {
  Title?: string;
  IsRead?: boolean;
}

/** The signed-in user's messages (the bell): filter, page, open, mark read, delete. */
export default function MineUserMessagesIndex() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useSession((s) => s.user);
  const [page, setPage] = useState({ index: 1, rows: 20 });
  const [filter, setFilter] = useState<Filter>({});
  const [selected, setSelected] = useState<number[]>([]);
  const [reading, setReading] = useState<{ Title: string; Message: string } | null>(null);
  const list = useQuery({
    queryKey: ['messages', page, filter],
    queryFn: () => callApi(userMessages.getUserMessages, { ...page, ...filter }),
    placeholderData: keepPreviousData,
  });
  const changed = async () => {
    setSelected([]);
    await queryClient.invalidateQueries({ queryKey: ['messages'] });
    await queryClient.invalidateQueries({ queryKey: shellKeys.unread });
  };
  const markRead = useMutation({ mutationFn: (Ids: number[]) => callApi(userMessages.userMessagesRead, { Ids }), onSuccess: changed });
  const remove = useMutation({ mutationFn: (Ids: number[]) => callApi(userMessages.userMessagesDelete, { Ids }), onSuccess: changed });
  // Button keys of the view; a super user sees every button.
  const can = (key: string) => user?.IsSuperUser || user?.AccountTypeCode === 2 || user?.Buttons.includes(key);
  const needSelection = (action: (ids: number[]) => void) => () => (selected.length === 0 ? toastError(t('messages.selectRow')) : action(selected));

  return (
    <Card>
      <Form layout="inline" onFinish={(v: Filter) => { setFilter(v); setPage({ ...page, index: 1 }); }} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="Title" label={t('messages.title')}>
          <Input placeholder={`${t('messages.title')}`} allowClear />
        </Form.Item>
        <Form.Item name="IsRead" label={t('messages.status')}>
          <Select allowClear style={{ width: 140 }} placeholder={t('messages.all')} options={[{ value: false, label: t('messages.unread') }, { value: true, label: t('messages.read') }]} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">{t('app.query')}</Button>
          <Button htmlType="reset" onClick={() => setFilter({})}>{t('app.reset')}</Button>
        </Space>
      </Form>
      <Space style={{ marginBottom: 12 }}>
        {can('MineUserMessages.Read') && <Button onClick={needSelection((ids) => markRead.mutate(ids))} loading={markRead.isPending}>{t('messages.markRead')}</Button>}
        {can('MineUserMessages.Delete') && (
          <Popconfirm title={t('messages.deleteConfirm')} onConfirm={needSelection((ids) => remove.mutate(ids))} disabled={selected.length === 0}>
            <Button danger onClick={selected.length === 0 ? needSelection(() => undefined) : undefined} loading={remove.isPending}>{t('messages.delete')}</Button>
          </Popconfirm>
        )}
      </Space>
      <Table
        rowKey="Id"
        loading={list.isFetching}
        dataSource={list.data?.Data ?? []}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]), preserveSelectedRowKeys: true }}
        onRow={(row) => ({
          onDoubleClick: () => {
            setReading(row);
            if (!row.IsRead) markRead.mutate([row.Id]);
          },
        })}
        columns={[
          { title: t('messages.title'), dataIndex: 'Title', render: (v: string, row) => <a onClick={() => { setReading(row); if (!row.IsRead) markRead.mutate([row.Id]); }}>{v}</a> },
          { title: t('messages.type'), dataIndex: 'InfoType', width: 160 },
          { title: t('messages.status'), dataIndex: 'IsRead', width: 100, render: (v: boolean) => (v ? <Tag>{t('messages.read')}</Tag> : <Tag color="blue">{t('messages.unread')}</Tag>) },
          { title: t('messages.time'), dataIndex: 'CreationTime', width: 180, render: (v: string) => relativeTime(v, t) },
        ]}
        pagination={{
          current: page.index,
          pageSize: page.rows,
          total: list.data?.Total ?? 0,
          pageSizeOptions: PAGE_SIZES.map(String),
          showSizeChanger: true,
          // A new page size starts again at page 1.
          onChange: (index, rows) => setPage(rows !== page.rows ? { index: 1, rows } : { index, rows }),
        }}
        scroll={{ y: Math.round(window.innerHeight * 0.75) - 260 }}
      />
      <Modal open={Boolean(reading)} title={reading?.Title} footer={null} onCancel={() => setReading(null)}>
        <p style={{ whiteSpace: 'pre-wrap' }}>{reading?.Message}</p>
      </Modal>
    </Card>
  );
}
