import { summaries } from './define.ts';

export const recipientInformationSummaries = summaries({
  '/UserRecipientInformation/GetRecipientInformations': ['本人的收件人，默认的在前，可按姓名、电话或地址查询', '本人的收件人，預設的在前，可按姓名、電話或地址查詢'],
  '/UserRecipientInformation/GetRecipientInformationById': ['本人的一个收件人及其记录', '本人的一個收件人及其記錄'],
  '/UserRecipientInformation/GetDefaultRecipientInformation': ['本人的默认收件人，没有默认的为空', '本人的預設收件人，沒有預設的為空'],
  '/UserRecipientInformation/AddRecipientInformation': ['新增收件人；电话、证件号码和邮编按国家或地区的规则校验；第一个收件人为默认', '新增收件人；電話、證件號碼和郵遞區號按國家或地區的規則校驗；第一個收件人為預設'],
  '/UserRecipientInformation/EditRecipientInformation': ['保存收件人；姓名或证件号码改动后重新实名审核', '儲存收件人；姓名或證件號碼改動後重新實名審核'],
  '/UserRecipientInformation/DeleteRecipientInformation': ['删除收件人', '刪除收件人'],
  '/UserRecipientInformation/SetDefaultRecipientInformation': ['把收件人设为默认（原默认的不再是默认）', '把收件人設為預設（原預設的不再是預設）'],
  '/RecipientInformation/GetRecipientInformations': ['站点客户的收件人，可按客户、姓名、电话或地址、类型和实名审核状态查询', '站點客戶的收件人，可按客戶、姓名、電話或地址、類型和實名審核狀態查詢'],
  '/RecipientInformation/GetRecipientInformationById': ['客户的一个收件人及其记录', '客戶的一個收件人及其記錄'],
  '/RecipientInformation/EditRecipientInformation': ['修正客户的收件人；姓名或证件号码改动后重新实名审核', '修正客戶的收件人；姓名或證件號碼改動後重新實名審核'],
  '/RecipientInformation/AuditRecipientInformation': ['收件人实名审核通过或不通过（附原因），并通知客户', '收件人實名審核通過或不通過（附原因），並通知客戶'],
});
