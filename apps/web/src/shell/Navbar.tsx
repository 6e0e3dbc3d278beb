import {
  BellOutlined,
  BookOutlined,
  BugOutlined,
  ColumnHeightOutlined,
  EllipsisOutlined,
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

/** `staff`: staff get the settings drawer and the printing connection, customers neither. */
export function Navbar(props: { routes: AppRoute[]; messagesPath: string; onSettings: () => void; onLogout: () => void; staff: boolean }) {
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
  const mobile = app.device === 'mobile';
  const pageCrumbs = pathname === '/dashboard' ? [] : trail.map((r) => ({ title: t(r.title) }));
  // On a phone Home is the pinned tag below, so the breadcrumb keeps its width for the page's own trail.
  const crumbs = mobile && pageCrumbs.length > 0 ? pageCrumbs : [{ title: t('route.dashboard') }, ...pageCrumbs];

  // The navbar's tools: buttons on a wide screen; on a phone, where they would leave the breadcrumb
  // no room, they gather under "More" (the language, the bell and the avatar stay in sight).
  const tools = [
    { key: 'errorLog', label: t('navbar.errorLog'), icon: <BugOutlined />, onClick: () => setErrorsOpen(true), count: app.errorLog.length },
    { key: 'fullscreen', label: t('navbar.fullscreen'), icon: fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />, onClick: toggleFullscreen },
    { key: 'refresh', label: t('navbar.refresh'), icon: <ReloadOutlined />, onClick: app.refresh },
    { key: 'notice', label: t('navbar.notice'), icon: <NotificationOutlined />, onClick: () => navigate('/index?activeIndex=4') },
    { key: 'help', label: t('navbar.helpTutorial'), icon: <BookOutlined />, onClick: () => navigate('/index?activeIndex=5') },
    { key: 'home', label: t('navbar.home'), icon: <HomeOutlined />, onClick: () => navigate('/index') },
  ];
  const sizeItems = COMPONENT_SIZES.map((s) => ({ key: s, label: t(SIZE_LABEL[s]) }));
  const chooseSize = (key: string) => {
    app.setSize(key as ComponentSize);
    toastSuccess(t('navbar.switchSizeSuccess'));
  };
  const toolButton = (tool: (typeof tools)[number]) => (
    <Tooltip key={tool.key} title={tool.label}>
      <Badge count={tool.count ?? 0} size="small">
        <Button type="text" icon={tool.icon} aria-label={tool.label} onClick={tool.onClick} />
      </Badge>
    </Tooltip>
  );
  const bell = (
    <Tooltip title={t('navbar.messages')}>
      <Badge count={unread.data ?? 0} overflowCount={NOTIFICATION_BADGE_MAX} size="small">
        <Button type="text" icon={<BellOutlined />} aria-label={t('navbar.messages')} onClick={() => navigate(props.messagesPath)} data-testid="bell" />
      </Badge>
    </Tooltip>
  );

  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: mobile ? 4 : 8, height: 50, padding: mobile ? '0 8px' : '0 12px', background: '#fff', borderBottom: '1px solid #f0f0f0' }} data-testid="navbar">
      <Button type="text" aria-label={t(app.sidebarOpened ? 'navbar.collapseMenu' : 'navbar.expandMenu')} icon={app.sidebarOpened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />} onClick={app.toggleSidebar} />
      <Breadcrumb
        items={crumbs}
        style={{ flex: 1, minWidth: 0, overflow: 'hidden', whiteSpace: 'nowrap' }}
        styles={{ item: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
        data-testid="breadcrumb"
      />
      {app.device === 'desktop' && <RouteSearch routes={props.routes} />}
      {mobile ? (
        <>
          <LanguageSwitch />
          {bell}
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                ...tools.map((tool) => ({ key: tool.key, icon: tool.icon, label: tool.count ? `${tool.label} (${tool.count})` : tool.label, onClick: tool.onClick })),
                { key: 'size', icon: <ColumnHeightOutlined />, label: t('navbar.size'), children: sizeItems.map((item) => ({ ...item, onClick: () => chooseSize(item.key) })) },
              ],
            }}
          >
            <Button type="text" icon={<EllipsisOutlined />} aria-label={t('navbar.more')} data-testid="navbar-more" />
          </Dropdown>
        </>
      ) : (
        <>
          {tools.slice(0, 2).map(toolButton)}
          <Dropdown trigger={['click']} menu={{ selectable: true, selectedKeys: [app.size], items: sizeItems, onClick: ({ key }) => chooseSize(key) }}>
            <Button type="text" icon={<ColumnHeightOutlined />} aria-label={t('navbar.size')} data-testid="size-switch" />
          </Dropdown>
          <LanguageSwitch />
          {tools.slice(2, 5).map(toolButton)}
          {bell}
          {tools.slice(5).map(toolButton)}
        </>
      )}
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            ...(props.staff
              ? [
                  {
                    key: 'printing',
                    label: (
                      <Space onClick={(e) => e.stopPropagation()}>
                        {t('avatar.connectPrinting')}
                        <Switch size="small" checked={app.settings.OpenService} onChange={(on) => app.setSettings({ OpenService: on })} />
                      </Space>
                    ),
                  },
                ]
              : []),
            { key: 'profile', label: t('avatar.profile'), onClick: () => navigate('/mine/MineProfileIndex') },
            { key: 'dashboard', label: t('avatar.dashboard'), onClick: () => navigate('/dashboard') },
            ...(props.staff ? [{ key: 'settings', label: t('avatar.settings'), onClick: props.onSettings }] : []),
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
