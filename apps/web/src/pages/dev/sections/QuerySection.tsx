import { Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryForm } from '../../../components/query/QueryForm.tsx';
import type { Query, QueryField } from '../../../components/query/queryRules.ts';
import { columnChoices } from '../../../components/table/DataTable.tsx';
import { GALLERY_PARCEL_COLUMNS, parcelColumns } from './TableSection.tsx';

/** Gallery: a parcel search with every kind of field, the extra-filter popover and the table section's column setter. */
export function QuerySection() {
  const { t } = useTranslation();
  const [query, setQuery] = useState<Query>({});
  const fields: QueryField[] = [
    { kind: 'text', name: 'TrackingNumber', label: t('query.sample.trackingNumber') },
    {
      kind: 'select',
      name: 'WarehouseId',
      label: t('query.sample.warehouse'),
      options: [
        { value: 1, label: t('query.sample.warehouseShenzhen') },
        { value: 2, label: t('query.sample.warehouseHongKong') },
        { value: 3, label: t('query.sample.warehouseMacau') },
      ],
    },
    {
      kind: 'select',
      name: 'Statuses',
      label: t('query.sample.status'),
      multiple: true,
      options: [
        { value: 1, label: t('query.sample.statusForecast') },
        { value: 2, label: t('query.sample.statusInStock') },
        { value: 3, label: t('query.sample.statusShipped') },
      ],
    },
    { kind: 'dateRange', label: t('query.sample.receivedAt') },
    { kind: 'number', name: 'MinWeight', label: t('query.sample.minWeight'), min: 0, precision: 3 },
    {
      kind: 'custom',
      name: 'Transport',
      label: t('query.sample.transport'),
      render: () => (
        <Radio.Group
          optionType="button"
          options={[
            { value: 'Air', label: t('query.sample.air') },
            { value: 'Sea', label: t('query.sample.sea') },
          ]}
        />
      ),
    },
    { kind: 'text', name: 'CustomerNumber', label: t('query.sample.customerNumber'), extra: true },
    { kind: 'text', name: 'ShelfCode', label: t('query.sample.shelf'), extra: true },
  ];

  return (
    <>
      <QueryForm fields={fields} onQuery={setQuery} columnSettings={{ storageKey: GALLERY_PARCEL_COLUMNS, columns: columnChoices(parcelColumns(t)) }} />
      <Typography.Text type="secondary">{t('query.sample.emitted')}</Typography.Text>
      <pre data-testid="gallery-query" style={{ margin: '4px 0 0', whiteSpace: 'pre-wrap' }}>
        {JSON.stringify(query)}
      </pre>
    </>
  );
}
