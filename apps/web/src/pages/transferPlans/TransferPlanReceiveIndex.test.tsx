import { transferPlans as api, warehouse } from '@lbo/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../api/client.ts';
import { ApiError } from '../../api/request.ts';
import { i18n } from '../../i18n/index.ts';
import { renderInApp, signInAs } from '../../test/renderInApp.tsx';
import TransferPlanReceiveIndex from './TransferPlanReceiveIndex.tsx';

vi.mock('../../api/client.ts', () => ({ callApi: vi.fn() }));
const callApiMock = vi.mocked(callApi);
// Ant Design in jsdom is slow on a shared machine.
vi.setConfig({ testTimeout: 120_000 });
const scanner = () => userEvent.setup({ delay: null });

const HONG_KONG = { Id: 4, Name: 'Hong Kong', Code: 'HK', IsEnabled: true, SiteId: 1 };
const PLAN = 'TP261127000009';
let lines: api.TransferLine[];
let spoken: string[];
const scansSent = () => callApiMock.mock.calls.filter(([call]) => call.path === api.receiveScan.path).map(([, body]) => body as { Id: number; Number: string });

function plan(): api.TransferPlanDetail {
  const received = lines.filter((l) => l.Received).length;
  return {
    Id: 9, SerialNumber: PLAN, Status: received === lines.length ? api.TransferPlanStatus.Received : api.TransferPlanStatus.Dispatched,
    FromWarehouseId: 3, FromWarehouseName: 'Shenzhen', ToWarehouseId: HONG_KONG.Id, ToWarehouseName: HONG_KONG.Name, PlannedDate: null, Remark: '',
    OrderId: 0, OrderSerialNumber: '', OrderUserName: '', PackageCount: 1, CommodityQuantity: 2, LineCount: lines.length, ReceivedLineCount: received,
    CreatorName: 'admin', CreationTime: '2026-11-27T10:00:00.000Z', DispatchedTime: '2026-11-27T11:00:00.000Z', ReceivedTime: '', Actions: [],
    Lines: lines.map((l) => ({ ...l })), History: [],
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
  lines = [
    { Id: 1, Kind: 'Package', ItemId: 11, Number: 'SF100', Sku: '', Name: 'Shoes', UserName: 'alice', ShelfCode: 'A-01-01', Quantity: 1, Received: false, ReceivedTime: '' },
    { Id: 2, Kind: 'Commodity', ItemId: 21, Number: 'MUG-1', Sku: 'MUG-1', Name: 'Mug', UserName: 'alice', ShelfCode: '', Quantity: 2, Received: false, ReceivedTime: '' },
  ];
  callApiMock.mockReset();
  callApiMock.mockImplementation(async (call, body) => {
    const request = body as Record<string, unknown>;
    switch (call.path) {
      case warehouse.getSiteJoinWarehouseBySiteId.path:
        return [HONG_KONG];
      case api.openForReceive.path:
        if (request.Number !== PLAN && request.Number !== 'SF100') throw new ApiError(2, `Number: transfer plan ${String(request.Number)} does not exist`, 200);
        return plan();
      case api.receiveScan.path: {
        const found = lines.find((l) => l.Number === request.Number);
        if (!found) throw new ApiError(3, `Number: ${String(request.Number)} is not in transfer plan ${PLAN}`, 200);
        const repeat = found.Received;
        found.Received = true;
        const answer = plan();
        return { Plan: answer, Line: { ...found }, Repeat: repeat, PlanReceived: !repeat && answer.Status === api.TransferPlanStatus.Received };
      }
      default:
        return null;
    }
  });
  signInAs({ Buttons: ['TransferPlanReceive.Receive'] });
});
afterEach(() => vi.unstubAllGlobals());

describe('receiving a transfer by scan', () => {
  it('opens the plan, refuses a number not in it aloud, receives a parcel once and says when the plan is received', async () => {
    const user = scanner();
    renderInApp(<TransferPlanReceiveIndex />);
    await screen.findByText('Hong Kong (HK)');
    const input = () => screen.getByRole('textbox', { name: /Scan/ });

    await user.type(input(), 'TP0{Enter}');
    expect((await screen.findAllByText('Number: transfer plan TP0 does not exist')).length).toBeGreaterThan(0);
    await user.type(input(), `${PLAN.toLowerCase()}{Enter}`);
    expect((await screen.findAllByText(`Plan ${PLAN}: 2 lines`)).length).toBeGreaterThan(0);
    expect(scansSent()).toHaveLength(0);

    await user.type(input(), 'XX9{Enter}');
    const refusal = `Number: XX9 is not in transfer plan ${PLAN}`;
    expect((await screen.findAllByText(refusal)).length).toBeGreaterThan(0);
    expect(spoken.at(-1)).toBe(refusal);

    await user.type(input(), 'sf100{Enter}');
    expect((await screen.findAllByText('Received SF100')).length).toBeGreaterThan(0);
    expect(spoken.at(-1)).toBe('Received SF100');
    await user.type(input(), 'MUG-1{Enter}');
    await screen.findAllByText(`Plan ${PLAN} fully received`);
    expect(spoken.at(-1)).toBe(`Received MUG-1. Plan ${PLAN} fully received`);
    // The same parcel again: the server answers a repeat, said aloud; nothing is received twice.
    await user.type(input(), 'SF100{Enter}');
    expect((await screen.findAllByText('SF100 was received already')).length).toBeGreaterThan(0);
    await waitFor(() => expect(spoken.at(-1)).toBe('SF100 was received already'));
    expect(scansSent().map((s) => [s.Id, s.Number])).toEqual([
      [9, 'XX9'],
      [9, 'SF100'],
      [9, 'MUG-1'],
      [9, 'SF100'],
    ]);
    expect(screen.getByText('2/2')).toBeTruthy();
  });

  it('a plan opened by one of its courier numbers receives that parcel at once', async () => {
    const user = scanner();
    renderInApp(<TransferPlanReceiveIndex />);
    await screen.findByText('Hong Kong (HK)');
    await user.type(screen.getByRole('textbox', { name: /Scan/ }), 'SF100{Enter}');
    expect((await screen.findAllByText('Received SF100')).length).toBeGreaterThan(0);
    expect(callApiMock.mock.calls.filter(([call]) => call.path === api.openForReceive.path).map(([, body]) => body)).toEqual([{ Number: 'SF100', WarehouseId: HONG_KONG.Id }]);
    expect(scansSent()).toEqual([{ Id: 9, Number: 'SF100' }]);
  });
});
