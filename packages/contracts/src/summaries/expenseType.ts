import { summaries } from './define.ts';

export const expenseTypeSummaries = summaries({
  '/ExpenseType/AddExpenseType': ['新增费用类型；编码及（填写时的）系统变量在站点内唯一', '新增費用類型；編碼及（填寫時的）系統變數在站點內唯一'],
  '/ExpenseType/DeleteExpenseType': ['删除费用类型（记录仍在使用的请停用）', '刪除費用類型（記錄仍在使用的請停用）'],
  '/ExpenseType/EditExpenseType': ['保存费用类型', '儲存費用類型'],
  '/ExpenseType/GetEditExpenseType': ['费用类型的编辑表单值', '費用類型的編輯表單值'],
  '/ExpenseType/GetExpenseTypeById': ['费用类型详情及变更记录', '費用類型詳情及變更記錄'],
  '/ExpenseType/GetExpenseTypes': ['站点的费用类型列表，按显示顺序（平台人员：全部站点或指定 SiteId）', '站點的費用類型列表，按顯示順序（平台人員：全部站點或指定 SiteId）'],
  '/ExpenseType/GetSelectTableExpenseTypes': ['已启用费用类型的分页，按显示顺序，供费用类型选择器使用', '已啟用費用類型的分頁，按顯示順序，供費用類型選擇器使用'],
});
