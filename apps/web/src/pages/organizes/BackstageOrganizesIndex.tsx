import { OrganizesListPage } from './OrganizesListPage.tsx';

/** Back-office staff management → organisations of the staff. */
export default function BackstageOrganizesIndex() {
  return <OrganizesListPage side="backstage" />;
}
