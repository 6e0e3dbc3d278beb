import { Badge, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fileUrl } from '../../components/media/fileUrl.ts';
import { STAFF_SIGN_IN_ADDRESS } from '../../lib/mobileRedirect.ts';
import { useHomeConfiguration } from '../../pages/index/useHomeConfiguration.ts';
import { useUnreadCount } from '../../shell/useShellData.ts';
import { useSession } from '../../stores/session.ts';
import { PORTAL_PAGES } from '../pages.tsx';
import { usePortalUser } from '../usePortalUser.ts';
import '../texts.ts';

/** The portal's home: the site's name and logo; sign-in and registration, or the signed-in customer's pages. */
export default function HomePage() {
  const { t } = useTranslation();
  const config = useHomeConfiguration();
  const signedIn = useSession((s) => Boolean(s.accessToken));
  return (
    <>
      <section className="portal-brand">
        <img src={config.Logo ? fileUrl(config.Logo) : '/favicon.svg'} alt="" height={56} />
        <h2>{config.Title || t('app.name')}</h2>
        <p style={{ margin: 0, color: 'var(--home-text-secondary)' }}>{t('home.welcome')}</p>
      </section>
      {signedIn ? <SignedInHome /> : <SignedOutHome />}
    </>
  );
}

function SignedOutHome() {
  const { t } = useTranslation();
  return (
    <section className="portal-card">
      <Link to="/signin">
        <Button type="primary" block data-testid="home-sign-in">
          {t('mobile.titles.signIn')}
        </Button>
      </Link>
      <Link to="/register">
        <Button block style={{ marginTop: 12 }}>
          {t('mobile.titles.register')}
        </Button>
      </Link>
      <div className="portal-links">
        <a href={STAFF_SIGN_IN_ADDRESS} data-testid="staff-sign-in">
          {t('mobile.staffSignIn')}
        </a>
      </div>
    </section>
  );
}

function SignedInHome() {
  const { t } = useTranslation();
  const user = usePortalUser().data;
  const unread = useUnreadCount().data ?? 0;
  return (
    <>
      {user && <p className="portal-card" style={{ fontSize: 16 }}>{t('dashboard.greeting', { name: user.NickName })}</p>}
      <nav className="portal-grid">
        {PORTAL_PAGES.filter((p) => (p.tab ?? p.shortcut) && p.path !== '/').map((p) => (
          <Link key={p.path} to={p.path}>
            {p.path === '/messages' ? <Badge count={unread} overflowCount={10}>{p.tab}</Badge> : (p.tab ?? p.shortcut)}
            <span>{t(p.title)}</span>
          </Link>
        ))}
      </nav>
    </>
  );
}
