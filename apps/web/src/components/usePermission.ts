import { useCallback } from 'react';
import { useSession } from '../stores/session.ts';

/**
 * Whether the signed-in user may see a button carrying a permission key (spec §6): a super user
 * sees every button, anyone else only keys in their Buttons list; a button without a key is for
 * everyone. This only decides what is shown: the server checks every call.
 */
export function usePermission(): (key?: string) => boolean {
  const user = useSession((s) => s.user);
  return useCallback((key?: string) => !key || Boolean(user && (user.IsSuperUser || user.Buttons.includes(key))), [user]);
}
