import { typeOfShipping as api } from '@lbo/contracts';
import { InputNumber } from 'antd';
import type { RuleRender } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { SiteListPage } from '../../components/siteList/SiteListPage.tsx';
import { rules } from '../../lib/formRules.ts';
import './texts.ts';

/** Logistics → shipping methods: how shipments travel and their promised delivery time. */
export default function TypeOfShippingIndex() {
  const { t } = useTranslation();
  // The browser says what the server would: the minimum may not be above the maximum.
  const notAboveMax: RuleRender = ({ getFieldValue }) => ({
    validator: async (_, min: unknown) => {
      const max: unknown = getFieldValue('MaxAging');
      if (typeof min === 'number' && typeof max === 'number' && min > max) throw new Error(t('typeOfShipping.minAboveMax'));
    },
  });
  const days = <InputNumber min={0} max={api.AGING_DAYS_MAX} precision={0} style={{ width: '100%' }} />;
  return (
    <SiteListPage
      calls={{
        list: api.getTypeOfShippings,
        add: api.addTypeOfShipping,
        getEdit: api.getEditTypeOfShipping,
        edit: api.editTypeOfShipping,
        remove: api.deleteTypeOfShipping,
        detail: api.getTypeOfShippingById,
      }}
      permission="TypeOfShipping"
      texts={{ createTitle: t('typeOfShipping.createTitle'), editTitle: t('typeOfShipping.editTitle'), deleteConfirm: t('typeOfShipping.deleteConfirm') }}
      name={{ title: t('typeOfShipping.name'), width: 220 }}
      queryFields={(q) => [{ kind: 'text', name: 'Name', label: t('typeOfShipping.name') }, q.status()]}
      columns={(c) => [
        { key: 'aging', title: t('typeOfShipping.aging'), width: 140, render: (_, row) => t('typeOfShipping.agingDays', { min: row.MinAging, max: row.MaxAging }) },
        c.displayOrder,
        c.status,
        c.site,
        c.remarks,
        c.updatedAt,
      ]}
      form={{
        name: 'typeOfShipping',
        width: 640,
        defaults: { MinAging: 1, MaxAging: 1, DisplayOrder: 0, IsEnabled: true },
        fields: (f) => [
          { name: 'Name', label: t('typeOfShipping.name'), rules: [rules.required(), { max: api.TYPE_OF_SHIPPING_NAME_MAX }], span: 2 },
          { name: 'MinAging', label: t('typeOfShipping.minAging'), input: days, rules: [rules.required(), rules.integer(), notAboveMax], dependencies: ['MaxAging'] },
          { name: 'MaxAging', label: t('typeOfShipping.maxAging'), input: days, rules: [rules.required(), rules.integer()] },
          f.displayOrder(9999),
          f.enabled(),
          f.remarks(api.TYPE_OF_SHIPPING_REMARKS_MAX, 2),
        ],
      }}
      detail={{
        fields: (d) => [
          { key: 'MinAging', label: t('typeOfShipping.minAging') },
          { key: 'MaxAging', label: t('typeOfShipping.maxAging') },
          d.displayOrder,
          d.status,
          d.site,
          d.createdAt,
          d.updatedAt,
          d.remarks(),
        ],
      }}
    />
  );
}
