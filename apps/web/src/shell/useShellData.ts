import { useQuery } from '@tanstack/react-query';
import { menus, user, userMessages } from '@lbo/contracts';
import { useMemo } from 'react';
import { callApi } from '../api/client.ts';
import { useSession } from '../stores/session.ts';
import { buildRoutes, type AppRoute } from './routeBuilder.ts';

/** How often the bell's unread count is read again (pushes and the messages page also refresh it). */
const UNREAD_REFRESH_MS = 60_000;

export const shellKeys = {
  userInfo: ['shell', 'userInfo'] as const,
  menus: ['shell', 'menus'] as const,
  unread: ['shell', 'unread'] as const,
};

/**
 * The signed-in user, their menu routes and unread count; a failed user-info load ends the session.
 * Several parts of the shell read each of them (the routes, the navbar, the dashboard mounted a
 * moment later); their data is fresh until a change invalidates it, so each is read once after
 * sign-in instead of again by every part that mounts later.
 */
export function useShellData() {
  const token = useSession((s) => s.accessToken);
  const info = useQuery({
    queryKey: shellKeys.userInfo,
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    queryFn: async () => {
      try {
        const data = await callApi(user.getUserInfoDetailedInfo);
        useSession.getState().setUser(data);
        return data;
      } catch (error) {
        useSession.getState().clear();
        throw error;
      }
    },
  });
  // While a password change is required the server refuses the menu: it is read once the change is made.
  const menu = useQuery({ queryKey: shellKeys.menus, staleTime: Infinity, enabled: Boolean(token) && info.isSuccess && !info.data.MustChangePassword, queryFn: () => callApi(menus.getCurrentUserMenus) });
  const routes: AppRoute[] = useMemo(() => buildRoutes(menu.data?.Children ?? []), [menu.data]);
  return { user: info.data, routes, loading: info.isPending || menu.isPending, error: info.error ?? menu.error };
}

export function useUnreadCount() {
  const token = useSession((s) => s.accessToken);
  return useQuery({
    queryKey: shellKeys.unread,
    enabled: Boolean(token),
    queryFn: () => callApi(userMessages.getUserMessagesUnreadCount, {}, { silent: true }),
    staleTime: UNREAD_REFRESH_MS,
    refetchInterval: UNREAD_REFRESH_MS,
  });
}
