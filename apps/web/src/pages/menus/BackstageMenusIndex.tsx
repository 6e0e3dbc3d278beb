import { MenusListPage } from './MenusListPage.tsx';

/** Back-office staff management → menus of the back office. */
export default function BackstageMenusIndex() {
  return <MenusListPage population={1} />;
}
