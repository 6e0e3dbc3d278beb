import { summaries } from './define.ts';

export const shippingAddressSummaries = summaries({
  '/ShippingAddress/AddShippingAddress': ['为已启用的仓库新增发货、退货或自提地址', '為已啟用的倉庫新增發貨、退貨或自取地址'],
  '/ShippingAddress/DeleteShippingAddress': ['删除发货地址', '刪除發貨地址'],
  '/ShippingAddress/EditShippingAddress': ['保存发货地址（停用的自提点不再出现在自提点选择器中）', '儲存發貨地址（停用的自取點不再出現在自取點選擇器中）'],
  '/ShippingAddress/GetEditShippingAddress': ['发货地址的编辑表单值', '發貨地址的編輯表單值'],
  '/ShippingAddress/GetShippingAddressById': ['发货地址详情及变更记录', '發貨地址詳情及變更記錄'],
  '/ShippingAddress/GetShippingAddresses': ['调用者可用仓库的发货地址，按仓库、类型和名称', '呼叫者可用倉庫的發貨地址，按倉庫、類型和名稱'],
});
