import { UsersListPage } from './UsersListPage.tsx';

/** User management → the site users (customers). */
export default function UserUsersIndex() {
  return <UsersListPage side="user" />;
}
