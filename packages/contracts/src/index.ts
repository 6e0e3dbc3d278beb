import type { CallDefinition } from './call.ts';
import * as account from './account.ts';
import * as apiPermissions from './apiPermissions.ts';
import * as applicantInformation from './applicantInformation.ts';
import * as cargoType from './cargoType.ts';
import * as carrier from './carrier.ts';
import * as carrierLocalTrackingNumber from './carrierLocalTrackingNumber.ts';
import * as commodityCategories from './commodityCategories.ts';
import * as customsClearanceCompany from './customsClearanceCompany.ts';
import * as typeOfShipping from './typeOfShipping.ts';
import * as commodities from './commodities.ts';
import * as commonFiles from './commonFiles.ts';
import * as coupons from './coupons.ts';
import * as promotions from './promotions.ts';
import * as expenseType from './expenseType.ts';
import * as globalCountries from './globalCountries.ts';
import * as logisticsValueAddedServicesQuotationGrouping from './logisticsValueAddedServicesQuotationGrouping.ts';
import * as mallShopInformation from './mallShopInformation.ts';
import * as organizes from './organizes.ts';
import * as paymentConfiguration from './paymentConfiguration.ts';
import * as onlinePayments from './onlinePayments.ts';
import * as returnLogisticsOrder from './returnLogisticsOrder.ts';
import * as roles from './roles.ts';
import * as selfPickupAddress from './selfPickupAddress.ts';
import * as shelves from './shelves.ts';
import * as shopAuthorizationInformation from './shopAuthorizationInformation.ts';
import * as templates from './templates.ts';
import * as controlCenter from './controlCenter.ts';
import * as menus from './menus.ts';
import * as quickNavigation from './quickNavigation.ts';
import * as site from './site.ts';
import * as speechSynthesizer from './speechSynthesizer.ts';
import * as upload from './upload.ts';
import * as user from './user.ts';
import * as userConfiguration from './userConfiguration.ts';
import * as userMessages from './userMessages.ts';
import * as views from './views.ts';
import * as currencies from './currencies.ts';
import * as helpTutorialType from './helpTutorialType.ts';
import * as logisticsOrderTrajectoryScheme from './logisticsOrderTrajectoryScheme.ts';
import * as select from './select.ts';
import * as warehouse from './warehouse.ts';
import * as warehousePartitions from './warehousePartitions.ts';
import * as shippingAddress from './shippingAddress.ts';
import * as valueAddedServiceQuotation from './valueAddedServiceQuotation.ts';
import * as warehouseQuotation from './warehouseQuotation.ts';
import * as warehousingQuotation from './warehousingQuotation.ts';
import * as transferQuotation from './transferQuotation.ts';
import * as freightCalculator from './freightCalculator.ts';
import * as parcels from './parcels.ts';
import * as inventory from './inventory.ts';
import * as receivingAddresses from './receivingAddresses.ts';
import * as recipientInformation from './recipientInformation.ts';
import * as inboundDocuments from './inboundDocuments.ts';
import * as logisticsOrders from './logisticsOrders.ts';
import * as settlements from './settlements.ts';
import * as pickingLists from './pickingLists.ts';
import * as wallets from './wallets.ts';
import * as packing from './packing.ts';
import * as transferPlans from './transferPlans.ts';
import * as transportShifts from './transportShifts.ts';

export * from './call.ts';
export * from './callSummaries.ts';
export * from './pageCalls.ts';
export * from './common.ts';
export * from './constants.ts';
export * from './decimal.ts';
export * from './errors.ts';
export * from './messages.ts';
export * from './payload.ts';
export * from './selectTable.ts';
export * from './validation.ts';
export { account, controlCenter, menus, quickNavigation, site, speechSynthesizer, upload, user, userConfiguration, userMessages };
export { apiPermissions, views };
export { shippingAddress, warehouse, warehousePartitions };
export { valueAddedServiceQuotation, warehouseQuotation, warehousingQuotation };
export { freightCalculator, transferQuotation };
export { parcels };
export { inventory };
export * from './lifecycle.ts';
export { receivingAddresses, recipientInformation };
export { RECIPIENT_CALLS } from './recipientInformation.ts';
export { inboundDocuments };
export { INBOUND_CALLS, type InboundSide } from './inboundDocuments.ts';
export { logisticsOrders };
export { settlements, wallets };
export { packing };
export { transferPlans };
export { transportShifts };
export { pickingLists };
export { coupons, promotions };
export { ORDER_CALLS, type OrderSide } from './logisticsOrders.ts';
export { currencies, helpTutorialType, logisticsOrderTrajectoryScheme, select };
export { commonFiles, onlinePayments, paymentConfiguration, templates };
export { cargoType, carrier, carrierLocalTrackingNumber, commodityCategories, customsClearanceCompany, typeOfShipping };
export { applicantInformation, commodities, expenseType, globalCountries, logisticsValueAddedServicesQuotationGrouping, mallShopInformation, organizes, returnLogisticsOrder, roles, selfPickupAddress, shelves, shopAuthorizationInformation };
export type { MenuNode } from './menus.ts';
export { ORGANIZE_CALLS, type OrganizeSide } from './organizes.ts';
export { ROLE_CALLS, ROLE_LIST_CALLS, type RoleSide } from './roles.ts';
export { AccountType, isLockedIndefinitely, LOCKED_INDEFINITELY, moneyText, USER_CALLS, walletFigures, type UserInfo, type UserSide } from './user.ts';
export { COMMODITY_CALLS, type CommoditySide } from './commodities.ts';
export type { UserConfigure } from './userConfiguration.ts';

function isCall(value: unknown): value is CallDefinition {
  return typeof value === 'object' && value !== null && 'path' in value && 'request' in value && 'access' in value;
}

/** Every call of the product, one entry each: the server registers routes from it, the web client derives its calls. */
export const CALLS: readonly CallDefinition[] = [
  applicantInformation,
  currencies,
  helpTutorialType,
  logisticsOrderTrajectoryScheme,
  select.SELECTION_CALLS,
  cargoType,
  carrier,
  carrierLocalTrackingNumber,
  commodityCategories,
  customsClearanceCompany,
  typeOfShipping,
  commodities,
  commonFiles,
  expenseType,
  globalCountries,
  logisticsValueAddedServicesQuotationGrouping,
  mallShopInformation,
  organizes,
  paymentConfiguration,
  returnLogisticsOrder,
  roles,
  selfPickupAddress,
  shelves,
  shopAuthorizationInformation,
  templates,
  account,
  controlCenter,
  menus,
  quickNavigation,
  site,
  speechSynthesizer,
  upload,
  user,
  userConfiguration,
  userMessages,
  apiPermissions,
  views,
  warehouse,
  warehousePartitions,
  shippingAddress,
  valueAddedServiceQuotation,
  warehouseQuotation,
  warehousingQuotation,
  transferQuotation,
  freightCalculator,
  parcels,
  inventory,
  receivingAddresses,
  recipientInformation,
  inboundDocuments,
  logisticsOrders,
  wallets,
  settlements,
  pickingLists,
  onlinePayments,
  coupons,
  promotions,
  packing,
  transferPlans,
  transportShifts,
].flatMap((area) => Object.values(area).filter(isCall));
