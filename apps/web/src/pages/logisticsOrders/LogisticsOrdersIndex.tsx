import { OrderListPage } from './OrderListPage.tsx';

/** Logistics → every customer's logistics orders of the site: approval, bills, freezing, tracks, and orders created for a customer. */
export default function LogisticsOrdersIndex() {
  return <OrderListPage side="backstage" />;
}
