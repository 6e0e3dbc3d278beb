import { summaries } from './define.ts';

/** Calls declared for the pickers ahead of their own areas. */
export const pickersSummaries = summaries({
  '/MallShopInformation/GetMallShopInformationSelect': ['站点商城店铺的分页，供商城店铺选择器使用', '站點商城店鋪的分頁，供商城店鋪選擇器使用'],
  '/UserMallShopInformation/GetMallShopInformationSelect': ['当前客户自己的商城店铺分页，供商城店铺选择器使用', '目前客戶自己的商城店鋪分頁，供商城店鋪選擇器使用'],
  '/ReturnLogisticsOrder/GetReturnLogisticsOrders': ['站点退货物流单的分页，可只看某客户（OwnerId）', '站點退貨物流單的分頁，可只看某客戶（OwnerId）'],
  '/UserReturnLogisticsOrder/GetReturnLogisticsOrders': ['当前客户自己的退货物流单分页', '目前客戶自己的退貨物流單分頁'],
  '/SelfPickupAddress/GetAvailableSelfPickupAddress': ['在用的自提点分页，供自提点选择器使用', '使用中的自取點分頁，供自取點選擇器使用'],
  '/ShopAuthorizationInformation/GetShopAuthorizationInformation': ['站点所有客户已授权店铺的分页', '站點所有客戶已授權店鋪的分頁'],
  '/UserShopAuthorizationInformation/GetShopAuthorizationInformation': ['当前客户自己已授权店铺的分页', '目前客戶自己已授權店鋪的分頁'],
});
