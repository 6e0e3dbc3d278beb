import { parcels } from '@lbo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { renderInApp, signInAs } from '../../test/renderInApp.tsx';
import { PhoneLayout } from '../../components/table/DataCards.tsx';
import UserPackagesIndex from './UserPackagesIndex.tsx';
import { answerCalls, callsTo, parcelRow } from './parcelTestFixtures.ts';

vi.mock('../../api/client.ts', () => ({ callApi: vi.fn() }));
vi.setConfig({ testTimeout: 60_000 });
const person = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });

const ROWS = [
  parcelRow({ Id: 1, CourierNumber: 'SF1001', Actions: ['EditForecast', 'DeleteForecast'] }),
  parcelRow({ Id: 2, CourierNumber: 'SF1002', PackageStatus: parcels.PackageStatus.Shippable, Weight: '1.250', BillingWeight: '1.250', ShelfCode: 'A-01', DaysOnShelf: 2, Actions: ['CompleteDetails'] }),
];

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  answerCalls(
    {
      [parcels.getUserPackageStateCounts.path]: [{ PackageStatus: 1, Count: 1 }, { PackageStatus: 3, Count: 1 }],
      [parcels.getUserPackageById.path]: ({ Id }: { Id: number }) => ({ ...ROWS.find((r) => r.Id === Id)!, History: [] }),
      [parcels.getUserPackages.path]: ({ PackageStatus: state }: { PackageStatus?: number }) => {
        const rows = ROWS.filter((r) => state === undefined || r.PackageStatus === state);
        return { Data: rows, Total: rows.length };
      },
    },
    [],
  );
  signInAs({ AccountTypeCode: 2, NickName: 'Alice', Buttons: ['UserPackage.Add', 'UserPackage.Edit', 'UserPackage.Delete'] });
});

const shownNumbers = () => [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row td:first-child')].map((td) => td.textContent);

describe('my parcels', () => {
  it('counts the parcels of each state in its tab, and a tab lists only that state', async () => {
    renderInApp(<UserPackagesIndex />);
    expect(await screen.findByRole('tab', { name: 'Not received (1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'All (2)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'To be completed (0)' })).toBeTruthy();
    await waitFor(() => expect(shownNumbers()).toEqual(['SF1001', 'SF1002']));

    await person().click(screen.getByRole('tab', { name: 'Shippable (1)' }));
    await waitFor(() => expect(shownNumbers()).toEqual(['SF1002']));
    expect(callsTo(parcels.getUserPackages.path).at(-1)).toMatchObject({ PackageStatus: parcels.PackageStatus.Shippable });
    // What the row's state still allows: a received parcel is completed, not edited or deleted.
    expect(screen.getByRole('button', { name: 'Complete details' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit forecast' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();

    await person().click(screen.getByRole('tab', { name: 'Not received (1)' }));
    await waitFor(() => expect(shownNumbers()).toEqual(['SF1001']));
    expect(screen.getByRole('button', { name: 'Edit forecast' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('on a phone lists the parcels as cards under a segmented state bar; tapping a card opens its detail', async () => {
    renderInApp(
      <PhoneLayout value>
        <UserPackagesIndex />
      </PhoneLayout>,
    );
    const cardNumbers = () => screen.queryAllByTestId('data-card').map((c) => c.querySelector('.data-card-title')!.textContent);
    await waitFor(() => expect(cardNumbers()).toEqual(['SF1001', 'SF1002']));
    expect(document.querySelector('table')).toBeNull();
    expect(screen.getAllByTestId('data-card')[1]!.textContent).toContain('ShelfA-01');
    await person().click(await screen.findByText('Shippable (1)'));
    await waitFor(() => expect(cardNumbers()).toEqual(['SF1002']));
    await person().click(screen.getByText('SF1002'));
    expect(await screen.findByText('Parcel SF1002')).toBeTruthy();
    expect(callsTo(parcels.getUserPackageById.path)).toEqual([{ Id: 2 }]);
  });

  it('asks before an edited forecast or a started new one is dropped', async () => {
    const user = person();
    renderInApp(<UserPackagesIndex />);
    await waitFor(() => expect(shownNumbers()).toEqual(['SF1001', 'SF1002']));
    await user.click(screen.getByRole('button', { name: 'Edit forecast' }));
    const drawer = (await screen.findByText('Edit forecast · SF1001')).closest<HTMLElement>('.ant-drawer')!;
    // A hand-written field says what to enter (FormItem).
    expect(within(drawer).getByLabelText('Shop number').getAttribute('placeholder')).toBe('Please enter Shop number');
    await user.type(within(drawer).getByLabelText('Product name'), ' (blue)');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect((await screen.findAllByText('Discard your changes?')).length).toBeGreaterThan(0);
    await user.click(screen.getAllByRole('button', { name: 'Discard' }).at(-1)!);
    await waitFor(() => expect(screen.queryByText('Edit forecast · SF1001')).toBeNull());

    await user.click(screen.getByRole('button', { name: /Forecast/ }));
    const forecast = (await screen.findByText('Forecast parcels')).closest<HTMLElement>('.ant-drawer')!;
    await user.click(within(forecast).getByRole('tab', { name: 'Batch' }));
    await user.type(within(forecast).getByLabelText('Courier numbers'), 'SF2001');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect((await screen.findAllByText('Discard your changes?')).length).toBeGreaterThan(0);
    expect(callsTo(parcels.editUserPackage.path)).toEqual([]);
  });
});
