import { ViewsListPage } from './ViewsListPage.tsx';

/** User management → views (pages and buttons) of the site users' portal. */
export default function UserViewsIndex() {
  return <ViewsListPage population={2} />;
}
