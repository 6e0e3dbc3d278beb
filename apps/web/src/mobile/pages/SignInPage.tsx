import { Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { STAFF_SIGN_IN, STAFF_SIGN_IN_ADDRESS } from '../../lib/mobileRedirect.ts';
import { LoginPanel } from '../../pages/index/LoginPanel.tsx';
import { useSession } from '../../stores/session.ts';
import '../../pages/index/home.css';
import '../texts.ts';

const RetrievePanel = lazy(() => import('../../pages/index/RetrievePanel.tsx'));

/** The desktop's sign-in (password or SMS, slider, agreement); back to the page that asked, or into the back office for staff. */
export default function SignInPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [retrieving, setRetrieving] = useState(false);
  const redirect = params.get('redirect') || '/';
  const afterSignIn = () => {
    if (useSession.getState().loginType === STAFF_SIGN_IN) location.assign('/');
    else navigate(redirect, { replace: true });
  };
  return (
    <>
      <section className="portal-card">
        {retrieving ? (
          <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
            <RetrievePanel onDone={() => setRetrieving(false)} />
          </Suspense>
        ) : (
          <LoginPanel onSignedIn={afterSignIn} onRetrieve={() => setRetrieving(true)} />
        )}
      </section>
      <div className="portal-links">
        <Link to={`/register?redirect=${encodeURIComponent(redirect)}`}>{t('mobile.noAccount')}</Link>
        <a href={STAFF_SIGN_IN_ADDRESS} data-testid="staff-sign-in">
          {t('mobile.staffSignIn')}
        </a>
      </div>
    </>
  );
}
