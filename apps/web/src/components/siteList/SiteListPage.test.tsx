import { cargoType as api, ORGANIZE_CALLS, site } from '@lbo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../api/client.ts';
import { i18n } from '../../i18n/index.ts';
import { useSession } from '../../stores/session.ts';
import { SiteListPage } from './SiteListPage.tsx';
import { renderInApp, signInAs } from '../../test/renderInApp.tsx';

vi.mock('../../api/client.ts', () => ({ callApi: vi.fn() }));
const callApiMock = vi.mocked(callApi);

// Ant Design in jsdom is slow on a shared machine.
vi.setConfig({ testTimeout: 30_000 });
const person = () => userEvent.setup({ delay: null });

const TIME = '2026-03-01T08:00:00.000Z';
const BATTERY = { Id: 5, SiteId: 1, Name: 'Battery', DisplayOrder: 2, IsEnabled: false, Remarks: 'Lithium only', SiteName: 'Demo Express', CreationTime: TIME, UpdateTime: TIME };
const callsTo = (path: string) => callApiMock.mock.calls.filter(([call]) => call.path === path).map(([, body]) => body);

function renderPage(siteId: number | null, buttons: string[], formButtons?: (read: () => unknown) => void) {
  signInAs({ Buttons: buttons, SiteId: siteId });
  renderInApp(
    <SiteListPage
      calls={api.cargoTypeCalls}
      permission="CargoTypes"
      texts={{ createTitle: 'New cargo type', editTitle: 'Edit cargo type', deleteConfirm: 'Delete this cargo type?' }}
      labels="cargoTypes"
      fields={(shared) => ({
        Name: { label: 'Cargo name', query: true },
        DisplayOrder: shared.displayOrder,
        IsEnabled: shared.status,
        SiteName: shared.site,
        Remarks: shared.remarks(),
        UpdateTime: { ...shared.updatedAt, detail: false },
        CreationTime: { ...shared.createdAt, column: false, detail: false },
      })}
      form={{
        name: 'cargoType',
        widthSize: 1,
        buttons: formButtons && ((form) => <Button onClick={() => formButtons(() => form.getFieldValue('Name'))}>Check name</Button>),
      }}
    />,
  );
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  callApiMock.mockReset();
  callApiMock.mockImplementation(async (call) => {
    switch (call.path) {
      case api.getCargoTypes.path:
        return { Data: [BATTERY], Total: 1 };
      case api.getEditCargoType.path:
        return { Id: 5, SiteId: 1, Name: 'Battery', DisplayOrder: 2, IsEnabled: false, Remarks: 'Lithium only' };
      case api.getCargoTypeById.path:
        return { ...BATTERY, Audits: [{ Action: 'Establish', ActorName: 'lee', CreationTime: TIME, Before: null, After: { Name: 'Battery' } }] };
      case site.getSelectSiteInfos.path:
        return [{ Id: 1, SiteName: 'Demo Express' }];
      default:
        return null;
    }
  });
});
afterEach(() => useSession.getState().setUser(null));

const dialog = async (title: string) => (await screen.findAllByRole('dialog')).find((d) => d.textContent?.includes(title))!;

describe('site list page', () => {
  it('lists the rows with their shared columns; site staff get no site column', async () => {
    renderPage(1, []);
    const row = (await screen.findByText('Battery')).closest('tr')!;
    expect(within(row).getByText('Disabled')).toBeTruthy();
    expect(within(row).getByText('Lithium only')).toBeTruthy();
    expect(within(row).getByText('2026-03-01', { exact: false })).toBeTruthy();
    expect(screen.queryByText('Demo Express')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
  });

  it('opens an existing row in the edit dialog and saves it by its Id', async () => {
    renderPage(1, ['CargoTypes.Edit']);
    const row = (await screen.findByText('Battery')).closest('tr')!;
    await person().click(within(row).getByRole('button', { name: 'Edit' }));
    const form = await dialog('Edit cargo type');
    const name = within(form).getByLabelText('Cargo name');
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('Battery'));
    await person().clear(name);
    await person().type(name, 'Battery (UN3481)');
    await person().click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(api.editCargoType.path)).toEqual([{ Id: 5, Name: 'Battery (UN3481)', DisplayOrder: 2, IsEnabled: false, Remarks: 'Lithium only' }]));
    expect(await screen.findByText('Saved')).toBeTruthy();
  });

  it('asks before closing an edited dialog, and closes an untouched one at once', async () => {
    renderPage(1, ['CargoTypes.Edit']);
    const row = (await screen.findByText('Battery')).closest('tr')!;
    await person().click(within(row).getByRole('button', { name: 'Edit' }));
    let form = await dialog('Edit cargo type');
    await waitFor(() => expect((within(form).getByLabelText('Cargo name') as HTMLInputElement).value).toBe('Battery'));
    await person().click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Edit cargo type')).toBeNull());
    await person().click(within(row).getByRole('button', { name: 'Edit' }));
    form = await dialog('Edit cargo type');
    await waitFor(() => expect((within(form).getByLabelText('Cargo name') as HTMLInputElement).value).toBe('Battery'));
    await person().type(within(form).getByLabelText('Cargo name'), ' pack');
    await person().click(within(form).getByRole('button', { name: 'Cancel' }));
    const question = await dialog('Discard your changes?');
    await person().click(within(question).getByRole('button', { name: 'Keep editing' }));
    expect((within(form).getByLabelText('Cargo name') as HTMLInputElement).value).toBe('Battery pack');
    await person().click(within(form).getByRole('button', { name: 'Cancel' }));
    await person().click(within(await dialog('Discard your changes?')).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByText('Edit cargo type')).toBeNull());
    expect(callsTo(api.editCargoType.path)).toEqual([]);
  });

  it('asks before deleting, and deletes only once confirmed', async () => {
    renderPage(1, ['CargoTypes.Delete']);
    const row = (await screen.findByText('Battery')).closest('tr')!;
    await person().click(within(row).getByRole('button', { name: 'Delete' }));
    const question = await dialog('Delete this cargo type?');
    expect(callsTo(api.deleteCargoType.path)).toEqual([]);
    await person().click(within(question).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(callsTo(api.deleteCargoType.path)).toEqual([{ Id: 5 }]));
    expect(await screen.findByText('Deleted')).toBeTruthy();
  });

  it('shows the detail with its history from the name', async () => {
    renderPage(1, []);
    await person().click(await screen.findByText('Battery'));
    await screen.findByText('Change history');
    expect(callsTo(api.getCargoTypeById.path)).toEqual([{ Id: 5 }]);
  });

  it('makes platform staff choose a site before adding, and shows them the site column', async () => {
    renderPage(null, ['CargoTypes.Add']);
    const row = (await screen.findByText('Battery')).closest('tr')!;
    expect(within(row).getByText('Demo Express')).toBeTruthy();
    await person().click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Choose a site first')).toBeTruthy();
    expect(screen.queryByText('New cargo type')).toBeNull();
  });

  it('shows a shared column only where the list’s rows carry its field', async () => {
    const calls = ORGANIZE_CALLS.backstage;
    callApiMock.mockImplementation(async (call) => (call.path === calls.list.path ? { Data: [{ Id: 3, SiteId: null, Name: 'Head office', CreationTime: TIME, Children: [] }], Total: 1 } : null));
    signInAs({ Buttons: [], SiteId: null });
    renderInApp(
      <SiteListPage
        calls={calls}
        permission="BackstageOrganizes"
        texts={{ createTitle: 'New', editTitle: 'Edit', deleteConfirm: 'Delete?' }}
        labels="organizes"
        fields={(shared) => ({ Name: {}, SiteName: shared.site, CreationTime: shared.createdAt, UpdateTime: shared.updatedAt })}
        form={{ widthSize: 1 }}
      />,
    );
    await screen.findByText('Head office');
    // A tree's rows carry neither the site's name nor the update time (its detail does).
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(expect.arrayContaining(['Created']));
    expect(screen.queryByRole('columnheader', { name: 'Site' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Updated' })).toBeNull();
  });

  it('puts a page’s own form buttons between Cancel and Save, working on the values entered', async () => {
    const seen: unknown[] = [];
    renderPage(1, ['CargoTypes.Edit'], (read) => seen.push(read()));
    const row = (await screen.findByText('Battery')).closest('tr')!;
    await person().click(within(row).getByRole('button', { name: 'Edit' }));
    const form = await dialog('Edit cargo type');
    await waitFor(() => expect((within(form).getByLabelText('Cargo name') as HTMLInputElement).value).toBe('Battery'));
    await person().type(within(form).getByLabelText('Cargo name'), ' pack');
    expect(within(form).getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, '')).slice(-3)).toEqual(['Cancel', 'Checkname', 'Save']);
    await person().click(within(form).getByRole('button', { name: 'Check name' }));
    expect(seen).toEqual(['Battery pack']);
    expect(callsTo(api.editCargoType.path)).toEqual([]);
  });
});
