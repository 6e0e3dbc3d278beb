import {
  BellOutlined,
  BookOutlined,
  BugOutlined,
  ColumnHeightOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  HomeOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  NotificationOutlined,
  ReloadOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Badge, Breadcrumb, Button, Drawer, Dropdown, Empty, List, Space, Switch, Tooltip, Typography } from 'antd';
import { COMPONENT_SIZES, NOTIFICATION_BADGE_MAX } from '@lbo/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toastError, toastSuccess } from '../api/notify.ts';
import { LanguageSwitch } from '../components/LanguageSwitch.tsx';
import { useApp, type ComponentSize } from '../stores/app.ts';
import { useSession } from '../stores/session.ts';
import { routeTrail, type AppRoute } from './routeBuilder.ts';
import { RouteSearch } from './RouteSearch.tsx';
import { useUnreadCount } from './useShellData.ts';

const SIZE_LABEL: Record<ComponentSize, string> = { default: 'navbar.sizeDefault', medium: 'navbar.sizeMedium', small: 'navbar.sizeSmall', mini: 'navbar.sizeMini' };

export function Navbar(props: { routes: AppRoute[]; messagesPath: string; onSettings: () => void; onLogout: () => void; showSettings: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const app = useApp();
  const user = useSession((s) => s.user);
  const unread = useUnreadCount();
  const [errorsOpen, setErrorsOpen] = useState(false);
  const [fullscreen, setFullscreen] = useState(Boolean(document.fullscreenElement));

  useEffect(() => {
    const onChange = () => setFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggleFullscreen = () => {
    if (!document.fullscreenEnabled) return toastError(t('navbar.fullscreenUnsupported'));
    void (document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen());
  };

  const trail = routeTrail(props.routes, pathname);
  const crumbs = [{ title: t('route.dashboard') }, ...(pathname === '/dashboard' ? [] : trail.map((r) => ({ title: t(r.title) })))];

  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, height: 50, padding: '0 12px', background: '#fff', borderBottom: '1px solid #f0f0f0' }} data-testid="navbar">
      <Button type="text" aria-label="hamburger" icon={app.sidebarOpened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />} onClick={app.toggleSidebar} />
      <Breadcrumb items={crumbs} style={{ flex: 1, minWidth: 0 }} />
      {app.device === 'desktop' && <RouteSearch routes={props.routes} />}
      <Tooltip title={t('navbar.errorLog')}>
        <Badge count={app.errorLog.length} size="small">
          <Button type="text" icon={<BugOutlined />} aria-label={t('navbar.errorLog')} onClick={() => setErrorsOpen(true)} />
        </Badge>
      </Tooltip>
      <Tooltip title={t('navbar.fullscreen')}>
        <Button type="text" icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />} aria-label={t('navbar.fullscreen')} onClick={toggleFullscreen} />
      </Tooltip>
      <Dropdown
        trigger={['click']}
        menu={{
          selectable: true,
          selectedKeys: [app.size],
          items: COMPONENT_SIZES.map((s) => ({ key: s, label: t(SIZE_LABEL[s]) })),
          onClick: ({ key }) => {
            app.setSize(key as ComponentSize);
            toastSuccess(t('navbar.switchSizeSuccess'));
          },
        }}
      >
        <Button type="text" icon={<ColumnHeightOutlined />} aria-label={t('navbar.size')} data-testid="size-switch" />
      </Dropdown>
      <LanguageSwitch />
      <Tooltip title={t('navbar.refresh')}>
        <Button type="text" icon={<ReloadOutlined />} aria-label={t('navbar.refresh')} onClick={app.refresh} />
      </Tooltip>
      <Tooltip title={t('navbar.notice')}>
        <Button type="text" icon={<NotificationOutlined />} aria-label={t('navbar.notice')} onClick={() => navigate('/index?activeIndex=4')} />
      </Tooltip>
      <Tooltip title={t('navbar.helpTutorial')}>
        <Button type="text" icon={<BookOutlined />} aria-label={t('navbar.helpTutorial')} onClick={() => navigate('/index?activeIndex=5')} />
      </Tooltip>
      <Tooltip title={t('navbar.messages')}>
        <Badge count={unread.data ?? 0} overflowCount={NOTIFICATION_BADGE_MAX} size="small">
          <Button type="text" icon={<BellOutlined />} aria-label={t('navbar.messages')} onClick={() => navigate(props.messagesPath)} data-testid="bell" />
        </Badge>
      </Tooltip>
      <Tooltip title={t('navbar.home')}>
        <Button type="text" icon={<HomeOutlined />} aria-label={t('navbar.home')} onClick={() => navigate('/index')} />
      </Tooltip>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            {
              key: 'printing',
              label: (
                <Space onClick={(e) => e.stopPropagation()}>
                  {t('avatar.connectPrinting')}
                  <Switch size="small" checked={app.settings.OpenService} onChange={(on) => app.setSettings({ OpenService: on })} />
                </Space>
              ),
            },
            { key: 'profile', label: t('avatar.profile'), onClick: () => navigate('/mine/MineProfileIndex') },
            { key: 'dashboard', label: t('avatar.dashboard'), onClick: () => navigate('/dashboard') },
            ...(props.showSettings ? [{ key: 'settings', label: t('avatar.settings'), onClick: props.onSettings }] : []),
            { type: 'divider' as const },
            { key: 'logout', label: t('avatar.logout'), onClick: props.onLogout },
          ],
        }}
      >
        <Space style={{ cursor: 'pointer' }} data-testid="avatar">
          <Avatar size="small" src={user?.Avatar || undefined} icon={<UserOutlined />} />
          {app.device === 'desktop' && <Typography.Text>{user?.NickName}</Typography.Text>}
        </Space>
      </Dropdown>
      <Drawer title={t('navbar.errorLog')} open={errorsOpen} onClose={() => setErrorsOpen(false)} size={480}>
        {app.errorLog.length === 0 ? (
          <Empty description={t('navbar.noErrors')} />
        ) : (
          <List dataSource={app.errorLog} renderItem={(e) => <List.Item><List.Item.Meta title={e.message} description={`${e.time} · ${e.url}`} /></List.Item>} />
        )}
      </Drawer>
    </div>
  );
}
