import { Card } from 'antd';
import { PaymentRecordsTable } from './paymentRecords.tsx';

/** Payment records: the site's payments and refunds of bills. */
export default function PaymentRecordsIndex() {
  return (
    <Card>
      <PaymentRecordsTable side="staff" />
    </Card>
  );
}
