import { currencies as api, DATE_TIME_FORMAT_DAYJS, type RequestOf } from '@lbo/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Card, Flex, Input, Switch, Tag, Typography } from 'antd';
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

type Row = RowOf<typeof api.getCurrencies>;

const effectiveTag = (on: boolean, t: (key: string) => string) =>
  on ? <Tag color="green">{t('referenceData.currency.effective')}</Tag> : <Tag>{t('referenceData.currency.notEffective')}</Tag>;

/** Site and site configuration → currencies: the site's currencies and their rates to its base currency. */
export default function CurrenciesIndex() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { isPlatform, siteId, setSiteId } = useSiteChoice();
  const [editing, setEditing] = useState<Editing>(null);
  const [detailId, setDetailId] = useState<number | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: dataTableKey(api.getCurrencies) });

  return (
    <Card>
      {isPlatform && (
        <Flex style={{ marginBottom: 16 }}>
          <SiteSelect value={siteId} onChange={setSiteId} placeholder={t('referenceData.allSites')} allowClear />
        </Flex>
      )}
      <DataTable
        call={api.getCurrencies}
        params={{ SiteId: siteId }}
        rowKey="Id"
        fields={[
          { kind: 'text', name: 'Name', label: t('referenceData.name') },
          { kind: 'text', name: 'CurrencyCode', label: t('referenceData.currency.currencyCode') },
          {
            kind: 'select',
            name: 'EffectiveOrNot',
            label: t('referenceData.status'),
            options: [
              { value: true, label: t('referenceData.currency.effective') },
              { value: false, label: t('referenceData.currency.notEffective') },
            ],
          },
        ]}
        toolbar={[
          {
            key: 'add',
            label: t('referenceData.add'),
            primary: true,
            permission: 'Currencies.Add',
            onClick: () => (isPlatform && siteId === undefined ? void message.warning(t('referenceData.chooseSiteFirst')) : setEditing({ mode: 'create' })),
          },
        ]}
        actions={[
          { key: 'detail', label: t('referenceData.detail'), permission: 'Currencies.Detail', onClick: (row: Row) => setDetailId(row.Id) },
          { key: 'edit', label: t('referenceData.edit'), permission: 'Currencies.Edit', onClick: (row: Row) => setEditing({ mode: 'edit', id: row.Id }) },
          {
            key: 'delete',
            label: t('referenceData.delete'),
            danger: true,
            permission: 'Currencies.Delete',
            confirm: t('referenceData.currency.deleteConfirm'),
            onClick: async (row: Row) => {
              await callApi(api.deleteCurrency, { Id: row.Id });
              void message.success(t('referenceData.deleted'));
            },
          },
        ]}
        columns={[
          { dataIndex: 'Name', title: t('referenceData.name'), render: (name: string, row) => <a onClick={() => setDetailId(row.Id)}>{name}</a> },
          { dataIndex: 'CurrencyCode', title: t('referenceData.currency.currencyCode'), width: 120 },
          { dataIndex: 'Symbol', title: t('referenceData.currency.symbol'), width: 90 },
          { dataIndex: 'ExchangeRate', title: t('referenceData.currency.exchangeRate'), width: 140, align: 'right' },
          { dataIndex: 'EffectiveOrNot', title: t('referenceData.status'), width: 110, render: (on: boolean) => effectiveTag(on, t) },
          ...(isPlatform ? [{ dataIndex: 'SiteName' as const, title: t('referenceData.site'), width: 160 }] : []),
          { dataIndex: 'UpdateTime', title: t('referenceData.updatedAt'), width: 180, render: (time: string) => dayjs(time).format(DATE_TIME_FORMAT_DAYJS) },
        ]}
      />
      {editing && (
        <ResourceFormModal
          editing={editing}
          titles={{ create: t('referenceData.currency.createTitle'), edit: t('referenceData.currency.editTitle') }}
          editInfo={api.getEditCurrency}
          defaults={{ EffectiveOrNot: true }}
          extra={
            <Typography.Paragraph type="secondary">
              {t('referenceData.currency.codeHelp')}
              <br />
              {t('referenceData.currency.rateHelp')}
            </Typography.Paragraph>
          }
          fields={[
            { name: 'Name', label: t('referenceData.name'), rules: [rules.required(), { max: api.CURRENCY_NAME_MAX }] },
            {
              name: 'CurrencyCode',
              label: t('referenceData.currency.currencyCode'),
              input: <Input maxLength={3} style={{ textTransform: 'uppercase' }} />,
              rules: [rules.required(), { pattern: /^[A-Za-z]{3}$/, message: t('referenceData.currency.codeHelp') }],
            },
            {
              name: 'ExchangeRate',
              label: t('referenceData.currency.exchangeRate'),
              input: <Input inputMode="decimal" />,
              rules: [rules.required(), rules.decimal({ maxDecimal: api.EXCHANGE_RATE_MAX_DECIMALS, cannotBeZero: true })],
            },
            { name: 'Symbol', label: t('referenceData.currency.symbol'), rules: [{ max: api.CURRENCY_SYMBOL_MAX }] },
            { name: 'EffectiveOrNot', label: t('referenceData.currency.effective'), input: <Switch /> },
          ]}
          save={(values, id) =>
            id === null
              ? callApi(api.addCurrency, { ...(values as RequestOf<typeof api.addCurrency>), SiteId: siteId })
              : callApi(api.editCurrency, { ...(values as RequestOf<typeof api.editCurrency>), Id: id })
          }
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void message.success(t('referenceData.saved'));
            void refresh();
          }}
        />
      )}
      <CurrencyDetailDrawer id={detailId} onClose={() => setDetailId(null)} />
    </Card>
  );
}

function CurrencyDetailDrawer(props: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useQuery({ queryKey: [api.getCurrencyById.path, props.id], queryFn: () => callApi(api.getCurrencyById, { Id: props.id! }), enabled: props.id !== null });
  const record = detail.data;
  if (!record) return null;
  return (
    <DetailDrawer
      open={props.id !== null}
      onClose={props.onClose}
      title={`${record.Name} (${record.CurrencyCode})`}
      record={record}
      history={record.Audits}
      groups={[
        {
          key: 'basics',
          title: t('referenceData.basics'),
          fields: [
            { key: 'Name', label: t('referenceData.name') },
            { key: 'CurrencyCode', label: t('referenceData.currency.currencyCode') },
            { key: 'Symbol', label: t('referenceData.currency.symbol') },
            { key: 'ExchangeRate', label: t('referenceData.currency.exchangeRate'), value: { type: 'decimal' } },
            { key: 'EffectiveOrNot', label: t('referenceData.status'), value: { type: 'custom', render: (_, r) => effectiveTag(r.EffectiveOrNot, t) } },
            { key: 'SiteName', label: t('referenceData.site') },
            { key: 'CreationTime', label: t('referenceData.createdAt'), value: { type: 'date' } },
            { key: 'UpdateTime', label: t('referenceData.updatedAt'), value: { type: 'date' } },
          ],
        },
      ]}
    />
  );
}
