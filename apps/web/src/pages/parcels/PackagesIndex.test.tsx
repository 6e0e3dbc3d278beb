import { parcels, warehouse } from '@lbo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../api/client.ts';
import { i18n } from '../../i18n/index.ts';
import { useSession } from '../../stores/session.ts';
import { renderInApp, signInAs } from '../../test/renderInApp.tsx';
import PackagesIndex from './PackagesIndex.tsx';

vi.mock('../../api/client.ts', () => ({ callApi: vi.fn() }));
const callApiMock = vi.mocked(callApi);
// Ant Design tables in jsdom are slow on a shared machine.
vi.setConfig({ testTimeout: 120_000 });
const person = () => userEvent.setup({ delay: null });
const callsTo = (path: string) => callApiMock.mock.calls.filter(([call]) => call.path === path).map(([, body]) => body);

const row = (Id: number, CourierNumber: string, PackageStatus: number, Actions: string[]) => ({
  Id, CourierNumber, CourierCompany: 'SF', WarehouseId: 3, WarehouseName: 'Shenzhen', ProductName: 'Shoes', Quantity: 1, Price: null, PurchasePrice: null, PurchaseCurrency: 'CNY',
  ShopNo: '', Remarks: '', PackageStatus, IsCompleted: true, UserId: 11, UserName: 'Alice', MemberNumber: 'C000011', LogisticsSerialNumber: '', Weight: '1.200',
  Length: null, Width: null, Height: null, VolumeWeight: null, BillingWeight: '1.200', Pictures: [], ShelfId: null, ShelfCode: '', DaysOnShelf: null,
  SignedTime: null, ShelvedTime: null, CreationTime: '2026-11-20T10:00:00Z', Actions,
});
const ROWS = [row(1, 'SF3001', parcels.PackageStatus.NotReceived, ['EditForecast', 'DeleteForecast']), row(2, 'SF3002', parcels.PackageStatus.Shippable, ['MoveShelf', 'Edit', 'Assign'])];

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  callApiMock.mockReset();
  callApiMock.mockImplementation(async (call) => {
    switch (call.path) {
      case warehouse.getAllWarehouses.path:
        return [{ Id: 3, Name: 'Shenzhen', Code: 'SZ', IsEnabled: true }];
      case parcels.getPackageStateCounts.path:
        return [
          { PackageStatus: parcels.PackageStatus.NotReceived, Count: 4 },
          { PackageStatus: parcels.PackageStatus.Shippable, Count: 7 },
        ];
      case parcels.getPackages.path:
        return { Data: ROWS, Total: ROWS.length };
      default:
        return null;
    }
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
