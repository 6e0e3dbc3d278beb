import { ViewsListPage } from './ViewsListPage.tsx';

/** Back-office staff management → views (pages and buttons) of the back office. */
export default function BackstageViewsIndex() {
  return <ViewsListPage population={1} />;
}
