import { carrier, carrierLocalTrackingNumber as api } from '@lbo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../api/client.ts';
import { ApiError } from '../../api/request.ts';
import { i18n } from '../../i18n/index.ts';
import { useSession } from '../../stores/session.ts';
import { renderInApp, signInAs } from '../../test/renderInApp.tsx';
import CarrierLocalTrackingNumbersIndex from './CarrierLocalTrackingNumbersIndex.tsx';

vi.mock('../../api/client.ts', () => ({ callApi: vi.fn() }));
const callApiMock = vi.mocked(callApi);

// Ant Design in jsdom is slow on a shared machine.
vi.setConfig({ testTimeout: 30_000 });
const person = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });
const REFUSAL = 'Numbers: these numbers are already in the carrier’s pool: YT1002, YT1004';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  callApiMock.mockReset();
  callApiMock.mockImplementation(async (call) => {
    switch (call.path) {
      case api.getCarrierLocalTrackingNumbers.path:
        return { Data: [], Total: 0 };
      case carrier.getSelectCarriers.path:
        return [{ Id: 3, Name: 'YunExpress Standard', IsLocalNumbering: true }];
      case api.importCarrierLocalTrackingNumbers.path:
        throw new ApiError(1, REFUSAL, 200);
      default:
        return null;
    }
  });
});
afterEach(() => useSession.getState().setUser(null));

describe('local tracking numbers import', () => {
  it('shows a refusal next to the numbers with the offending lines, kept until the next try', async () => {
    signInAs({ Buttons: ['CarrierLocalTrackingNumbers.Import'] });
    renderInApp(
      <MemoryRouter initialEntries={['/?CarrierId=3']}>
        <CarrierLocalTrackingNumbersIndex />
      </MemoryRouter>,
    );
    await person().click(await screen.findByRole('button', { name: 'Import' }));
    const numbers = await screen.findByTestId('import-numbers');
    await person().type(numbers, 'YT1001{Enter}YT1002{Enter}YT1003{Enter}YT1004');
    const dialog = screen.getByRole('dialog');
    await person().click(within(dialog).getAllByRole('button', { name: 'Import' }).at(-1)!);
    const refusal = await screen.findByTestId('import-refusal');
    expect(refusal.textContent).toContain(REFUSAL);
    expect([...refusal.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Line 2: YT1002', 'Line 4: YT1004']);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByTestId('import-refusal')).toBeTruthy();
    await person().click(within(dialog).getAllByRole('button', { name: 'Import' }).at(-1)!);
    await waitFor(() => expect(callApiMock.mock.calls.filter(([call]) => call.path === api.importCarrierLocalTrackingNumbers.path)).toHaveLength(2));
    expect(callApiMock.mock.calls.find(([call]) => call.path === api.importCarrierLocalTrackingNumbers.path)?.[2]).toEqual({ silent: true });
  });
});
