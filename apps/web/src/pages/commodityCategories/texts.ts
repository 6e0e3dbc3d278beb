import { defineTexts } from '../../i18n/defineTexts.ts';

export const commodityCategoriesTexts = defineTexts('commodityCategories', {
  en: {
    name: 'Category name', parent: 'Parent category', noParent: 'None (top level)', path: 'Path', children: 'Sub-categories',
    addChild: 'Add sub-category', deleteConfirm: 'Delete this category?', createTitle: 'New category', editTitle: 'Edit category',
  },
  'zh-CN': {
    name: '分类名称', parent: '上级分类', noParent: '无（顶级）', path: '路径', children: '下级分类数',
    addChild: '添加下级', deleteConfirm: '确定删除该分类吗？', createTitle: '新增分类', editTitle: '编辑分类',
  },
  'zh-TW': {
    name: '分類名稱', parent: '上級分類', noParent: '無（頂級）', path: '路徑', children: '下級分類數',
    addChild: '新增下級', deleteConfirm: '確定刪除該分類嗎？', createTitle: '新增分類', editTitle: '編輯分類',
  },
});
