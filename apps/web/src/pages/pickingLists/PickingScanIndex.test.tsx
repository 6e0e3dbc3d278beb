import { pickingLists as api, warehouse } from '@lbo/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../api/client.ts';
import { ApiError } from '../../api/request.ts';
import { i18n } from '../../i18n/index.ts';
import { renderInApp, signInAs } from '../../test/renderInApp.tsx';
import PickingScanIndex from './PickingScanIndex.tsx';

vi.mock('../../api/client.ts', () => ({ callApi: vi.fn() }));
const callApiMock = vi.mocked(callApi);
// Ant Design in jsdom is slow on a shared machine.
vi.setConfig({ testTimeout: 120_000 });
const scanner = () => userEvent.setup({ delay: null });

const SHENZHEN = { Id: 3, Name: 'Shenzhen', Code: 'SZ', IsEnabled: true, SiteId: 1 };
const line = (values: Partial<api.PickingLine> & Pick<api.PickingLine, 'Id' | 'Code' | 'ShelfCode'>): api.PickingLine => ({
  OrderId: 7, OrderSerialNumber: 'LO261127000007', Kind: api.PickingLineKind.Parcel, Sku: '', Name: 'Shoes', ShelfId: 21, PartitionName: 'A', Quantity: 1, PickedQuantity: 0, ...values,
});
let lines: api.PickingLine[];
let spoken: string[];
const scansSent = () => callApiMock.mock.calls.filter(([call]) => call.path === api.pickingScan.path).map(([, body]) => body as { Code: string; ScanId: string });

function detail(): api.PickingListDetail {
  return {
    Id: 5, SiteId: 1, SiteName: 'Demo', Number: 'PK261127000005', WarehouseId: SHENZHEN.Id, WarehouseName: SHENZHEN.Name, RuleName: '', Status: api.PickingStatus.ToBePicked,
    ClaimStatus: api.ClaimStatus.Claimed, ClaimerId: 1, ClaimerName: 'admin', OrderCount: 1, LineCount: lines.length, PickedLineCount: 0, MissingOrderCount: 0, CreatorName: 'admin',
    CreationTime: '2026-11-27T10:00:00.000Z', StartTime: null, FinishTime: null, Actions: [],
    Orders: [{ OrderId: 7, SerialNumber: 'LO261127000007', CustomerName: 'alice', CarrierName: 'Post', State: api.PickingOrderState.Waiting, MissingReason: '', Lines: 2, PickedLines: 0 }],
    Lines: lines, History: [],
  };
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  localStorage.clear();
  spoken = [];
  class Utterance {
    lang = '';
    constructor(readonly text: string) {}
  }
  vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
  vi.stubGlobal('speechSynthesis', { cancel: vi.fn(), speak: (u: Utterance) => spoken.push(u.text) });
  lines = [line({ Id: 1, Code: 'SF1', ShelfCode: 'A-01-01' }), line({ Id: 2, Code: 'TEA-01', ShelfCode: 'A-01-02', Kind: api.PickingLineKind.Commodity, Quantity: 3, Name: 'Tea' })];
  callApiMock.mockReset();
  callApiMock.mockImplementation(async (call, body) => {
    const request = body as Record<string, unknown>;
    switch (call.path) {
      case warehouse.getSiteJoinWarehouseBySiteId.path:
        return [SHENZHEN];
      case api.openPickingList.path:
        if (request.Number !== 'PK261127000005') throw new ApiError(2, `Number: picking list ${String(request.Number)} does not exist`, 200);
        return detail();
      case api.pickingScan.path: {
        const found = lines.find((l) => l.ShelfCode === request.ShelfCode && l.Code === request.Code);
        if (!found) throw new ApiError(2, `Code: no matching goods found: ${String(request.Code)} is not to be picked from shelf ${String(request.ShelfCode)}`, 200);
        const already = found.PickedQuantity >= found.Quantity;
        if (!already) found.PickedQuantity += found.Kind === api.PickingLineKind.Parcel ? 1 : Number(request.Quantity);
        const picked = lines.filter((l) => l.PickedQuantity >= l.Quantity).length;
        return { Line: { ...found }, AlreadyPicked: already, OrderPicked: picked === lines.length, Status: api.PickingStatus.PartiallyPicked, PickedLineCount: picked, LineCount: lines.length };
      }
      default:
        return null;
    }
  });
  signInAs({ Buttons: ['PickingScan.Pick', 'PickingScan.ReportMissing'] });
});
afterEach(() => vi.unstubAllGlobals());

describe('picking by scan', () => {
  it('opens the list, refuses a shelf or an item that is not on it aloud, and counts the same parcel once', async () => {
    const user = scanner();
    renderInApp(<PickingScanIndex />);
    await screen.findByText('Shenzhen (SZ)');
    const input = () => screen.getByRole('textbox', { name: /Scan/ });

    await user.type(input(), 'PK0{Enter}');
    expect((await screen.findAllByText('Number: picking list PK0 does not exist')).length).toBeGreaterThan(0);
    await user.type(input(), 'pk261127000005{Enter}');
    expect((await screen.findAllByText('Picking list PK261127000005: 2 lines')).length).toBeGreaterThan(0);

    // An item before a shelf of the list: refused without asking the server.
    await user.type(input(), 'SF1{Enter}');
    expect((await screen.findAllByText('Shelf SF1 holds nothing of this list')).length).toBeGreaterThan(0);
    expect(scansSent()).toHaveLength(0);

    await user.type(input(), 'a-01-01{Enter}');
    expect((await screen.findAllByText('Shelf A-01-01')).length).toBeGreaterThan(0);
    // The tea is on another shelf: the server refuses it, and the refusal is said aloud.
    await user.type(input(), 'TEA-01{Enter}');
    const refusal = 'Code: no matching goods found: TEA-01 is not to be picked from shelf A-01-01';
    expect((await screen.findAllByText(refusal)).length).toBeGreaterThan(0);
    expect(spoken.at(-1)).toBe(refusal);

    await user.type(input(), 'SF1{Enter}');
    expect((await screen.findAllByText('Picked SF1')).length).toBeGreaterThan(0);
    await user.type(input(), 'SF1{Enter}');
    expect((await screen.findAllByText('SF1 was picked already')).length).toBeGreaterThan(0);
    expect(lines[0]!.PickedQuantity).toBe(1);
    expect(spoken.slice(-2)).toEqual(['Picked SF1', 'SF1 was picked already']);
  });

  it('each commodity scan is one unit more, sent with its own scan id', async () => {
    const user = scanner();
    renderInApp(<PickingScanIndex />);
    await screen.findByText('Shenzhen (SZ)');
    const input = () => screen.getByRole('textbox', { name: /Scan/ });
    await user.type(input(), 'PK261127000005{Enter}');
    await screen.findAllByText('Picking list PK261127000005: 2 lines');
    await user.type(input(), 'A-01-02{Enter}');
    await screen.findAllByText('Shelf A-01-02');
    await user.type(input(), 'TEA-01{Enter}');
    await screen.findAllByText('Picked 1 × TEA-01');
    await user.type(input(), 'TEA-01{Enter}');
    await waitFor(() => expect(scansSent()).toHaveLength(2));
    const [first, second] = scansSent();
    expect(first!.ScanId).not.toBe(second!.ScanId);
    await waitFor(() => expect(lines[1]!.PickedQuantity).toBe(2));
  });
});
