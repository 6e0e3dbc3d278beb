import { ConfigProvider, theme as antTheme } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, useNavigate } from 'react-router';
import { useNotifierWanted } from './api/notify.ts';
import { setSessionEndedHandler } from './api/request.ts';
import { useAntdLocale } from './i18n/antdLocale.ts';
import { MOTION } from './lib/motion.ts';
import { AppRoutes } from './shell/AppRoutes.tsx';
import { useApp, type ComponentSize } from './stores/app.ts';
import { useSession } from './stores/session.ts';

/** The spec's four sizes on Ant Design's three; "mini" is small and compact. */
const ANTD_SIZE: Record<ComponentSize, 'large' | 'middle' | 'small'> = { default: 'large', medium: 'middle', small: 'small', mini: 'small' };

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

// antd's message and notification load with the first toast (see api/notify.ts).
const Notifier = lazy(() => import('./Notifier.tsx'));

function LazyNotifier() {
  const wanted = useNotifierWanted();
  return wanted ? (
    <Suspense fallback={null}>
      <Notifier />
    </Suspense>
  ) : null;
}

function Bridges() {
  const navigate = useNavigate();
  useEffect(() => {
    setSessionEndedHandler(() => {
      useSession.getState().clear();
      queryClient.clear();
      navigate(`/index?activeIndex=1&redirect=${encodeURIComponent(location.pathname + location.search)}`, { replace: true });
    });
  }, [navigate]);
  return null;
}

export function App() {
  const locale = useAntdLocale();
  const size = useApp((s) => s.size);
  const primary = useApp((s) => s.settings.theme);
  return (
    <ConfigProvider
      locale={locale}
      componentSize={ANTD_SIZE[size]}
      theme={{
        algorithm: size === 'mini' ? [antTheme.defaultAlgorithm, antTheme.compactAlgorithm] : antTheme.defaultAlgorithm,
        token: { colorPrimary: primary, motion: MOTION },
      }}
    >
      <LazyNotifier />
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <Bridges />
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </ConfigProvider>
  );
}
