import { Spin } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation, useSearchParams } from 'react-router';
import { useSession } from '../stores/session.ts';

const IndexPage = lazy(() => import('../pages/index/IndexPage.tsx'));
// The signed-in part is its own chunk: the public home does not load it.
const PrivateRoutes = lazy(() => import('./PrivateRoutes.tsx'));
// The error views draw Ant Design's illustrations: loaded only when one is shown.
const errorView = (name: 'NotFoundPage' | 'UnauthorizedPage' | 'NoticeDetailedIndex') =>
  lazy(() => import('../pages/errors/ErrorPages.tsx').then((m) => ({ default: m[name] })));
const NotFoundPage = errorView('NotFoundPage');
const UnauthorizedPage = errorView('UnauthorizedPage');
const NoticeDetailedIndex = errorView('NoticeDetailedIndex');

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

/** The public routes of the spec; every other path belongs to the signed-in part (PrivateRoutes). */
export function AppRoutes() {
  const token = useSession((s) => s.accessToken);
  return (
    <Suspense fallback={<Spin fullscreen />}>
      <Routes>
        <Route path="/index" element={<IndexPage />} />
        <Route path="/auth-redirect" element={<AuthRedirect />} />
        <Route path="/NoticeDetailedIndex" element={<NoticeDetailedIndex />} />
        <Route path="/loginUser" element={token ? <Navigate to="/" replace /> : <Navigate to="/index?activeIndex=1" replace />} />
        <Route path="/404" element={<NotFoundPage />} />
        <Route path="/401" element={<UnauthorizedPage />} />
        <Route
          path="*"
          element={
            <RequireSession>
              <PrivateRoutes />
            </RequireSession>
          }
        />
      </Routes>
    </Suspense>
  );
}
