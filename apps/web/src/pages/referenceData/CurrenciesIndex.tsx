import { currencies as api } from '@lbo/contracts';
import { Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SiteListPage } from '../../components/siteList/SiteListPage.tsx';

/** Site and site configuration → currencies: the site's currencies and their rates to its base currency. */
export default function CurrenciesIndex() {
  const { t } = useTranslation();
  const effective = { on: t('referenceData.currency.effective'), off: t('referenceData.currency.notEffective') };
  return (
    <SiteListPage
      calls={api.currencyCalls}
      permission="Currencies"
      texts={{ createTitle: t('referenceData.currency.createTitle'), editTitle: t('referenceData.currency.editTitle'), deleteConfirm: t('referenceData.currency.deleteConfirm') }}
      labels="referenceData.currency"
      fields={(shared) => ({
        Name: { label: 'referenceData.name', query: true },
        CurrencyCode: {
          column: { width: 120 },
          query: true,
          form: { input: <Input maxLength={3} style={{ textTransform: 'uppercase' }} />, rules: [{ pattern: /^[A-Za-z]{3}$/, message: t('referenceData.currency.codeHelp') }] },
        },
        ExchangeRate: { column: { width: 140, align: 'right' }, detail: { value: { type: 'decimal' } } },
        Symbol: { column: { width: 90 } },
        EffectiveOrNot: shared.flag({ ...effective, width: 110, formLabel: 'referenceData.currency.effective' }),
        SiteName: shared.site,
        CreationTime: { ...shared.createdAt, column: false },
        UpdateTime: shared.updatedAt,
      })}
      order={{ columns: ['CurrencyCode', 'Symbol'], detail: ['CurrencyCode', 'Symbol'] }}
      form={{
        name: 'resource',
        width: 760,
        footer: (
          <Typography.Paragraph type="secondary">
            {t('referenceData.currency.codeHelp')}
            <br />
            {t('referenceData.currency.rateHelp')}
          </Typography.Paragraph>
        ),
      }}
      detail={{ title: (r) => `${r.Name} (${r.CurrencyCode})` }}
    />
  );
}
