import { organizes, site } from '@lbo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../api/client.ts';
import { i18n } from '../../i18n/index.ts';
import { renderInApp, signInAs } from '../../test/renderInApp.tsx';
import { OrganizesListPage } from './OrganizesListPage.tsx';
import './texts.ts';

vi.mock('../../api/client.ts', () => ({ callApi: vi.fn() }));
vi.setConfig({ testTimeout: 90_000 });
const user = () => userEvent.setup({ delay: null });

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  vi.mocked(callApi).mockReset();
  vi.mocked(callApi).mockImplementation(async (call) => {
    if (call.path === site.getSelectSiteInfos.path) return [{ Id: 1, Name: 'Demo Express' }, { Id: 2, Name: 'Harbour Freight' }];
    if (call.path === organizes.getUserOrganizes.path || call.path === organizes.getSelectUserOrganizes.path) return { Data: [], Total: 0 };
    if (call.path === organizes.establishUserOrganizes.path) return { Id: 9 };
    return null;
  });
});

describe('organisations page for platform staff', () => {
  it('asks for the site first, lists and creates the organisation in the site chosen', async () => {
    signInAs({ SiteId: null, SiteName: '', Buttons: ['UserOrganizes.Establish'] });
    renderInApp(<OrganizesListPage side="user" />);
    await user().click(await screen.findByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Choose a site first')).toBeTruthy();

    await user().click(screen.getAllByRole('combobox')[0]!);
    await user().click(await screen.findByText('Harbour Freight'));
    await waitFor(() => expect(vi.mocked(callApi).mock.calls.some(([call, body]) => call.path === organizes.getUserOrganizes.path && (body as { SiteId?: number }).SiteId === 2)).toBe(true));
    await user().click(screen.getByRole('button', { name: 'Add' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user().type(dialog.getAllByRole('textbox')[0]!, 'Wholesale buyers');
    await user().click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(vi.mocked(callApi).mock.calls.find(([call]) => call.path === organizes.establishUserOrganizes.path)?.[1]).toMatchObject({ Name: 'Wholesale buyers', SiteId: 2 }));
  });
});
