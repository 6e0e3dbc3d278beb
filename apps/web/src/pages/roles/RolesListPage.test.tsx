import { roles, site } from '@lbo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../api/client.ts';
import { i18n } from '../../i18n/index.ts';
import { useSession } from '../../stores/session.ts';
import { renderInApp, signInAs } from '../../test/renderInApp.tsx';
import { RolesListPage } from './RolesListPage.tsx';

vi.mock('../../api/client.ts', () => ({ callApi: vi.fn() }));
const callApiMock = vi.mocked(callApi);
vi.setConfig({ testTimeout: 60_000 });
const person = () => userEvent.setup({ delay: null });

const TIME = '2026-03-01T08:00:00.000Z';
const ROLE = {
  Id: 7,
  SiteId: null,
  SiteName: '',
  Name: 'Operators',
  Code: 'operator',
  Description: '',
  IsEnabled: true,
  Priority: 3,
  IsCashOnDelivery: true,
  IsCreditAmount: false,
  DefaultCashOnDeliveryAmount: '0',
  DefaultCreditAmount: '150.5',
  DefaultApis: true,
  SettlementCycle: 4,
  FullBagCharge: '0',
  UserCount: 2,
  CreationTime: TIME,
  UpdateTime: TIME,
};
const callsTo = (path: string) => callApiMock.mock.calls.filter(([call]) => call.path === path).map(([, body]) => body);
const columnTitles = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  callApiMock.mockReset();
  callApiMock.mockImplementation(async (call) => {
    switch (call.path) {
      case roles.getBackstageRoles.path:
        return { Data: [ROLE], Total: 1 };
      case roles.getUserRoles.path:
        return { Data: [{ ...ROLE, SiteId: 1, SiteName: 'Demo Express' }], Total: 1 };
      case roles.establishBackstageRole.path:
        return { Id: 8 };
      case site.getSelectSiteInfos.path:
        return [{ Id: 1, Name: 'Demo Express' }];
      default:
        return null;
    }
  });
});
afterEach(() => useSession.getState().setUser(null));

describe('roles page', () => {
  it('lets platform staff naming no site create one of the platform’s own staff roles', async () => {
    signInAs({ SiteId: null, SiteName: '', Buttons: ['BackstageRoles.Establish'] });
    renderInApp(<RolesListPage side="backstage" />);
    await screen.findByText('Operators');
    expect(screen.getByText('The platform’s own roles')).toBeTruthy();
    // Staff roles have no customer terms.
    expect(columnTitles()).not.toContain('Cash on delivery');

    await person().click(screen.getByRole('button', { name: 'Add' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('New role')).toBeTruthy();
    expect(dialog.queryByText('Settlement cycle')).toBeNull();
    await person().type(dialog.getByLabelText('Name'), 'Packers');
    await person().type(dialog.getByLabelText('Code'), 'packer');
    await person().click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(roles.establishBackstageRole.path)).toHaveLength(1));
    expect(callsTo(roles.establishBackstageRole.path)[0]).toMatchObject({ Name: 'Packers', Code: 'packer', SiteId: undefined, IsEnabled: true, Priority: 0 });
  });

  it('shows a customer group’s terms and opens a role’s permissions from its row', async () => {
    signInAs({ SiteId: 1, SiteName: 'Demo Express', Buttons: ['UserRoles.Permissions'] });
    renderInApp(<RolesListPage side="user" />);
    const row = (await screen.findByText('Operators')).closest('tr')!;
    expect(columnTitles()).toEqual(expect.arrayContaining(['Cash on delivery', 'Default credit limit', 'Settlement cycle']));
    expect(within(row).getByText('Monthly')).toBeTruthy();
    expect(within(row).getByText('150.5')).toBeTruthy();
    await person().click(within(row).getByRole('button', { name: 'Permissions' }));
    await waitFor(() => expect(callsTo(roles.getUserRolePermissions.path)).toEqual([{ Id: 7 }]));
  });
});
