import { defineTexts } from '../../i18n/defineTexts.ts';

export const commodityCategoriesTexts = defineTexts('commodityCategories', {
  en: {
    name: 'Category name', parent: 'Parent category', noParent: 'None (top level)', path: 'Path', children: 'Sub-categories', displayOrder: 'Display order', remarks: 'Remarks',
    enabled: 'Enabled', disabled: 'Disabled', status: 'Status', site: 'Site', createdAt: 'Created', updatedAt: 'Updated',
    add: 'Add', addChild: 'Add sub-category', edit: 'Edit', delete: 'Delete', detail: 'Details', deleteConfirm: 'Delete this category?',
    createTitle: 'New category', editTitle: 'Edit category', basics: 'Basic information', saved: 'Saved', deleted: 'Deleted', allSites: 'All sites', chooseSiteFirst: 'Choose a site first',
  },
  'zh-CN': {
    name: '分类名称', parent: '上级分类', noParent: '无（顶级）', path: '路径', children: '下级分类数', displayOrder: '显示顺序', remarks: '备注',
    enabled: '启用', disabled: '停用', status: '状态', site: '站点', createdAt: '创建时间', updatedAt: '更新时间',
    add: '新增', addChild: '添加下级', edit: '编辑', delete: '删除', detail: '详情', deleteConfirm: '确定删除该分类吗？',
    createTitle: '新增分类', editTitle: '编辑分类', basics: '基本信息', saved: '保存成功', deleted: '删除成功', allSites: '全部站点', chooseSiteFirst: '请先选择站点',
  },
  'zh-TW': {
    name: '分類名稱', parent: '上級分類', noParent: '無（頂級）', path: '路徑', children: '下級分類數', displayOrder: '顯示順序', remarks: '備註',
    enabled: '啟用', disabled: '停用', status: '狀態', site: '站點', createdAt: '建立時間', updatedAt: '更新時間',
    add: '新增', addChild: '新增下級', edit: '編輯', delete: '刪除', detail: '詳情', deleteConfirm: '確定刪除該分類嗎？',
    createTitle: '新增分類', editTitle: '編輯分類', basics: '基本資訊', saved: '儲存成功', deleted: '刪除成功', allSites: '全部站點', chooseSiteFirst: '請先選擇站點',
  },
});
