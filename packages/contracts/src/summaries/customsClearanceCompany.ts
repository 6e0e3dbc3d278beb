import { summaries } from './define.ts';

export const customsClearanceCompanySummaries = summaries({
  '/CustomsClearanceCompany/AddCustomsClearanceCompany': ['新增清关公司；名称在站点内唯一', '新增清關公司；名稱在站點內唯一'],
  '/CustomsClearanceNumber/AddCustomsClearanceNumber': ['为公司新增清关编号；在公司内唯一，使用量不超过上限', '為公司新增清關編號；在公司內唯一，使用量不超過上限'],
  '/CustomsClearanceCompany/DeleteCustomsClearanceCompany': ['删除清关公司及其未使用的编号；有编号被引用过时不能删除', '刪除清關公司及其未使用的編號；有編號被引用過時不能刪除'],
  '/CustomsClearanceNumber/DeleteCustomsClearanceNumber': ['删除从未被引用的清关编号（已引用的可停用）', '刪除從未被引用的清關編號（已引用的可停用）'],
  '/CustomsClearanceCompany/EditCustomsClearanceCompany': ['保存清关公司', '儲存清關公司'],
  '/CustomsClearanceNumber/EditCustomsClearanceNumber': ['保存清关编号；上限不能低于已使用量，被引用后编号不能修改', '儲存清關編號；上限不能低於已使用量，被引用後編號不能修改'],
  '/CustomsClearanceCompany/GetCustomsClearanceCompanies': ['站点的清关公司列表，含其编号的剩余数量', '站點的清關公司列表，含其編號的剩餘數量'],
  '/CustomsClearanceCompany/GetCustomsClearanceCompanyById': ['清关公司详情及变更记录', '清關公司詳情及變更記錄'],
  '/CustomsClearanceNumber/GetCustomsClearanceNumbers': ['清关公司的清关编号', '清關公司的清關編號'],
  '/CustomsClearanceCompany/GetEditCustomsClearanceCompany': ['清关公司的编辑表单值', '清關公司的編輯表單值'],
  '/CustomsClearanceCompany/GetSelectCustomsClearanceCompanies': ['站点已启用的清关公司，供下拉框使用', '站點已啟用的清關公司，供下拉選單使用'],
});
