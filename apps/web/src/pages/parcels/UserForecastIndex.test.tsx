import { parcels, warehouse } from '@lbo/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../api/client.ts';
import { ApiError } from '../../api/request.ts';
import { i18n } from '../../i18n/index.ts';
import { renderInApp, signInAs } from '../../test/renderInApp.tsx';
import UserForecastIndex from './UserForecastIndex.tsx';
import { callsTo, SHENZHEN } from './parcelTestFixtures.ts';

vi.mock('../../api/client.ts', () => ({ callApi: vi.fn() }));
const callApiMock = vi.mocked(callApi);
vi.setConfig({ testTimeout: 60_000 });
/** What typing leaves in a textarea, in one change (typing key by key is slow in jsdom). */
const enter = (area: Element, text: string) => fireEvent.change(area, { target: { value: text } });
const person = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  callApiMock.mockReset();
  callApiMock.mockImplementation(async (call) => {
    if (call.path === warehouse.getSiteJoinWarehouseBySiteId.path) return [SHENZHEN];
    if (call.path === parcels.batchAddUserPackages.path) throw new ApiError(2, 'CourierNumbers: number SF1 appears more than once', 200);
    return [];
  });
  signInAs({ AccountTypeCode: 2, NickName: 'Alice', Buttons: ['UserPackage.Forecast', 'UserPackage.Add'] });
});

async function openBatch() {
  renderInApp(<UserForecastIndex />);
  await person().click(screen.getByRole('tab', { name: 'Batch' }));
  return screen.findByTestId('batch-form');
}

describe('batch forecast', () => {
  it('counts the lines as they are typed and shows a mismatch before anything is sent', async () => {
    const form = await openBatch();
    const [numbers, names, prices] = form.querySelectorAll('textarea');
    enter(numbers!, 'SF1001\nSF1002\nSF1003');
    enter(names!, 'Shoes\nBooks');
    expect((await screen.findByTestId('mismatch-ProductNames')).textContent).toBeTruthy();
    expect(screen.getByTestId('count-CourierNumbers').textContent).toBe('3 lines');
    expect(screen.getByTestId('count-ProductNames').textContent).toBe('2 lines');
    expect(screen.getByTestId('mismatch-ProductNames').textContent).toBe('2 lines, but there are 3 courier numbers');
    // Prices may be left out entirely, but once given they must match too.
    expect(screen.queryByTestId('mismatch-Prices')).toBeNull();
    enter(prices!, '12.50');
    expect((await screen.findByTestId('mismatch-Prices')).textContent).toBe('1 line, but there are 3 courier numbers');
    expect(screen.getByTestId('batch-submit').hasAttribute('disabled')).toBe(true);
    await person().click(screen.getByTestId('batch-submit'));
    expect(callsTo(parcels.batchAddUserPackages.path)).toHaveLength(0);

    enter(names!, 'Shoes\nBooks\nToys');
    enter(prices!, '12.50\n3\n4');
    await waitFor(() => expect(screen.queryByTestId('batch-blocked')).toBeNull());
    expect(screen.queryByTestId('mismatch-ProductNames')).toBeNull();
    expect(screen.queryByTestId('mismatch-Prices')).toBeNull();
  });

  it('shows the server’s refusal under the field it names', async () => {
    const form = await openBatch();
    const [numbers, names] = form.querySelectorAll('textarea');
    await person().click(within(form).getAllByRole('combobox')[0]!);
    await person().click((await screen.findAllByTitle('Shenzhen (SZ)')).at(-1)!);
    enter(numbers!, 'SF1\nSF1');
    enter(names!, 'Shoes\nBooks');
    await person().click(screen.getByTestId('batch-submit'));
    await waitFor(() => expect(callsTo(parcels.batchAddUserPackages.path)).toHaveLength(1));
    expect(callsTo(parcels.batchAddUserPackages.path)[0]).toMatchObject({ WarehouseId: SHENZHEN.Id, CourierNumbers: 'SF1\nSF1', ProductNames: 'Shoes\nBooks' });
    expect(await screen.findByText('number SF1 appears more than once')).toBeTruthy();
  });
});
