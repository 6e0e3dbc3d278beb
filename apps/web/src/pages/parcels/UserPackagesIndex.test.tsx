import { parcels } from '@lbo/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../api/client.ts';
import { i18n } from '../../i18n/index.ts';
import { renderInApp, signInAs } from '../../test/renderInApp.tsx';
import UserPackagesIndex from './UserPackagesIndex.tsx';

vi.mock('../../api/client.ts', () => ({ callApi: vi.fn() }));
const callApiMock = vi.mocked(callApi);
vi.setConfig({ testTimeout: 60_000 });
const person = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });

const row = (Id: number, CourierNumber: string, PackageStatus: number, Actions: string[]): parcels.PackageRow => ({
  Id, CourierNumber, CourierCompany: 'SF', WarehouseId: 4, WarehouseName: 'Shenzhen', ProductName: 'Shoes', Quantity: 1, Price: null, PurchasePrice: null, PurchaseCurrency: 'CNY',
  ShopNo: '', Remarks: '', PackageStatus, IsCompleted: true, UserId: 9, UserName: 'Alice', MemberNumber: 'M0009', LogisticsSerialNumber: '',
  Weight: PackageStatus === 1 ? null : '1.250', Length: null, Width: null, Height: null, VolumeWeight: null, BillingWeight: PackageStatus === 1 ? null : '1.250',
  Pictures: [], ShelfId: null, ShelfCode: PackageStatus === 3 ? 'A-01' : '', DaysOnShelf: PackageStatus === 3 ? 2 : null, SignedTime: null, ShelvedTime: null,
  CreationTime: '2026-11-20T08:00:00.000Z', Actions,
});
const ROWS = [row(1, 'SF1001', 1, ['EditForecast', 'DeleteForecast']), row(2, 'SF1002', 3, ['CompleteDetails'])];
const listCalls = () => callApiMock.mock.calls.filter(([call]) => call.path === parcels.getUserPackages.path);

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  callApiMock.mockReset();
  callApiMock.mockImplementation(async (call, body) => {
    if (call.path === parcels.getUserPackageStateCounts.path) return [{ PackageStatus: 1, Count: 1 }, { PackageStatus: 3, Count: 1 }];
    if (call.path === parcels.getUserPackages.path) {
      const state = (body as { PackageStatus?: number }).PackageStatus;
      const rows = ROWS.filter((r) => state === undefined || r.PackageStatus === state);
      return { Data: rows, Total: rows.length };
    }
    return [];
  });
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
    expect(listCalls().at(-1)![1]).toMatchObject({ PackageStatus: parcels.PackageStatus.Shippable });
    // What the row's state still allows: a received parcel is completed, not edited or deleted.
    expect(screen.getByRole('button', { name: 'Complete details' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit forecast' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();

    await person().click(screen.getByRole('tab', { name: 'Not received (1)' }));
    await waitFor(() => expect(shownNumbers()).toEqual(['SF1001']));
    expect(screen.getByRole('button', { name: 'Edit forecast' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });
});
