import { Card } from 'antd';
import { NotAllowed } from '../../components/NotAllowed.tsx';
import { usePermission } from '../../components/usePermission.ts';
import { ForecastTabs } from './UserForecastForms.tsx';
import './userTexts.ts';

/** Forecast parcels: one, a batch by lines, or an Excel file; My parcels lists them afterwards. */
export default function UserForecastIndex() {
  const may = usePermission();
  return may('UserPackage.Forecast') ? (
    <Card>
      <ForecastTabs />
    </Card>
  ) : (
    <NotAllowed />
  );
}
