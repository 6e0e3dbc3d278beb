import { warehousePartitions as api } from '@lbo/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { WarehouseSelect } from '../../components/pickers/WarehouseSelect.tsx';
import { SiteListPage } from '../../components/siteList/SiteListPage.tsx';
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
      calls={api.partitionCalls}
      permission="WarehousePartitions"
      storageKey="warehousePartitions"
      texts={{ createTitle: label('createTitle'), editTitle: label('editTitle'), deleteConfirm: label('deleteConfirm') }}
      labels="warehouses.partition"
      fields={(shared, { siteId }) => ({
        Name: { column: { width: 200 }, query: true },
        WarehouseId: {
          label: 'warehouses.partition.warehouse',
          column: false,
          query: { kind: 'custom', render: () => <WarehouseSelect siteId={siteId} includeDisabled allowClear /> },
          form: { input: <WarehouseSelect siteId={siteId} /> },
          detail: false,
        },
        WarehouseName: { label: 'warehouses.partition.warehouse', column: { width: 200 } },
        Type: {
          column: { width: 140, render: labels.typeName },
          query: { kind: 'select', options: labels.typeOptions },
          form: { input: 'select', options: labels.typeOptions },
          detail: { value: { type: 'custom', render: (_, r) => labels.typeName(r.Type) } },
        },
        Status: {
          label: 'warehouses.status',
          column: { width: 100, render: labels.statusTag },
          query: { kind: 'select', options: labels.statusOptions },
          form: { input: 'select', options: labels.statusOptions },
          detail: { value: { type: 'custom', render: (_, r) => labels.statusTag(r.Status) } },
        },
        ShelfCount: { column: { width: 100, align: 'right' } },
        SiteName: shared.site,
        CreationTime: { ...shared.createdAt, column: false },
        UpdateTime: shared.updatedAt,
      })}
      order={{ form: ['WarehouseId'] }}
      form={{ name: 'partition', widthSize: 1 }}
    />
  );
}
