import { defineTexts } from '../../i18n/defineTexts.ts';

export const customsClearanceTexts = defineTexts('customsClearance', {
  en: {
    name: 'Company name', prefix: 'Prefix', prefixHelp: 'Printed in front of the company’s clearance numbers.', remarks: 'Remarks', numberCount: 'Clearance numbers', remaining: 'Quotes left',
    enabled: 'Enabled', disabled: 'Disabled', status: 'Status', site: 'Site', createdAt: 'Created', updatedAt: 'Updated',
    add: 'Add', edit: 'Edit', delete: 'Delete', detail: 'Details', numbers: 'Clearance numbers', deleteConfirm: 'Delete this customs clearance company and its unused numbers?',
    createTitle: 'New customs clearance company', editTitle: 'Edit customs clearance company', basics: 'Basic information', saved: 'Saved', deleted: 'Deleted',
    allSites: 'All sites', chooseSiteFirst: 'Choose a site first',
    number: {
      title: 'Clearance numbers of {{name}}', number: 'Clearance number', fullNumber: 'As quoted', maxQuantity: 'Max quantity', usedQuantity: 'Used quantity', usage: 'Usage',
      add: 'Add number', edit: 'Edit', delete: 'Delete', deleteConfirm: 'Delete this clearance number?', createTitle: 'New clearance number', editTitle: 'Edit clearance number',
      usedHelp: 'Shipments that already quoted it elsewhere; afterwards only quoting raises it.', usedAboveMax: 'The used quantity cannot be above the maximum',
    },
  },
  'zh-CN': {
    name: '公司名称', prefix: '前缀', prefixHelp: '打印在该公司清关编号前面。', remarks: '备注', numberCount: '清关编号数', remaining: '剩余可用次数',
    enabled: '启用', disabled: '停用', status: '状态', site: '站点', createdAt: '创建时间', updatedAt: '更新时间',
    add: '新增', edit: '编辑', delete: '删除', detail: '详情', numbers: '清关编号', deleteConfirm: '确定删除该清关公司及其未使用的清关编号吗？',
    createTitle: '新增清关公司', editTitle: '编辑清关公司', basics: '基本信息', saved: '保存成功', deleted: '删除成功',
    allSites: '全部站点', chooseSiteFirst: '请先选择站点',
    number: {
      title: '{{name}} 的清关编号', number: '清关编号', fullNumber: '完整编号', maxQuantity: '最大数量', usedQuantity: '已用数量', usage: '使用情况',
      add: '新增编号', edit: '编辑', delete: '删除', deleteConfirm: '确定删除该清关编号吗？', createTitle: '新增清关编号', editTitle: '编辑清关编号',
      usedHelp: '已在系统外使用的次数；之后只会随使用而增加。', usedAboveMax: '已用数量不能大于最大数量',
    },
  },
  'zh-TW': {
    name: '公司名稱', prefix: '前綴', prefixHelp: '列印在該公司清關編號前面。', remarks: '備註', numberCount: '清關編號數', remaining: '剩餘可用次數',
    enabled: '啟用', disabled: '停用', status: '狀態', site: '站點', createdAt: '建立時間', updatedAt: '更新時間',
    add: '新增', edit: '編輯', delete: '刪除', detail: '詳情', numbers: '清關編號', deleteConfirm: '確定刪除該清關公司及其未使用的清關編號嗎？',
    createTitle: '新增清關公司', editTitle: '編輯清關公司', basics: '基本資訊', saved: '儲存成功', deleted: '刪除成功',
    allSites: '全部站點', chooseSiteFirst: '請先選擇站點',
    number: {
      title: '{{name}} 的清關編號', number: '清關編號', fullNumber: '完整編號', maxQuantity: '最大數量', usedQuantity: '已用數量', usage: '使用情況',
      add: '新增編號', edit: '編輯', delete: '刪除', deleteConfirm: '確定刪除該清關編號嗎？', createTitle: '新增清關編號', editTitle: '編輯清關編號',
      usedHelp: '已在系統外使用的次數；之後只會隨使用而增加。', usedAboveMax: '已用數量不能大於最大數量',
    },
  },
});
