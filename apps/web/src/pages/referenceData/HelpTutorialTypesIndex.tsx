import { DATE_TIME_FORMAT_DAYJS, expenseType, helpTutorialType as api, type RequestOf } from '@lbo/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Card, Flex, InputNumber, Switch, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, type RowOf } from '../../api/client.ts';
import { DetailDrawer } from '../../components/form/DetailView.tsx';
import { SiteSelect } from '../../components/site/SiteSelect.tsx';
import { useSiteChoice } from '../../components/site/useSiteChoice.ts';
import { DataTable, dataTableKey } from '../../components/table/DataTable.tsx';
import { rules } from '../../lib/formRules.ts';
import { ResourceFormModal, type Editing } from './ResourceFormModal.tsx';

type Row = RowOf<typeof api.getHelpTutorialTypes>;

const enabledTag = (on: boolean, t: (key: string) => string) => (on ? <Tag color="green">{t('referenceData.enabled')}</Tag> : <Tag>{t('referenceData.disabled')}</Tag>);

/** Site and site configuration → help tutorial types: the sections the site's help tutorials are grouped in. */
export default function HelpTutorialTypesIndex() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { isPlatform, siteId, setSiteId } = useSiteChoice();
  const [editing, setEditing] = useState<Editing>(null);
  const [detailId, setDetailId] = useState<number | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: dataTableKey(api.getHelpTutorialTypes) });

  return (
    <Card>
      {isPlatform && (
        <Flex style={{ marginBottom: 16 }}>
          <SiteSelect value={siteId} onChange={setSiteId} placeholder={t('referenceData.allSites')} allowClear />
        </Flex>
      )}
      <DataTable
        call={api.getHelpTutorialTypes}
        params={{ SiteId: siteId }}
        rowKey="Id"
        fields={[
          { kind: 'text', name: 'Name', label: t('referenceData.name') },
          {
            kind: 'select',
            name: 'IsEnabled',
            label: t('referenceData.status'),
            options: [
              { value: true, label: t('referenceData.enabled') },
              { value: false, label: t('referenceData.disabled') },
            ],
          },
        ]}
        toolbar={[
          {
            key: 'add',
            label: t('referenceData.add'),
            primary: true,
            permission: 'HelpTutorialTypes.Add',
            onClick: () => (isPlatform && siteId === undefined ? void message.warning(t('referenceData.chooseSiteFirst')) : setEditing({ mode: 'create' })),
          },
        ]}
        actions={[
          { key: 'detail', label: t('referenceData.detail'), permission: 'HelpTutorialTypes.Detail', onClick: (row: Row) => setDetailId(row.Id) },
          { key: 'edit', label: t('referenceData.edit'), permission: 'HelpTutorialTypes.Edit', onClick: (row: Row) => setEditing({ mode: 'edit', id: row.Id }) },
          {
            key: 'delete',
            label: t('referenceData.delete'),
            danger: true,
            permission: 'HelpTutorialTypes.Delete',
            confirm: t('referenceData.helpTutorialType.deleteConfirm'),
            onClick: async (row: Row) => {
              await callApi(api.deleteHelpTutorialType, { Id: row.Id });
              void message.success(t('referenceData.deleted'));
            },
          },
        ]}
        columns={[
          { dataIndex: 'Name', title: t('referenceData.name'), render: (name: string, row) => <a onClick={() => setDetailId(row.Id)}>{name}</a> },
          { dataIndex: 'DisplayOrder', title: t('referenceData.displayOrder'), width: 110, align: 'right' },
          { dataIndex: 'IsEnabled', title: t('referenceData.status'), width: 90, render: (on: boolean) => enabledTag(on, t) },
          ...(isPlatform ? [{ dataIndex: 'SiteName' as const, title: t('referenceData.site'), width: 160 }] : []),
          { dataIndex: 'Remarks', title: t('referenceData.remarks'), ellipsis: true },
          { dataIndex: 'UpdateTime', title: t('referenceData.updatedAt'), width: 180, render: (time: string) => dayjs(time).format(DATE_TIME_FORMAT_DAYJS) },
        ]}
      />
      {editing && (
        <ResourceFormModal
          editing={editing}
          titles={{ create: t('referenceData.helpTutorialType.createTitle'), edit: t('referenceData.helpTutorialType.editTitle') }}
          editInfo={api.getEditHelpTutorialType}
          defaults={{ DisplayOrder: 0, IsEnabled: true }}
          fields={[
            { name: 'Name', label: t('referenceData.name'), rules: [rules.required(), { max: api.HELP_TUTORIAL_TYPE_NAME_MAX }] },
            {
              name: 'DisplayOrder',
              label: t('referenceData.displayOrder'),
              input: <InputNumber min={0} max={expenseType.DISPLAY_ORDER_MAX} precision={0} style={{ width: '100%' }} />,
              rules: [rules.integer()],
            },
            { name: 'Remarks', label: t('referenceData.remarks'), input: 'textarea', rules: [{ max: api.HELP_TUTORIAL_TYPE_REMARKS_MAX }], span: 2 },
            { name: 'IsEnabled', label: t('referenceData.enabled'), input: <Switch /> },
          ]}
          save={(values, id) =>
            id === null
              ? callApi(api.addHelpTutorialType, { ...(values as RequestOf<typeof api.addHelpTutorialType>), SiteId: siteId })
              : callApi(api.editHelpTutorialType, { ...(values as RequestOf<typeof api.editHelpTutorialType>), Id: id })
          }
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void message.success(t('referenceData.saved'));
            void refresh();
          }}
        />
      )}
      <HelpTutorialTypeDetailDrawer id={detailId} onClose={() => setDetailId(null)} />
    </Card>
  );
}

function HelpTutorialTypeDetailDrawer(props: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useQuery({ queryKey: [api.getHelpTutorialTypeById.path, props.id], queryFn: () => callApi(api.getHelpTutorialTypeById, { Id: props.id! }), enabled: props.id !== null });
  const record = detail.data;
  if (!record) return null;
  return (
    <DetailDrawer
      open={props.id !== null}
      onClose={props.onClose}
      title={record.Name}
      record={record}
      history={record.Audits}
      groups={[
        {
          key: 'basics',
          title: t('referenceData.basics'),
          fields: [
            { key: 'Name', label: t('referenceData.name') },
            { key: 'DisplayOrder', label: t('referenceData.displayOrder') },
            { key: 'IsEnabled', label: t('referenceData.status'), value: { type: 'custom', render: (_, r) => enabledTag(r.IsEnabled, t) } },
            { key: 'SiteName', label: t('referenceData.site') },
            { key: 'CreationTime', label: t('referenceData.createdAt'), value: { type: 'date' } },
            { key: 'UpdateTime', label: t('referenceData.updatedAt'), value: { type: 'date' } },
            { key: 'Remarks', label: t('referenceData.remarks'), span: 3 },
          ],
        },
      ]}
    />
  );
}
