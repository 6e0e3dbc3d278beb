import { summaries } from './define.ts';

export const promotionsSummaries = summaries({
  '/PromotionActivity/GetPromotionActivities': ['站点的促销活动，最新在前，含已发放数量', '站點的促銷活動，最新在前，含已發放數量'],
  '/PromotionActivity/AddPromotionActivity': ['新增促销活动：页面、库存、每位客户的领取次数及赠品', '新增促銷活動：頁面、庫存、每位客戶的領取次數及贈品'],
  '/PromotionActivity/GetEditPromotionActivity': ['促销活动的编辑表单值', '促銷活動的編輯表單值'],
  '/PromotionActivity/EditPromotionActivity': ['保存促销活动；最大发放量不能少于已发放数量', '儲存促銷活動；最大發放量不能少於已發放數量'],
  '/PromotionActivity/DeletePromotionActivity': ['删除促销活动；已有人领取的不能删除（请停用）', '刪除促銷活動；已有人領取的不能刪除（請停用）'],
  '/PromotionActivity/GetPromotionActivityById': ['促销活动详情及变更记录', '促銷活動詳情及變更記錄'],
  '/PromotionActivity/GetPromotionActivity': ['促销活动页面及调用者的领取状态（人员预览：不可领取）', '促銷活動頁面及呼叫者的領取狀態（人員預覽：不可領取）'],
  '/PromotionActivity/GetPromotionClaims': ['站点促销活动（或某一活动）的领取记录，最新在前', '站點促銷活動（或某一活動）的領取記錄，最新在前'],
  '/UserPromotionActivity/GetPromotionActivities': ['客户所在站点已启用且未结束的促销活动，含客户的领取状态', '客戶所在站點已啟用且未結束的促銷活動，含客戶的領取狀態'],
  '/UserPromotionActivity/ClaimPromotionActivity': ['领取促销活动的赠品：原子操作，不超过最大发放量及客户在本周期的次数', '領取促銷活動的贈品：原子操作，不超過最大發放量及客戶在本週期的次數'],
});
