import type { UserInfo } from '@lbo/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { useSession } from '../stores/session.ts';

/** The back-office user page tests sign in: Lee of site 1, no buttons, not a super user. */
const STAFF: UserInfo = { UserId: 7, NickName: 'Lee', Avatar: '', IsSuperUser: false, AccountTypeCode: 1, Buttons: [], SiteId: 1, SiteName: 'Demo', MustChangePassword: false };

/** Signs in the test's user: Lee of site 1, with what the test changes. */
export function signInAs(info: Partial<UserInfo> = {}): void {
  useSession.getState().setUser({ ...STAFF, ...info });
}

/** Renders `ui` as the app mounts a page: Ant Design without motion, its App context, and a query client that does not retry. */
export function renderInApp(ui: ReactNode) {
  return render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <AntApp>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{ui}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>,
  );
}
