import { Card } from 'antd';
import { ForecastTabs } from './UserForecastForms.tsx';
import './userTexts.ts';

/** Forecast parcels: one, a batch by lines, or an Excel file; My parcels lists them afterwards. */
export default function UserForecastIndex() {
  return (
    <Card>
      <ForecastTabs />
    </Card>
  );
}
