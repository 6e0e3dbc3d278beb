import { warehouseQuotation as api } from '@lbo/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateText, scopeFields, useEffectiveFlag } from '../../components/quotations/QuotationControls.tsx';
import { SiteListPage } from '../../components/siteList/SiteListPage.tsx';
import { StorageFeeCalculator } from './StorageFeeCalculator.tsx';
import './texts.ts';

/** A rate shows in the rates section. */
const rate = { value: { type: 'decimal' }, group: 'rates' } as const;

/** Quotations → warehouse quotations: storage rent after the rent-free days, with the storage fee calculator. */
export default function WarehouseQuotationsIndex() {
  const { t } = useTranslation();
  const effective = useEffectiveFlag();
  return (
    <SiteListPage
      calls={api.warehouseQuotationCalls}
      permission="WarehouseQuotations"
      texts={{ createTitle: t('warehouseQuotations.createTitle'), editTitle: t('warehouseQuotations.editTitle'), deleteConfirm: t('warehouseQuotations.deleteConfirm') }}
      labels="warehouseQuotations"
      fields={(shared, { siteId }) => {
        const scope = scopeFields(t, siteId);
        return {
          Name: { column: { width: 180 }, query: true },
          StartDate: { label: 'quotations.startDate', column: { width: 110 }, form: { input: <DateText /> } },
          SiteJoinWarehouseIds: scope.SiteJoinWarehouseIds,
          Warehouses: scope.Warehouses,
          CustomerGroupIds: scope.CustomerGroupIds,
          CustomerGroups: scope.CustomerGroups,
          CurrencyCode: scope.CurrencyCode,
          RentFreeDays: { column: { width: 100, align: 'right' }, detail: { group: 'rates' } },
          CubicAmount: { column: { width: 110, align: 'right' }, detail: rate },
          SinglePieceAmount: { column: { width: 110, align: 'right' }, detail: rate },
          UltraLongInventoryTime: { column: { width: 130, align: 'right' }, detail: { group: 'rates' } },
          UltraLongInventoryCubicAmount: { column: false, detail: rate },
          UltraLongInventorySinglePieceAmount: { column: false, detail: rate },
          IsEffective: shared.flag(effective),
          SiteName: shared.site,
          CreationTime: { ...shared.createdAt, column: false },
          UpdateTime: { ...shared.updatedAt, column: false },
          Remarks: shared.remarks({ form: 2 }),
        };
      }}
      order={{
        columns: ['IsEffective', 'Warehouses', 'CustomerGroups', 'CurrencyCode', 'RentFreeDays', 'CubicAmount', 'SinglePieceAmount', 'UltraLongInventoryTime'],
        detail: ['IsEffective', 'Warehouses', 'CustomerGroups', 'CurrencyCode'],
      }}
      form={{
        name: 'warehouseQuotation',
        widthSize: 2,
        width: 760,
        defaults: { RentFreeDays: 30, UltraLongInventoryTime: 90 },
        footer: <Typography.Paragraph type="secondary">{t('warehouseQuotations.ratesHelp')}</Typography.Paragraph>,
      }}
      detail={{ groups: [{ key: 'rates', title: t('warehouseQuotations.rates') }] }}
    >
      <StorageFeeCalculator />
    </SiteListPage>
  );
}
