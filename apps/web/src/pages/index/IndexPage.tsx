import { DEFAULT_THEME_COLOR } from '@lbo/contracts';
import { ConfigProvider, Spin } from 'antd';
import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LanguageSwitch } from '../../components/LanguageSwitch.tsx';
import { fileUrl } from '../../components/media/fileUrl.ts';
import { STAFF_SIGN_IN } from '../../lib/mobileRedirect.ts';
import { useSession } from '../../stores/session.ts';
import { ACTIVE_INDEX, type Section, SECTIONS } from './sections.ts';
import { HomeFrame } from './HomeFrame.tsx';
import { LoginPanel } from './LoginPanel.tsx';
import { Slides } from './Slides.tsx';
import { useHomeConfiguration } from './useHomeConfiguration.ts';
import './home.css';
import './texts.ts';

// Registration and password retrieval load when opened; the sign-in panel is what a visitor sees first.
const RegisterPanel = lazy(() => import('./RegisterPanel.tsx'));
const RetrievePanel = lazy(() => import('./RetrievePanel.tsx'));
// So do the other sections (homepage, about us, notices…), drawn with Ant Design's cards and typography.
const HomeSection = lazy(() => import('./HomeSection.tsx'));

/** The secondary colour when the site chose none: a warm accent that goes with the default blue. */
const DEFAULT_SECONDARY = '#fa8c16';

/**
 * The public home: the site's page configuration (title and logo per language, colours, carousel,
 * our services, our technology, filing information in the footer, the agreement behind the sign-in
 * and register panels), the sections of the spec, and sign-in / register / password retrieval.
 * An empty configuration still looks finished: the site's name, the default colours, a gradient hero.
 * The first screen (header, sign-in, footer) is drawn by home.css rather than Ant Design's layout,
 * menu, card and typography, so a visitor downloads only what the sign-in needs.
 */
export default function IndexPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const config = useHomeConfiguration();
  const signedIn = useSession((s) => Boolean(s.accessToken));
  const [retrieving, setRetrieving] = useState(false);
  const section = SECTIONS.find((s) => ACTIVE_INDEX[s] === params.get('activeIndex')) ?? (signedIn ? 'homepage' : 'login');
  const open = (s: Section) => {
    const next = new URLSearchParams(params);
    next.set('activeIndex', ACTIVE_INDEX[s]);
    setRetrieving(false);
    setParams(next);
  };
  const afterSignIn = () => navigate(params.get('redirect') || '/', { replace: true });
  const title = config.Title || t('app.name');
  const primary = config.PrimaryColor || DEFAULT_THEME_COLOR;
  const secondary = config.SecondaryColor || DEFAULT_SECONDARY;
  const backdrop: CSSProperties = config.BackgroundImage
    ? { backgroundImage: `linear-gradient(rgba(255,255,255,0.55), rgba(255,255,255,0.85)), url("${fileUrl(config.BackgroundImage)}")`, backgroundSize: 'cover', backgroundPosition: 'center' }
    : { background: `linear-gradient(135deg, ${primary}1f 0%, #f5f5f5 60%)` };

  const welcome = (
    <>
      <h1 className="home-title" style={{ color: primary }}>
        {title}
      </h1>
      <p className="home-lead">{t('home.welcome')}</p>
    </>
  );

  const account = (
    <section className="home-card">
      <div className="home-card-head">{section === 'register' ? t('home.register') : retrieving ? t('login.retrievePassword') : t('home.login')}</div>
      <div className="home-card-body">
        <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
          {section === 'register' ? (
            <RegisterPanel referrer={params.get('referrer') ?? undefined} onSignedIn={afterSignIn} />
          ) : retrieving ? (
            <RetrievePanel onDone={() => setRetrieving(false)} />
          ) : (
            <LoginPanel onSignedIn={afterSignIn} onRetrieve={() => setRetrieving(true)} initialLoginType={params.get('loginType') === STAFF_SIGN_IN ? STAFF_SIGN_IN : undefined} />
          )}
        </Suspense>
      </div>
    </section>
  );

  return (
    <ConfigProvider theme={{ token: { colorPrimary: primary } }}>
      <HomeFrame primary={primary}>
        <header className="home-header">
          <div className="home-brand" onClick={() => open('homepage')} data-testid="home-brand">
            <img src={config.Logo ? fileUrl(config.Logo) : '/favicon.svg'} alt="" height={32} style={{ display: 'block' }} />
            <span>{title}</span>
          </div>
          <nav className="home-nav">
            {SECTIONS.map((s) => (
              <button key={s} type="button" className="home-nav-item" aria-current={s === section ? 'page' : undefined} onClick={() => open(s)}>
                {t(`home.${s}`)}
              </button>
            ))}
          </nav>
          <LanguageSwitch />
        </header>
        <div style={{ height: 2, background: primary }} />
        <main className="home-content" style={backdrop}>
          <div style={{ width: 1200, maxWidth: '100%' }}>
            {section === 'login' || section === 'register' ? (
              <div className="home-account-row">
                <div>
                  {welcome}
                  {config.Carousel.length > 0 && <Slides slides={config.Carousel} height={240} />}
                </div>
                <div>{account}</div>
              </div>
            ) : (
              <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
                <HomeSection section={section} config={config} primary={primary} secondary={secondary} welcome={welcome} signedIn={signedIn} open={open} />
              </Suspense>
            )}
          </div>
        </main>
        <footer className="home-footer" data-testid="home-footer">
          <span>{t('siteHome.copyright', { year: new Date().getFullYear(), title })}</span>
          {config.FilingNumber && (
            <>
              <span className="home-footer-split">·</span>
              {config.FilingLink ? (
                <a href={config.FilingLink} target="_blank" rel="noopener noreferrer">
                  {config.FilingNumber}
                </a>
              ) : (
                <span>{config.FilingNumber}</span>
              )}
            </>
          )}
        </footer>
      </HomeFrame>
    </ConfigProvider>
  );
}
