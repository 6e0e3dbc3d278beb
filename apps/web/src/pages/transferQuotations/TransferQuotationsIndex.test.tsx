import { globalCountries, transferQuotation as api } from '@lbo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../api/client.ts';
import { i18n } from '../../i18n/index.ts';
import { useSession } from '../../stores/session.ts';
import { renderInApp, signInAs } from '../../test/renderInApp.tsx';
import TransferQuotationsIndex from './TransferQuotationsIndex.tsx';

vi.mock('../../api/client.ts', () => ({ callApi: vi.fn() }));
const callApiMock = vi.mocked(callApi);

// Ant Design in jsdom is slow on a shared machine.
vi.setConfig({ testTimeout: 60_000 });
const person = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  callApiMock.mockReset();
  callApiMock.mockImplementation(async (call) => {
    switch (call.path) {
      case api.getTransferQuotations.path:
        return { Data: [], Total: 0 };
      case globalCountries.getRegionsByParentId.path:
        return [
          { Id: 1, Code: 'US', Name: 'United States' },
          { Id: 2, Code: 'HK', Name: 'Hong Kong' },
        ];
      default:
        return [];
    }
  });
});
afterEach(() => useSession.getState().setUser(null));

describe('transfer quotation form', () => {
  it('opens with today as the effective date and picks countries by name from the countries list', async () => {
    signInAs({ Buttons: ['TransferQuotations.Add'] });
    renderInApp(<TransferQuotationsIndex />);
    await person().click(await screen.findByRole('button', { name: 'Add' }));
    const form = (await screen.findAllByRole('dialog')).at(-1)!;
    const effective = await within(form).findByLabelText('Effective date');
    expect((effective as HTMLInputElement).value).toBe(dayjs().format('YYYY-MM-DD'));
    const countries = within(form).getByLabelText('Countries');
    await person().click(countries);
    await person().type(countries, 'Hong');
    await person().click(await screen.findByText('Hong Kong (HK)'));
    await waitFor(() => expect(within(form).getAllByText('Hong Kong (HK)').length).toBeGreaterThan(0));
  });
});
