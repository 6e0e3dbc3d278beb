import { summaries } from './define.ts';

export const commodityCategoriesSummaries = summaries({
  '/CommodityCategories/AddCommodityCategory': ['新增商品分类（顶级或某上级之下）；名称在同级中唯一', '新增商品分類（頂級或某上級之下）；名稱在同級中唯一'],
  '/CommodityCategories/DeleteCommodityCategory': ['删除商品分类；有子分类时不能删除', '刪除商品分類；有子分類時不能刪除'],
  '/CommodityCategories/EditCommodityCategory': ['保存商品分类（不能移到自身或其下级之下）', '儲存商品分類（不能移到自身或其下級之下）'],
  '/CommodityCategories/GetCommodityCategories': ['站点的商品分类列表：按顶级分页，各含其下级', '站點的商品分類列表：按頂級分頁，各含其下級'],
  '/CommodityCategories/GetCommodityCategoriesByOneAllList': ['一次返回已启用商品分类的完整树，供分类选择器使用', '一次傳回已啟用商品分類的完整樹，供分類選擇器使用'],
  '/CommodityCategories/GetCommodityCategoryById': ['商品分类详情：路径、子分类数和变更记录', '商品分類詳情：路徑、子分類數和變更記錄'],
  '/CommodityCategories/GetEditCommodityCategory': ['商品分类的编辑表单值', '商品分類的編輯表單值'],
});
