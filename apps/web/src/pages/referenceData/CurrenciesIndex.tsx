import { currencies as api } from '@lbo/contracts';
import { Input, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SiteListPage } from '../../components/siteList/SiteListPage.tsx';
import { rules } from '../../lib/formRules.ts';

/** Site and site configuration → currencies: the site's currencies and their rates to its base currency. */
export default function CurrenciesIndex() {
  const { t } = useTranslation();
  const effective = { on: t('referenceData.currency.effective'), off: t('referenceData.currency.notEffective') };
  return (
    <SiteListPage
      calls={{ list: api.getCurrencies, add: api.addCurrency, getEdit: api.getEditCurrency, edit: api.editCurrency, remove: api.deleteCurrency, detail: api.getCurrencyById }}
      permission="Currencies"
      texts={{ createTitle: t('referenceData.currency.createTitle'), editTitle: t('referenceData.currency.editTitle'), deleteConfirm: t('referenceData.currency.deleteConfirm') }}
      name={{ title: t('referenceData.name') }}
      queryFields={(q) => [
        { kind: 'text', name: 'Name', label: t('referenceData.name') },
        { kind: 'text', name: 'CurrencyCode', label: t('referenceData.currency.currencyCode') },
        q.status({ name: 'EffectiveOrNot', ...effective }),
      ]}
      columns={(c) => [
        { dataIndex: 'CurrencyCode', title: t('referenceData.currency.currencyCode'), width: 120 },
        { dataIndex: 'Symbol', title: t('referenceData.currency.symbol'), width: 90 },
        { dataIndex: 'ExchangeRate', title: t('referenceData.currency.exchangeRate'), width: 140, align: 'right' },
        c.flag({ key: 'EffectiveOrNot', ...effective, width: 110 }),
        c.site,
        c.updatedAt,
      ]}
      form={{
        name: 'resource',
        width: 760,
        defaults: { EffectiveOrNot: true },
        fields: () => [
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
        ],
        footer: (
          <Typography.Paragraph type="secondary">
            {t('referenceData.currency.codeHelp')}
            <br />
            {t('referenceData.currency.rateHelp')}
          </Typography.Paragraph>
        ),
      }}
      detail={{
        title: (r) => `${r.Name} (${r.CurrencyCode})`,
        fields: (d) => [
          { key: 'CurrencyCode', label: t('referenceData.currency.currencyCode') },
          { key: 'Symbol', label: t('referenceData.currency.symbol') },
          { key: 'ExchangeRate', label: t('referenceData.currency.exchangeRate'), value: { type: 'decimal' } },
          d.flag({ key: 'EffectiveOrNot', ...effective }),
          d.site,
          d.createdAt,
          d.updatedAt,
        ],
      }}
    />
  );
}
