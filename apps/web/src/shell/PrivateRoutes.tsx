import { Spin } from 'antd';
import { lazy } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { isStaff, useSession } from '../stores/session.ts';
import { Layout } from './Layout.tsx';
import { PageHost } from './PageHost.tsx';
import { PasswordChangeScreen } from './passwordChange/PasswordChangeScreen.tsx';
import { pageRoutes } from './routeBuilder.ts';
import { useShellData } from './useShellData.ts';

const DashboardPage = lazy(() => import('../pages/dashboard/DashboardPage.tsx'));
const MineProfileIndex = lazy(() => import('../pages/mine/MineProfileIndex.tsx'));
// Only development builds have the gallery: a production build leaves the module out entirely.
const ComponentsGallery = import.meta.env.DEV ? lazy(() => import('../pages/dev/ComponentsGallery.tsx')) : null;

/** /redirect/<path>: replaces the route with <path>, which re-renders the page (used to refresh). */
function RedirectPage() {
  const params = useParams();
  return <Navigate to={`/${params['*'] ?? ''}${location.search}`} replace />;
}

/**
 * The signed-in part of the app (its own chunk with the Layout: the public home does not load it):
 * the fixed routes of the spec inside the Layout, plus one route per page of the user's menu.
 */
export default function PrivateRoutes() {
  const token = useSession((s) => s.accessToken);
  const shell = useShellData();
  const pages = pageRoutes(shell.routes);
  // The Layout's own calls (hub, settings, unread count) wait for the user info: a user who must
  // change their password is refused them, and sees only the change screen.
  if (!shell.user) return <Spin fullscreen />;
  if (shell.user.MustChangePassword) return <PasswordChangeScreen name={shell.user.NickName} />;
  return (
    <Routes>
      <Route element={<Layout routes={shell.routes} loading={shell.loading && !shell.error} />}>
        <Route path="/" element={<Navigate to="/dashboard" replace />} />
        <Route path="/dashboard" element={<DashboardPage />} />
        <Route path="/mine/MineProfileIndex" element={<MineProfileIndex />} />
        <Route path="/Settings" element={<Navigate to="/dashboard" replace />} />
        <Route path="/PreviewPromotionActivitiesIndex" element={<PageHost router="PreviewPromotionActivitiesIndex" />} />
        <Route path="/LogisticsThirdPartyPlatformsOrderIndex" element={<PageHost router="LogisticsThirdPartyPlatformsOrderIndex" />} />
        <Route path="/redirect/*" element={<RedirectPage />} />
        {ComponentsGallery && isStaff(shell.user) && <Route path="/dev/components" element={<ComponentsGallery />} />}
        {pages.map((r) => (
          <Route key={r.path} path={r.path} element={<PageHost router={r.router} />} />
        ))}
        {/* Until the menu has loaded, an unknown path may still be one of its pages. */}
        <Route path="*" element={shell.loading && token ? <Spin fullscreen /> : <Navigate to="/404" replace />} />
      </Route>
    </Routes>
  );
}
