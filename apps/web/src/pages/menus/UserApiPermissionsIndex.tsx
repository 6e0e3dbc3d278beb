import { ApiPermissionsPage } from './ApiPermissionsPage.tsx';

/** User management → the API permissions site users' roles can be granted. */
export default function UserApiPermissionsIndex() {
  return <ApiPermissionsPage population="user" />;
}
