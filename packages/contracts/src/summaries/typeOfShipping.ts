import { summaries } from './define.ts';

export const typeOfShippingSummaries = summaries({
  '/TypeOfShipping/AddTypeOfShipping': ['新增运输方式；名称在站点内唯一，最短时效不大于最长时效', '新增運輸方式；名稱在站點內唯一，最短時效不大於最長時效'],
  '/TypeOfShipping/DeleteTypeOfShipping': ['删除运输方式', '刪除運輸方式'],
  '/TypeOfShipping/EditTypeOfShipping': ['保存运输方式', '儲存運輸方式'],
  '/TypeOfShipping/GetEditTypeOfShipping': ['运输方式的编辑表单值', '運輸方式的編輯表單值'],
  '/TypeOfShipping/GetSelectTypeOfShipping': ['站点已启用的运输方式，按显示顺序，供下拉框使用', '站點已啟用的運輸方式，按顯示順序，供下拉選單使用'],
  '/TypeOfShipping/GetTypeOfShippingById': ['运输方式详情及变更记录', '運輸方式詳情及變更記錄'],
  '/TypeOfShipping/GetTypeOfShippings': ['站点的运输方式列表，按显示顺序', '站點的運輸方式列表，按顯示順序'],
});
