import { warehouse } from '@lbo/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../api/client.ts';
import { ApiError } from '../../api/request.ts';
import { i18n } from '../../i18n/index.ts';
import { renderInApp, signInAs } from '../../test/renderInApp.tsx';
import { ScanOutcomeAlert, useScanScreen, type ScanOutcome } from './useScanScreen.tsx';

vi.mock('../../api/client.ts', () => ({ callApi: vi.fn() }));
// Ant Design in jsdom is slow on a shared machine.
vi.setConfig({ testTimeout: 120_000 });
const scanner = () => userEvent.setup({ delay: null });

const spoken: string[] = [];
class Utterance {
  lang = '';
  constructor(readonly text: string) {}
}

/** The work each scan asked for, in order, each answered when the test says so. */
let asked: { scan: string; shelf: number; answer: (outcome: ScanOutcome) => void; fail: (error: Error) => void }[] = [];

/** A scan screen reduced to the hook: each scan is work on the current shelf; a button changes shelf. */
function Harness() {
  const [shelf, setShelf] = useState(1);
  const scan = useScanScreen({
    state: shelf,
    onScan: (scanned) => new Promise<ScanOutcome>((answer, fail) => asked.push({ scan: scanned, shelf, answer, fail })),
    onRepeat: (scanned) => ({ tone: 'success', title: `${scanned} is there already` }),
  });
  return (
    <>
      {scan.warehouseChoice}
      <Input {...scan.inputProps} aria-label="Number" />
      <Button onClick={() => setShelf(shelf + 1)}>Next shelf</Button>
      <ScanOutcomeAlert outcome={scan.outcome} waiting={scan.waiting} />
    </>
  );
}

async function openScreen() {
  renderInApp(<Harness />);
  await screen.findByText('Shenzhen (SZ)');
  return screen.getByRole('textbox', { name: 'Number' }) as HTMLInputElement;
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  localStorage.clear();
  asked = [];
  spoken.length = 0;
  vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
  vi.stubGlobal('speechSynthesis', { cancel: vi.fn(), speak: (u: Utterance) => spoken.push(u.text) });
  vi.mocked(callApi).mockReset();
  vi.mocked(callApi).mockImplementation(async (call) => (call.path === warehouse.getSiteJoinWarehouseBySiteId.path ? [{ Id: 3, Name: 'Shenzhen', Code: 'SZ', IsEnabled: true }] : null));
  signInAs({ Buttons: [] });
});
afterEach(() => vi.unstubAllGlobals());

describe('a scan screen', () => {
  it('works on one scan at a time: the same number meanwhile is dropped, another waits its turn and runs next', async () => {
    const user = scanner();
    const number = await openScreen();
    await user.type(number, 'sf1{Enter}');
    await user.keyboard('{Enter}');
    await user.type(number, 'SF2{Enter}', { initialSelectionStart: 0, initialSelectionEnd: 3 });
    await user.type(number, 'SF2{Enter}', { initialSelectionStart: 0, initialSelectionEnd: 3 });
    expect(asked.map((a) => a.scan)).toEqual(['SF1']);
    expect(screen.getByText('Next: SF2')).toBeTruthy();

    asked[0]!.answer({ tone: 'success', title: 'SF1 put on A-01' });
    expect(await screen.findByText('SF1 put on A-01')).toBeTruthy();
    await waitFor(() => expect(asked.map((a) => a.scan)).toEqual(['SF1', 'SF2']));
    expect(screen.queryByText(/Next:/)).toBeNull();
    asked[1]!.fail(new ApiError(1, 'Courier number SF2: not found', 200));
    expect(await screen.findByText('Courier number SF2: not found')).toBeTruthy();
    expect(spoken).toEqual(['SF1 put on A-01', 'Courier number SF2: not found']);
    // The number stays, focused and selected: the next scan replaces it.
    await waitFor(() => expect([document.activeElement, number.selectionStart, number.selectionEnd]).toEqual([number, 0, 3]));
  });

  it('does a scan once in the same state: again it says so without the work; a new state, or a refusal, lets it work again', async () => {
    const user = scanner();
    const number = await openScreen();
    await user.type(number, 'SF1{Enter}');
    asked[0]!.answer({ tone: 'success', title: 'SF1 put on A-01' });
    await screen.findByText('SF1 put on A-01');

    await user.click(number);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('SF1 is there already')).toBeTruthy();
    expect(asked).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Next shelf' }));
    await user.click(number);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(asked.map((a) => [a.scan, a.shelf])).toEqual([['SF1', 1], ['SF1', 2]]));
    asked[1]!.fail(new ApiError(3, 'The shelf is full', 200));
    await screen.findByText('The shelf is full');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(asked).toHaveLength(3));
    expect(spoken).toEqual(['SF1 put on A-01', 'SF1 is there already', 'The shelf is full']);
  });

  it('keeps a scan the scanner fires while the last one still works: none of its characters is lost', async () => {
    const user = scanner();
    const number = await openScreen();
    await user.type(number, 'SF1{Enter}');
    // The next parcel scanned before the answer: its first keys replace the selected number.
    await user.keyboard('SF');
    asked[0]!.answer({ tone: 'success', title: 'SF1 put on A-01' });
    await screen.findByText('SF1 put on A-01');
    await user.keyboard('2{Enter}');
    await waitFor(() => expect(asked.map((a) => a.scan)).toEqual(['SF1', 'SF2']));
  });

  it('refuses a scan until a warehouse is chosen, and says why', async () => {
    vi.mocked(callApi).mockImplementation(async (call) =>
      call.path === warehouse.getSiteJoinWarehouseBySiteId.path ? [{ Id: 3, Name: 'Shenzhen', Code: 'SZ', IsEnabled: true }, { Id: 4, Name: 'Yiwu', Code: 'YW', IsEnabled: true }] : null,
    );
    const user = scanner();
    renderInApp(<Harness />);
    const number = screen.getByRole('textbox', { name: 'Number' });
    await user.type(number, 'SF1{Enter}');
    // Said, and shown big (the warehouse picker's placeholder says it too).
    expect((await screen.findByRole('alert')).textContent).toBe('Choose the warehouse first');
    expect(spoken).toEqual(['Choose the warehouse first']);
    expect(asked).toHaveLength(0);
  });
});
