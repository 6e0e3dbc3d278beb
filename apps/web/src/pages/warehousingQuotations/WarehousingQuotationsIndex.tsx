import { warehousingQuotation as api } from '@lbo/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateText, scopeFields, useEffectiveFlag } from '../../components/quotations/QuotationControls.tsx';
import { SiteListPage } from '../../components/siteList/SiteListPage.tsx';
import './texts.ts';

/** A rate shows in the rates section. */
const rate = { value: { type: 'decimal' }, group: 'rates' } as const;

/** Quotations → warehousing quotations: the handling fee of receiving goods. */
export default function WarehousingQuotationsIndex() {
  const { t } = useTranslation();
  const effective = useEffectiveFlag();
  return (
    <SiteListPage
      calls={api.warehousingQuotationCalls}
      permission="WarehousingQuotations"
      texts={{ createTitle: t('warehousingQuotations.createTitle'), editTitle: t('warehousingQuotations.editTitle'), deleteConfirm: t('warehousingQuotations.deleteConfirm') }}
      labels="warehousingQuotations"
      fields={(shared, { siteId }) => {
        const scope = scopeFields(t, siteId);
        return {
          Name: { column: { width: 180 }, query: true, form: { span: 2 } },
          SiteJoinWarehouseIds: scope.SiteJoinWarehouseIds,
          Warehouses: scope.Warehouses,
          CustomerGroupIds: scope.CustomerGroupIds,
          CustomerGroups: scope.CustomerGroups,
          CurrencyCode: scope.CurrencyCode,
          PieceAmount: { column: { width: 90, align: 'right' }, detail: rate },
          WeightAmount: { column: { width: 90, align: 'right' }, detail: rate },
          CubicAmount: { column: { width: 90, align: 'right' }, detail: rate },
          MinimumCharge: { column: { width: 130, align: 'right' }, detail: rate },
          StartDate: { label: 'quotations.startDate', column: { width: 110 }, form: { input: <DateText /> } },
          EndDate: {
            label: 'quotations.endDate',
            column: { width: 110, render: (date: string) => date || t('quotations.openEnded') },
            form: { input: <DateText placeholder={t('quotations.openEnded')} /> },
            detail: { value: { type: 'custom', render: (_, r) => r.EndDate || t('quotations.openEnded') } },
          },
          IsEffective: shared.flag(effective),
          SiteName: shared.site,
          CreationTime: { ...shared.createdAt, column: false },
          UpdateTime: { ...shared.updatedAt, column: false },
          Remarks: shared.remarks({ form: 2 }),
        };
      }}
      order={{ columns: ['IsEffective'], detail: ['IsEffective'] }}
      form={{ name: 'warehousingQuotation', widthSize: 2, width: 760, footer: <Typography.Paragraph type="secondary">{t('warehousingQuotations.ratesHelp')}</Typography.Paragraph> }}
      detail={{ groups: [{ key: 'rates', title: t('warehousingQuotations.rates') }] }}
    />
  );
}
