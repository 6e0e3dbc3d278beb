import { transportShifts as api } from '@lbo/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../api/client.ts';
import { ApiError } from '../../api/request.ts';
import { i18n } from '../../i18n/index.ts';
import { renderInApp, signInAs } from '../../test/renderInApp.tsx';
import TransportShiftPackagingIndex from './TransportShiftPackagingIndex.tsx';

vi.mock('../../api/client.ts', () => ({ callApi: vi.fn() }));
const callApiMock = vi.mocked(callApi);
// Ant Design in jsdom is slow on a shared machine.
vi.setConfig({ testTimeout: 120_000 });
const scanner = () => userEvent.setup({ delay: null });

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

const SHIFT = { Id: 5, Name: 'Flight CI-5678', SerialNumber: 'TS26112700005', Status: 1, UsedWeight: '0', BearableWeight: '2000', MaxWeight: '30' };
const bag = (count: number, weight: string): api.BagRow => ({ Id: 9, BagNumber: 'BAG1', ShiftId: 5, ShiftName: SHIFT.Name, ShiftSerialNumber: SHIFT.SerialNumber, Status: 1, OrderCount: count, Weight: weight, Weighed: false, WeighedWeight: '', ArrivedTime: '', CreationTime: '2026-11-27T10:00:00Z', Actions: ['RemoveOrder', 'Weigh'] });
const bagged: api.BagOrderRow = { Id: 1, OrderId: 7, SerialNumber: 'LO261127000007', CarrierNo: 'YT1', UserName: 'alice', MemberNumber: 'C0001', BagId: 9, BagNumber: 'BAG1', ShiftId: 5, ShiftName: SHIFT.Name, Weight: '4.5', Length: '40', Width: '30', Height: '20', CustomsClearanceNumber: 'HKC0001', OrderStatus: 3, BaggedBy: 'operator', BaggedTime: '2026-11-27T10:01:00Z' };

let spoken: string[];
let bagScans: number;

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  localStorage.clear();
  spoken = stubSpeech();
  bagScans = 0;
  callApiMock.mockReset();
  callApiMock.mockImplementation(async (call, body) => {
    const b = body as Record<string, unknown>;
    switch (call.path) {
      case api.getSelectTransportShifts.path:
        return [SHIFT];
      case api.scanBag.path:
        return { Bag: bag(0, '0'), Created: true, Orders: [], ShiftUsedWeight: '0', ShiftBearableWeight: '2000', MaxWeight: '30' };
      case api.bagOrder.path: {
        if (b.Number === 'LO261127000008') throw new ApiError(3, 'Number: order LO261127000008 is picked; only packed orders are bagged', 200);
        bagScans += 1;
        return { Order: bagged, Bag: bag(1, '4.5'), Repeat: bagScans > 1, ShiftUsedWeight: '4.5' };
      }
      default:
        return null;
    }
  });
  signInAs({ Buttons: ['TransportShiftPackaging.Bag', 'TransportShiftPackaging.Remove'] });
});
afterEach(() => vi.unstubAllGlobals());

describe('TransportShiftPackagingIndex', () => {
  it('is closed to staff without the Bag button', async () => {
    signInAs({ Buttons: [] });
    renderInApp(<TransportShiftPackagingIndex />);
    expect(await screen.findByTestId('not-allowed')).toBeTruthy();
  });

  it('opens a bag of the only open shift, bags an order, says a refusal aloud, and a repeat scan is "already in this bag"', async () => {
    const user = scanner();
    renderInApp(<TransportShiftPackagingIndex />);
    const input = screen.getByRole('textbox', { name: 'Scanned number' });
    // The only open shift is chosen by itself.
    expect(await screen.findByText('Flight CI-5678 · TS26112700005')).toBeTruthy();

    await user.type(input, 'bag1{Enter}');
    expect(await screen.findByText('New bag BAG1')).toBeTruthy();
    expect(callsTo(api.scanBag.path)).toEqual([{ ShiftId: 5, BagNumber: 'BAG1' }]);
    await waitFor(() => expect(spoken).toContain('Scan the orders'));

    await user.type(input, 'LO261127000008{Enter}');
    expect(await screen.findByText('Number: order LO261127000008 is picked; only packed orders are bagged')).toBeTruthy();
    await waitFor(() => expect(spoken).toContain('Number: order LO261127000008 is picked; only packed orders are bagged'));

    await user.type(input, 'lo261127000007{Enter}');
    expect(await screen.findByText('LO261127000007 bagged')).toBeTruthy();
    await waitFor(() => expect(spoken).toContain('Bagged'));
    expect(callsTo(api.bagOrder.path).at(-1)).toEqual({ BagId: 9, Number: 'LO261127000007' });
    expect(screen.getByTestId('bag-orders').textContent).toContain('HKC0001');

    // Another order number, then the first again: the server answers a repeat, the screen says so and lists it once.
    await user.type(input, 'YT1{Enter}');
    expect(await screen.findByText('LO261127000007 is already in this bag')).toBeTruthy();
    expect(screen.getAllByText('LO261127000007')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Take out' })).toBeTruthy();

    // The bag's own number closes it: the next scan opens a bag again.
    await user.type(input, 'BAG1{Enter}');
    await waitFor(() => expect(screen.queryByTestId('bag-orders')).toBeNull());
    expect(screen.getByPlaceholderText('Scan a bag number')).toBeTruthy();
  });
});
