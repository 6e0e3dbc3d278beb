import { commodityCategories as api } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { TreeSelect, type TreeSelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { SiteListPage } from '../../components/siteList/SiteListPage.tsx';
import './texts.ts';
import { choosesValue } from '../../components/form/placeholders.ts';

type Row = api.CategoryRow;

interface TreeOption {
  value: number;
  title: string;
  children: TreeOption[];
}
const toTreeOptions = (nodes: api.CategoryNode[]): TreeOption[] => nodes.map((n) => ({ value: n.Id, title: n.Name, children: toTreeOptions(n.Children) }));

/** The parent chosen from the site's enabled categories (the picker's tree). */
function ParentSelect({ siteId, ...props }: TreeSelectProps & { siteId: number | undefined }) {
  const tree = useQuery({
    queryKey: [api.getCommodityCategoriesByOneAllList.path, siteId],
    queryFn: () => callApi(api.getCommodityCategoriesByOneAllList, siteId === undefined ? {} : { SiteId: siteId }),
  });
  return <TreeSelect {...props} allowClear treeDefaultExpandAll loading={tree.isLoading} treeData={toTreeOptions(tree.data ?? [])} />;
}

/** Commodities → commodity categories: the tree commodities are filed under. */
export default function CommodityCategoriesIndex() {
  const { t } = useTranslation();
  return (
    <SiteListPage
      calls={api.commodityCategoryCalls}
      permission="CommodityCategories"
      texts={{ createTitle: t('commodityCategories.createTitle'), editTitle: t('commodityCategories.editTitle'), deleteConfirm: t('commodityCategories.deleteConfirm') }}
      labels="commodityCategories"
      childrenColumnName="Children"
      readBy={[[api.getCommodityCategoriesByOneAllList.path]]}
      actions={(s, page) => [
        s.detail,
        s.edit,
        { key: 'addChild', label: t('commodityCategories.addChild'), permission: 'CommodityCategories.AddChild', onClick: (row: Row) => page.create({ ParentId: row.Id }) },
        s.delete,
      ]}
      fields={(shared, { siteId }) => ({
        Name: { query: true },
        ParentId: { label: 'commodityCategories.parent', column: false, detail: false, form: { input: <ParentSelect siteId={siteId} placeholder={t('commodityCategories.noParent')} /> } },
        Path: { detail: { value: { type: 'custom', render: (_, r) => r.Path.join(' › ') } } },
        ParentName: { label: 'commodityCategories.parent' },
        ChildCount: { label: 'commodityCategories.children' },
        DisplayOrder: shared.displayOrder,
        IsEnabled: shared.status,
        SiteName: shared.site,
        CreationTime: shared.createdAt,
        UpdateTime: { ...shared.updatedAt, column: false },
        Remarks: shared.remarks(),
      })}
      form={{
        name: 'commodityCategory',
        widthSize: 1,
        defaults: { ParentId: null },
        toBody: (values) => ({ ...values, ParentId: values.ParentId ?? null }),
      }}
    />
  );
}

choosesValue(ParentSelect);
