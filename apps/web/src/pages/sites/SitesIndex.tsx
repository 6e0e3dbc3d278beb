import { DATE_TIME_FORMAT_DAYJS, site } from '@lbo/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Card, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callApi, type RowOf } from '../../api/client.ts';
import { DetailDrawer } from '../../components/form/DetailView.tsx';
import { fileUrl } from '../../components/media/fileUrl.ts';
import { useIsPlatformStaff } from '../../components/site/useSiteChoice.ts';
import { DataTable, dataTableKey } from '../../components/table/DataTable.tsx';
import { SiteFormModal } from './SiteForm.tsx';
import { SiteHostsDrawer } from './SiteHostsDrawer.tsx';

type Row = RowOf<typeof site.getSites>;
type Editing = { id: number | null } | null;

/** Where the menu places the home page configuration (SiteManagement → SitePageConfigurationIndex). */
export const PAGE_CONFIGURATION_PATH = '/site/SitePageConfigurationIndex';

/**
 * Sites: platform staff see every site and create, edit, disable and enable them and manage their
 * host names; site staff see their own site here and edit it.
 */
export default function SitesIndex() {
  const { t } = useTranslation();
  const s = (key: string) => t(`sites.${key}`);
  const platform = useIsPlatformStaff();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [editing, setEditing] = useState<Editing>(null);
  const [detailId, setDetailId] = useState<number | null>(null);
  const [hostsOf, setHostsOf] = useState<Row | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: dataTableKey(site.getSites) });
  const enabledOptions = [
    { value: true, label: s('enabled') },
    { value: false, label: s('disabled') },
  ];

  return (
    <Card>
      <DataTable
        call={site.getSites}
        rowKey="Id"
        storageKey="SitesIndex"
        fields={[
          { kind: 'text', name: 'SiteName', label: s('siteName') },
          { kind: 'text', name: 'Code', label: s('code') },
          { kind: 'select', name: 'IsEnabled', label: s('status'), options: enabledOptions },
        ]}
        toolbar={platform ? [{ key: 'add', label: s('add'), primary: true, permission: 'Sites.Establish', onClick: () => setEditing({ id: null }) }] : []}
        actions={[
          { key: 'detail', label: s('detail'), permission: 'Sites.Detail', onClick: (row: Row) => setDetailId(row.Id) },
          { key: 'edit', label: s('edit'), permission: 'Sites.Edit', onClick: (row: Row) => setEditing({ id: row.Id }) },
          { key: 'hosts', label: s('hostsAction'), permission: 'Sites.Hosts', hidden: () => !platform, onClick: (row: Row) => setHostsOf(row) },
          { key: 'page', label: s('pageConfiguration'), permission: 'Sites.PageConfiguration', onClick: (row: Row) => void navigate(`${PAGE_CONFIGURATION_PATH}?SiteId=${row.Id}`) },
          {
            key: 'disable',
            label: s('disable'),
            danger: true,
            permission: 'Sites.Disable',
            confirm: s('disableConfirm'),
            hidden: (row: Row) => !platform || !row.IsEnabled,
            onClick: async (row: Row) => {
              await callApi(site.disableSite, { Id: row.Id });
              void message.success(s('disabledDone'));
            },
          },
          {
            key: 'enable',
            label: s('enable'),
            permission: 'Sites.Disable',
            confirm: s('enableConfirm'),
            hidden: (row: Row) => !platform || row.IsEnabled,
            onClick: async (row: Row) => {
              await callApi(site.enableSite, { Id: row.Id });
              void message.success(s('enabledDone'));
            },
          },
        ]}
        columns={[
          {
            dataIndex: 'SiteName',
            title: s('siteName'),
            render: (name: string, row) => (
              <Space>
                {row.Logo && <img src={fileUrl(row.Logo)} alt="" height={20} />}
                <a onClick={() => setDetailId(row.Id)}>{name}</a>
              </Space>
            ),
          },
          { dataIndex: 'Code', title: s('code'), width: 120 },
          {
            dataIndex: 'Hosts',
            title: s('hosts'),
            render: (hosts: string[] | null) => (hosts === null ? <Typography.Text type="secondary">{s('hostsPlatformOnly')}</Typography.Text> : hosts.map((h) => <Tag key={h}>{h}</Tag>)),
          },
          { dataIndex: 'UserUrl', title: s('userUrl'), ellipsis: true },
          { dataIndex: 'IsEnabled', title: s('status'), width: 90, render: (on: boolean) => (on ? <Tag color="green">{s('enabled')}</Tag> : <Tag>{s('disabled')}</Tag>) },
          { dataIndex: 'OpenSms', title: s('openSms'), width: 80, render: (on: boolean) => (on ? s('on') : s('off')) },
          { dataIndex: 'CreationTime', title: s('createdAt'), width: 170, render: (time: string) => dayjs(time).format(DATE_TIME_FORMAT_DAYJS) },
        ]}
      />
      {editing && (
        <SiteFormModal
          id={editing.id}
          platform={platform}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void message.success(s('saved'));
            void refresh();
            void queryClient.invalidateQueries({ queryKey: [site.getSiteById.path] });
          }}
        />
      )}
      {hostsOf && <SiteHostsDrawer site={hostsOf} onClose={() => { setHostsOf(null); void refresh(); }} />}
      <SiteDetailDrawer id={detailId} onClose={() => setDetailId(null)} />
    </Card>
  );
}

export function SiteDetailDrawer(props: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const s = (key: string) => t(`sites.${key}`);
  const detail = useQuery({ queryKey: [site.getSiteById.path, props.id], queryFn: () => callApi(site.getSiteById, { Id: props.id! }), enabled: props.id !== null });
  const record = detail.data;
  if (!record) return null;
  const onOff = (on: boolean) => (on ? s('on') : s('off'));
  return (
    <DetailDrawer
      open={props.id !== null}
      onClose={props.onClose}
      title={record.SiteName}
      record={record}
      history={record.Audits}
      groups={[
        {
          key: 'basics',
          title: s('sectionBasics'),
          fields: [
            { key: 'SiteName', label: s('siteName') },
            { key: 'Code', label: s('code') },
            { key: 'IsEnabled', label: s('status'), value: { type: 'custom', render: (_, r) => s(r.IsEnabled ? 'enabled' : 'disabled') } },
            { key: 'Hosts', label: s('hosts'), span: 3, value: { type: 'custom', render: (_, r) => (r.Hosts === null ? s('hostsPlatformOnly') : r.Hosts.map((h) => <Tag key={h}>{h}</Tag>)) } },
            { key: 'UserUrl', label: s('userUrl') },
            { key: 'BackstagePath', label: s('backstagePath') },
            { key: 'ApiUrl', label: s('apiUrl') },
            { key: 'DefaultOrganizationName', label: s('defaultOrganization'), value: { type: 'custom', render: (_, r) => r.DefaultOrganizationName || s('none') } },
            { key: 'DefaultRoleName', label: s('defaultRole'), value: { type: 'custom', render: (_, r) => r.DefaultRoleName || s('none') } },
            { key: 'OpenSms', label: s('openSms'), value: { type: 'custom', render: (_, r) => (r.OpenSms ? `${s('on')} · ${r.SmsSign}` : s('off')) } },
            { key: 'OpenWeChatPay', label: s('openWeChatPay'), value: { type: 'custom', render: (_, r) => onOff(r.OpenWeChatPay) } },
            { key: 'OpenCashOnDelivery', label: s('openCashOnDelivery'), value: { type: 'custom', render: (_, r) => onOff(r.OpenCashOnDelivery) } },
            { key: 'RequireCaptcha', label: s('requireCaptcha'), value: { type: 'custom', render: (_, r) => onOff(r.RequireCaptcha) } },
            { key: 'ParcelPhotosRequired', label: s('parcelPhotosRequired'), value: { type: 'custom', render: (_, r) => onOff(r.ParcelPhotosRequired) } },
            { key: 'TimeZone', label: s('timeZone') },
            { key: 'ConnectionChannel', label: s('connectionChannel') },
            { key: 'ResourceServerPath', label: s('resourceServerPath') },
            { key: 'CreationTime', label: s('createdAt'), value: { type: 'date' } },
            { key: 'UpdateTime', label: s('updatedAt'), value: { type: 'date' } },
          ],
        },
      ]}
    />
  );
}
