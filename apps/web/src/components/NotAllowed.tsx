import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** What a page shows a role that holds the page but not the button the whole page is (a scan screen). */
export function NotAllowed() {
  const { t } = useTranslation();
  return <Result status="403" title={t('route.unauthorized')} subTitle={t('errors.unauthorized')} data-testid="not-allowed" />;
}
