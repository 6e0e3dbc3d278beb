import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { useSyncExternalStore } from 'react';

interface Notifier {
  message: MessageInstance;
  notification: NotificationInstance;
}

/**
 * Where toasts go: antd's context-aware instances, registered at mount. The signed-in Layout
 * registers those of its antd App (which its pages share); outside it the app mounts its own
 * notifier only when the first toast is asked for (the public home seldom shows one), and that
 * toast waits for it. Toasts keep one stack, the innermost one mounted.
 */
const notifiers: Notifier[] = [];
const waiting: ((notifier: Notifier) => void)[] = [];
const current = (): Notifier | undefined => notifiers.at(-1);

let wanted = false;
const listeners = new Set<() => void>();

/** Whether a toast has asked for the app's notifier (App mounts it then). */
export function useNotifierWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
  );
}

function withNotifier(show: (notifier: Notifier) => void) {
  const notifier = current();
  if (notifier) return show(notifier);
  waiting.push(show);
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** Registers a notifier (showing the toasts that waited for one); the returned function removes it (an effect's cleanup). */
export function registerNotifier(message: MessageInstance, notification: NotificationInstance): () => void {
  const notifier = { message, notification };
  notifiers.push(notifier);
  for (const show of waiting.splice(0)) show(notifier);
  return () => {
    notifiers.splice(notifiers.indexOf(notifier), 1);
  };
}

export const ERROR_TOAST_SECONDS = 5;

export function toastError(text: string) {
  withNotifier((n) => void n.message.error({ content: text, duration: ERROR_TOAST_SECONDS }));
}

export function toastSuccess(text: string) {
  withNotifier((n) => void n.message.success(text));
}

export function notify(kind: 'info' | 'warning' | 'error' | 'success', title: string, description?: string) {
  withNotifier((n) => n.notification[kind]({ title, description }));
}
