import { RechargeListPage } from './RechargeListPage.tsx';

/** Finance → the site's online recharge records. */
export default function RechargeRecordsIndex() {
  return <RechargeListPage side="backstage" />;
}
