import { defineTexts } from '../../i18n/defineTexts.ts';

export const organizesTexts = defineTexts('organizes', {
  en: {
    name: 'Name', code: 'Code', type: 'Type', description: 'Description', priority: 'Priority',
    parent: 'Parent organisation', users: 'Users', children: 'Child organisations', addChild: 'Add child', deleteConfirm: 'Delete this organisation?',
    createTitle: 'New organisation', editTitle: 'Edit organisation', noParent: 'None (top level)',
    types: { company: 'Company', branch: 'Branch', department: 'Department', team: 'Team' },
  },
  'zh-CN': {
    name: '名称', code: '编码', type: '类型', description: '描述', priority: '优先级',
    parent: '上级组织', users: '用户数', children: '下级组织', addChild: '添加下级', deleteConfirm: '确定删除该组织吗？',
    createTitle: '新增组织', editTitle: '编辑组织', noParent: '无（顶级）',
    types: { company: '公司', branch: '分公司', department: '部门', team: '小组' },
  },
  'zh-TW': {
    name: '名稱', code: '編碼', type: '類型', description: '描述', priority: '優先級',
    parent: '上級組織', users: '使用者數', children: '下級組織', addChild: '新增下級', deleteConfirm: '確定刪除該組織嗎？',
    createTitle: '新增組織', editTitle: '編輯組織', noParent: '無（頂級）',
    types: { company: '公司', branch: '分公司', department: '部門', team: '小組' },
  },
});
