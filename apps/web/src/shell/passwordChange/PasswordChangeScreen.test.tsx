import { menus, user, type UserInfo } from '@lbo/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../api/client.ts';
import { i18n } from '../../i18n/index.ts';
import { useSession } from '../../stores/session.ts';
import { renderInApp } from '../../test/renderInApp.tsx';
import PrivateRoutes from '../PrivateRoutes.tsx';

vi.mock('../../api/client.ts', () => ({ callApi: vi.fn() }));
// The back office itself (hub, settings, pages) is not what this test is about.
vi.mock('../Layout.tsx', () => ({ Layout: () => <div>back office</div> }));
const callApiMock = vi.mocked(callApi);

vi.setConfig({ testTimeout: 30_000 });

const ADMIN: UserInfo = { UserId: 1, NickName: 'Platform administrator', Avatar: '', IsSuperUser: true, AccountTypeCode: 1, Buttons: [], SiteId: null, SiteName: '', MustChangePassword: true };
const callsTo = (path: string) => callApiMock.mock.calls.filter(([call]) => call.path === path).map(([, body]) => body);

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  let changed = false;
  callApiMock.mockReset();
  callApiMock.mockImplementation(async (call) => {
    if (call.path === user.getUserInfoDetailedInfo.path) return { ...ADMIN, MustChangePassword: !changed };
    if (call.path === user.changePassword.path) {
      changed = true;
      return { AccessToken: 'after-change', RefreshToken: 'refresh-after-change' };
    }
    if (call.path === menus.getCurrentUserMenus.path) return { Children: [] };
    throw new Error(`unexpected call ${call.path}`);
  });
  useSession.getState().setTokens({ AccessToken: 'first', RefreshToken: 'refresh-first' }, 'backUserLogin');
});

describe('the forced password change', () => {
  it('is shown instead of the back office, refuses a weak password, submits and then opens the back office with the new tokens', async () => {
    renderInApp(
      <MemoryRouter initialEntries={['/dashboard']}>
        <PrivateRoutes />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Choose your own password')).toBeTruthy();
    expect(screen.getByText(/You signed in as Platform administrator with an initial password/)).toBeTruthy();
    expect(screen.queryByText('back office')).toBeNull();
    // The menu is one of the calls the server refuses until the change.
    expect(callsTo(menus.getCurrentUserMenus.path)).toEqual([]);

    const u = userEvent.setup({ delay: null });
    await u.type(screen.getByPlaceholderText('Current password'), 'Gen#erated12345');
    await u.type(screen.getByPlaceholderText('New password'), '123456');
    await u.type(screen.getByPlaceholderText('Confirm password'), '123456');
    await u.click(screen.getByRole('button', { name: 'Change password and continue' }));
    expect(await screen.findByText('6 to 16 characters combining at least two of digits, letters and symbols')).toBeTruthy();
    expect(callsTo(user.changePassword.path)).toEqual([]);

    await u.clear(screen.getByPlaceholderText('New password'));
    await u.type(screen.getByPlaceholderText('New password'), 'Mine#2026');
    await u.clear(screen.getByPlaceholderText('Confirm password'));
    await u.type(screen.getByPlaceholderText('Confirm password'), 'Mine#2026');
    await u.click(screen.getByRole('button', { name: 'Change password and continue' }));

    expect(await screen.findByText('back office')).toBeTruthy();
    expect(callsTo(user.changePassword.path)).toEqual([{ CurrentPassword: 'Gen#erated12345', Password: 'Mine#2026', ConfirmPassword: 'Mine#2026' }]);
    expect(useSession.getState().accessToken).toBe('after-change');
    await waitFor(() => expect(callsTo(menus.getCurrentUserMenus.path)).toHaveLength(1));
  });
});
