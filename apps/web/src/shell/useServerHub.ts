import { useQueryClient } from '@tanstack/react-query';
import { formatMessage, HUB_RETRY_INTERVAL_MS, HUB_RETRY_MAX, PERMISSION_CHANGE_RELOAD_MS, type userMessages } from '@lbo/contracts';
import { useEffect } from 'react';
import { io, type Socket } from 'socket.io-client';
import { notify } from '../api/notify.ts';
import { getApiBase, request } from '../api/request.ts';
import { currentLocale, i18n } from '../i18n/index.ts';
import { useSession } from '../stores/session.ts';
import { autoPrintPicking } from './autoPrintPicking.ts';
import { shellKeys } from './useShellData.ts';

const HUB_PATH = '/LogisticsInfrastructureHub';

/** A system message's title and text in the reader's language; other pushes as sent. */
function readable(info: userMessages.PushInformation): { title: string; message: string } {
  if (!info.Texts) return { title: info.Title, message: info.Message };
  const locale = currentLocale();
  return { title: formatMessage(info.Texts.title, locale), message: formatMessage(info.Texts.message, locale, info.Texts.params) };
}

let socket: Socket | null = null;

/** Stop the hub connection (logout). */
export function stopServerHub() {
  socket?.removeAllListeners();
  socket?.close();
  socket = null;
}

/**
 * The server hub while signed in: reconnects by itself; a refused connection (expired token)
 * refreshes the token and tries again every 5 s, up to 5 times.
 */
export function useServerHub() {
  const token = useSession((s) => s.accessToken);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return;
    let failures = 0;
    const s = io(getApiBase() || undefined, { path: HUB_PATH, auth: (cb) => cb({ token: useSession.getState().accessToken }), transports: ['websocket'] });
    socket = s;
    s.on('connect', () => (failures = 0));
    s.on('connect_error', () => {
      if (s.active || ++failures > HUB_RETRY_MAX) return;
      // An expired token: any call refreshes it through the request layer, then the hub tries again.
      setTimeout(() => {
        void request('/User/GetUserInfoDetailedInfo', {}, { silent: true })
          .catch(() => undefined)
          .finally(() => s.connect());
      }, HUB_RETRY_INTERVAL_MS);
    });
    s.on('UserReceivingInformation', (info: userMessages.PushInformation) => {
      if (info.InfoType === 'UserPermissionChange') {
        notify('warning', i18n.t('hub.permissionChange'));
        setTimeout(() => location.reload(), PERMISSION_CHANGE_RELOAD_MS);
      } else if (info.InfoType === 'Debt') {
        notify('warning', info.Title || i18n.t('hub.debt'), info.Message);
      } else if (info.InfoType === 'AddPickingList') {
        void autoPrintPicking(info.Message).catch(() => undefined);
      } else {
        const { title, message } = readable(info);
        notify('info', title, message);
      }
      void queryClient.invalidateQueries({ queryKey: shellKeys.unread });
    });
    return () => {
      s.removeAllListeners();
      s.close();
      if (socket === s) socket = null;
    };
  }, [token, queryClient]);
}
