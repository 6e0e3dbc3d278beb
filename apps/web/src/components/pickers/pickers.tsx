import { useTranslation } from 'react-i18next';
import {
  applicantInformation,
  commodities,
  expenseType,
  logisticsValueAddedServicesQuotationGrouping,
  mallShopInformation,
  returnLogisticsOrder,
  selfPickupAddress,
  shelves,
  shopAuthorizationInformation,
  user,
} from '@lbo/contracts';
import {
  applicantPicker,
  commodityPicker,
  expenseTypePicker,
  mallShopPicker,
  ownCommodityPicker,
  ownMallShopPicker,
  ownShopAuthorizationPicker,
  quotationGroupPicker,
  returnOrderPicker,
  selfPickupPicker,
  shelvesPicker,
  shopAuthorizationPicker,
  userPicker,
} from './definitions.tsx';
import { PickerInput, type PickerControlProps } from './PickerInput.tsx';
import { type FilterOf, type ListCall, type RowOf, sourceFromCall } from './source.ts';
import './texts.ts';
import { choosesValue } from '../form/placeholders.ts';

/** The props of the picker of a contract call, plus `query`: a scope sent with every request. */
type PickerProps<C extends ListCall> = PickerControlProps<RowOf<C>, FilterOf<C>> & { query?: Partial<FilterOf<C>> };

const sources = {
  user: sourceFromCall(user.getSelectTableUsers),
  // Deactivated shelves are not offered.
  shelves: sourceFromCall(shelves.getShelves, { IsDeactivate: false }),
  shopAuthorization: sourceFromCall(shopAuthorizationInformation.getShopAuthorizationInformation),
  ownShopAuthorization: sourceFromCall(shopAuthorizationInformation.getUserShopAuthorizationInformation),
  returnOrder: sourceFromCall(returnLogisticsOrder.getReturnLogisticsOrders, { Shippable: true }),
  ownReturnOrder: sourceFromCall(returnLogisticsOrder.getUserReturnLogisticsOrders, { Shippable: true }),
  selfPickup: sourceFromCall(selfPickupAddress.getAvailableSelfPickupAddress),
  applicant: sourceFromCall(applicantInformation.getAvailableApplicantInformation),
  expenseType: sourceFromCall(expenseType.getSelectTableExpenseTypes),
  quotationGroup: sourceFromCall(logisticsValueAddedServicesQuotationGrouping.getSelectTableQuotationGroupings),
  mallShop: sourceFromCall(mallShopInformation.getMallShopInformationSelect),
  ownMallShop: sourceFromCall(mallShopInformation.getUserMallShopInformationSelect),
  commodity: sourceFromCall(commodities.getCommodityByUserId),
  ownCommodity: sourceFromCall(commodities.getUserCommodityByUserId),
};

/** Users of the caller's site (back office); `accountType` 2 limits it to customers, 1 to staff. */
export function UserPicker({ accountType, ...props }: PickerProps<typeof user.getSelectTableUsers> & { accountType?: 1 | 2 }) {
  const query = accountType ? { ...props.query, AccountTypeCode: accountType } : props.query;
  return <PickerInput {...props} definition={userPicker} source={props.source ?? sources.user} query={query} />;
}

/** Shelves; `filterOptions` gives the warehouse and partition choices, `query` can fix a warehouse. */
export function ShelvesPicker(props: PickerProps<typeof shelves.getShelves>) {
  return <PickerInput {...props} definition={shelvesPicker} source={props.source ?? sources.shelves} />;
}

/** Every customer's authorised shops (back office). */
export function ShopAuthorizationPicker(props: PickerProps<typeof shopAuthorizationInformation.getShopAuthorizationInformation>) {
  return <PickerInput {...props} definition={shopAuthorizationPicker} source={props.source ?? sources.shopAuthorization} />;
}

/** The signed-in customer's own authorised shops. */
export function OwnShopAuthorizationPicker(props: PickerProps<typeof shopAuthorizationInformation.getUserShopAuthorizationInformation>) {
  return <PickerInput {...props} definition={ownShopAuthorizationPicker} source={props.source ?? sources.ownShopAuthorization} />;
}

/**
 * Shippable return logistics orders. Type 1 (back office) lists one customer's orders and stays
 * closed until `ownerId` is chosen; type 2 (customer portal) lists the signed-in customer's own.
 */
export function ReturnOrderPicker({
  type,
  ownerId,
  ...props
}: PickerProps<typeof returnLogisticsOrder.getReturnLogisticsOrders> & { type: 1 | 2; ownerId?: number | null }) {
  const { t } = useTranslation();
  if (type === 2) {
    return <PickerInput {...props} definition={returnOrderPicker} source={props.source ?? sources.ownReturnOrder} query={{ ...props.query, Shippable: true }} />;
  }
  return (
    <PickerInput
      {...props}
      definition={returnOrderPicker}
      source={props.source ?? sources.returnOrder}
      query={{ ...props.query, Shippable: true, OwnerId: ownerId ?? undefined }}
      blockedReason={ownerId ? undefined : t('pickers.chooseUserFirst')}
    />
  );
}

export function SelfPickupAddressPicker(props: PickerProps<typeof selfPickupAddress.getAvailableSelfPickupAddress>) {
  return <PickerInput {...props} definition={selfPickupPicker} source={props.source ?? sources.selfPickup} />;
}

export function ApplicantInformationPicker(props: PickerProps<typeof applicantInformation.getAvailableApplicantInformation>) {
  return <PickerInput {...props} definition={applicantPicker} source={props.source ?? sources.applicant} />;
}

export function ExpenseTypePicker(props: PickerProps<typeof expenseType.getSelectTableExpenseTypes>) {
  return <PickerInput {...props} definition={expenseTypePicker} source={props.source ?? sources.expenseType} />;
}

export function QuotationGroupPicker(props: PickerProps<typeof logisticsValueAddedServicesQuotationGrouping.getSelectTableQuotationGroupings>) {
  return <PickerInput {...props} definition={quotationGroupPicker} source={props.source ?? sources.quotationGroup} />;
}

/** Every customer's mall shops (back office). */
export function MallShopPicker(props: PickerProps<typeof mallShopInformation.getMallShopInformationSelect>) {
  return <PickerInput {...props} definition={mallShopPicker} source={props.source ?? sources.mallShop} />;
}

/** The signed-in customer's own mall shops. */
export function OwnMallShopPicker(props: PickerProps<typeof mallShopInformation.getUserMallShopInformationSelect>) {
  return <PickerInput {...props} definition={ownMallShopPicker} source={props.source ?? sources.ownMallShop} />;
}

/** One customer's commodities (back office): stays closed until `userId` is chosen. */
export function CommodityPicker({ userId, ...props }: PickerProps<typeof commodities.getCommodityByUserId> & { userId?: number | null }) {
  const { t } = useTranslation();
  return (
    <PickerInput
      {...props}
      definition={commodityPicker}
      source={props.source ?? sources.commodity}
      query={{ ...props.query, UserId: userId ?? undefined }}
      blockedReason={userId ? undefined : t('pickers.chooseUserFirst')}
    />
  );
}

/** The signed-in customer's own commodities. */
export function OwnCommodityPicker(props: PickerProps<typeof commodities.getUserCommodityByUserId>) {
  return <PickerInput {...props} definition={ownCommodityPicker} source={props.source ?? sources.ownCommodity} />;
}

choosesValue(UserPicker, ShelvesPicker, ShopAuthorizationPicker, OwnShopAuthorizationPicker, ReturnOrderPicker, SelfPickupAddressPicker, ApplicantInformationPicker, ExpenseTypePicker, QuotationGroupPicker, MallShopPicker, OwnMallShopPicker, CommodityPicker, OwnCommodityPicker);
