import { warehousingQuotation as api } from '@lbo/contracts';
import { Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateText, ScopeTags, scopeFormFields, useEffectiveFlag } from '../../components/quotations/QuotationControls.tsx';
import { SiteListPage } from '../../components/siteList/SiteListPage.tsx';
import { rules } from '../../lib/formRules.ts';
import './texts.ts';

const rate = () => [rules.required(), rules.decimal({ maxDecimal: 4 })];

/** Quotations → warehousing quotations: the handling fee of receiving goods. */
export default function WarehousingQuotationsIndex() {
  const { t } = useTranslation();
  const effective = useEffectiveFlag();
  return (
    <SiteListPage
      calls={{
        list: api.getWarehousingQuotations,
        add: api.addWarehousingQuotation,
        getEdit: api.getEditWarehousingQuotation,
        edit: api.editWarehousingQuotation,
        remove: api.deleteWarehousingQuotation,
        detail: api.getWarehousingQuotationById,
      }}
      permission="WarehousingQuotations"
      texts={{ createTitle: t('warehousingQuotations.createTitle'), editTitle: t('warehousingQuotations.editTitle'), deleteConfirm: t('warehousingQuotations.deleteConfirm') }}
      name={{ title: t('warehousingQuotations.name'), width: 180 }}
      queryFields={(shared) => [{ kind: 'text', name: 'Name', label: t('warehousingQuotations.name') }, shared.status({ name: 'IsEffective', on: effective.on, off: effective.off })]}
      columns={(shared) => [
        shared.flag(effective),
        { dataIndex: 'Warehouses', title: t('quotations.warehouses'), width: 180, render: (names: string[]) => <ScopeTags names={names} all={t('quotations.allWarehouses')} /> },
        { dataIndex: 'CustomerGroups', title: t('quotations.customerGroups'), width: 160, render: (names: string[]) => <ScopeTags names={names} all={t('quotations.allCustomers')} /> },
        { dataIndex: 'CurrencyCode', title: t('quotations.currency'), width: 80 },
        { dataIndex: 'PieceAmount', title: t('warehousingQuotations.pieceAmount'), width: 90, align: 'right' },
        { dataIndex: 'WeightAmount', title: t('warehousingQuotations.weightAmount'), width: 90, align: 'right' },
        { dataIndex: 'CubicAmount', title: t('warehousingQuotations.cubicAmount'), width: 90, align: 'right' },
        { dataIndex: 'MinimumCharge', title: t('warehousingQuotations.minimumCharge'), width: 130, align: 'right' },
        { dataIndex: 'StartDate', title: t('quotations.startDate'), width: 110 },
        { dataIndex: 'EndDate', title: t('quotations.endDate'), width: 110, render: (date: string) => date || t('quotations.openEnded') },
        shared.site,
        shared.remarks,
      ]}
      form={{
        name: 'warehousingQuotation',
        widthSize: 2,
        width: 760,
        defaults: { IsEffective: true, SiteJoinWarehouseIds: [], CustomerGroupIds: [] },
        fields: (shared, { siteId }) => [
          { name: 'Name', label: t('warehousingQuotations.name'), rules: [rules.required(), { max: api.WAREHOUSING_QUOTATION_NAME_MAX }], span: 2 },
          ...scopeFormFields(t, siteId, true),
          { name: 'PieceAmount', label: t('warehousingQuotations.pieceAmount'), rules: rate() },
          { name: 'WeightAmount', label: t('warehousingQuotations.weightAmount'), rules: rate() },
          { name: 'CubicAmount', label: t('warehousingQuotations.cubicAmount'), rules: rate() },
          { name: 'MinimumCharge', label: t('warehousingQuotations.minimumCharge'), rules: [rules.required(), rules.decimal({ maxDecimal: 2 })] },
          { name: 'StartDate', label: t('quotations.startDate'), input: <DateText />, rules: [rules.required()] },
          { name: 'EndDate', label: t('quotations.endDate'), input: <DateText placeholder={t('quotations.openEnded')} /> },
          { name: 'IsEffective', label: t('quotations.isEffective'), input: <Switch /> },
          shared.remarks(api.WAREHOUSING_QUOTATION_REMARKS_MAX, 2),
        ],
        footer: <Typography.Paragraph type="secondary">{t('warehousingQuotations.ratesHelp')}</Typography.Paragraph>,
      }}
      detail={{
        fields: (shared) => [
          shared.flag(effective),
          { key: 'Warehouses', label: t('quotations.warehouses'), value: { type: 'custom', render: (_, r) => <ScopeTags names={r.Warehouses} all={t('quotations.allWarehouses')} /> } },
          { key: 'CustomerGroups', label: t('quotations.customerGroups'), value: { type: 'custom', render: (_, r) => <ScopeTags names={r.CustomerGroups} all={t('quotations.allCustomers')} /> } },
          { key: 'CurrencyCode', label: t('quotations.currency') },
          { key: 'StartDate', label: t('quotations.startDate') },
          { key: 'EndDate', label: t('quotations.endDate'), value: { type: 'custom', render: (_, r) => r.EndDate || t('quotations.openEnded') } },
          shared.site,
          shared.createdAt,
          shared.updatedAt,
          shared.remarks(),
        ],
        groups: [
          {
            key: 'rates',
            title: t('warehousingQuotations.rates'),
            fields: [
              { key: 'PieceAmount', label: t('warehousingQuotations.pieceAmount'), value: { type: 'decimal' } },
              { key: 'WeightAmount', label: t('warehousingQuotations.weightAmount'), value: { type: 'decimal' } },
              { key: 'CubicAmount', label: t('warehousingQuotations.cubicAmount'), value: { type: 'decimal' } },
              { key: 'MinimumCharge', label: t('warehousingQuotations.minimumCharge'), value: { type: 'decimal' } },
            ],
          },
        ],
      }}
    />
  );
}
