import { typeOfShipping as api } from '@lbo/contracts';
import type { RuleRender } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { SiteListPage } from '../../components/siteList/SiteListPage.tsx';
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
  return (
    <SiteListPage
      calls={api.typeOfShippingCalls}
      permission="TypeOfShipping"
      texts={{ createTitle: t('typeOfShipping.createTitle'), editTitle: t('typeOfShipping.editTitle'), deleteConfirm: t('typeOfShipping.deleteConfirm') }}
      labels="typeOfShipping"
      fields={(shared) => ({
        Name: { column: { width: 220 }, query: true, form: { span: 2 } },
        MinAging: {
          // One column shows the promised days, from the minimum to the maximum.
          column: { key: 'aging', label: 'typeOfShipping.aging', width: 140, render: (_, row) => t('typeOfShipping.agingDays', { min: row.MinAging, max: row.MaxAging }) },
          form: { rules: [notAboveMax], dependencies: ['MaxAging'] },
        },
        MaxAging: { column: false },
        DisplayOrder: shared.displayOrder,
        IsEnabled: shared.status,
        SiteName: shared.site,
        CreationTime: { ...shared.createdAt, column: false },
        UpdateTime: shared.updatedAt,
        Remarks: shared.remarks({ form: 2 }),
      })}
      form={{ name: 'typeOfShipping', width: 640, defaults: { MinAging: 1, MaxAging: 1 } }}
    />
  );
}
