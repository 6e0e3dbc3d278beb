import { App as AntApp, FloatButton, Layout as AntLayout, Result, Spin } from 'antd';
import { MOBILE_BREAKPOINT, NOTIFICATION_MAX_VISIBLE, SCROLL_TO_TOP_DURATION_MS } from '@lbo/contracts';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useOutlet } from 'react-router';
import { registerNotifier } from '../api/notify.ts';
import { useApp } from '../stores/app.ts';
import { isStaff, useSession } from '../stores/session.ts';
import { HOME_VIEW, useTags } from '../stores/tags.ts';
import { startDeviceService, stopDeviceService } from './deviceAgent.ts';
import { HardwareDrawer } from './HardwareDrawer.tsx';
import { Navbar } from './Navbar.tsx';
import { PageErrorBoundary } from './PageErrorBoundary.tsx';
import { pageRoutes, type AppRoute } from './routeBuilder.ts';
import { SettingsDrawer, useUserConfigure } from './SettingsDrawer.tsx';
import { Sidebar } from './Sidebar.tsx';
import { TagsView } from './TagsView.tsx';
import { useLogout } from './useLogout.ts';
import { useScanShortcuts } from './useScanShortcuts.ts';
import { useServerHub } from './useServerHub.ts';
import { useSiteConfig } from './useSiteConfig.ts';
import './layout.css';

/** Fixed views of the shell (the rest come from the menu). */
const FIXED_VIEWS: Record<string, { name: string; title: string; affix?: boolean; noCache?: boolean }> = {
  [HOME_VIEW.path]: HOME_VIEW,
  '/mine/MineProfileIndex': { name: 'MineProfileIndex', title: 'route.MineProfileIndex' },
  '/Settings': { name: 'Settings', title: 'route.Settings' },
  '/PreviewPromotionActivitiesIndex': { name: 'PreviewPromotionActivitiesIndex', title: 'route.PreviewPromotionActivitiesIndex', noCache: true },
  '/LogisticsThirdPartyPlatformsOrderIndex': { name: 'LogisticsThirdPartyPlatformsOrderIndex', title: 'route.LogisticsThirdPartyPlatformsOrderIndex' },
  ...(import.meta.env.DEV ? { '/dev/components': { name: 'ComponentsGallery', title: 'route.ComponentsGallery' } } : {}),
};

/**
 * Visited views stay mounted (hidden) so going back to a tag keeps its state, except views marked
 * noCache; closing a tag drops its page; Refresh re-creates it. Each view has its own error
 * boundary, so a page that throws shows its error view and never takes the shell down.
 */
function CachedViews({ cacheable }: { cacheable: (path: string) => boolean }) {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const views = useTags((s) => s.views);
  const versions = useTags((s) => s.versions);
  const refreshKey = useApp((s) => s.refreshKey);
  const refreshView = useTags((s) => s.refreshView);
  const cache = useRef(new Map<string, ReactNode>());
  // The current view always takes the latest outlet (the menu may have loaded since); React keeps its state.
  if (cacheable(pathname)) cache.current.set(pathname, outlet);
  const open = new Set(views.map((v) => v.path));
  for (const path of cache.current.keys()) if (!open.has(path) && path !== pathname) cache.current.delete(path);
  const current = cacheable(pathname) ? null : outlet;
  return (
    <>
      {[...cache.current.entries()].map(([path, element]) => (
        <div key={`${path}:${versions[path] ?? 0}:${path === pathname ? refreshKey : 0}`} style={{ display: path === pathname ? 'block' : 'none' }}>
          <PageErrorBoundary onRetry={() => refreshView(path)}>{element}</PageErrorBoundary>
        </div>
      ))}
      {current && (
        <div key={`${pathname}:${versions[pathname] ?? 0}:${refreshKey}`}>
          <PageErrorBoundary onRetry={() => refreshView(pathname)}>{current}</PageErrorBoundary>
        </div>
      )}
    </>
  );
}

/** The toasts of the request layer join the pages' (App.useApp()) while the signed-in shell is shown. */
function ShellNotifier() {
  const { message, notification } = AntApp.useApp();
  useEffect(() => registerNotifier(message, notification), [message, notification]);
  return null;
}

/** The signed-in shell, in antd's App: its pages use App.useApp() for confirmations and messages. */
export function Layout(props: { routes: AppRoute[]; loading: boolean }) {
  return (
    <AntApp message={{ maxCount: NOTIFICATION_MAX_VISIBLE }} notification={{ maxCount: NOTIFICATION_MAX_VISIBLE }}>
      <ShellNotifier />
      <Shell {...props} />
    </AntApp>
  );
}

function Shell({ routes, loading }: { routes: AppRoute[]; loading: boolean }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const app = useApp();
  const user = useSession((s) => s.user);
  const token = useSession((s) => s.accessToken);
  const config = useSiteConfig(true);
  const logout = useLogout();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const pages = useMemo(() => pageRoutes(routes), [routes]);
  const visit = useTags((s) => s.visit);
  useServerHub();
  useScanShortcuts(routes);

  useEffect(() => {
    const onResize = () => app.setDevice(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [app]);

  // On mobile the sidebar closes on every route change.
  useEffect(() => {
    if (window.innerWidth < MOBILE_BREAKPOINT && useApp.getState().sidebarOpened) useApp.getState().closeSidebar();
  }, [pathname]);

  useEffect(() => {
    const fixed = FIXED_VIEWS[pathname];
    const route = pages.find((r) => r.path === pathname);
    if (fixed) visit({ path: pathname, fullPath: pathname + search, name: fixed.name, title: fixed.title, affix: Boolean(fixed.affix), noCache: Boolean(fixed.noCache) });
    else if (route) visit({ path: pathname, fullPath: pathname + search, name: route.name, title: route.title, affix: false, noCache: false });
  }, [pathname, search, pages, visit]);

  // The local device connection runs only while "connect printing" (OpenService) is on.
  const configure = useUserConfigure(app.settings.OpenService);
  const deviceAddress = configure.data?.LocalServiceConnection ?? '';
  useEffect(() => {
    if (app.settings.OpenService && deviceAddress && isStaff(user) && user && token) {
      startDeviceService(deviceAddress, { UserName: user.NickName, ApiUrl: location.origin, Token: token });
    } else {
      stopDeviceService();
    }
  }, [app.settings.OpenService, deviceAddress, user, token]);

  if (loading) return <Spin fullscreen />;
  const messagesPath = pages.find((r) => r.router === 'MineUserMessagesIndex')?.path ?? '/404';
  const noCache = new Set([...Object.entries(FIXED_VIEWS).filter(([, v]) => v.noCache).map(([p]) => p)]);
  const known = new Set([...Object.keys(FIXED_VIEWS), ...pages.map((p) => p.path)]);
  return (
    <AntLayout style={{ minHeight: '100vh' }} hasSider>
      <Sidebar routes={routes} logo={config.Logo} title={config.Title} />
      <AntLayout>
        <div style={app.settings.fixedHeader ? { position: 'sticky', top: 0, zIndex: 10 } : undefined}>
          <Navbar
            routes={routes}
            messagesPath={messagesPath}
            onSettings={() => setSettingsOpen(true)}
            onLogout={() => void logout()}
            staff={isStaff(user)}
          />
          {app.settings.tagsView && <TagsView />}
        </div>
        <AntLayout.Content style={{ margin: 12, minHeight: 280 }}>
          {routes.length === 0 && pathname !== '/dashboard' && !known.has(pathname) ? (
            <Result status="404" title={t('route.notFound')} />
          ) : (
            <CachedViews cacheable={(p) => known.has(p) && !noCache.has(p)} />
          )}
        </AntLayout.Content>
      </AntLayout>
      <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      {isStaff(user) && <HardwareDrawer />}
      <FloatButton.BackTop duration={SCROLL_TO_TOP_DURATION_MS} style={{ insetInlineEnd: 88 }} />
    </AntLayout>
  );
}
