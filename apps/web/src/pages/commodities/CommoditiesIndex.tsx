import { CommodityListPage } from './CommodityListPage.tsx';

/** Commodities → the site's commodities of every customer, with the specification audit. */
export default function CommoditiesIndex() {
  return <CommodityListPage side="backstage" />;
}
