import { organizes, roles, site, user, type UserInfo } from '@lbo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../api/client.ts';
import { i18n } from '../../i18n/index.ts';
import { useSession } from '../../stores/session.ts';
import UserUsersIndex from './UserUsersIndex.tsx';
import { renderInApp, signInAs } from '../../test/renderInApp.tsx';

vi.mock('../../api/client.ts', () => ({ callApi: vi.fn() }));
const callApiMock = vi.mocked(callApi);

// Ant Design in jsdom is slow on a shared machine.
vi.setConfig({ testTimeout: 30_000 });
const person = () => userEvent.setup({ delay: null });

const ALICE = {
  Id: 11, SiteId: 1, SiteName: 'Demo Express', AccountTypeCode: 2, Number: 'C000011', UserName: 'alice', NickName: 'Alice', Avatar: '', Email: '', PhoneCode: '86',
  PhoneNumber: '13800000001', IsEnabled: true, IsFrozen: false, IsLocked: false, LockoutEnd: null, IsSuperUser: false, Roles: [{ Id: 3, Name: 'Customer' }],
  Organizes: [], MainUserId: null, MainUserName: '', SubAccountCount: 0, Balance: '0.00', IsCreditAmount: true, CreditAmount: '500.00', CreationTime: new Date().toISOString(),
};
const callsTo = (path: string) => callApiMock.mock.calls.filter(([call]) => call.path === path).map(([, body]) => body);

function renderPage(info: Partial<UserInfo>) {
  signInAs(info);
  renderInApp(
    <UserUsersIndex />,
  );
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  callApiMock.mockReset();
  callApiMock.mockImplementation(async (call) => {
    switch (call.path) {
      case user.getSiteUsers.path:
        return { Data: [ALICE], Total: 1 };
      case roles.getSelectUserRoles.path:
        return [{ Id: 3, Name: 'Customer' }, { Id: 4, Name: 'VIP customers' }];
      case organizes.getSelectUserOrganizes.path:
        return { Data: [], Total: 0 };
      case site.getSelectSiteInfos.path:
        return [];
      case user.establishSiteUser.path:
        return { Id: 12, Number: 'C000012' };
      default:
        return null;
    }
  });
});
afterEach(() => useSession.getState().setUser(null));

const dialog = async (title: string) => (await screen.findAllByRole('dialog')).find((d) => d.textContent?.includes(title))!;

describe('users page', () => {
  it('creates a customer: refuses a bad mobile and an unmatched confirmation in the form, then sends the values', async () => {
    renderPage({ Buttons: ['UserUsers.Establish'] });
    await screen.findByText('alice');
    await person().click(screen.getByRole('button', { name: 'Add' }));
    const form = await dialog('New customer');
    await person().type(within(form).getByLabelText('User name'), 'lee2026');
    await person().type(within(form).getByLabelText('Password'), 'Parcel#2026');
    await person().type(within(form).getByLabelText('Confirm password'), 'Parcel#2027');
    await person().type(within(form).getByLabelText('Mobile number'), '12345');
    await person().clear(within(form).getByLabelText('Credit limit'));
    await person().type(within(form).getByLabelText('Credit limit'), '1.234');
    await person().click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('does not match the password')).toBeTruthy();
    expect(await within(form).findByText('not a valid mobile number for the area code')).toBeTruthy();
    expect(await within(form).findByText('too many decimal places')).toBeTruthy();
    expect(callsTo(user.establishSiteUser.path)).toEqual([]);

    await person().clear(within(form).getByLabelText('Confirm password'));
    await person().type(within(form).getByLabelText('Confirm password'), 'Parcel#2026');
    await person().clear(within(form).getByLabelText('Mobile number'));
    await person().type(within(form).getByLabelText('Mobile number'), '13800000099');
    await person().clear(within(form).getByLabelText('Credit limit'));
    await person().type(within(form).getByLabelText('Credit limit'), '300.5');
    await person().click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(user.establishSiteUser.path)).toHaveLength(1));
    expect(callsTo(user.establishSiteUser.path)[0]).toMatchObject({
      UserName: 'lee2026',
      Password: 'Parcel#2026',
      ConfirmPassword: 'Parcel#2026',
      PhoneCode: '86',
      PhoneNumber: '13800000099',
      CreditAmount: '300.5',
      IsEnabled: true,
      IsSuperUser: false,
      MainUserId: null,
      BirthDate: null,
      RoleIds: [],
      OrganizeIds: [],
    });
    expect(await screen.findByText('Saved')).toBeTruthy();
  });

  it('asks before closing an edited account dialog (close icon, Cancel), and closes an untouched one at once', async () => {
    renderPage({ Buttons: ['UserUsers.Establish'] });
    await screen.findByText('alice');
    await person().click(screen.getByRole('button', { name: 'Add' }));
    let form = await dialog('New customer');
    await person().click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('New customer')).toBeNull());

    await person().click(screen.getByRole('button', { name: 'Add' }));
    form = await dialog('New customer');
    await person().type(within(form).getByLabelText('User name'), 'lee2026');
    await person().click(within(form).getByRole('button', { name: 'Close' }));
    await person().click(within(await dialog('Discard your changes?')).getByRole('button', { name: 'Keep editing' }));
    expect((within(form).getByLabelText('User name') as HTMLInputElement).value).toBe('lee2026');
    await person().click(within(form).getByRole('button', { name: 'Cancel' }));
    await person().click(within(await dialog('Discard your changes?')).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByText('New customer')).toBeNull());
    expect(callsTo(user.establishSiteUser.path)).toEqual([]);
  });

  it('lets only a super user set the super-user flag', async () => {
    renderPage({ Buttons: ['UserUsers.Establish'] });
    await person().click(await screen.findByRole('button', { name: 'Add' }));
    const form = await dialog('New customer');
    expect((within(form).getByRole('switch', { name: /Super user/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows only the buttons the user’s keys allow', async () => {
    renderPage({ Buttons: ['UserUsers.Detail'] });
    const row = (await screen.findByText('alice')).closest('tr')!;
    expect(within(row).getByText('Details')).toBeTruthy();
    expect(within(row).queryByText('Edit')).toBeNull();
    expect(within(row).queryByText('Freeze')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
  });

  it('locks until further notice from the row, and freezes after confirmation', async () => {
    renderPage({ IsSuperUser: true });
    const row = (await screen.findByText('alice')).closest('tr')!;
    // An unlocked, enabled, unfrozen account offers Lock, Freeze and Disable, not their opposites.
    expect(within(row).queryByText('Unlock')).toBeNull();
    await person().click(within(row).getByText('Lock'));
    const lock = await dialog('Lock account');
    expect((within(lock).getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    await person().click(within(lock).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(user.lockUser.path)).toEqual([{ Id: 11, LockoutEnd: undefined }]));

    // Freeze waits under More: the row shows details, edit and lock.
    await person().click(within(row).getByText('More'));
    await person().click(await screen.findByText('Freeze'));
    expect((await screen.findAllByText('Freeze this account? It is signed out at once.')).length).toBeGreaterThan(0);
    expect(callsTo(user.freezeUser.path)).toEqual([]);
    await person().click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(callsTo(user.freezeUser.path)).toEqual([{ Id: 11 }]));
  });
});
