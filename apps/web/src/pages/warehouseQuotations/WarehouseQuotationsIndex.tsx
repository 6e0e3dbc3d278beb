import { warehouseQuotation as api } from '@lbo/contracts';
import { InputNumber, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateText, ScopeTags, scopeFormFields, useEffectiveFlag } from '../../components/quotations/QuotationControls.tsx';
import { SiteListPage } from '../../components/siteList/SiteListPage.tsx';
import { rules } from '../../lib/formRules.ts';
import { StorageFeeCalculator } from './StorageFeeCalculator.tsx';
import './texts.ts';

const rate = () => [rules.required(), rules.decimal({ maxDecimal: 4 })];
const days = <InputNumber min={0} max={api.STORAGE_DAYS_MAX} precision={0} style={{ width: '100%' }} />;

/** Quotations → warehouse quotations: storage rent after the rent-free days, with the storage fee calculator. */
export default function WarehouseQuotationsIndex() {
  const { t } = useTranslation();
  const effective = useEffectiveFlag();
  return (
    <SiteListPage
      calls={{ list: api.getWarehouseQuotations, add: api.addWarehouseQuotation, getEdit: api.getEditWarehouseQuotation, edit: api.editWarehouseQuotation, remove: api.deleteWarehouseQuotation, detail: api.getWarehouseQuotationById }}
      permission="WarehouseQuotations"
      texts={{ createTitle: t('warehouseQuotations.createTitle'), editTitle: t('warehouseQuotations.editTitle'), deleteConfirm: t('warehouseQuotations.deleteConfirm') }}
      name={{ title: t('warehouseQuotations.name'), width: 180 }}
      queryFields={(shared) => [{ kind: 'text', name: 'Name', label: t('warehouseQuotations.name') }, shared.status({ name: 'IsEffective', on: effective.on, off: effective.off })]}
      columns={(shared) => [
        shared.flag(effective),
        { dataIndex: 'Warehouses', title: t('quotations.warehouses'), width: 180, render: (names: string[]) => <ScopeTags names={names} all={t('quotations.allWarehouses')} /> },
        { dataIndex: 'CustomerGroups', title: t('quotations.customerGroups'), width: 160, render: (names: string[]) => <ScopeTags names={names} all={t('quotations.allCustomers')} /> },
        { dataIndex: 'CurrencyCode', title: t('quotations.currency'), width: 80 },
        { dataIndex: 'RentFreeDays', title: t('warehouseQuotations.rentFreeDays'), width: 100, align: 'right' },
        { dataIndex: 'CubicAmount', title: t('warehouseQuotations.cubicAmount'), width: 110, align: 'right' },
        { dataIndex: 'SinglePieceAmount', title: t('warehouseQuotations.singlePieceAmount'), width: 110, align: 'right' },
        { dataIndex: 'UltraLongInventoryTime', title: t('warehouseQuotations.ultraLongInventoryTime'), width: 130, align: 'right' },
        { dataIndex: 'StartDate', title: t('quotations.startDate'), width: 110 },
        shared.site,
        shared.remarks,
      ]}
      form={{
        name: 'warehouseQuotation',
        widthSize: 2,
        width: 760,
        defaults: { IsEffective: true, RentFreeDays: 30, UltraLongInventoryTime: 90, SiteJoinWarehouseIds: [], CustomerGroupIds: [] },
        fields: (shared, { siteId }) => [
          { name: 'Name', label: t('warehouseQuotations.name'), rules: [rules.required(), { max: api.WAREHOUSE_QUOTATION_NAME_MAX }] },
          { name: 'StartDate', label: t('quotations.startDate'), input: <DateText />, rules: [rules.required()] },
          ...scopeFormFields(t, siteId, true),
          { name: 'RentFreeDays', label: t('warehouseQuotations.rentFreeDays'), input: days, rules: [rules.required(), rules.integer()] },
          { name: 'CubicAmount', label: t('warehouseQuotations.cubicAmount'), rules: rate() },
          { name: 'SinglePieceAmount', label: t('warehouseQuotations.singlePieceAmount'), rules: rate() },
          { name: 'UltraLongInventoryTime', label: t('warehouseQuotations.ultraLongInventoryTime'), input: days, rules: [rules.required(), rules.integer()] },
          { name: 'UltraLongInventoryCubicAmount', label: t('warehouseQuotations.ultraLongInventoryCubicAmount'), rules: rate() },
          { name: 'UltraLongInventorySinglePieceAmount', label: t('warehouseQuotations.ultraLongInventorySinglePieceAmount'), rules: rate() },
          { name: 'IsEffective', label: t('quotations.isEffective'), input: <Switch /> },
          shared.remarks(api.WAREHOUSE_QUOTATION_REMARKS_MAX, 2),
        ],
        footer: <Typography.Paragraph type="secondary">{t('warehouseQuotations.ratesHelp')}</Typography.Paragraph>,
      }}
      detail={{
        fields: (shared) => [
          shared.flag(effective),
          { key: 'Warehouses', label: t('quotations.warehouses'), value: { type: 'custom', render: (_, r) => <ScopeTags names={r.Warehouses} all={t('quotations.allWarehouses')} /> } },
          { key: 'CustomerGroups', label: t('quotations.customerGroups'), value: { type: 'custom', render: (_, r) => <ScopeTags names={r.CustomerGroups} all={t('quotations.allCustomers')} /> } },
          { key: 'CurrencyCode', label: t('quotations.currency') },
          { key: 'StartDate', label: t('quotations.startDate') },
          shared.site,
          shared.createdAt,
          shared.updatedAt,
          shared.remarks(),
        ],
        groups: [
          {
            key: 'rates',
            title: t('warehouseQuotations.rates'),
            fields: [
              { key: 'RentFreeDays', label: t('warehouseQuotations.rentFreeDays') },
              { key: 'CubicAmount', label: t('warehouseQuotations.cubicAmount'), value: { type: 'decimal' } },
              { key: 'SinglePieceAmount', label: t('warehouseQuotations.singlePieceAmount'), value: { type: 'decimal' } },
              { key: 'UltraLongInventoryTime', label: t('warehouseQuotations.ultraLongInventoryTime') },
              { key: 'UltraLongInventoryCubicAmount', label: t('warehouseQuotations.ultraLongInventoryCubicAmount'), value: { type: 'decimal' } },
              { key: 'UltraLongInventorySinglePieceAmount', label: t('warehouseQuotations.ultraLongInventorySinglePieceAmount'), value: { type: 'decimal' } },
            ],
          },
        ],
      }}
    >
      <StorageFeeCalculator />
    </SiteListPage>
  );
}
