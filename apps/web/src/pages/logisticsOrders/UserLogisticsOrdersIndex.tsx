import { OrderListPage } from './OrderListPage.tsx';

/** Orders → the customer's own logistics orders, with "ship goods" (also in the phone portal). */
export default function UserLogisticsOrdersIndex() {
  return <OrderListPage side="user" />;
}
