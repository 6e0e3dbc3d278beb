import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { PAGES } from '../pages/registry.ts';

const PageNotAvailable = lazy(() => import('../pages/errors/ErrorPages.tsx').then((m) => ({ default: m.PageNotAvailable })));

/** The page a menu entry names, or a clear "not available" view for a name this version does not have. */
export function PageHost({ router }: { router: string }) {
  const Page = PAGES[router];
  return (
    <Suspense fallback={<Spin style={{ display: 'block', margin: '80px auto' }} />}>
      {Page ? <Page /> : <PageNotAvailable name={router} />}
    </Suspense>
  );
}
