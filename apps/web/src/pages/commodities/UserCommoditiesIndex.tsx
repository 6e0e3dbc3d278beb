import { CommodityListPage } from './CommodityListPage.tsx';

/** My commodities: the customer's own, with the warehouse's audit result. */
export default function UserCommoditiesIndex() {
  return <CommodityListPage side="user" />;
}
