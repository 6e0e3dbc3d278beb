import { currencies, expenseType, globalCountries, transferQuotation as api, typeOfShipping } from '@lbo/contracts';
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
vi.setConfig({ testTimeout: 120_000 });
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
      case api.addTransferQuotation.path:
        return { Id: 31 };
      case currencies.getSelectCurrency.path:
        return [{ Id: 1, CurrencyCode: 'CNY', Name: 'Renminbi' }];
      case typeOfShipping.getSelectTypeOfShipping.path:
        return [{ Id: 2, Name: 'Air express', MinAging: 3, MaxAging: 5 }];
      case expenseType.getSelectTableExpenseTypes.path:
        return { Data: [{ Id: 7, Name: 'Fuel', Code: 'FUEL' }], Total: 1 };
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

const callsTo = (path: string) => callApiMock.mock.calls.filter(([call]) => call.path === path).map(([, body]) => body);
const dialog = async (title: string) => (await screen.findAllByRole('dialog')).find((d) => d.textContent?.includes(title))!;

/** Opens the new-quotation editor from Add; answers the drawer. */
async function openNewQuotation() {
  signInAs({ Buttons: ['TransferQuotations.Add'] });
  renderInApp(<TransferQuotationsIndex />);
  await person().click(await screen.findByRole('button', { name: 'Add' }));
  return dialog('New transfer quotation');
}

async function choose(within_: HTMLElement, label: string, option: string) {
  await person().click(within(within_).getByLabelText(label));
  const options = await screen.findAllByTitle(option);
  await person().click(options.at(-1)!);
}

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

  it('opens in a drawer and saves the quotation with its ranges and surcharges, then refreshes the list', async () => {
    const form = await openNewQuotation();
    expect(form.closest('.ant-drawer')).not.toBeNull();
    const listed = callsTo(api.getTransferQuotations.path).length;

    // Nothing is sent while a field is wrong; the message stands under the field it is about.
    await person().click(within(form).getByRole('button', { name: 'Save' }));
    const name = within(form).getByLabelText('Name');
    await waitFor(() => expect(name.closest('.ant-form-item')!.textContent).toMatch(/empty/i));
    expect(callsTo(api.addTransferQuotation.path)).toEqual([]);

    await person().type(name, 'Air express US');
    await choose(form, 'Currency', 'CNY · Renminbi');
    await choose(form, 'Shipping method', 'Air express (3–5)');
    const ranges = within(form).getByTestId('quotation-ranges');
    await person().type(within(ranges).getByLabelText('To (kg)'), '5');
    await person().type(within(ranges).getByLabelText('First weight price'), '30');
    await person().type(within(ranges).getByLabelText('Additional unit price'), '12.5');
    await person().click(within(form).getByRole('button', { name: /Add surcharge/ }));
    const surcharge = await within(form).findByTestId('quotation-surcharge');
    await choose(surcharge, 'Expense type', 'Fuel (FUEL)');
    await within(surcharge).findByText('Surcharge 1 · Fuel (FUEL)');
    await person().type(within(surcharge).getByLabelText('Amount'), '2');
    await person().click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(callsTo(api.addTransferQuotation.path)).toHaveLength(1));
    expect(callsTo(api.addTransferQuotation.path)[0]).toMatchObject({
      Name: 'Air express US',
      CurrencyId: 1,
      TypeOfShippingId: 2,
      EffectiveDate: dayjs().format('YYYY-MM-DD'),
      Ranges: [{ StartingRange: '0', EndRange: '5', FirstWeightUnitPrice: '30', UnitPrice: '12.5', AdditionalCost: '0' }],
      Surcharges: [{ ExpenseTypeId: 7, TriggerDataSource: 'Always', AmountOfMoney: '2', CalculationMethod: 'Fixed' }],
    });
    expect(await screen.findByText('Saved')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('New transfer quotation')).toBeNull());
    await waitFor(() => expect(callsTo(api.getTransferQuotations.path).length).toBeGreaterThan(listed));
  });

  it('asks before discarding an added surcharge, from Cancel as from the close button', async () => {
    const form = await openNewQuotation();
    await person().click(within(form).getByRole('button', { name: /Add surcharge/ }));
    await within(form).findByTestId('quotation-surcharge');
    await person().click(within(form).getByRole('button', { name: 'Cancel' }));
    await person().click(within(await dialog('Discard your changes?')).getByRole('button', { name: 'Keep editing' }));
    expect(within(form).getByTestId('quotation-surcharge')).toBeTruthy();
    await person().click(within(form).getByRole('button', { name: 'Close' }));
    await person().click(within(await dialog('Discard your changes?')).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByText('New transfer quotation')).toBeNull());
    expect(callsTo(api.addTransferQuotation.path)).toEqual([]);
  });

  it('filters the list by a country picked by name', async () => {
    signInAs({});
    renderInApp(<TransferQuotationsIndex />);
    const filter = await screen.findByLabelText('Countries');
    await person().click(filter);
    await person().type(filter, 'Hong');
    await person().click(await screen.findByTitle('Hong Kong (HK)'));
    await person().click(screen.getByRole('button', { name: 'Query' }));
    await waitFor(() => expect(callsTo(api.getTransferQuotations.path).at(-1)).toMatchObject({ CountryCode: 'HK' }));
  });
});
