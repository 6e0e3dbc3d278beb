import { applicantInformation as api, site } from '@lbo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../api/client.ts';
import { i18n } from '../../i18n/index.ts';
import { useSession } from '../../stores/session.ts';
import ApplicantInformationIndex from './ApplicantInformationIndex.tsx';
import { renderInApp, signInAs } from '../../test/renderInApp.tsx';

vi.mock('../../api/client.ts', () => ({ callApi: vi.fn() }));
const callApiMock = vi.mocked(callApi);

// Ant Design in jsdom is slow on a shared machine.
vi.setConfig({ testTimeout: 30_000 });
const person = () => userEvent.setup({ delay: null });

const TIME = '2026-03-01T08:00:00.000Z';
const applicant = (Id: number, Contacts: string, rest: { CountryCode: string; Phone: string; UsageCount: number; IsDeactivate: boolean }) => ({
  Id,
  SiteId: 1,
  Contacts,
  ReceiveTel: '',
  DetailedAddress: '12 Harbour Road',
  MailboxCode: '',
  SiteName: 'Demo Express',
  CreationTime: TIME,
  UpdateTime: TIME,
  ...rest,
});
const USED = applicant(1, 'Chan Tai Man', { CountryCode: '852', Phone: '61234567', UsageCount: 14, IsDeactivate: false });
const FORMER = applicant(2, 'Former declarant', { CountryCode: '86', Phone: '13900139000', UsageCount: 0, IsDeactivate: true });
const callsTo = (path: string) => callApiMock.mock.calls.filter(([call]) => call.path === path).map(([, body]) => body);

function renderPage(buttons: string[]) {
  signInAs({ Buttons: buttons });
  return renderInApp(
    <ApplicantInformationIndex />,
  );
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  callApiMock.mockReset();
  callApiMock.mockImplementation(async (call, body) => {
    switch (call.path) {
      case api.getApplicantInformations.path:
        return { Data: (body as { IsDeactivate?: boolean }).IsDeactivate === true ? [FORMER] : [USED, FORMER], Total: 2 };
      case api.getApplicantInformationById.path:
        return { ...FORMER, Audits: [{ Action: 'Edit', ActorName: 'lee', CreationTime: TIME, Before: { IsDeactivate: false }, After: { IsDeactivate: true } }] };
      case site.getSelectSiteInfos.path:
        return [{ Id: 1, SiteName: 'Demo Express' }];
      default:
        return null;
    }
  });
});
afterEach(() => {
  useSession.getState().setUser(null);
  localStorage.clear();
});

describe('applicant information page', () => {
  it('lists applicants by contact with their calling code and whether they are in use; one quoted on orders cannot be deleted', async () => {
    renderPage(['ApplicantInformation.Delete']);
    const used = (await screen.findByText('Chan Tai Man')).closest('tr')!;
    const former = screen.getByText('Former declarant').closest('tr')!;
    expect(within(used).getByText('+852')).toBeTruthy();
    expect(within(used).getByText('In use')).toBeTruthy();
    expect(within(former).getByText('Deactivated')).toBeTruthy();
    expect(within(used).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(former).getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('finds the deactivated applicants by their status', async () => {
    renderPage([]);
    await screen.findByText('Chan Tai Man');
    await person().click(screen.getByRole('button', { name: /Expand/ }));
    await person().click(screen.getByLabelText('Status'));
    await screen.findByTitle('Deactivated');
    expect([...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent)).toEqual(['In use', 'Deactivated']);
    await person().click(screen.getByTitle('Deactivated'));
    await person().click(screen.getByRole('button', { name: /Query/ }));
    await waitFor(() => expect(screen.queryByText('Chan Tai Man')).toBeNull());
    expect(callsTo(api.getApplicantInformations.path).at(-1)).toMatchObject({ IsDeactivate: true });
  });

  it('opens the detail from the contact, titled by it, with the status and its history', async () => {
    renderPage([]);
    await person().click(await screen.findByText('Former declarant'));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('Change history');
    expect(within(drawer).getAllByText('Former declarant').length).toBeGreaterThanOrEqual(2);
    expect(within(drawer).getAllByText('Deactivated').length).toBeGreaterThanOrEqual(1);
    expect(within(drawer).getByText('+86')).toBeTruthy();
    expect(callsTo(api.getApplicantInformationById.path)).toEqual([{ Id: 2 }]);
  });

  it('keeps the columns a person hides when the page is opened again', async () => {
    const { unmount } = renderPage([]);
    await screen.findByText('Chan Tai Man');
    await person().click(screen.getByRole('button', { name: /Columns/ }));
    await person().click(within(await screen.findByTestId('column-settings')).getByRole('checkbox', { name: 'Landline' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Landline' })).toBeNull());
    unmount();

    renderPage([]);
    await screen.findByText('Chan Tai Man');
    expect(screen.queryByRole('columnheader', { name: 'Landline' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Mobile' })).toBeTruthy();
  });
});
