import type { CallDefinition } from './call.ts';
import type { Language } from './messages.ts';
import type { ChineseSummaries } from './summaries/define.ts';
import { accountSummaries } from './summaries/account.ts';
import { apiPermissionsSummaries } from './summaries/apiPermissions.ts';
import { applicantInformationSummaries } from './summaries/applicantInformation.ts';
import { cargoTypeSummaries } from './summaries/cargoType.ts';
import { carrierSummaries } from './summaries/carrier.ts';
import { carrierLocalTrackingNumberSummaries } from './summaries/carrierLocalTrackingNumber.ts';
import { commodityCategoriesSummaries } from './summaries/commodityCategories.ts';
import { commonFilesSummaries } from './summaries/commonFiles.ts';
import { controlCenterSummaries } from './summaries/controlCenter.ts';
import { currenciesSummaries } from './summaries/currencies.ts';
import { customsClearanceCompanySummaries } from './summaries/customsClearanceCompany.ts';
import { couponsSummaries } from './summaries/coupons.ts';
import { promotionsSummaries } from './summaries/promotions.ts';
import { expenseTypeSummaries } from './summaries/expenseType.ts';
import { globalCountriesSummaries } from './summaries/globalCountries.ts';
import { helpTutorialTypeSummaries } from './summaries/helpTutorialType.ts';
import { logisticsOrderDocumentsSummaries } from './summaries/logisticsOrderDocuments.ts';
import { logisticsOrderTrajectorySchemeSummaries } from './summaries/logisticsOrderTrajectoryScheme.ts';
import { menusSummaries } from './summaries/menus.ts';
import { organizesSummaries } from './summaries/organizes.ts';
import { paymentConfigurationSummaries } from './summaries/paymentConfiguration.ts';
import { pickersSummaries } from './summaries/pickers.ts';
import { quickNavigationSummaries } from './summaries/quickNavigation.ts';
import { rolesSummaries } from './summaries/roles.ts';
import { selectSummaries } from './summaries/select.ts';
import { shelvesSummaries } from './summaries/shelves.ts';
import { shippingAddressSummaries } from './summaries/shippingAddress.ts';
import { siteSummaries } from './summaries/site.ts';
import { speechSynthesizerSummaries } from './summaries/speechSynthesizer.ts';
import { templatesSummaries } from './summaries/templates.ts';
import { typeOfShippingSummaries } from './summaries/typeOfShipping.ts';
import { uploadSummaries } from './summaries/upload.ts';
import { userSummaries } from './summaries/user.ts';
import { userConfigurationSummaries } from './summaries/userConfiguration.ts';
import { userMessagesSummaries } from './summaries/userMessages.ts';
import { viewsSummaries } from './summaries/views.ts';
import { warehouseSummaries } from './summaries/warehouse.ts';
import { warehousePartitionsSummaries } from './summaries/warehousePartitions.ts';
import { logisticsValueAddedServicesQuotationGroupingSummaries } from './summaries/logisticsValueAddedServicesQuotationGrouping.ts';
import { valueAddedServiceQuotationSummaries } from './summaries/valueAddedServiceQuotation.ts';
import { warehouseQuotationSummaries } from './summaries/warehouseQuotation.ts';
import { warehousingQuotationSummaries } from './summaries/warehousingQuotation.ts';
import { transferQuotationSummaries } from './summaries/transferQuotation.ts';
import { freightCalculatorSummaries } from './summaries/freightCalculator.ts';
import { commoditiesSummaries } from './summaries/commodities.ts';
import { inventorySummaries } from './summaries/inventory.ts';
import { inboundDocumentsSummaries } from './summaries/inboundDocuments.ts';
import { onlinePaymentsSummaries } from './summaries/onlinePayments.ts';
import { logisticsOrdersSummaries } from './summaries/logisticsOrders.ts';
import { parcelsSummaries } from './summaries/parcels.ts';
import { receivingAddressesSummaries } from './summaries/receivingAddresses.ts';
import { recipientInformationSummaries } from './summaries/recipientInformation.ts';
import { settlementsSummaries } from './summaries/settlements.ts';
import { packingSummaries } from './summaries/packing.ts';
import { transferPlanSummaries } from './summaries/transferPlans.ts';
import { transportShiftSummaries } from './summaries/transportShifts.ts';
import { pickingListsSummaries } from './summaries/pickingLists.ts';
import { walletsSummaries } from './summaries/wallets.ts';

/**
 * Every call's summary in the three languages, for the pages that list calls (API permissions, a
 * role's permission tree). English is the call's own `summary` (the OpenAPI document stays
 * English); Simplified and Traditional Chinese live in summaries/<contract file>.ts by path.
 * A new call adds its two translations there (callSummaries.test.ts checks every call has them).
 */
export const CHINESE_SUMMARIES: ChineseSummaries = {
  ...accountSummaries,
  ...apiPermissionsSummaries,
  ...applicantInformationSummaries,
  ...cargoTypeSummaries,
  ...commoditiesSummaries,
  ...couponsSummaries,
  ...promotionsSummaries,
  ...inventorySummaries,
  ...inboundDocumentsSummaries,
  ...onlinePaymentsSummaries,
  ...logisticsOrdersSummaries,
  ...logisticsOrderDocumentsSummaries,
  ...walletsSummaries,
  ...settlementsSummaries,
  ...packingSummaries,
  ...transferPlanSummaries,
  ...transportShiftSummaries,
  ...pickingListsSummaries,
  ...parcelsSummaries,
  ...carrierSummaries,
  ...carrierLocalTrackingNumberSummaries,
  ...commodityCategoriesSummaries,
  ...commonFilesSummaries,
  ...controlCenterSummaries,
  ...currenciesSummaries,
  ...customsClearanceCompanySummaries,
  ...expenseTypeSummaries,
  ...globalCountriesSummaries,
  ...helpTutorialTypeSummaries,
  ...logisticsOrderTrajectorySchemeSummaries,
  ...menusSummaries,
  ...organizesSummaries,
  ...paymentConfigurationSummaries,
  ...pickersSummaries,
  ...quickNavigationSummaries,
  ...rolesSummaries,
  ...selectSummaries,
  ...shelvesSummaries,
  ...siteSummaries,
  ...speechSynthesizerSummaries,
  ...templatesSummaries,
  ...typeOfShippingSummaries,
  ...uploadSummaries,
  ...userSummaries,
  ...userConfigurationSummaries,
  ...userMessagesSummaries,
  ...viewsSummaries,
  ...warehouseSummaries,
  ...warehousePartitionsSummaries,
  ...shippingAddressSummaries,
  ...logisticsValueAddedServicesQuotationGroupingSummaries,
  ...valueAddedServiceQuotationSummaries,
  ...warehouseQuotationSummaries,
  ...warehousingQuotationSummaries,
  ...transferQuotationSummaries,
  ...freightCalculatorSummaries,
  ...receivingAddressesSummaries,
  ...recipientInformationSummaries,
};

/** A call's summary in a language; English (the call's own) where a translation is missing. */
export function callSummary(call: Pick<CallDefinition, 'path' | 'summary'>, language: Language): string {
  const translated = CHINESE_SUMMARIES[call.path];
  if (language === 'zh-CN' && translated) return translated[0];
  if (language === 'zh-TW' && translated) return translated[1];
  return call.summary;
}
