import type { site } from '@lbo/contracts';
import { Button, Card, Col, Empty, Row, Space, Typography } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fileUrl } from '../../components/media/fileUrl.ts';
import type { Section } from './sections.ts';
import { Slides } from './Slides.tsx';
import './texts.ts';

// The icon set is large: the home loads it only when a service or technology names an icon.
const TrajectoryQuery = lazy(() => import('./TrajectoryQuery.tsx'));
const IconGlyph = lazy(() => import('../../components/media/iconSet.tsx').then((m) => ({ default: m.IconGlyph })));

/** A section of the public home other than sign-in and registration. */
export default function HomeSection(props: {
  section: Exclude<Section, 'login' | 'register'>;
  config: site.PublicPageConfiguration;
  primary: string;
  secondary: string;
  welcome: ReactNode;
  signedIn: boolean;
  open: (section: Section) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { config, primary, secondary } = props;
  switch (props.section) {
    case 'homepage':
      return (
        <Space orientation="vertical" size={48} style={{ width: '100%' }}>
          <Hero config={config} primary={primary} secondary={secondary}>
            {props.welcome}
            {props.signedIn ? (
              <Button type="primary" size="large" onClick={() => navigate('/')}>{t('home.enter')}</Button>
            ) : (
              <Space>
                <Button type="primary" size="large" onClick={() => props.open('login')}>{t('home.login')}</Button>
                <Button size="large" onClick={() => props.open('register')}>{t('home.register')}</Button>
              </Space>
            )}
          </Hero>
          <Features testId="home-services" title={t('siteHome.services')} lead={t('siteHome.servicesLead')} items={config.Services} accent={primary} />
          <Features testId="home-technologies" title={t('siteHome.technologies')} lead={t('siteHome.technologiesLead')} items={config.Technologies} accent={secondary} />
        </Space>
      );
    case 'aboutUs':
      return <Typography.Paragraph style={{ fontSize: 16 }}>{t('home.aboutText')}</Typography.Paragraph>;
    case 'notices':
      return <Empty description={t('home.noNotices')} />;
    case 'helpTutorials':
      return <Empty description={t('home.noTutorials')} />;
    case 'contactUs':
      return <Typography.Paragraph style={{ fontSize: 16 }}>{t('home.contactText')}</Typography.Paragraph>;
    case 'trajectoryQuery':
      return (
        <Suspense fallback={null}>
          <TrajectoryQuery />
        </Suspense>
      );
  }
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
