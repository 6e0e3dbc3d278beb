import { RechargeListPage } from './RechargeListPage.tsx';

/** Finance → the customer's own recharge records (also in the phone portal). */
export default function UserRechargeRecordsIndex() {
  return <RechargeListPage side="user" />;
}
