import { parcels, warehouse } from '@lbo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { useSession } from '../../stores/session.ts';
import { renderInApp, signInAs } from '../../test/renderInApp.tsx';
import PackagesIndex from './PackagesIndex.tsx';
import { answerCalls, callsTo, parcelRow, SHENZHEN } from './parcelTestFixtures.ts';

vi.mock('../../api/client.ts', () => ({ callApi: vi.fn() }));
// Ant Design tables in jsdom are slow on a shared machine.
vi.setConfig({ testTimeout: 120_000 });
const person = () => userEvent.setup({ delay: null });

const ROWS = [
  parcelRow({ Id: 1, CourierNumber: 'SF3001', Actions: ['EditForecast', 'DeleteForecast'] }),
  parcelRow({ Id: 2, CourierNumber: 'SF3002', PackageStatus: parcels.PackageStatus.Shippable, Weight: '1.200', BillingWeight: '1.200', Actions: ['MoveShelf', 'Edit', 'Assign'] }),
];

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  answerCalls({
    [warehouse.getAllWarehouses.path]: [SHENZHEN],
    [parcels.getPackageStateCounts.path]: [
      { PackageStatus: parcels.PackageStatus.NotReceived, Count: 4 },
      { PackageStatus: parcels.PackageStatus.Shippable, Count: 7 },
    ],
    [parcels.getPackages.path]: { Data: ROWS, Total: ROWS.length },
  });
});
afterEach(() => useSession.getState().setUser(null));

describe('parcel list', () => {
  it('counts parcels by state on the tabs, lists a tab by its state, and offers Edit only where the parcel allows it', async () => {
    signInAs({ Buttons: ['Package.Edit'] });
    const user = person();
    renderInApp(<PackagesIndex />);
    const forecast = (await screen.findByText('SF3001', {}, { timeout: 20_000 })).closest('tr')!;
    await waitFor(() => expect(screen.getByRole('tab', { name: 'All (11)' })).toBeTruthy());
    expect(screen.getByRole('tab', { name: 'Shippable (7)' })).toBeTruthy();
    const shelved = screen.getByText('SF3002').closest('tr')!;
    expect(within(forecast).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(shelved).getByRole('button', { name: 'Edit' })).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Shippable (7)' }));
    await waitFor(() => expect(callsTo(parcels.getPackages.path).at(-1)).toMatchObject({ PackageStatus: parcels.PackageStatus.Shippable, index: 1 }));
  });
});
