import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import '../texts.ts';

const RegisterPanel = lazy(() => import('../../pages/index/RegisterPanel.tsx'));

/** The desktop's registration; a register link's referrer is kept, and the page that asked is opened afterwards. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirect = params.get('redirect') || '/';
  return (
    <>
      <section className="portal-card">
        <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
          <RegisterPanel referrer={params.get('referrer') ?? undefined} onSignedIn={() => navigate(redirect, { replace: true })} />
        </Suspense>
      </section>
      <div className="portal-links">
        <Link to={`/signin?redirect=${encodeURIComponent(redirect)}`}>{t('mobile.haveAccount')}</Link>
      </div>
    </>
  );
}
