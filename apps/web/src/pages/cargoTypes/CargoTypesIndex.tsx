import { cargoType as api } from '@lbo/contracts';
import { useTranslation } from 'react-i18next';
import { SiteListPage } from '../../components/siteList/SiteListPage.tsx';
import { rules } from '../../lib/formRules.ts';
import './texts.ts';

/** Commodities → cargo types: general, battery, liquid… which decide carriers and surcharges. */
export default function CargoTypesIndex() {
  const { t } = useTranslation();
  return (
    <SiteListPage
      calls={{ list: api.getCargoTypes, add: api.addCargoType, getEdit: api.getEditCargoType, edit: api.editCargoType, remove: api.deleteCargoType, detail: api.getCargoTypeById }}
      permission="CargoTypes"
      texts={{ createTitle: t('cargoTypes.createTitle'), editTitle: t('cargoTypes.editTitle'), deleteConfirm: t('cargoTypes.deleteConfirm') }}
      name={{ title: t('cargoTypes.name'), width: 220 }}
      queryFields={(q) => [{ kind: 'text', name: 'Name', label: t('cargoTypes.name') }, q.status()]}
      columns={(c) => [c.displayOrder, c.status, c.site, c.remarks, c.updatedAt]}
      form={{
        name: 'cargoType',
        widthSize: 1,
        defaults: { DisplayOrder: 0, IsEnabled: true },
        fields: (f) => [
          { name: 'Name', label: t('cargoTypes.name'), rules: [rules.required(), { max: api.CARGO_TYPE_NAME_MAX }] },
          f.displayOrder(9999),
          f.enabled(),
          f.remarks(api.CARGO_TYPE_REMARKS_MAX),
        ],
      }}
      detail={{ fields: (d) => [d.displayOrder, d.status, d.site, d.createdAt, d.updatedAt, d.remarks()] }}
    />
  );
}
