import { ApiPermissionsPage } from './ApiPermissionsPage.tsx';

/** Back-office staff management → the API permissions staff roles can be granted. */
export default function BackstageApiPermissionsIndex() {
  return <ApiPermissionsPage population="backstage" />;
}
