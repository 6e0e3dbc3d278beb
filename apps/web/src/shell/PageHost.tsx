import { Result, Spin } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGES } from '../pages/registry.ts';

/** The page a menu entry names, or a clear "not available" view for a name this version does not have. */
export function PageHost({ router }: { router: string }) {
  const { t } = useTranslation();
  const Page = PAGES[router];
  if (!Page) return <Result status="info" title={t('route.pageNotAvailable')} subTitle={t('errors.pageNotAvailable', { name: router })} />;
  return (
    <Suspense fallback={<Spin style={{ display: 'block', margin: '80px auto' }} />}>
      <Page />
    </Suspense>
  );
}
