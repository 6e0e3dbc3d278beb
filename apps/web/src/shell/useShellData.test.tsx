import { menus, quickNavigation, user, userMessages } from '@lbo/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../api/client.ts';
import { useSession } from '../stores/session.ts';
import { useQuickNavigation } from './quickNavigation.ts';
import { useShellData, useUnreadCount } from './useShellData.ts';

vi.mock('../api/client.ts', () => ({ callApi: vi.fn() }));
const calls = vi.mocked(callApi);

const ANSWERS: Record<string, unknown> = {
  [user.getUserInfoDetailedInfo.path]: { UserId: 7, NickName: 'Lee', Avatar: '', IsSuperUser: false, AccountTypeCode: 1, Buttons: [], SiteId: 1, SiteName: 'Demo', MustChangePassword: false },
  [menus.getCurrentUserMenus.path]: { Children: [] },
  [quickNavigation.getQuickNavigations.path]: [],
  [userMessages.getUserMessagesUnreadCount.path]: 3,
};

/** What a part of the shell reads: the routes and navbar at sign-in, the dashboard once its chunk has loaded. */
function ShellPart({ name }: { name: string }) {
  const shell = useShellData();
  const unread = useUnreadCount();
  useQuickNavigation();
  return <p>{shell.user && unread.data !== undefined ? `${name} ready` : `${name} loading`}</p>;
}

function SignedIn() {
  const [dashboard, setDashboard] = useState(false);
  return (
    <>
      <ShellPart name="navbar" />
      <button onClick={() => setDashboard(true)}>open dashboard</button>
      {dashboard && <ShellPart name="dashboard" />}
    </>
  );
}

afterEach(() => useSession.getState().clear());

describe('the shell after sign-in', () => {
  it('reads user info, menus, quick navigation and the unread count once, however many parts show them', async () => {
    calls.mockImplementation((call) => Promise.resolve(ANSWERS[call.path]) as never);
    useSession.getState().setTokens({ AccessToken: 'a', RefreshToken: 'r' }, 'backUserLogin');
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } })}>
        <SignedIn />
      </QueryClientProvider>,
    );
    await screen.findByText('navbar ready');
    screen.getByText('open dashboard').click();
    await screen.findByText('dashboard ready');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const paths = calls.mock.calls.map(([call]) => call.path).sort();
    expect(paths).toEqual(Object.keys(ANSWERS).sort());
  });
});
