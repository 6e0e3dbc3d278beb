import { OrganizesListPage } from './OrganizesListPage.tsx';

/** User management → organisations of the site users. */
export default function UserOrganizesIndex() {
  return <OrganizesListPage side="user" />;
}
