import { cargoType as api } from '@lbo/contracts';
import { useTranslation } from 'react-i18next';
import { SiteListPage } from '../../components/siteList/SiteListPage.tsx';
import './texts.ts';

/** Commodities → cargo types: general, battery, liquid… which decide carriers and surcharges. */
export default function CargoTypesIndex() {
  const { t } = useTranslation();
  return (
    <SiteListPage
      calls={api.cargoTypeCalls}
      permission="CargoTypes"
      texts={{ createTitle: t('cargoTypes.createTitle'), editTitle: t('cargoTypes.editTitle'), deleteConfirm: t('cargoTypes.deleteConfirm') }}
      labels="cargoTypes"
      fields={(shared) => ({
        Name: { column: { width: 220 }, query: true },
        DisplayOrder: shared.displayOrder,
        IsEnabled: shared.status,
        SiteName: shared.site,
        CreationTime: { ...shared.createdAt, column: false },
        UpdateTime: shared.updatedAt,
        Remarks: shared.remarks(),
      })}
      form={{ name: 'cargoType', widthSize: 1 }}
    />
  );
}
