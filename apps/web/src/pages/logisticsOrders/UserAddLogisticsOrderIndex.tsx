import { Card } from 'antd';
import { OrderWizard } from './OrderWizard.tsx';

/** Orders → ship goods: the order wizard on a page of its own (the menu's "create", and the phone portal's). */
export default function UserAddLogisticsOrderIndex() {
  return (
    <Card>
      <OrderWizard side="user" />
    </Card>
  );
}
