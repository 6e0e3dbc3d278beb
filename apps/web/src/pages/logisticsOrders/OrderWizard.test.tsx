import { currencies, logisticsOrders as api, recipientInformation } from '@lbo/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../api/client.ts';
import { ApiError } from '../../api/request.ts';
import { i18n } from '../../i18n/index.ts';
import { renderInApp, signInAs } from '../../test/renderInApp.tsx';
import { OrderWizard } from './OrderWizard.tsx';
import { answerCalls, callsTo, DRAFT, orderRow, PARCELS, RECIPIENTS } from './orderTestFixtures.ts';

vi.mock('../../api/client.ts', () => ({ callApi: vi.fn() }));
// A render of the whole page costs tens of seconds on a loaded 2-core machine.
vi.setConfig({ testTimeout: 120_000 });
const person = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });
// The button is "loading Next" while a step's check runs (a loaded machine): a click then is lost, so wait for it to settle.
const next = async () => person().click(await screen.findByRole('button', { name: 'Next' }));

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  answerCalls({
    [api.getUserShippable.path]: { Packages: PARCELS, Commodities: [] },
    [recipientInformation.getUserRecipientInformations.path]: { Data: RECIPIENTS, Total: RECIPIENTS.length },
    [api.priceUserOrder.path]: DRAFT,
    [currencies.getSelectCurrency.path]: [{ Id: 2, Name: 'US dollar', CurrencyCode: 'USD', Symbol: '$', ExchangeRate: '7.1' }],
    [api.addUserOrder.path]: orderRow({ Id: 9, SerialNumber: 'LO20261127000009', TotalAmount: '96.00' }),
  });
  signInAs({ AccountTypeCode: 2, NickName: 'Alice', Buttons: ['UserLogisticsOrder.Add', 'UserRecipientInformation.Add'] });
});

/** Ship from Shenzhen; `beforeGoods` runs with the warehouse chosen and nothing ticked. */
async function toShippingStep(beforeGoods?: () => Promise<void>) {
  await person().click(await screen.findByLabelText('Ship from'));
  await person().click((await screen.findAllByTitle('Shenzhen')).at(-1)!);
  await beforeGoods?.();
  await person().click(await screen.findByText('SF1001'));
  await person().click(screen.getByText('SF1002'));
  await next();
  // The default recipient is not chosen for the customer: they say where it goes.
  await person().click(await screen.findByText('Wang Xiaoming'));
  await next();
  await screen.findByTestId('option-choice');
}

describe('the order wizard', () => {
  // One render walks the whole wizard (each render of the app costs seconds): the goods step's check on the way.
  it('does not leave the goods step without goods; consolidates the ticked parcels, prices them for the recipient, declares what the goods lines add up to until a value is typed, and submits the cheapest route with its breakdown', async () => {
    renderInApp(<OrderWizard side="user" />);
    await toShippingStep(async () => {
      // Next once the warehouse's parcels are shown, as a person sees them.
      await screen.findByTestId('shippable-parcels');
      await next();
      expect(await screen.findByText('Choose at least one parcel or a quantity of a commodity')).toBeTruthy();
      expect(callsTo(api.priceUserOrder.path)).toEqual([]);
    });
    expect(callsTo(api.priceUserOrder.path)[0]).toMatchObject({ WarehouseId: 3, PackageIds: [1, 2], RecipientInformationId: 21 });
    // Ranked as the engine answers; the cheapest is chosen first, with its first carrier.
    expect(screen.getByTestId('option-choice').textContent).toMatch(/1\. Taiwan economy.*2\. Taiwan express/);
    await next();
    expect(await screen.findByText('This shipment takes no value-added services.')).toBeTruthy();
    await next();
    // The declaration starts from the parcels' own goods.
    await waitFor(() => expect(screen.getAllByLabelText('Name').map((i) => (i as HTMLInputElement).value)).toEqual(['Shoes', 'Tea']));
    // The declared value is what the lines add up to (1 × 30 + 2 × 5), and follows them until the customer types one.
    const declared = () => (screen.getByLabelText('Declared value') as HTMLInputElement).value;
    await waitFor(() => expect(declared()).toBe('40.00'));
    const teaValue = () => screen.getAllByLabelText('Unit value')[1]!;
    await person().clear(teaValue());
    await person().type(teaValue(), '6');
    await waitFor(() => expect(declared()).toBe('42.00'));
    await person().clear(screen.getByLabelText('Declared value'));
    await person().type(screen.getByLabelText('Declared value'), '50');
    await person().clear(teaValue());
    await person().type(teaValue(), '7');
    expect(declared()).toBe('50');
    await next();
    const review = await screen.findByTestId('order-review');
    expect(review.textContent).toContain('Taiwan economy');
    expect(screen.getByTestId('order-total').textContent).toBe('96.00 CNY');
    await person().click(screen.getByRole('button', { name: 'Submit order' }));
    expect(await screen.findByText('Order LO20261127000009 submitted')).toBeTruthy();
    expect(callsTo(api.addUserOrder.path)[0]).toMatchObject({
      WarehouseId: 3,
      PackageIds: [1, 2],
      RecipientInformationId: 21,
      QuotationId: 5,
      CarrierId: 8,
      ExpectedTotal: '96.00',
      DeclaredPrice: '50',
      CurrencyId: 2,
      Goods: [
        { Name: 'Shoes', Quantity: 1, UnitValue: '30', CurrencyCode: 'USD' },
        { Name: 'Tea', Quantity: 2, UnitValue: '7', CurrencyCode: 'USD' },
      ],
    });
  });

  it('shows a refusal on the field it names and goes back to that step', async () => {
    renderInApp(<OrderWizard side="user" />);
    await toShippingStep();
    vi.mocked(callApi).mockImplementation(async (call) => {
      if (call.path === api.priceUserOrder.path) return DRAFT;
      if (call.path === api.addUserOrder.path) throw new ApiError(3, 'PackageIds: parcel SF1002 is already in order LO1', 200);
      return null;
    });
    await next();
    await next();
    // The declaration is filled from the parcels before it can go on (a loaded machine fills it late).
    await waitFor(() => expect(screen.getAllByLabelText('Name').map((i) => (i as HTMLInputElement).value)).toEqual(['Shoes', 'Tea']));
    await next();
    await screen.findByTestId('order-review');
    await person().click(screen.getByRole('button', { name: 'Submit order' }));
    expect(await screen.findByText('parcel SF1002 is already in order LO1')).toBeTruthy();
    expect(screen.getByTestId('shippable-parcels')).toBeTruthy();
  });

  it('says why cash on delivery is not offered, as the server answers with the price', async () => {
    const codCarrier = (o: api.DraftPrice['Options'][number]) => ({ ...o, Carriers: o.Carriers.map((c) => ({ ...c, IsCashOnDelivery: true })) });
    answerCalls({
      [api.getUserShippable.path]: { Packages: PARCELS, Commodities: [] },
      [recipientInformation.getUserRecipientInformations.path]: { Data: RECIPIENTS, Total: RECIPIENTS.length },
      [api.priceUserOrder.path]: { ...DRAFT, Options: DRAFT.Options.map(codCarrier), CashOnDelivery: { Allowed: false, Limit: '0.00', Refusal: 'IsCod: your customer group does not allow cash on delivery' } },
      [currencies.getSelectCurrency.path]: [],
    });
    renderInApp(<OrderWizard side="user" />);
    await toShippingStep();
    await next();
    await next();
    expect(await screen.findByText('your customer group does not allow cash on delivery')).toBeTruthy();
    expect(screen.getByRole('switch').hasAttribute('disabled')).toBe(true);
  });
});
