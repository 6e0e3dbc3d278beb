import { user } from '@lbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api/client.ts';
import { shellKeys } from '../shell/useShellData.ts';
import { useSession } from '../stores/session.ts';

/** The signed-in customer (name, site, account type), kept in the session store as the back office keeps it. */
export function usePortalUser() {
  const token = useSession((s) => s.accessToken);
  return useQuery({
    queryKey: shellKeys.userInfo,
    enabled: Boolean(token),
    queryFn: async () => {
      const info = await callApi(user.getUserInfoDetailedInfo);
      useSession.getState().setUser(info);
      return info;
    },
  });
}
