import { DATE_TIME_FORMAT_DAYJS, site } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Drawer, Form, Input, Popconfirm, Space, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { useCallMutation } from '../../api/useCallMutation.ts';
import { requiredRule } from '../../lib/formRules.ts';
import { siteRule } from './siteRules.ts';
import { FormDialog } from '../../components/form/FormDialog.tsx';
import { FormItem } from '../../components/form/FormItem.tsx';

type Host = { Id: number; Host: string; ApiBaseUrl: string; CreationTime: string };
type HostValues = { Host: string; ApiBaseUrl?: string };

/** The control center's entries of one site: which host names reach it and the API base address each answers with. */
export function SiteHostsDrawer(props: { site: { Id: number; SiteName: string }; onClose: () => void }) {
  const { t } = useTranslation();
  const s = (key: string, params?: Record<string, string>) => t(`sites.${key}`, params);
  const { message } = App.useApp();
  const [editing, setEditing] = useState<Host | 'new' | null>(null);
  const hosts = useQuery({ queryKey: [site.getSiteHosts.path, props.site.Id], queryFn: () => callApi(site.getSiteHosts, { SiteId: props.site.Id }) });

  const remove = async (host: Host) => {
    try {
      await callApi(site.deleteSiteHost, { Id: host.Id });
      void message.success(s('hostDeleted'));
      void hosts.refetch();
    } catch {
      // Shown by the request layer (e.g. the last host of an enabled site).
    }
  };

  return (
    <Drawer open width={720} title={s('hostsTitle', { name: props.site.SiteName })} onClose={props.onClose}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Button type="primary" onClick={() => setEditing('new')}>{s('addHost')}</Button>
        <Table<Host>
          rowKey="Id"
          size="small"
          loading={hosts.isLoading}
          pagination={false}
          dataSource={hosts.data ?? []}
          columns={[
            { dataIndex: 'Host', title: s('hosts') },
            { dataIndex: 'ApiBaseUrl', title: s('hostApiBaseUrl'), render: (v: string) => v || <Typography.Text type="secondary">{s('hostApiHint')}</Typography.Text> },
            { dataIndex: 'CreationTime', title: s('createdAt'), width: 170, render: (v: string) => dayjs(v).format(DATE_TIME_FORMAT_DAYJS) },
            {
              key: 'actions',
              title: '',
              width: 130,
              render: (_, host) => (
                <Space>
                  <a onClick={() => setEditing(host)}>{s('editHost')}</a>
                  <Popconfirm title={s('deleteHostConfirm')} onConfirm={() => remove(host)}>
                    <a style={{ color: 'var(--ant-color-error)' }}>{s('deleteHost')}</a>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </Space>
      {editing && (
        <HostModal
          siteId={props.site.Id}
          host={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void message.success(s('hostSaved'));
            void hosts.refetch();
          }}
        />
      )}
    </Drawer>
  );
}

function HostModal(props: { siteId: number; host: Host | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const s = (key: string) => t(`sites.${key}`);
  const [form] = Form.useForm<HostValues>();
  // A refusal is shown by the request layer (a host already mapped names the field).
  const save = useCallMutation((values: HostValues) => (props.host ? callApi(site.editSiteHost, { Id: props.host.Id, ...values }) : callApi(site.establishSiteHost, { SiteId: props.siteId, ...values })), {
    onSuccess: props.onSaved,
  });
  return (
    <FormDialog<HostValues>
      form={form}
      name="host"
      title={props.host ? s('editHost') : s('addHost')}
      onClose={props.onClose}
      onFinish={(v) => save.mutate(v)}
      pending={save.isPending}
      formProps={{ initialValues: props.host ?? {} }}
    >
      <FormItem name="Host" label={s('hosts')} extra={s('firstHostHint')} rules={[requiredRule(), siteRule(site.checkHost)]}>
        <Input placeholder="shop.example.com" maxLength={site.HOST_MAX} />
      </FormItem>
      <FormItem name="ApiBaseUrl" label={s('hostApiBaseUrl')} extra={s('hostApiHint')} rules={[siteRule(site.checkUrl)]}>
        <Input placeholder="https://api.example.com" />
      </FormItem>
    </FormDialog>
  );
}
