import { defineTexts } from '../../i18n/defineTexts.ts';

export const organizesTexts = defineTexts('organizes', {
  en: {
    name: 'Name', code: 'Code', type: 'Type', enabled: 'Enabled', disabled: 'Disabled', status: 'Status', description: 'Description', priority: 'Priority',
    parent: 'Parent organisation', site: 'Site', users: 'Users', children: 'Child organisations', createdAt: 'Created', updatedAt: 'Updated',
    add: 'Add', addChild: 'Add child', edit: 'Edit', delete: 'Delete', detail: 'Details', deleteConfirm: 'Delete this organisation?',
    createTitle: 'New organisation', editTitle: 'Edit organisation', detailTitle: 'Organisation', basics: 'Basic information',
    saved: 'Saved', deleted: 'Deleted', noParent: 'None (top level)',
    types: { company: 'Company', branch: 'Branch', department: 'Department', team: 'Team' },
  },
  'zh-CN': {
    name: '名称', code: '编码', type: '类型', enabled: '启用', disabled: '停用', status: '状态', description: '描述', priority: '优先级',
    parent: '上级组织', site: '站点', users: '用户数', children: '下级组织', createdAt: '创建时间', updatedAt: '更新时间',
    add: '新增', addChild: '添加下级', edit: '编辑', delete: '删除', detail: '详情', deleteConfirm: '确定删除该组织吗？',
    createTitle: '新增组织', editTitle: '编辑组织', detailTitle: '组织', basics: '基本信息',
    saved: '保存成功', deleted: '删除成功', noParent: '无（顶级）',
    types: { company: '公司', branch: '分公司', department: '部门', team: '小组' },
  },
  'zh-TW': {
    name: '名稱', code: '編碼', type: '類型', enabled: '啟用', disabled: '停用', status: '狀態', description: '描述', priority: '優先級',
    parent: '上級組織', site: '站點', users: '使用者數', children: '下級組織', createdAt: '建立時間', updatedAt: '更新時間',
    add: '新增', addChild: '新增下級', edit: '編輯', delete: '刪除', detail: '詳情', deleteConfirm: '確定刪除該組織嗎？',
    createTitle: '新增組織', editTitle: '編輯組織', detailTitle: '組織', basics: '基本資訊',
    saved: '儲存成功', deleted: '刪除成功', noParent: '無（頂級）',
    types: { company: '公司', branch: '分公司', department: '部門', team: '小組' },
  },
});
