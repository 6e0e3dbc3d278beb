import { App as AntApp, ConfigProvider, theme as antTheme } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';
import { NOTIFICATION_MAX_VISIBLE } from '@lbo/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, useNavigate } from 'react-router';
import { registerNotifier } from './api/notify.ts';
import { setSessionEndedHandler } from './api/request.ts';
import type { Locale } from './i18n/index.ts';
import { AppRoutes } from './shell/AppRoutes.tsx';
import { useApp, type ComponentSize } from './stores/app.ts';
import { useSession } from './stores/session.ts';

const ANTD_LOCALES = { 'zh-CN': zhCN, 'zh-TW': zhTW, en: enUS } satisfies Record<Locale, unknown>;
/** The spec's four sizes on Ant Design's three; "mini" is small and compact. */
const ANTD_SIZE: Record<ComponentSize, 'large' | 'middle' | 'small'> = { default: 'large', medium: 'middle', small: 'small', mini: 'small' };

export const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

function Bridges() {
  const { message, notification } = AntApp.useApp();
  const navigate = useNavigate();
  useEffect(() => {
    registerNotifier(message, notification);
    setSessionEndedHandler(() => {
      useSession.getState().clear();
      queryClient.clear();
      navigate(`/index?activeIndex=1&redirect=${encodeURIComponent(location.pathname + location.search)}`, { replace: true });
    });
  }, [message, notification, navigate]);
  return null;
}

export function App() {
  const { i18n } = useTranslation();
  const size = useApp((s) => s.size);
  const primary = useApp((s) => s.settings.theme);
  return (
    <ConfigProvider
      locale={ANTD_LOCALES[i18n.language as Locale] ?? zhCN}
      componentSize={ANTD_SIZE[size]}
      theme={{
        algorithm: size === 'mini' ? [antTheme.defaultAlgorithm, antTheme.compactAlgorithm] : antTheme.defaultAlgorithm,
        token: { colorPrimary: primary },
      }}
    >
      <AntApp message={{ maxCount: NOTIFICATION_MAX_VISIBLE }} notification={{ maxCount: NOTIFICATION_MAX_VISIBLE }}>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <Bridges />
            <AppRoutes />
          </BrowserRouter>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
