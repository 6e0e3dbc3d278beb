import { summaries } from './define.ts';

export const cargoTypeSummaries = summaries({
  '/CargoType/AddCargoType': ['新增货物类型；名称在站点内唯一', '新增貨物類型；名稱在站點內唯一'],
  '/CargoType/DeleteCargoType': ['删除货物类型', '刪除貨物類型'],
  '/CargoType/EditCargoType': ['保存货物类型', '儲存貨物類型'],
  '/CargoType/GetCargoTypeById': ['货物类型详情及变更记录', '貨物類型詳情及變更記錄'],
  '/CargoType/GetCargoTypes': ['站点的货物类型列表，按显示顺序', '站點的貨物類型列表，按顯示順序'],
  '/CargoType/GetEditCargoType': ['货物类型的编辑表单值', '貨物類型的編輯表單值'],
  '/CargoType/GetSelectCargoTypes': ['站点已启用的货物类型，按显示顺序，供下拉框使用', '站點已啟用的貨物類型，按顯示順序，供下拉選單使用'],
});
