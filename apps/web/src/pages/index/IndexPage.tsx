import { CAROUSEL_INTERVAL_MS, DEFAULT_THEME_COLOR, type site } from '@lbo/contracts';
import { Button, Card, Carousel, Col, ConfigProvider, Empty, Layout, Menu, Row, Space, Typography } from 'antd';
import { lazy, Suspense, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LanguageSwitch } from '../../components/LanguageSwitch.tsx';
import { fileUrl } from '../../components/media/uploadFile.ts';
import { useSession } from '../../stores/session.ts';
import { LoginPanel } from './LoginPanel.tsx';
import { RegisterPanel } from './RegisterPanel.tsx';
import { RetrievePanel } from './RetrievePanel.tsx';
import { useHomeConfiguration } from './useHomeConfiguration.ts';

// The icon set is large: the home loads it only when a service or technology names an icon.
const IconGlyph = lazy(() => import('../../components/media/iconSet.tsx').then((m) => ({ default: m.IconGlyph })));

/** activeIndex values of /index: which section of the public home is open. */
export const ACTIVE_INDEX = { homepage: '0', login: '1', register: '2', aboutUs: '3', notices: '4', helpTutorials: '5', contactUs: '6' } as const;
type Section = keyof typeof ACTIVE_INDEX;
const SECTIONS = Object.keys(ACTIVE_INDEX) as Section[];

/** The secondary colour when the site chose none: a warm accent that goes with the default blue. */
const DEFAULT_SECONDARY = '#fa8c16';

/**
 * The public home: the site's page configuration (title and logo per language, colours, carousel,
 * our services, our technology, filing information in the footer, the agreement behind the sign-in
 * and register panels), the sections of the spec, and sign-in / register / password retrieval.
 * An empty configuration still looks finished: the site's name, the default colours, a gradient hero.
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

  const account = (
    <Card style={{ width: 380, maxWidth: '100%' }} title={section === 'register' ? t('home.register') : retrieving ? t('login.retrievePassword') : t('home.login')}>
      {section === 'register' ? (
        <RegisterPanel referrer={params.get('referrer') ?? undefined} onSignedIn={afterSignIn} />
      ) : retrieving ? (
        <RetrievePanel onDone={() => setRetrieving(false)} />
      ) : (
        <LoginPanel onSignedIn={afterSignIn} onRetrieve={() => setRetrieving(true)} />
      )}
    </Card>
  );

  const welcome = (
    <>
      <Typography.Title style={{ color: primary }}>{title}</Typography.Title>
      <Typography.Paragraph type="secondary" style={{ fontSize: 18 }}>{t('home.welcome')}</Typography.Paragraph>
    </>
  );

  const body: Record<Section, ReactNode> = {
    homepage: (
      <Space direction="vertical" size={48} style={{ width: '100%' }}>
        <Hero config={config} primary={primary} secondary={secondary}>
          {welcome}
          {signedIn ? (
            <Button type="primary" size="large" onClick={() => navigate('/')}>{t('home.enter')}</Button>
          ) : (
            <Space>
              <Button type="primary" size="large" onClick={() => open('login')}>{t('home.login')}</Button>
              <Button size="large" onClick={() => open('register')}>{t('home.register')}</Button>
            </Space>
          )}
        </Hero>
        <Features testId="home-services" title={t('siteHome.services')} lead={t('siteHome.servicesLead')} items={config.Services} accent={primary} />
        <Features testId="home-technologies" title={t('siteHome.technologies')} lead={t('siteHome.technologiesLead')} items={config.Technologies} accent={secondary} />
      </Space>
    ),
    login: account,
    register: account,
    aboutUs: <Typography.Paragraph style={{ fontSize: 16 }}>{t('home.aboutText')}</Typography.Paragraph>,
    notices: <Empty description={t('home.noNotices')} />,
    helpTutorials: <Empty description={t('home.noTutorials')} />,
    contactUs: <Typography.Paragraph style={{ fontSize: 16 }}>{t('home.contactText')}</Typography.Paragraph>,
  };

  return (
    <ConfigProvider theme={{ token: { colorPrimary: primary } }}>
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 16, background: '#fff' }}>
          <Space style={{ cursor: 'pointer' }} onClick={() => open('homepage')} data-testid="home-brand">
            <img src={config.Logo ? fileUrl(config.Logo) : '/favicon.svg'} alt="" height={32} style={{ display: 'block' }} />
            <Typography.Text strong style={{ fontSize: 18, whiteSpace: 'nowrap' }}>{title}</Typography.Text>
          </Space>
          <Menu
            mode="horizontal"
            selectedKeys={[section]}
            style={{ flex: 1, minWidth: 0, borderBottom: 'none' }}
            onClick={({ key }) => open(key as Section)}
            items={SECTIONS.map((s) => ({ key: s, label: t(`home.${s === 'login' ? 'login' : s}`) }))}
          />
          <LanguageSwitch />
        </Layout.Header>
        <div style={{ height: 2, background: primary }} />
        <Layout.Content style={{ padding: '48px 24px', display: 'flex', justifyContent: 'center', ...backdrop }}>
          <div style={{ width: 1200, maxWidth: '100%' }}>
            {section === 'login' || section === 'register' ? (
              <Row gutter={[48, 24]} align="middle" justify="space-between">
                <Col xs={24} md={12}>
                  {welcome}
                  {config.Carousel.length > 0 && <Slides slides={config.Carousel} height={240} />}
                </Col>
                <Col xs={24} md={10} style={{ display: 'flex', justifyContent: 'center' }}>{account}</Col>
              </Row>
            ) : (
              body[section]
            )}
          </div>
        </Layout.Content>
        <Layout.Footer style={{ textAlign: 'center', background: '#fff', borderTop: '1px solid #f0f0f0' }} data-testid="home-footer">
          <Space split={<Typography.Text type="secondary">·</Typography.Text>} wrap style={{ justifyContent: 'center' }}>
            <Typography.Text type="secondary">{t('siteHome.copyright', { year: new Date().getFullYear(), title })}</Typography.Text>
            {config.FilingNumber &&
              (config.FilingLink ? (
                <Typography.Link type="secondary" href={config.FilingLink} target="_blank" rel="noopener noreferrer">
                  {config.FilingNumber}
                </Typography.Link>
              ) : (
                <Typography.Text type="secondary">{config.FilingNumber}</Typography.Text>
              ))}
          </Space>
        </Layout.Footer>
      </Layout>
    </ConfigProvider>
  );
}

/** The top of the homepage: the carousel beside the welcome, or a colour band when there are no slides. */
function Hero({ config, primary, secondary, children }: { config: site.PublicPageConfiguration; primary: string; secondary: string; children: ReactNode }) {
  if (config.Carousel.length === 0) {
    return (
      <div style={{ padding: '64px 48px', borderRadius: 16, background: `linear-gradient(120deg, ${primary}26, ${secondary}26)` }}>
        <div style={{ maxWidth: 640 }}>{children}</div>
      </div>
    );
  }
  return (
    <Row gutter={[48, 24]} align="middle">
      <Col xs={24} lg={10}>{children}</Col>
      <Col xs={24} lg={14}>
        <Slides slides={config.Carousel} height={380} />
      </Col>
    </Row>
  );
}

/** The carousel: each image at 16:9 within `height`, turning every five seconds; a slide with a link opens it. */
function Slides({ slides, height }: { slides: site.PublicPageConfiguration['Carousel']; height: number }) {
  const { t } = useTranslation();
  return (
    <div style={{ borderRadius: 16, overflow: 'hidden', boxShadow: '0 12px 32px rgba(0,0,0,0.12)' }} data-testid="home-carousel">
      <Carousel autoplay={{ dotDuration: true }} autoplaySpeed={CAROUSEL_INTERVAL_MS} arrows>
        {slides.map((slide, i) => {
          const image = <img src={fileUrl(slide.Image)} alt={t('siteHome.slide', { n: i + 1 })} style={{ width: '100%', height, objectFit: 'cover', display: 'block' }} />;
          return (
            <div key={`${slide.Image}-${i}`}>
              {slide.Link ? (
                <a href={slide.Link} target="_blank" rel="noopener noreferrer">
                  {image}
                </a>
              ) : (
                image
              )}
            </div>
          );
        })}
      </Carousel>
    </div>
  );
}

/** "Our services" or "our technology": a grid of cards; nothing at all when the site lists none. */
function Features({ testId, title, lead, items, accent }: { testId: string; title: string; lead: string; items: site.PageFeature[]; accent: string }) {
  if (items.length === 0) return null;
  return (
    <section data-testid={testId}>
      <Typography.Title level={2} style={{ textAlign: 'center', marginBottom: 4 }}>{title}</Typography.Title>
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center', fontSize: 16 }}>{lead}</Typography.Paragraph>
      <Row gutter={[24, 24]}>
        {items.map((item, i) => (
          <Col key={`${item.Title}-${i}`} xs={24} sm={12} lg={items.length % 3 === 0 ? 8 : 6}>
            <Card hoverable style={{ height: '100%', borderTop: `3px solid ${accent}` }} cover={item.Image ? <img src={fileUrl(item.Image)} alt="" style={{ height: 140, objectFit: 'cover' }} /> : undefined}>
              {item.Icon && (
                <div style={{ fontSize: 32, color: accent, marginBottom: 8, lineHeight: 1 }}>
                  <Suspense fallback={null}>
                    <IconGlyph name={item.Icon} />
                  </Suspense>
                </div>
              )}
              <Typography.Title level={4} style={{ marginTop: 0 }}>{item.Title}</Typography.Title>
              <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>{item.Description}</Typography.Paragraph>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
