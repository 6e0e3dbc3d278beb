import { parcels, shelves, warehouse } from '@lbo/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../api/client.ts';
import { ApiError } from '../../api/request.ts';
import { i18n } from '../../i18n/index.ts';
import { renderInApp, signInAs } from '../../test/renderInApp.tsx';
import PackagePutOnShelvesIndex from './PackagePutOnShelvesIndex.tsx';
import { callsTo, SHENZHEN, stubSpeech } from './parcelTestFixtures.ts';

vi.mock('../../api/client.ts', () => ({ callApi: vi.fn() }));
const callApiMock = vi.mocked(callApi);
// Ant Design in jsdom is slow on a shared machine.
vi.setConfig({ testTimeout: 120_000 });
const scanner = () => userEvent.setup({ delay: null });

let spoken: string[];
const SHELVES = [
  { Id: 21, ShelvesNumber: 'A-01-01', GoodsQuantity: 4 },
  { Id: 22, ShelvesNumber: 'A-01-02', GoodsQuantity: 0 },
];
/** Where each parcel is: the courier number → its shelf ('' when signed, not shelved). */
const onShelf: Record<string, string> = { SF1: '', SF2: 'B-02-01' };
const goods: Record<number, number> = { 21: 4, 22: 0 };

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  localStorage.clear();
  spoken = stubSpeech();
  callApiMock.mockReset();
  callApiMock.mockImplementation(async (call, body) => {
    const request = body as Record<string, unknown>;
    switch (call.path) {
      case warehouse.getSiteJoinWarehouseBySiteId.path:
        return [SHENZHEN];
      case shelves.getShelves.path: {
        const rows = SHELVES.filter((s) => s.ShelvesNumber.startsWith(String(request.Content)));
        return { Data: rows, Total: rows.length };
      }
      case parcels.putPackageOnShelf.path: {
        const number = String(request.CourierNumber);
        if (!(number in onShelf)) throw new ApiError(1, `Courier number ${number}: not found`, 200);
        const shelf = SHELVES.find((s) => s.Id === request.ShelfId)!;
        const from = onShelf[number]!;
        const alreadyThere = from === shelf.ShelvesNumber;
        if (!alreadyThere) goods[shelf.Id]! += 1;
        onShelf[number] = shelf.ShelvesNumber;
        return { Package: { CourierNumber: number, ShelfCode: shelf.ShelvesNumber }, AlreadyThere: alreadyThere, FromShelfCode: alreadyThere ? '' : from, ShelfGoodsQuantity: goods[shelf.Id] };
      }
      default:
        return null;
    }
  });
  signInAs({ Buttons: ['Package.PutOnShelf'] });
});
afterEach(() => vi.unstubAllGlobals());

describe('put parcels on shelves', () => {
  it('a shelf code chooses the shelf, then each parcel scanned goes onto it and every outcome is said aloud', async () => {
    const user = scanner();
    renderInApp(<PackagePutOnShelvesIndex />);
    await screen.findByText('Shenzhen (SZ)');
    const input = () => screen.getByRole('textbox', { name: /Scan/ });

    // A parcel before any shelf: not a shelf of the warehouse, so nothing is put anywhere.
    await user.type(input(), 'SF1{Enter}');
    expect((await screen.findAllByText('Shelf SF1 not found')).length).toBeGreaterThan(0);
    expect(callsTo(parcels.putPackageOnShelf.path)).toHaveLength(0);

    await user.type(input(), 'a-01-01{Enter}');
    expect((await screen.findAllByText('Shelf A-01-01')).length).toBeGreaterThan(0);
    expect(spoken.at(-1)).toBe('Shelf A-01-01');

    await user.type(input(), 'SF1{Enter}');
    expect((await screen.findAllByText('Put on shelf A-01-01')).length).toBeGreaterThan(0);
    expect(callsTo(parcels.putPackageOnShelf.path)).toEqual([{ CourierNumber: 'SF1', ShelfId: 21 }]);
    expect(screen.getByText('5')).toBeTruthy();

    await user.type(input(), 'SF2{Enter}');
    expect((await screen.findAllByText('Moved from B-02-01 to A-01-01')).length).toBeGreaterThan(0);
    await user.type(input(), 'SF2{Enter}');
    expect((await screen.findAllByText('Already on this shelf')).length).toBeGreaterThan(0);
    await user.type(input(), 'ZZ9{Enter}');
    expect((await screen.findAllByText('Courier number ZZ9: not found')).length).toBeGreaterThan(0);
    expect(spoken.slice(-4)).toEqual(['Put on shelf A-01-01', 'Moved from B-02-01 to A-01-01', 'Already on this shelf', 'Courier number ZZ9: not found']);

    // A different shelf code switches shelf; the next parcel goes there.
    await user.type(input(), 'A-01-02{Enter}');
    await user.type(input(), 'SF1{Enter}');
    expect((await screen.findAllByText('Moved from A-01-01 to A-01-02')).length).toBeGreaterThan(0);
    await waitFor(() => expect(callsTo(parcels.putPackageOnShelf.path).at(-1)).toEqual({ CourierNumber: 'SF1', ShelfId: 22 }));
  });
});
