import { MenusListPage } from './MenusListPage.tsx';

/** User management → menus of the site users' portal. */
export default function UserMenusIndex() {
  return <MenusListPage population={2} />;
}
