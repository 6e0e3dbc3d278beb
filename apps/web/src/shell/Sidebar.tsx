import { BellOutlined, DashboardOutlined, IdcardOutlined, SettingOutlined, ShopOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { ConfigProvider, Dropdown, Layout, Menu, type MenuProps } from 'antd';
import { SHELL_THEME_COLORS, SIDEBAR_WIDTH } from '@lbo/contracts';
import { createElement, lazy, Suspense, useEffect, useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useApp } from '../stores/app.ts';
import { routeTrail, visibleRoutes, type AppRoute } from './routeBuilder.ts';
import { useQuickNavigation } from './quickNavigation.ts';

type MenuItem = Required<MenuProps>['items'][number];

/** The shell's menu colours of the spec (§9). */
const SIDEBAR_THEME = {
  components: {
    Menu: {
      itemColor: SHELL_THEME_COLORS.menuText,
      itemSelectedColor: SHELL_THEME_COLORS.menuActiveText,
      itemBg: SHELL_THEME_COLORS.menuBackground,
      subMenuItemBg: SHELL_THEME_COLORS.subMenuBackground,
      itemHoverBg: SHELL_THEME_COLORS.menuHover,
      itemSelectedBg: SHELL_THEME_COLORS.subMenuBackground,
    },
  },
};

/** Icons a menu entry may name (kept to a list so the layout does not carry the whole icon set). */
const MENU_ICONS: Record<string, ComponentType> = {
  bell: BellOutlined,
  dashboard: DashboardOutlined,
  idcard: IdcardOutlined,
  setting: SettingOutlined,
  shop: ShopOutlined,
  team: TeamOutlined,
  user: UserOutlined,
};
/** Any other icon the menu form's IconPicker stores ("TeamOutlined"), from the icon set's own chunk, loaded only when a menu uses one. */
const IconGlyph = lazy(() => import('../components/media/iconSet.tsx').then((m) => ({ default: m.IconGlyph })));
const menuIcon = (name: string) => {
  if (MENU_ICONS[name]) return createElement(MENU_ICONS[name]);
  if (!name) return undefined;
  return (
    <Suspense fallback={null}>
      <IconGlyph name={name} />
    </Suspense>
  );
};

/** The sidebar: permitted routes, one submenu open at a time, logo, right-click for quick navigation. */
export function Sidebar({ routes, logo, title }: { routes: AppRoute[]; logo: string; title: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const opened = useApp((s) => s.sidebarOpened);
  const device = useApp((s) => s.device);
  const showLogo = useApp((s) => s.settings.sidebarLogo);
  const quick = useQuickNavigation();
  const visible = useMemo(() => visibleRoutes(routes), [routes]);
  const [openKeys, setOpenKeys] = useState<string[]>([]);

  useEffect(() => {
    const trail = routeTrail(visible, pathname);
    setOpenKeys(trail.slice(0, -1).map((r) => r.path).slice(-1));
  }, [pathname, visible]);

  const label = (r: AppRoute) => (
    <Dropdown
      trigger={['contextMenu']}
      menu={{ items: [{ key: 'quick', label: quick.has(r.path) ? t('tags.quickCancel') : t('tags.quickAdd') }], onClick: () => void quick.toggle(r.path) }}
    >
      <span data-path={r.path}>{t(r.title)}</span>
    </Dropdown>
  );
  const toItem = (r: AppRoute): MenuItem =>
    r.children.length > 0
      ? { key: r.path, icon: menuIcon(r.icon), label: t(r.title), children: r.children.map(toItem) }
      : { key: r.path, icon: menuIcon(r.icon), label: label(r) };
  const items: MenuItem[] = [{ key: '/dashboard', icon: <DashboardOutlined />, label: t('route.dashboard') }, ...visible.map(toItem)];
  const collapsed = !opened && device === 'desktop';

  if (device === 'mobile' && !opened) return null;
  return (
    <Layout.Sider
      width={SIDEBAR_WIDTH}
      collapsed={collapsed}
      collapsedWidth={64}
      theme="light"
      style={{ background: SHELL_THEME_COLORS.menuBackground, height: '100vh', position: device === 'mobile' ? 'fixed' : 'sticky', top: 0, left: 0, zIndex: 20, overflow: 'auto' }}
      data-testid="sidebar"
    >
      {showLogo && (
        <div style={{ height: 56, display: 'flex', alignItems: 'center', gap: 8, padding: '0 16px', overflow: 'hidden', whiteSpace: 'nowrap' }}>
          <img src={logo || '/favicon.svg'} alt="" height={28} />
          {!collapsed && <strong style={{ color: SHELL_THEME_COLORS.menuText }}>{title}</strong>}
        </div>
      )}
      <ConfigProvider theme={SIDEBAR_THEME}>
      <Menu
        mode="inline"
        items={items}
        selectedKeys={[pathname]}
        openKeys={collapsed ? undefined : openKeys}
        // One submenu open at a time.
        onOpenChange={(keys) => setOpenKeys(keys.slice(-1))}
        onClick={({ key }) => navigate(key)}
        style={{ background: 'transparent', borderInlineEnd: 'none' }}
      />
      </ConfigProvider>
    </Layout.Sider>
  );
}
