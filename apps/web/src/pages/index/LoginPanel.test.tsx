import { account } from '@lbo/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../api/client.ts';
import { i18n } from '../../i18n/index.ts';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import { useSession, type LoginType } from '../../stores/session.ts';
import { renderInApp } from '../../test/renderInApp.tsx';
import { WithNotifier } from '../../test/WithNotifier.tsx';
import { LoginPanel } from './LoginPanel.tsx';

vi.mock('../../api/client.ts', () => ({ callApi: vi.fn() }));
const callApiMock = vi.mocked(callApi);

vi.setConfig({ testTimeout: 30_000 });
const user = () => userEvent.setup({ delay: null });
const callsTo = (path: string) => callApiMock.mock.calls.filter(([call]) => call.path === path).map(([, body]) => body);

function renderPanel(initialLoginType?: LoginType) {
  const onSignedIn = vi.fn();
  renderInApp(
    <WithNotifier>
      <LoginPanel onSignedIn={onSignedIn} onRetrieve={() => undefined} initialLoginType={initialLoginType} />
    </WithNotifier>,
  );
  return onSignedIn;
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  callApiMock.mockReset();
  callApiMock.mockImplementation(async (call) => (call.path === account.getWhetherToVerify.path ? false : { AccessToken: 'a', RefreshToken: 'r' }));
  useSession.getState().clear();
});

describe('sign-in panel', () => {
  it('says the spec’s message under each empty field, without repeating its label, and sends nothing', async () => {
    renderPanel();
    await user().click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findAllByRole('alert')).map((a) => a.textContent)).toEqual(['cannot be empty', 'cannot be empty']);
    expect(callApiMock).not.toHaveBeenCalled();
    // A field is judged again as it changes.
    await user().type(screen.getByLabelText('User name'), 'admin');
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['cannot be empty']));
  });

  it('asks for the agreement, then signs staff in with the encrypted password and remembers the account', async () => {
    const onSignedIn = renderPanel();
    await user().click(screen.getByRole('tab', { name: 'Staff' }));
    expect(screen.getByRole('tab', { name: 'Staff' }).getAttribute('aria-selected')).toBe('true');
    await user().type(screen.getByLabelText('User name'), 'admin');
    await user().type(screen.getByLabelText('Password', { selector: '#Password' }), 'Admin@2026');
    await user().click(screen.getByText('Remember account'));
    await user().click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Please read and accept the service agreement');
    expect(callApiMock).not.toHaveBeenCalled();

    await user().click(screen.getByText('I have read and accept the'));
    await user().click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(callsTo(account.getWhetherToVerify.path)).toEqual([{ UserName: 'admin', LoginType: 'backUserLogin' }]);
    const [sent] = callsTo(account.login.path) as { UserName: string; Password: string }[];
    expect(sent?.UserName).toBe('admin');
    expect(sent?.Password).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(sent?.Password).not.toBe('Admin@2026');
    expect(useSession.getState().accessToken).toBe('a');
    expect(localStorage.getItem(STORAGE_KEYS.rememberedAccount)).toBe('admin');
  });

  it('opens on the staff tab from the staff sign-in address, whatever this device last used', () => {
    localStorage.setItem(STORAGE_KEYS.loginType, 'userLogin');
    renderPanel('backUserLogin');
    expect(screen.getByRole('tab', { name: 'Staff' }).getAttribute('aria-selected')).toBe('true');
  });
});
