import { commodityCategories as api } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { TreeSelect, type TreeSelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { SiteListPage } from '../../components/siteList/SiteListPage.tsx';
import { rules } from '../../lib/formRules.ts';
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
      calls={{
        list: api.getCommodityCategories,
        add: api.addCommodityCategory,
        getEdit: api.getEditCommodityCategory,
        edit: api.editCommodityCategory,
        remove: api.deleteCommodityCategory,
        detail: api.getCommodityCategoryById,
      }}
      permission="CommodityCategories"
      texts={{ createTitle: t('commodityCategories.createTitle'), editTitle: t('commodityCategories.editTitle'), deleteConfirm: t('commodityCategories.deleteConfirm') }}
      name={{ title: t('commodityCategories.name') }}
      childrenColumnName="Children"
      readBy={[[api.getCommodityCategoriesByOneAllList.path]]}
      queryFields={(q) => [{ kind: 'text', name: 'Name', label: t('commodityCategories.name') }, q.status()]}
      actions={(s, page) => [
        s.detail,
        s.edit,
        { key: 'addChild', label: t('commodityCategories.addChild'), permission: 'CommodityCategories.AddChild', onClick: (row: Row) => page.create({ ParentId: row.Id }) },
        s.delete,
      ]}
      columns={(c) => [c.displayOrder, c.status, c.site, c.remarks, c.createdAt]}
      form={{
        name: 'commodityCategory',
        widthSize: 1,
        defaults: { ParentId: null, DisplayOrder: 0, IsEnabled: true },
        toBody: (values) => ({ ...values, ParentId: values.ParentId ?? null }),
        fields: (f, { siteId }) => [
          { name: 'Name', label: t('commodityCategories.name'), rules: [rules.required(), { max: api.CATEGORY_NAME_MAX }] },
          { name: 'ParentId', label: t('commodityCategories.parent'), input: <ParentSelect siteId={siteId} placeholder={t('commodityCategories.noParent')} /> },
          f.displayOrder(9999),
          f.enabled(),
          f.remarks(api.CATEGORY_REMARKS_MAX),
        ],
      }}
      detail={{
        fields: (d) => [
          { key: 'Path', label: t('commodityCategories.path'), value: { type: 'custom', render: (_, r) => r.Path.join(' › ') } },
          { key: 'ParentName', label: t('commodityCategories.parent') },
          { key: 'ChildCount', label: t('commodityCategories.children') },
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

choosesValue(ParentSelect);
