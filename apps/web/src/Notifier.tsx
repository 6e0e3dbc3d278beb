import { message, notification } from 'antd';
import { NOTIFICATION_MAX_VISIBLE } from '@lbo/contracts';
import { useEffect } from 'react';
import { registerNotifier } from './api/notify.ts';

/** The app's toasts outside the signed-in Layout (which has its own, shared with its pages). */
export default function Notifier() {
  const [messageApi, messageHolder] = message.useMessage({ maxCount: NOTIFICATION_MAX_VISIBLE });
  const [notificationApi, notificationHolder] = notification.useNotification({ maxCount: NOTIFICATION_MAX_VISIBLE });
  useEffect(() => registerNotifier(messageApi, notificationApi), [messageApi, notificationApi]);
  return (
    <>
      {messageHolder}
      {notificationHolder}
    </>
  );
}
