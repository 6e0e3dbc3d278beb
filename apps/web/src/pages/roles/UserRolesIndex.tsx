import { RolesListPage } from './RolesListPage.tsx';

/** User management → roles of the site users (customer groups). */
export default function UserRolesIndex() {
  return <RolesListPage side="user" />;
}
