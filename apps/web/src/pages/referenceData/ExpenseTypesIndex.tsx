import { expenseType as api, type RequestOf } from '@lbo/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Card, Flex, InputNumber, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, type RowOf } from '../../api/client.ts';
import { DetailDrawer } from '../../components/form/DetailView.tsx';
import { SiteSelect } from '../../components/site/SiteSelect.tsx';
import { useSiteChoice } from '../../components/site/useSiteChoice.ts';
import { DataTable, dataTableKey } from '../../components/table/DataTable.tsx';
import { rules } from '../../lib/formRules.ts';
import { ResourceFormModal, type Editing } from './ResourceFormModal.tsx';

type Row = RowOf<typeof api.getExpenseTypes>;

const enabledTag = (on: boolean, t: (key: string) => string) => (on ? <Tag color="green">{t('referenceData.enabled')}</Tag> : <Tag>{t('referenceData.disabled')}</Tag>);

/** Site and site configuration → expense types: the kinds of fee the site bills. */
export default function ExpenseTypesIndex() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { isPlatform, siteId, setSiteId } = useSiteChoice();
  const [editing, setEditing] = useState<Editing>(null);
  const [detailId, setDetailId] = useState<number | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: dataTableKey(api.getExpenseTypes) });

  return (
    <Card>
      {isPlatform && (
        <Flex style={{ marginBottom: 16 }}>
          <SiteSelect value={siteId} onChange={setSiteId} placeholder={t('referenceData.allSites')} allowClear />
        </Flex>
      )}
      <DataTable
        call={api.getExpenseTypes}
        params={{ SiteId: siteId }}
        rowKey="Id"
        fields={[
          { kind: 'text', name: 'Name', label: t('referenceData.name') },
          { kind: 'text', name: 'Code', label: t('referenceData.code') },
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
            permission: 'ExpenseTypes.Add',
            onClick: () => (isPlatform && siteId === undefined ? void message.warning(t('referenceData.chooseSiteFirst')) : setEditing({ mode: 'create' })),
          },
        ]}
        actions={[
          { key: 'detail', label: t('referenceData.detail'), permission: 'ExpenseTypes.Detail', onClick: (row: Row) => setDetailId(row.Id) },
          { key: 'edit', label: t('referenceData.edit'), permission: 'ExpenseTypes.Edit', onClick: (row: Row) => setEditing({ mode: 'edit', id: row.Id }) },
          {
            key: 'delete',
            label: t('referenceData.delete'),
            danger: true,
            permission: 'ExpenseTypes.Delete',
            confirm: t('referenceData.expenseType.deleteConfirm'),
            onClick: async (row: Row) => {
              await callApi(api.deleteExpenseType, { Id: row.Id });
              void message.success(t('referenceData.deleted'));
            },
          },
        ]}
        columns={[
          { dataIndex: 'Name', title: t('referenceData.name'), width: 170, render: (name: string, row) => <a onClick={() => setDetailId(row.Id)}>{name}</a> },
          { dataIndex: 'Code', title: t('referenceData.code'), width: 110 },
          { dataIndex: 'Explain', title: t('referenceData.expenseType.explain'), ellipsis: true },
          { dataIndex: 'SystemVariables', title: t('referenceData.expenseType.systemVariables'), width: 150 },
          { dataIndex: 'DisplayOrder', title: t('referenceData.displayOrder'), width: 110, align: 'right' },
          { dataIndex: 'IsEnabled', title: t('referenceData.status'), width: 90, render: (on: boolean) => enabledTag(on, t) },
          ...(isPlatform ? [{ dataIndex: 'SiteName' as const, title: t('referenceData.site'), width: 160 }] : []),
        ]}
      />
      {editing && (
        <ResourceFormModal
          editing={editing}
          titles={{ create: t('referenceData.expenseType.createTitle'), edit: t('referenceData.expenseType.editTitle') }}
          editInfo={api.getEditExpenseType}
          defaults={{ DisplayOrder: 0, IsEnabled: true }}
          extra={
            <Typography.Paragraph type="secondary">
              {t('referenceData.code')}: {t('referenceData.expenseType.codeHelp')}
              <br />
              {t('referenceData.expenseType.systemVariables')}: {t('referenceData.expenseType.variableHelp')}
            </Typography.Paragraph>
          }
          fields={[
            { name: 'Name', label: t('referenceData.name'), rules: [rules.required(), { max: api.EXPENSE_TYPE_NAME_MAX }] },
            { name: 'Code', label: t('referenceData.code'), rules: [rules.required(), { max: api.EXPENSE_TYPE_CODE_MAX }, { pattern: /^[A-Za-z0-9_-]+$/, message: t('referenceData.expenseType.codeHelp') }] },
            { name: 'SystemVariables', label: t('referenceData.expenseType.systemVariables'), rules: [{ max: api.EXPENSE_TYPE_VARIABLE_MAX }, { pattern: /^[A-Za-z][A-Za-z0-9_]*$/, message: t('referenceData.expenseType.variableHelp') }] },
            {
              name: 'DisplayOrder',
              label: t('referenceData.displayOrder'),
              input: <InputNumber min={0} max={api.DISPLAY_ORDER_MAX} precision={0} style={{ width: '100%' }} />,
              rules: [rules.integer()],
            },
            { name: 'Explain', label: t('referenceData.expenseType.explain'), input: 'textarea', rules: [{ max: api.EXPENSE_TYPE_EXPLAIN_MAX }], span: 2 },
            { name: 'IsEnabled', label: t('referenceData.enabled'), input: <Switch /> },
          ]}
          save={(values, id) =>
            id === null
              ? callApi(api.addExpenseType, { ...(values as RequestOf<typeof api.addExpenseType>), SiteId: siteId })
              : callApi(api.editExpenseType, { ...(values as RequestOf<typeof api.editExpenseType>), Id: id })
          }
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void message.success(t('referenceData.saved'));
            void refresh();
          }}
        />
      )}
      <ExpenseTypeDetailDrawer id={detailId} onClose={() => setDetailId(null)} />
    </Card>
  );
}

function ExpenseTypeDetailDrawer(props: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useQuery({ queryKey: [api.getExpenseTypeById.path, props.id], queryFn: () => callApi(api.getExpenseTypeById, { Id: props.id! }), enabled: props.id !== null });
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
            { key: 'Code', label: t('referenceData.code') },
            { key: 'SystemVariables', label: t('referenceData.expenseType.systemVariables') },
            { key: 'DisplayOrder', label: t('referenceData.displayOrder') },
            { key: 'IsEnabled', label: t('referenceData.status'), value: { type: 'custom', render: (_, r) => enabledTag(r.IsEnabled, t) } },
            { key: 'SiteName', label: t('referenceData.site') },
            { key: 'CreationTime', label: t('referenceData.createdAt'), value: { type: 'date' } },
            { key: 'UpdateTime', label: t('referenceData.updatedAt'), value: { type: 'date' } },
            { key: 'Explain', label: t('referenceData.expenseType.explain'), span: 3 },
          ],
        },
      ]}
    />
  );
}
