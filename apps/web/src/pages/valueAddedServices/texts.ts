import { defineTexts } from '../../i18n/defineTexts.ts';

export const valueAddedServicesTexts = defineTexts('valueAddedServices', {
  en: {
    groupName: 'Group name', multipleChoice: 'Choice', multiple: 'Multiple choice', single: 'Single choice', expenseType: 'Expense type', explain: 'Explanation', serviceCount: 'Services',
    createGroup: 'New value-added service group', editGroup: 'Edit value-added service group', deleteGroupConfirm: 'Delete this group? A group that still holds services cannot be deleted.',
    name: 'Service name', group: 'Group', price: 'Price', calculationMethod: 'Charged', createService: 'New value-added service', editService: 'Edit value-added service',
    deleteServiceConfirm: 'Delete this value-added service?', preview: 'As an order offers them', previewHelp: 'Enabled services by group, as customers will choose them on an order.',
    methods: { 1: 'Per order', 2: 'Per piece', 3: 'Per kg' },
  },
  'zh-CN': {
    groupName: '分组名称', multipleChoice: '选择方式', multiple: '多选', single: '单选', expenseType: '费用类型', explain: '说明', serviceCount: '服务数',
    createGroup: '新增增值服务分组', editGroup: '编辑增值服务分组', deleteGroupConfirm: '确定删除该分组吗？分组下还有服务时不能删除。',
    name: '服务名称', group: '分组', price: '价格', calculationMethod: '计费方式', createService: '新增增值服务', editService: '编辑增值服务',
    deleteServiceConfirm: '确定删除该增值服务吗？', preview: '订单上的显示效果', previewHelp: '已启用的服务按分组显示，客户下单时如此选择。',
    methods: { 1: '按单', 2: '按件', 3: '按公斤' },
  },
  'zh-TW': {
    groupName: '分組名稱', multipleChoice: '選擇方式', multiple: '多選', single: '單選', expenseType: '費用類型', explain: '說明', serviceCount: '服務數',
    createGroup: '新增加值服務分組', editGroup: '編輯加值服務分組', deleteGroupConfirm: '確定刪除該分組嗎？分組下還有服務時不能刪除。',
    name: '服務名稱', group: '分組', price: '價格', calculationMethod: '計費方式', createService: '新增加值服務', editService: '編輯加值服務',
    deleteServiceConfirm: '確定刪除該加值服務嗎？', preview: '訂單上的顯示效果', previewHelp: '已啟用的服務按分組顯示，客戶下單時如此選擇。',
    methods: { 1: '按單', 2: '按件', 3: '按公斤' },
  },
});
