import { pickingLists as api } from '@lbo/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../api/client.ts';
import { i18n } from '../../i18n/index.ts';
import { renderInApp, signInAs } from '../../test/renderInApp.tsx';
import { PickingDrawer } from './pickingParts.tsx';

vi.mock('../../api/client.ts', () => ({ callApi: vi.fn() }));
const callApiMock = vi.mocked(callApi);
// Ant Design in jsdom is slow on a shared machine.
vi.setConfig({ testTimeout: 120_000 });

const line = (id: number, code: string, shelf: string, orderId: number, picked: number): api.PickingLine => ({
  Id: id, OrderId: orderId, OrderSerialNumber: `LO${orderId}`, Kind: api.PickingLineKind.Parcel, Code: code, Sku: '', Name: 'Shoes', ShelfId: 1, ShelfCode: shelf, PartitionName: 'A', Quantity: 1, PickedQuantity: picked,
});
const DETAIL: api.PickingListDetail = {
  Id: 5, SiteId: 1, SiteName: 'Demo', Number: 'PK261127000005', WarehouseId: 3, WarehouseName: 'Shenzhen', RuleName: 'Waves', Status: api.PickingStatus.PartiallyPicked,
  ClaimStatus: api.ClaimStatus.Claimed, ClaimerId: 1, ClaimerName: 'operator', OrderCount: 2, LineCount: 2, PickedLineCount: 1, MissingOrderCount: 1, CreatorName: 'admin',
  CreationTime: '2026-11-27T10:00:00.000Z', StartTime: '2026-11-27T10:05:00.000Z', FinishTime: null, Actions: ['RemoveOrder', 'SortingCompleted', 'Assign', 'Release'],
  Orders: [
    { OrderId: 7, SerialNumber: 'LO7', CustomerName: 'alice', CarrierName: 'Post', State: api.PickingOrderState.Picked, MissingReason: '', Lines: 1, PickedLines: 1 },
    { OrderId: 8, SerialNumber: 'LO8', CustomerName: 'bob', CarrierName: 'Post', State: api.PickingOrderState.Missing, MissingReason: 'not on the shelf', Lines: 1, PickedLines: 0 },
  ],
  Lines: [line(1, 'SF1', 'A-01-01', 7, 1), line(2, 'SF2', 'A-01-02', 8, 0)],
  History: [{ Action: 'Create', FromState: null, ToState: 1, ActorName: 'admin', ActorKind: 'Warehouse', Details: {}, CreationTime: '2026-11-27T10:00:00.000Z' }],
};

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  callApiMock.mockReset();
  callApiMock.mockImplementation(async (call) => (call.path === api.getPickingById.path ? DETAIL : null));
  signInAs({ Buttons: ['PickingList.ResolveMissing', 'PickingList.RemoveOrder', 'PickingScan.ReportMissing'] });
});

describe('a picking list’s detail', () => {
  it('shows its orders, lines by shelf and history, and resolves a missing order', async () => {
    const user = userEvent.setup({ delay: null });
    renderInApp(<PickingDrawer id={5} onClose={() => undefined} />);
    await screen.findByText('Picking list PK261127000005');
    expect(screen.getByText('not on the shelf')).toBeTruthy();
    expect(screen.getByText('A-01-02')).toBeTruthy();
    expect(screen.getByText('Created')).toBeTruthy();
    // The picked order offers a missing report only; the missing one is marked found or taken off.
    expect(screen.getAllByRole('button', { name: 'Mark found' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Take off' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Mark found' }));
    await waitFor(() => expect(callApiMock.mock.calls.filter(([c]) => c.path === api.markFound.path).map(([, body]) => body)).toEqual([{ Id: 5, OrderId: 8 }]));
  });
});
