import { Button, Card, Col, Empty, Layout, Menu, Row, Space, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/LanguageSwitch.tsx';
import { useSiteConfig } from '../../shell/useSiteConfig.ts';
import { useSession } from '../../stores/session.ts';
import { LoginPanel } from './LoginPanel.tsx';
import { RegisterPanel } from './RegisterPanel.tsx';
import { RetrievePanel } from './RetrievePanel.tsx';

/** activeIndex values of /index: which section of the public home is open. */
export const ACTIVE_INDEX = { homepage: '0', login: '1', register: '2', aboutUs: '3', notices: '4', helpTutorials: '5', contactUs: '6' } as const;
type Section = keyof typeof ACTIVE_INDEX;
const SECTIONS = Object.keys(ACTIVE_INDEX) as Section[];

/** The public home: site title and logo, the sections of the spec, and sign-in / register / password retrieval. */
export default function IndexPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const config = useSiteConfig();
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

  const body: Record<Section, React.ReactNode> = {
    homepage: (
      <Row gutter={[48, 24]} align="middle">
        <Col xs={24} md={14}>
          <Typography.Title>{config.Title || t('app.name')}</Typography.Title>
          <Typography.Paragraph type="secondary" style={{ fontSize: 18 }}>{t('home.welcome')}</Typography.Paragraph>
          {signedIn ? (
            <Button type="primary" size="large" onClick={() => navigate('/')}>{t('home.enter')}</Button>
          ) : (
            <Space>
              <Button type="primary" size="large" onClick={() => open('login')}>{t('home.login')}</Button>
              <Button size="large" onClick={() => open('register')}>{t('home.register')}</Button>
            </Space>
          )}
        </Col>
      </Row>
    ),
    login: account,
    register: account,
    aboutUs: <Typography.Paragraph style={{ fontSize: 16 }}>{t('home.aboutText')}</Typography.Paragraph>,
    notices: <Empty description={t('home.noNotices')} />,
    helpTutorials: <Empty description={t('home.noTutorials')} />,
    contactUs: <Typography.Paragraph style={{ fontSize: 16 }}>{t('home.contactText')}</Typography.Paragraph>,
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 16, background: '#fff', borderBottom: '1px solid #f0f0f0' }}>
        <Space style={{ cursor: 'pointer' }} onClick={() => open('homepage')}>
          <img src={config.Logo || '/favicon.svg'} alt="" height={32} />
          <Typography.Text strong style={{ fontSize: 18 }}>{config.Title || t('app.name')}</Typography.Text>
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
      <Layout.Content style={{ padding: '48px 24px', display: 'flex', justifyContent: 'center', background: 'linear-gradient(135deg, #e6f4ff 0%, #f5f5f5 60%)' }}>
        <div style={{ width: 1100, maxWidth: '100%' }}>
          {section === 'login' || section === 'register' ? (
            <Row gutter={[48, 24]} align="middle" justify="space-between">
              <Col xs={24} md={12}>
                <Typography.Title>{config.Title || t('app.name')}</Typography.Title>
                <Typography.Paragraph type="secondary" style={{ fontSize: 18 }}>{t('home.welcome')}</Typography.Paragraph>
              </Col>
              <Col xs={24} md={10} style={{ display: 'flex', justifyContent: 'center' }}>{account}</Col>
            </Row>
          ) : (
            body[section]
          )}
        </div>
      </Layout.Content>
    </Layout>
  );
}
