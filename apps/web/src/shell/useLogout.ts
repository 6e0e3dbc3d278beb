import { useQueryClient } from '@tanstack/react-query';
import { account } from '@lbo/contracts';
import { useNavigate } from 'react-router';
import { callApi } from '../api/client.ts';
import { useSession } from '../stores/session.ts';
import { useTags } from '../stores/tags.ts';
import { stopDeviceService } from './deviceAgent.ts';
import { stopServerHub } from './useServerHub.ts';

/** Revoke the refresh token, clear both tokens, the route cache and the open tabs, stop the hubs, go to /index. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    const { refreshToken } = useSession.getState();
    if (refreshToken) await callApi(account.revokeToken, { Token: refreshToken }, { silent: true }).catch(() => undefined);
    const redirect = `${location.pathname}${location.search}`;
    stopServerHub();
    stopDeviceService();
    useTags.getState().clear();
    useSession.getState().clear();
    queryClient.clear();
    navigate(`/index?activeIndex=1&redirect=${encodeURIComponent(redirect)}`, { replace: true });
  };
}
