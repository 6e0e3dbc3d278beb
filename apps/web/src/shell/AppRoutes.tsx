import { Spin } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation, useSearchParams } from 'react-router';
import { NoticeDetailedIndex, NotFoundPage, RedirectPage, UnauthorizedPage } from '../pages/errors/ErrorPages.tsx';
import { useSession } from '../stores/session.ts';
import { PageHost } from './PageHost.tsx';
import { pageRoutes } from './routeBuilder.ts';
import { useShellData } from './useShellData.ts';

const IndexPage = lazy(() => import('../pages/index/IndexPage.tsx'));
// The signed-in shell is its own chunk: the public home does not load it.
const Layout = lazy(() => import('./Layout.tsx').then((m) => ({ default: m.Layout })));
const DashboardPage = lazy(() => import('../pages/dashboard/DashboardPage.tsx'));
const MineProfileIndex = lazy(() => import('../pages/mine/MineProfileIndex.tsx'));
const ComponentsGallery = lazy(() => import('../pages/dev/ComponentsGallery.tsx'));

const spin = <Spin fullscreen />;

/** Without a token any private path goes to /index with activeIndex and the full path wanted as redirect. */
export function RequireSession({ children }: { children: ReactNode }) {
  const token = useSession((s) => s.accessToken);
  const location = useLocation();
  if (!token) return <Navigate to={`/index?activeIndex=1&redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  return children;
}

/** /auth-redirect: the landing of an external sign-in; continues to its redirect target. */
function AuthRedirect() {
  const [params] = useSearchParams();
  return <Navigate to={params.get('redirect') || '/'} replace />;
}

function PrivateShell() {
  const shell = useShellData();
  return (
    <RequireSession>
      <Layout routes={shell.routes} loading={shell.loading && !shell.error} />
    </RequireSession>
  );
}

/** The fixed routes of the spec, plus one route per page of the signed-in user's menu. */
export function AppRoutes() {
  const token = useSession((s) => s.accessToken);
  const shell = useShellData();
  const pages = pageRoutes(shell.routes);
  return (
    <Suspense fallback={spin}>
      <Routes>
        <Route path="/index" element={<IndexPage />} />
        <Route path="/auth-redirect" element={<AuthRedirect />} />
        <Route path="/NoticeDetailedIndex" element={<NoticeDetailedIndex />} />
        <Route path="/loginUser" element={token ? <Navigate to="/" replace /> : <Navigate to="/index?activeIndex=1" replace />} />
        <Route path="/404" element={<NotFoundPage />} />
        <Route path="/401" element={<UnauthorizedPage />} />
        <Route element={<PrivateShell />}>
          <Route path="/" element={<Navigate to="/dashboard" replace />} />
          <Route path="/dashboard" element={<DashboardPage />} />
          <Route path="/mine/MineProfileIndex" element={<MineProfileIndex />} />
          <Route path="/Settings" element={<Navigate to="/dashboard" replace />} />
          <Route path="/PreviewPromotionActivitiesIndex" element={<PageHost router="PreviewPromotionActivitiesIndex" />} />
          <Route path="/LogisticsThirdPartyPlatformsOrderIndex" element={<PageHost router="LogisticsThirdPartyPlatformsOrderIndex" />} />
          <Route path="/redirect/*" element={<RedirectPage />} />
          <Route path="/dev/components" element={<ComponentsGallery />} />
          {pages.map((r) => (
            <Route key={r.path} path={r.path} element={<PageHost router={r.router} />} />
          ))}
          {/* Until the menu has loaded, an unknown path may still be one of its pages. */}
          <Route path="*" element={shell.loading && token ? spin : <Navigate to="/404" replace />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
