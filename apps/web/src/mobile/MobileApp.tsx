import { DEFAULT_THEME_COLOR } from '@lbo/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, Badge, ConfigProvider, Spin } from 'antd';
import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HashRouter, Navigate, NavLink, Route, Routes, useLocation, useNavigate } from 'react-router';
import { registerNotifier } from '../api/notify.ts';
import { setSessionEndedHandler } from '../api/request.ts';
import { LanguageSwitch } from '../components/LanguageSwitch.tsx';
import { PhoneLayout } from '../components/table/DataCards.tsx';
import { useAntdLocale } from '../i18n/antdLocale.ts';
import { MOTION } from '../lib/motion.ts';
import { HomeFrame } from '../pages/index/HomeFrame.tsx';
import { useHomeConfiguration } from '../pages/index/useHomeConfiguration.ts';
import { useUnreadCount } from '../shell/useShellData.ts';
import { useSession } from '../stores/session.ts';
import { PORTAL_PAGES, type PortalPage } from './pages.tsx';
import { usePortalUser } from './usePortalUser.ts';
import './portal.css';
import './texts.ts';


export const portalQueryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

/** The portal's sign-in, coming back to `path` afterwards. */
const signInPath = (path: string) => `/signin?redirect=${encodeURIComponent(path)}`;

/** The request layer's toasts and its end of session, in the portal's words. */
function Bridges() {
  const navigate = useNavigate();
  const { message, notification } = AntApp.useApp();
  useEffect(() => registerNotifier(message, notification), [message, notification]);
  useEffect(() => {
    setSessionEndedHandler(() => {
      useSession.getState().clear();
      portalQueryClient.clear();
      navigate(signInPath('/'), { replace: true });
    });
  }, [navigate]);
  return null;
}

/** A page for the signed-in: shown once the customer's details (their buttons, which pages read) are in, also when it is opened directly or reloaded. */
function RequireSession({ children }: { children: ReactNode }) {
  const token = useSession((s) => s.accessToken);
  const me = usePortalUser();
  const location = useLocation();
  // The customer's buttons are in their user info: a page opened directly (a reload, a link) needs it as much as the home page.
  usePortalUser();
  if (!token) return <Navigate to={signInPath(location.pathname + location.search)} replace />;
  if (me.isPending) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  return children;
}

function TabBar() {
  const { t } = useTranslation();
  const unread = useUnreadCount().data ?? 0;
  return (
    <nav className="portal-tabs" data-testid="portal-tabs">
      {PORTAL_PAGES.filter((p) => p.tab).map((p) => (
        <NavLink key={p.path} to={p.path} end className="portal-tab" data-testid={`tab-${p.path.slice(1) || 'home'}`}>
          {p.path === '/messages' ? (
            <Badge count={unread} size="small" overflowCount={10}>
              {p.tab}
            </Badge>
          ) : (
            p.tab
          )}
          <span>{t(p.title)}</span>
        </NavLink>
      ))}
    </nav>
  );
}

function PageRoute({ page }: { page: PortalPage }) {
  const { t } = useTranslation();
  const config = useHomeConfiguration();
  const { pathname } = useLocation();
  // Each page opens at its top, not at the previous page's scroll position.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  const Page = page.page;
  const body = (
    <>
      <header className="portal-header">
        <h1>{page.path === '/' ? config.Title || t('app.name') : t(page.title)}</h1>
        <LanguageSwitch />
      </header>
      <main className="portal-page">
        <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
          <Page />
        </Suspense>
      </main>
    </>
  );
  return page.access === 'session' ? <RequireSession>{body}</RequireSession> : body;
}

function PortalFrame() {
  const config = useHomeConfiguration();
  const primary = config.PrimaryColor || DEFAULT_THEME_COLOR;
  return (
    <ConfigProvider theme={{ token: { colorPrimary: primary } }}>
      <HomeFrame primary={primary} className="portal">
        <Routes>
          {PORTAL_PAGES.map((p) => (
            <Route key={p.path} path={p.path} element={<PageRoute page={p} />} />
          ))}
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
        <TabBar />
      </HomeFrame>
    </ConfigProvider>
  );
}

/** The customer portal in a phone layout (/app/): the pages of PORTAL_PAGES under a bottom tab bar, on the back office's request layer, texts and session. */
export function MobileApp() {
  const locale = useAntdLocale();
  return (
    <ConfigProvider locale={locale} componentSize="large" theme={{ token: { motion: MOTION } }}>
      {/* Every list of the portal shows its rows as cards, whatever the window's width. */}
      <PhoneLayout value>
        <AntApp>
          <QueryClientProvider client={portalQueryClient}>
            <HashRouter>
              <Bridges />
              <PortalFrame />
            </HashRouter>
          </QueryClientProvider>
        </AntApp>
      </PhoneLayout>
    </ConfigProvider>
  );
}
