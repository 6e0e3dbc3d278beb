import { RolesListPage } from './RolesListPage.tsx';

/** Back-office staff management → roles of the staff. */
export default function BackstageRolesIndex() {
  return <RolesListPage side="backstage" />;
}
