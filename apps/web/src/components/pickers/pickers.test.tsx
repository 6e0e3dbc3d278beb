import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import {
  applicantInformation,
  commodities,
  expenseType,
  logisticsValueAddedServicesQuotationGrouping,
  mallShopInformation,
  PICKER_PAGE_SIZE,
  PICKER_TABLE_WIDTH,
  PICKER_TABLE_WIDTH_WIDE,
  returnLogisticsOrder,
  selfPickupAddress,
  shelves,
  shopAuthorizationInformation,
  user,
  type CallDefinition,
} from '@lbo/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../api/client.ts';
import { i18n } from '../../i18n/index.ts';
import {
  ApplicantInformationPicker,
  CommodityPicker,
  ExpenseTypePicker,
  MallShopPicker,
  OwnCommodityPicker,
  OwnMallShopPicker,
  OwnShopAuthorizationPicker,
  QuotationGroupPicker,
  ReturnOrderPicker,
  SelfPickupAddressPicker,
  ShelvesPicker,
  ShopAuthorizationPicker,
  UserPicker,
} from './pickers.tsx';

// The boundary is the typed client: each picker must ask its own contract call.
vi.mock('../../api/client.ts', () => ({ callApi: vi.fn() }));
const api = vi.mocked(callApi);

configure({ defaultHidden: true });
const clicker = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const tableWidth = () => document.querySelector<HTMLElement>('.ant-modal .ant-table-body table')?.style.width;

async function openAndGetCall() {
  await clicker.click(screen.getByRole('button', { name: 'Choose' }));
  await waitFor(() => expect(api).toHaveBeenCalledTimes(1));
  const [call, body, options] = api.mock.calls[0]!;
  return { call: call as CallDefinition, body, options };
}

beforeEach(() => {
  api.mockReset();
  api.mockResolvedValue({ Data: [], Total: 0 });
});

describe('pickers on their contract calls', { timeout: 30_000 }, () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterAll(() => i18n.changeLanguage('zh-CN'));

  it('return order, type 1: refuses to open or load until a user is chosen', async () => {
    render(<ReturnOrderPicker type={1} />);
    expect(screen.getByText('Choose a user first')).toBeTruthy();
    const choose = screen.getByRole<HTMLButtonElement>('button', { name: 'Choose' });
    expect(choose.disabled).toBe(true);
    await clicker.click(choose);
    await clicker.click(document.querySelector<HTMLElement>('.ant-select')!);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api).not.toHaveBeenCalled();
  });

  it('return order, type 1: lists the chosen user’s shippable orders through the back-office call, 1300 wide', async () => {
    render(<ReturnOrderPicker type={1} ownerId={7} />);
    const { call, body, options } = await openAndGetCall();
    expect(call).toBe(returnLogisticsOrder.getReturnLogisticsOrders);
    expect(body).toEqual({ OwnerId: 7, Shippable: true, index: 1, rows: PICKER_PAGE_SIZE });
    expect(options).toEqual({ silent: true });
    expect(tableWidth()).toBe(`${PICKER_TABLE_WIDTH_WIDE}px`);
  });

  it('return order, type 2: uses the customer call, which needs no user', async () => {
    render(<ReturnOrderPicker type={2} />);
    const { call, body } = await openAndGetCall();
    expect(call).toBe(returnLogisticsOrder.getUserReturnLogisticsOrders);
    expect(body).toEqual({ Shippable: true, index: 1, rows: PICKER_PAGE_SIZE });
  });

  it('commodity: scoped by UserId, closed until a user is chosen', async () => {
    const { unmount } = render(<CommodityPicker />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Choose' }).disabled).toBe(true);
    unmount();
    render(<CommodityPicker userId={12} />);
    const { call, body } = await openAndGetCall();
    expect(call).toBe(commodities.getCommodityByUserId);
    expect(body).toEqual({ UserId: 12, index: 1, rows: PICKER_PAGE_SIZE });
    expect(tableWidth()).toBe(`${PICKER_TABLE_WIDTH_WIDE}px`);
  });

  it('user: can be limited to customers', async () => {
    render(<UserPicker accountType={2} />);
    const { call, body } = await openAndGetCall();
    expect(call).toBe(user.getSelectTableUsers);
    expect(body).toEqual({ AccountTypeCode: 2, index: 1, rows: PICKER_PAGE_SIZE });
  });

  it('shelves: offers active shelves only', async () => {
    render(<ShelvesPicker />);
    const { call, body } = await openAndGetCall();
    expect(call).toBe(shelves.getShelves);
    expect(body).toEqual({ IsDeactivate: false, index: 1, rows: PICKER_PAGE_SIZE });
  });

  const cases: [string, ReactElement, CallDefinition][] = [
    ['user', <UserPicker key="x" />, user.getSelectTableUsers],
    ['shop authorisation (all)', <ShopAuthorizationPicker key="x" />, shopAuthorizationInformation.getShopAuthorizationInformation],
    ['shop authorisation (own)', <OwnShopAuthorizationPicker key="x" />, shopAuthorizationInformation.getUserShopAuthorizationInformation],
    ['self-pickup site', <SelfPickupAddressPicker key="x" />, selfPickupAddress.getAvailableSelfPickupAddress],
    ['applicant information', <ApplicantInformationPicker key="x" />, applicantInformation.getAvailableApplicantInformation],
    ['expense type', <ExpenseTypePicker key="x" />, expenseType.getSelectTableExpenseTypes],
    ['quotation group', <QuotationGroupPicker key="x" />, logisticsValueAddedServicesQuotationGrouping.getSelectTableQuotationGroupings],
    ['mall shop', <MallShopPicker key="x" />, mallShopInformation.getMallShopInformationSelect],
    ['own mall shop', <OwnMallShopPicker key="x" />, mallShopInformation.getUserMallShopInformationSelect],
    ['own commodity', <OwnCommodityPicker key="x" />, commodities.getUserCommodityByUserId],
  ];
  it.each(cases)('%s: asks its own call for a page of 20', async (_name, element, expected) => {
    render(element);
    const { call, body } = await openAndGetCall();
    expect(call.path).toBe(expected.path);
    expect(body).toEqual({ index: 1, rows: PICKER_PAGE_SIZE });
    const wide = expected === commodities.getUserCommodityByUserId;
    expect(tableWidth()).toBe(`${wide ? PICKER_TABLE_WIDTH_WIDE : PICKER_TABLE_WIDTH}px`);
  });
});
