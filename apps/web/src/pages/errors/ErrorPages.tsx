import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return <Result status="404" title="404" subTitle={t('errors.notFound')} extra={<Button type="primary" onClick={() => navigate('/')}>{t('errors.backHome')}</Button>} />;
}

export function UnauthorizedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return <Result status="403" title="401" subTitle={t('errors.unauthorized')} extra={<Button type="primary" onClick={() => navigate('/')}>{t('errors.backHome')}</Button>} />;
}

/** /redirect/<path>: replaces the route with <path>, which re-renders the page (used to refresh). */
export function RedirectPage() {
  const params = useParams();
  return <Navigate to={`/${params['*'] ?? ''}${location.search}`} replace />;
}

/** /NoticeDetailedIndex (public): notices arrive with the notices area. */
export function NoticeDetailedIndex() {
  const { t } = useTranslation();
  return <Result status="info" title={t('route.NoticeDetailedIndex')} subTitle={t('errors.noticeUnavailable')} />;
}
