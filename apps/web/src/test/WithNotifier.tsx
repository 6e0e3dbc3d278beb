import { App as AntApp } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { registerNotifier } from '../api/notify.ts';

/** Test wrapper: the toasts and notifications of api/notify.ts shown for real, as the App does at mount. */
export function WithNotifier({ children }: { children: ReactNode }) {
  return (
    <AntApp>
      <Register />
      {children}
    </AntApp>
  );
}

function Register() {
  const { message, notification } = AntApp.useApp();
  useEffect(() => registerNotifier(message, notification), [message, notification]);
  return null;
}
