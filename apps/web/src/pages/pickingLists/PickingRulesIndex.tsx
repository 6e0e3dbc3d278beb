import { pickingLists as api } from '@lbo/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { WarehouseSelect } from '../../components/pickers/WarehouseSelect.tsx';
import { SiteListPage } from '../../components/siteList/SiteListPage.tsx';
import './texts.ts';

/** Picking rules: per warehouse, how approved orders are grouped into picking lists, and whether a job makes them. */
export default function PickingRulesIndex() {
  const { t } = useTranslation();
  const label = (key: string) => t(`pickingRules.${key}`);
  const groupOptions = api.PICKING_GROUP_BY.map((value) => ({ value, label: label(`groups.${value}`) }));
  const yesNo = (value: boolean) => (value ? <Tag color="blue">{label('yes')}</Tag> : <Tag>{label('no')}</Tag>);
  return (
    <SiteListPage
      calls={api.pickingRuleCalls}
      permission="PickingRules"
      storageKey="pickingRules"
      texts={{ createTitle: label('createTitle'), editTitle: label('editTitle'), deleteConfirm: label('deleteConfirm') }}
      labels="pickingRules"
      fields={(shared, { siteId }) => ({
        Name: { column: { width: 180 }, query: true },
        WarehouseId: {
          label: 'pickingRules.warehouse',
          column: false,
          query: { kind: 'custom', render: () => <WarehouseSelect siteId={siteId} includeDisabled allowClear /> },
          form: { input: <WarehouseSelect siteId={siteId} /> },
          detail: false,
        },
        WarehouseName: { label: 'pickingRules.warehouse', column: { width: 180 } },
        GroupBy: {
          column: { width: 130, render: (v: number) => label(`groups.${v}`) },
          form: { input: 'select', options: groupOptions },
          detail: { value: { type: 'custom', render: (_, r) => label(`groups.${r.GroupBy}`) } },
        },
        ByPartition: { column: { width: 100, render: yesNo } },
        MaxOrders: { column: { width: 120, align: 'right' } },
        MaxLines: { column: { width: 120, align: 'right' } },
        IsAutomatic: { column: { width: 110, render: yesNo } },
        IsEnabled: shared.status,
        SiteName: shared.site,
        CreationTime: { ...shared.createdAt, column: false },
        UpdateTime: shared.updatedAt,
        Remarks: shared.remarks(),
      })}
      order={{ form: ['WarehouseId'] }}
      form={{ name: 'pickingRule', widthSize: 1 }}
    />
  );
}
