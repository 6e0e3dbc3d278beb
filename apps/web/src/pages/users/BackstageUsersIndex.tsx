import { UsersListPage } from './UsersListPage.tsx';

/** Back-office staff management → the staff. */
export default function BackstageUsersIndex() {
  return <UsersListPage side="backstage" />;
}
