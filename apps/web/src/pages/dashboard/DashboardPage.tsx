import { BellOutlined, LinkOutlined } from '@ant-design/icons';
import { Card, Col, Empty, List, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQuickNavigation } from '../../shell/quickNavigation.ts';
import { pageRoutes } from '../../shell/routeBuilder.ts';
import { useShellData, useUnreadCount } from '../../shell/useShellData.ts';
import { useSession } from '../../stores/session.ts';

/** Home: who is signed in, their unread messages and quick navigation. Each business area adds its key figures. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const unread = useUnreadCount();
  const quick = useQuickNavigation();
  const pages = pageRoutes(useShellData().routes);
  // Sidebar entries are saved by path, tags by route name.
  const target = (saved: string) => pages.find((r) => r.path === saved || r.name === saved);
  const entries = quick.items.flatMap((q) => {
    const route = target(q.Path);
    return route ? [{ path: route.path, title: route.title }] : [];
  });
  return (
    <div data-testid="dashboard">
      <Typography.Title level={3} style={{ marginTop: 0 }}>{t('dashboard.greeting', { name: user?.NickName ?? '' })}</Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12} lg={8}>
          <Card>
            <Statistic title={t('dashboard.unread')} value={unread.data ?? 0} loading={unread.isPending} prefix={<BellOutlined />} />
          </Card>
        </Col>
        <Col xs={24} sm={12} lg={8}>
          <Card>
            <Statistic title={t('dashboard.site')} value={user?.SiteName || '—'} />
          </Card>
        </Col>
        <Col xs={24} sm={12} lg={8}>
          <Card>
            <Statistic title={t('dashboard.account')} value={user?.AccountTypeCode === 2 ? t('dashboard.customer') : t('dashboard.staff')} />
          </Card>
        </Col>
        <Col span={24}>
          <Card title={t('dashboard.quickNavigation')}>
            {entries.length === 0 ? (
              <Empty description={t('dashboard.noQuickNavigation')} />
            ) : (
              <List
                grid={{ gutter: 12, xs: 1, sm: 2, md: 4 }}
                dataSource={entries}
                renderItem={(e) => (
                  <List.Item>
                    <Card size="small" hoverable onClick={() => navigate(e.path)}>
                      <LinkOutlined /> {t(e.title)}
                    </Card>
                  </List.Item>
                )}
              />
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
