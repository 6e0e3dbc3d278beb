import { packing as api, warehouse } from '@lbo/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../api/client.ts';
import { ApiError } from '../../api/request.ts';
import { i18n } from '../../i18n/index.ts';
import { renderInApp, signInAs } from '../../test/renderInApp.tsx';
import PackEdit from './PackEdit.tsx';

vi.mock('../../api/client.ts', () => ({ callApi: vi.fn() }));
const callApiMock = vi.mocked(callApi);
// Ant Design in jsdom is slow on a shared machine.
vi.setConfig({ testTimeout: 120_000 });
const scanner = () => userEvent.setup({ delay: null });

const SHENZHEN = { Id: 3, Name: 'Shenzhen', Code: 'SZ', IsEnabled: true, SiteId: 1 };
const callsTo = (path: string) => callApiMock.mock.calls.filter(([call]) => call.path === path).map(([, body]) => body);
/** What the screen says aloud. */
function stubSpeech(): string[] {
  const spoken: string[] = [];
  class Utterance {
    lang = '';
    constructor(readonly text: string) {}
  }
  vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
  vi.stubGlobal('speechSynthesis', { cancel: vi.fn(), speak: (u: Utterance) => spoken.push(u.text) });
  return spoken;
}

const item = (Number: string, Scanned = 0) => ({ Kind: 'Package' as const, Id: Number.length, Number, Sku: '', Name: 'Shoes', Required: 1, Scanned });
const order = (scanned: number): api.PackOrder => ({
  OrderId: 7,
  SerialNumber: 'LO261127000007',
  CarrierNo: '',
  UserName: 'alice',
  MemberNumber: 'C0001',
  WarehouseId: SHENZHEN.Id,
  OrderStatus: 2,
  PrintStatus: 0,
  PaymentStatus: 1,
  PackingLocked: false,
  VolumeRatio: '6000',
  PhotosRequired: false,
  Items: [item('SF1', scanned)],
  Actions: ['Pack'],
});

let spoken: string[];
let scans: { Number: string; ClientScanId: string }[];

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  localStorage.clear();
  spoken = stubSpeech();
  scans = [];
  callApiMock.mockReset();
  callApiMock.mockImplementation(async (call, body) => {
    const b = body as Record<string, unknown>;
    switch (call.path) {
      case warehouse.getSiteJoinWarehouseBySiteId.path:
        return [SHENZHEN];
      case api.findPackOrder.path:
        return order(0);
      case api.scanPackItem.path: {
        scans.push(b as never);
        if (b.Number === 'FOREIGN1') throw new ApiError(3, 'Number: FOREIGN1 is not in order LO261127000007', 200);
        const repeat = scans.filter((s) => s.Number === b.Number).length > 1;
        return { Order: order(1), Item: item('SF1', 1), Repeat: repeat };
      }
      case api.finishPacking.path:
        return { Id: 1, OrderId: 7, SerialNumber: 'LO261127000007', UserName: 'alice', BoxCount: 1, Weight: '2.5', BillingWeight: '4', Billing: api.PackBilling.NotBilled, Boxes: [] };
      default:
        return null;
    }
  });
  signInAs({ Buttons: ['Pack.Pack'] });
});
afterEach(() => vi.unstubAllGlobals());

async function openScreen() {
  renderInApp(<PackEdit />);
  const input = screen.getByRole('textbox', { name: 'Scanned number' });
  await screen.findByText('Shenzhen (SZ)');
  return input;
}

describe('PackEdit', () => {
  it('is closed to staff without the Pack button', async () => {
    signInAs({ Buttons: [] });
    renderInApp(<PackEdit />);
    expect(await screen.findByTestId('not-allowed')).toBeTruthy();
  });

  it('refuses a foreign item aloud, counts the same parcel once, and finishes into a box', async () => {
    const user = scanner();
    const input = await openScreen();
    await user.type(input, 'lo261127000007{Enter}');
    expect(await screen.findByText('LO261127000007 · alice')).toBeTruthy();
    expect(callsTo(api.findPackOrder.path)).toEqual([{ Number: 'LO261127000007', WarehouseId: SHENZHEN.Id }]);

    await user.type(input, 'FOREIGN1{Enter}');
    expect(await screen.findByText('Number: FOREIGN1 is not in order LO261127000007')).toBeTruthy();
    await waitFor(() => expect(spoken).toContain('Number: FOREIGN1 is not in order LO261127000007'));

    await user.type(input, 'SF1{Enter}');
    expect(await screen.findByText('SF1 · 1 / 1')).toBeTruthy();
    await waitFor(() => expect(spoken).toContain('Everything is scanned'));
    // The same parcel again: the server counts it once, and the screen says so.
    await user.type(input, 'SF1{Enter}');
    expect(await screen.findByText('SF1 was scanned already')).toBeTruthy();
    expect(callsTo(api.scanPackItem.path)).toHaveLength(3);
    const ids = (callsTo(api.scanPackItem.path) as { ClientScanId: string }[]).map((s) => s.ClientScanId);
    expect(new Set(ids).size).toBe(3);

    await user.type(screen.getByRole('textbox', { name: 'Weight 1' }), '2.5');
    await user.type(screen.getByRole('textbox', { name: 'Length 1' }), '40');
    await user.type(screen.getByRole('textbox', { name: 'Width 1' }), '30');
    await user.type(screen.getByRole('textbox', { name: 'Height 1' }), '20');
    expect(screen.getByText('Volume weight: 4')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Finish packing' }));
    expect(await screen.findByText('Order LO261127000007 packed')).toBeTruthy();
    expect(callsTo(api.finishPacking.path)).toEqual([{ OrderId: 7, Boxes: [{ Weight: '2.5', Length: '40', Width: '30', Height: '20', Photos: [] }] }]);
    await waitFor(() => expect(spoken).toContain('Packed'));
  });

  it('says the electronic scale is turned off when its weight is asked for without one', async () => {
    const user = scanner();
    const input = await openScreen();
    await user.type(input, 'LO261127000007{Enter}');
    await screen.findByText('LO261127000007 · alice');
    await user.click(screen.getByRole('button', { name: /From the scale/ }));
    await waitFor(() => expect(spoken).toContain('The electronic scale is turned off'));
  });
});
