import { defineTexts } from '../../i18n/defineTexts.ts';

export const customsClearanceTexts = defineTexts('customsClearance', {
  en: {
    name: 'Company name', prefix: 'Prefix', prefixHelp: 'Printed in front of the company’s clearance numbers.', numberCount: 'Clearance numbers', remaining: 'Quotes left',
    numbers: 'Clearance numbers', deleteConfirm: 'Delete this customs clearance company and its unused numbers?',
    createTitle: 'New customs clearance company', editTitle: 'Edit customs clearance company',
    number: {
      title: 'Clearance numbers of {{name}}', number: 'Clearance number', fullNumber: 'As quoted', maxQuantity: 'Max quantity', usedQuantity: 'Used quantity', usage: 'Usage',
      add: 'Add number', edit: 'Edit', delete: 'Delete', deleteConfirm: 'Delete this clearance number?', createTitle: 'New clearance number', editTitle: 'Edit clearance number',
      usedHelp: 'Shipments that already quoted it elsewhere; afterwards only quoting raises it.', usedAboveMax: 'The used quantity cannot be above the maximum',
    },
  },
  'zh-CN': {
    name: '公司名称', prefix: '前缀', prefixHelp: '打印在该公司清关编号前面。', numberCount: '清关编号数', remaining: '剩余可用次数',
    numbers: '清关编号', deleteConfirm: '确定删除该清关公司及其未使用的清关编号吗？',
    createTitle: '新增清关公司', editTitle: '编辑清关公司',
    number: {
      title: '{{name}} 的清关编号', number: '清关编号', fullNumber: '完整编号', maxQuantity: '最大数量', usedQuantity: '已用数量', usage: '使用情况',
      add: '新增编号', edit: '编辑', delete: '删除', deleteConfirm: '确定删除该清关编号吗？', createTitle: '新增清关编号', editTitle: '编辑清关编号',
      usedHelp: '已在系统外使用的次数；之后只会随使用而增加。', usedAboveMax: '已用数量不能大于最大数量',
    },
  },
  'zh-TW': {
    name: '公司名稱', prefix: '前綴', prefixHelp: '列印在該公司清關編號前面。', numberCount: '清關編號數', remaining: '剩餘可用次數',
    numbers: '清關編號', deleteConfirm: '確定刪除該清關公司及其未使用的清關編號嗎？',
    createTitle: '新增清關公司', editTitle: '編輯清關公司',
    number: {
      title: '{{name}} 的清關編號', number: '清關編號', fullNumber: '完整編號', maxQuantity: '最大數量', usedQuantity: '已用數量', usage: '使用情況',
      add: '新增編號', edit: '編輯', delete: '刪除', deleteConfirm: '確定刪除該清關編號嗎？', createTitle: '新增清關編號', editTitle: '編輯清關編號',
      usedHelp: '已在系統外使用的次數；之後只會隨使用而增加。', usedAboveMax: '已用數量不能大於最大數量',
    },
  },
});
