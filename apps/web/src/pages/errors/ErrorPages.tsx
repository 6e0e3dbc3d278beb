import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

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

/** /NoticeDetailedIndex (public): notices arrive with the notices area. */
export function NoticeDetailedIndex() {
  const { t } = useTranslation();
  return <Result status="info" title={t('route.NoticeDetailedIndex')} subTitle={t('errors.noticeUnavailable')} />;
}

/** A menu entry naming a page this version does not have. */
export function PageNotAvailable({ name }: { name: string }) {
  const { t } = useTranslation();
  return <Result status="info" title={t('route.pageNotAvailable')} subTitle={t('errors.pageNotAvailable', { name })} />;
}
