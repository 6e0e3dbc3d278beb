import { menus, views } from '@lbo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../api/client.ts';
import { i18n } from '../../i18n/index.ts';
import { useSession } from '../../stores/session.ts';
import { renderInApp, signInAs } from '../../test/renderInApp.tsx';
import { MenusListPage } from './MenusListPage.tsx';
import { ViewsListPage } from './ViewsListPage.tsx';
import './texts.ts';

vi.mock('../../api/client.ts', () => ({ callApi: vi.fn() }));
const callApiMock = vi.mocked(callApi);
vi.setConfig({ testTimeout: 30_000 });
const person = () => userEvent.setup({ delay: null });

const SHELVES: menus.MenuRow = { Id: 2, Population: 1, Name: 'ShelvesIndex', ParentId: null, Path: '/shelves', Router: 'ShelvesIndex', Icon: '', Sort: 1, Invisible: false, RoleCount: 2, CreationTime: new Date().toISOString(), Children: [] };
const callsTo = (path: string) => callApiMock.mock.calls.filter(([call]) => call.path === path).map(([, body]) => body);
const dialog = async (title: string) => (await screen.findAllByRole('dialog')).find((d) => d.textContent?.includes(title))!;

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  callApiMock.mockReset();
  callApiMock.mockImplementation(async (call) => {
    if (call.path === menus.getBackstageMenus.path) return { Data: [SHELVES], Total: 1 };
    if (call.path === menus.getSelectBackstageMenus.path) return [];
    if (call.path === views.getViews.path) return { Data: [], Total: 0 };
    return null;
  });
});
afterEach(() => useSession.getState().setUser(null));

describe('menus and views pages', () => {
  it('asks before closing an edited menu dialog, and closes an untouched one at once', async () => {
    signInAs({ SiteId: null, IsSuperUser: true });
    renderInApp(<MenusListPage population={1} />);
    await screen.findByText('/shelves');
    await person().click(screen.getByRole('button', { name: 'Add' }));
    let form = await dialog('New menu');
    await person().click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('New menu')).toBeNull());

    await person().click(screen.getByRole('button', { name: 'Add' }));
    form = await dialog('New menu');
    await person().type(await within(form).findByLabelText('Path'), '/parcels');
    await person().click(within(form).getByRole('button', { name: 'Cancel' }));
    await person().click(within(await dialog('Discard your changes?')).getByRole('button', { name: 'Keep editing' }));
    expect((within(form).getByLabelText('Path') as HTMLInputElement).value).toBe('/parcels');
    await person().click(within(form).getByRole('button', { name: 'Close' }));
    await person().click(within(await dialog('Discard your changes?')).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByText('New menu')).toBeNull());
    expect(callsTo(menus.establishBackstageMenu.path)).toEqual([]);
  });

  it('asks before closing a view dialog whose buttons were edited', async () => {
    signInAs({ SiteId: null, IsSuperUser: true });
    renderInApp(<ViewsListPage population={1} />);
    await person().click(await screen.findByRole('button', { name: 'Add' }));
    const form = await dialog('New view');
    await person().click(within(form).getByRole('button', { name: /Add row/ }));
    await person().click(within(form).getByRole('button', { name: 'Close' }));
    await person().click(within(await dialog('Discard your changes?')).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByText('New view')).toBeNull());
    expect(callsTo(views.establishView.path)).toEqual([]);
  });

  it('shows site staff the menus to read only, with why', async () => {
    signInAs({ SiteId: 1, IsSuperUser: true });
    renderInApp(<MenusListPage population={2} />);
    const row = (await screen.findByText('/shelves')).closest('tr')!;
    expect(screen.getByText('Menus and views are shared by every site: only platform staff change them.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
    expect(within(row).getAllByRole('button').map((b) => b.textContent)).toEqual(['Details']);
    expect(callsTo(menus.getBackstageMenus.path)[0]).toEqual(expect.objectContaining({ Population: 2 }));
    expect(callsTo(menus.getBackstageMenus.path)[0]).not.toHaveProperty('SiteId');
  });

  it('adds a sub-menu under the row it was asked from, in the page’s population', async () => {
    signInAs({ SiteId: null, IsSuperUser: true });
    renderInApp(<MenusListPage population={2} />);
    const row = (await screen.findByText('/shelves')).closest('tr')!;
    await person().click(within(row).getByRole('button', { name: 'Add sub-menu' }));
    const form = await dialog('New menu');
    await person().type(within(form).getByLabelText('Name'), 'BinsIndex');
    await person().click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(menus.establishBackstageMenu.path)).toEqual([expect.objectContaining({ Name: 'BinsIndex', ParentId: 2, Population: 2, Sort: 0, Invisible: false })]));
  });

  it('saves a view with the buttons it keeps by their Id, and the new ones without', async () => {
    const view = { Id: 4, Population: 1, Name: 'Bins', Code: 'BinsIndex', Buttons: [{ Id: 11, Key: 'Bins.Add', Name: 'Add' }], CreationTime: new Date().toISOString() };
    callApiMock.mockImplementation(async (call) => {
      if (call.path === views.getViews.path) return { Data: [view], Total: 1 };
      if (call.path === views.getEditViewInfo.path) return view;
      if (call.path === views.editView.path) return view;
      return null;
    });
    signInAs({ SiteId: null, IsSuperUser: true });
    renderInApp(<ViewsListPage population={1} />);
    const row = (await screen.findByText('BinsIndex')).closest('tr')!;
    await person().click(within(row).getByRole('button', { name: 'Edit' }));
    const form = await dialog('Edit view');
    await waitFor(() => expect((within(form).getAllByLabelText('Button key')[0] as HTMLInputElement).value).toBe('Bins.Add'));
    await person().click(within(form).getByRole('button', { name: /Add row/ }));
    const keys = within(form).getAllByLabelText('Button key');
    await person().type(keys[1]!, 'Bins.Print');
    await person().type(within(form).getAllByLabelText('Button name')[1]!, 'Print');
    await person().click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(callsTo(views.editView.path)).toEqual([
        { Id: 4, Name: 'Bins', Code: 'BinsIndex', Buttons: [{ Id: 11, Key: 'Bins.Add', Name: 'Add' }, { Id: undefined, Key: 'Bins.Print', Name: 'Print' }], Population: 1 },
      ]),
    );
  });
});
