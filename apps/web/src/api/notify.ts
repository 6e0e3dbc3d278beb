import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';

/** The toasts of the request layer; the App registers antd's context-aware instances at mount. */
let messageApi: MessageInstance | null = null;
let notificationApi: NotificationInstance | null = null;

export function registerNotifier(message: MessageInstance, notification: NotificationInstance) {
  messageApi = message;
  notificationApi = notification;
}

export const ERROR_TOAST_SECONDS = 5;

export function toastError(text: string) {
  void messageApi?.error({ content: text, duration: ERROR_TOAST_SECONDS });
}

export function toastSuccess(text: string) {
  void messageApi?.success(text);
}

export function notify(kind: 'info' | 'warning' | 'error' | 'success', title: string, description?: string) {
  notificationApi?.[kind]({ title, description });
}
