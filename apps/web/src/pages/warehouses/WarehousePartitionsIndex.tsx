import { warehousePartitions as api } from '@lbo/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { WarehouseSelect } from '../../components/pickers/WarehouseSelect.tsx';
import { SiteListPage } from '../../components/siteList/SiteListPage.tsx';
import { rules } from '../../lib/formRules.ts';
import './texts.ts';

/** The type and status names, for selects and tags. */
function usePartitionLabels() {
  const { t } = useTranslation();
  const typeOptions = api.PARTITION_TYPES.map((value) => ({ value, label: t(`warehouses.partition.types.${value}`) }));
  const statusOptions = [api.PartitionStatus.Enabled, api.PartitionStatus.Disabled].map((value) => ({ value, label: t(`warehouses.partition.statuses.${value}`) }));
  const statusTag = (status: number) => <Tag color={status === api.PartitionStatus.Enabled ? 'green' : undefined}>{t(`warehouses.partition.statuses.${status}`)}</Tag>;
  return { typeOptions, statusOptions, statusTag, typeName: (type: number) => t(`warehouses.partition.types.${type}`) };
}

/** Partitions: the zones of the warehouses, each holding shelves. */
export default function WarehousePartitionsIndex() {
  const { t } = useTranslation();
  const labels = usePartitionLabels();
  const label = (key: string) => t(`warehouses.partition.${key}`);

  return (
    <SiteListPage
      calls={{
        list: api.getWarehousePartitions,
        add: api.addWarehousePartition,
        getEdit: api.getEditWarehousePartition,
        edit: api.editWarehousePartition,
        remove: api.deleteWarehousePartition,
        detail: api.getWarehousePartitionById,
      }}
      permission="WarehousePartitions"
      storageKey="warehousePartitions"
      texts={{ createTitle: label('createTitle'), editTitle: label('editTitle'), deleteConfirm: label('deleteConfirm') }}
      name={{ title: label('name'), width: 200 }}
      queryFields={(_, context) => [
        { kind: 'text', name: 'Name', label: label('name') },
        { kind: 'custom', name: 'WarehouseId', label: label('warehouse'), render: () => <WarehouseSelect siteId={context.siteId} includeDisabled allowClear /> },
        { kind: 'select', name: 'Type', label: label('type'), options: labels.typeOptions },
        { kind: 'select', name: 'Status', label: t('warehouses.status'), options: labels.statusOptions },
      ]}
      columns={(shared) => [
        { dataIndex: 'WarehouseName', title: label('warehouse'), width: 200 },
        { dataIndex: 'Type', title: label('type'), width: 140, render: labels.typeName },
        { dataIndex: 'Status', title: t('warehouses.status'), width: 100, render: labels.statusTag },
        { dataIndex: 'ShelfCount', title: label('shelfCount'), width: 100, align: 'right' },
        shared.site,
        shared.updatedAt,
      ]}
      form={{
        name: 'partition',
        widthSize: 1,
        defaults: { Status: api.PartitionStatus.Enabled },
        fields: (_, context) => [
          { name: 'WarehouseId', label: label('warehouse'), input: <WarehouseSelect siteId={context.siteId} />, rules: [rules.required()] },
          { name: 'Name', label: label('name'), rules: [rules.required(), { max: api.PARTITION_NAME_MAX }] },
          { name: 'Type', label: label('type'), input: 'select', options: labels.typeOptions, rules: [rules.required()] },
          { name: 'Status', label: t('warehouses.status'), input: 'select', options: labels.statusOptions },
        ],
      }}
      detail={{
        fields: (shared) => [
          { key: 'WarehouseName', label: label('warehouse') },
          { key: 'Type', label: label('type'), value: { type: 'custom', render: (_, r) => labels.typeName(r.Type) } },
          { key: 'Status', label: t('warehouses.status'), value: { type: 'custom', render: (_, r) => labels.statusTag(r.Status) } },
          { key: 'ShelfCount', label: label('shelfCount') },
          shared.site,
          shared.createdAt,
          shared.updatedAt,
        ],
      }}
    />
  );
}
