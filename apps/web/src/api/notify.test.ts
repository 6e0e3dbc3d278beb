import { act, renderHook } from '@testing-library/react';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { describe, expect, it, vi } from 'vitest';
import { ERROR_TOAST_SECONDS, notify, registerNotifier, toastError, toastSuccess, useNotifierWanted } from './notify.ts';

function fakeNotifier() {
  const message = { error: vi.fn(), success: vi.fn() };
  const notification = { info: vi.fn() };
  return { message, notification, register: () => registerNotifier(message as unknown as MessageInstance, notification as unknown as NotificationInstance) };
}

describe('toasts', () => {
  it('asks for the app’s notifier with the first toast, which waits for it', () => {
    const { result } = renderHook(() => useNotifierWanted());
    expect(result.current).toBe(false);
    act(() => toastError('Wrong account or password'));
    expect(result.current).toBe(true);

    const app = fakeNotifier();
    const unregister = app.register();
    expect(app.message.error).toHaveBeenCalledWith({ content: 'Wrong account or password', duration: ERROR_TOAST_SECONDS });
    toastSuccess('Saved');
    expect(app.message.success).toHaveBeenCalledWith('Saved');
    unregister();
  });

  it('shows toasts with the innermost notifier mounted, and with the outer one again once it is gone', () => {
    const app = fakeNotifier();
    const shell = fakeNotifier();
    const unregisterApp = app.register();
    const unregisterShell = shell.register();
    notify('info', 'Payment reminder', 'Please pay');
    expect(shell.notification.info).toHaveBeenCalledWith({ title: 'Payment reminder', description: 'Please pay' });
    expect(app.notification.info).not.toHaveBeenCalled();
    unregisterShell();
    toastSuccess('Saved');
    expect(app.message.success).toHaveBeenCalledWith('Saved');
    expect(shell.message.success).not.toHaveBeenCalled();
    unregisterApp();
  });
});
