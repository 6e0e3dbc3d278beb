import { account, promotions, site, user as userCalls, userMessages } from '@lbo/contracts';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../api/client.ts';
import { i18n } from '../i18n/index.ts';
import { useSession } from '../stores/session.ts';
import { MobileApp, portalQueryClient } from './MobileApp.tsx';

vi.mock('../api/client.ts', () => ({ callApi: vi.fn() }));
const callApiMock = vi.mocked(callApi);

vi.setConfig({ testTimeout: 30_000 });
const user = () => userEvent.setup({ delay: null });
const callsTo = (path: string) => callApiMock.mock.calls.filter(([call]) => call.path === path).map(([, body]) => body);

const ALICE = { UserId: 3, NickName: 'Alice', Avatar: '', IsSuperUser: false, AccountTypeCode: 2, Buttons: [], SiteId: 1, SiteName: 'Demo Express' };
const MESSAGES = [
  { Id: 1, InfoType: 'Debt', Title: 'Freight due for SF1001', Message: 'Please pay 12.50 CNY.', MessageType: 1, IsRead: false, CreationTime: new Date().toISOString() },
  { Id: 2, InfoType: 'Notice', Title: 'Parcel YT2002 put on shelf A-01-02', Message: 'Shenzhen warehouse.', MessageType: 1, IsRead: true, CreationTime: new Date().toISOString() },
];

const ANSWERS: Record<string, unknown> = {
  [site.getSitePageConfiguration.path]: { Title: 'Demo Express', Logo: '' },
  [account.getWhetherToVerify.path]: false,
  [account.loginUser.path]: { AccessToken: 'a', RefreshToken: 'r' },
  [userCalls.getUserInfoDetailedInfo.path]: ALICE,
  [userMessages.getUserMessages.path]: { Data: MESSAGES, Total: 2 },
  [userMessages.getUserMessagesUnreadCount.path]: 1,
  [userMessages.userMessagesRead.path]: null,
  [promotions.getPromotionActivity.path]: {
    Id: 42, Name: 'Spring freight week', CoverImage: '', PageContent: '<p>Ten off your freight</p>', StartTime: '2026-03-01 00:00:00', EndTime: '2026-03-31 00:00:00',
    MaxDistribution: 100, IssuedQuantity: 3, LimitTimes: 1, ResetDays: 0, ClaimedTimes: 0, ClaimStatus: promotions.ClaimStatus.Claimable,
    Gifts: [{ GiftType: promotions.GiftType.Coupon, CouponId: 7, CouponName: 'Freight 10 off', PreferentialAmount: '10', Quantity: 1, GiftAmount: '0', CurrencyCode: 'CNY' }],
  },
};

function openPortal(hash: string) {
  window.location.hash = hash;
  render(<MobileApp />);
}

/** Signs in on the portal's sign-in page as a customer would (password, agreement). */
async function signInAsAlice() {
  await user().type(await screen.findByLabelText('User name'), 'alice');
  await user().type(screen.getByLabelText('Password', { selector: '#Password' }), 'Customer@2026');
  await user().click(screen.getByText('I have read and accept the'));
  await user().click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  callApiMock.mockReset();
  callApiMock.mockImplementation(async (call) => ANSWERS[call.path] ?? null);
  useSession.getState().clear();
});
afterEach(() => {
  act(() => portalQueryClient.clear());
  window.location.hash = '';
});

describe('the phone portal', () => {
  it('keeps a promotion link through sign-in, and comes back to show it', async () => {
    openPortal('#/promotion?id=42');
    expect(await screen.findByText('Promotion No. 42')).toBeTruthy();
    expect(callsTo(promotions.getPromotionActivity.path)).toHaveLength(0);
    await user().click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByTestId('login-panel');
    expect(screen.getByTestId('staff-sign-in').getAttribute('href')).toBe('/index?activeIndex=1&loginType=backUserLogin');
    await signInAsAlice();
    await screen.findByText('Spring freight week');
    expect(window.location.hash).toBe('#/promotion?id=42');
    expect(screen.getByText('Freight 10 off: 10 CNY off × 1')).toBeTruthy();
    expect(callsTo(account.loginUser.path)).toHaveLength(1);
    expect(useSession.getState().loginType).toBe('userLogin');
  });

  it('asks for sign-in before the messages tab, then lists the customer’s own messages and opens one, marking it read', async () => {
    openPortal('#/messages');
    await screen.findByTestId('login-panel');
    expect(callsTo(userMessages.getUserMessages.path)).toEqual([]);
    await signInAsAlice();
    await user().click(await screen.findByText('Freight due for SF1001'));
    expect(await screen.findByText('Please pay 12.50 CNY.')).toBeTruthy();
    await waitFor(() => expect(callsTo(userMessages.userMessagesRead.path)).toEqual([{ Ids: [1] }]));
    expect(callsTo(userMessages.getUserMessages.path)[0]).toEqual({ index: 1, rows: 20 });
  });

  it('loads the customer’s buttons for a page opened directly, not only through the home page', async () => {
    useSession.getState().setTokens({ AccessToken: 'a', RefreshToken: 'r' }, 'userLogin');
    callApiMock.mockImplementation(async (call) => (call.path === userCalls.getUserInfoDetailedInfo.path ? { ...ALICE, Buttons: ['UserCommodity.Add'] } : (ANSWERS[call.path] ?? null)));
    openPortal('#/messages');
    await screen.findByText('Freight due for SF1001');
    await waitFor(() => expect(useSession.getState().user?.Buttons).toEqual(['UserCommodity.Add']));
  });

  it('shows the signed-in customer’s profile under Me, and signs out revoking the session', async () => {
    useSession.getState().setTokens({ AccessToken: 'a', RefreshToken: 'r' }, 'userLogin');
    openPortal('#/');
    await user().click(await screen.findByTestId('tab-mine'));
    expect(await screen.findByText('Demo Express', { selector: 'td *, td' })).toBeTruthy();
    expect(screen.getByText('Customer')).toBeTruthy();
    await user().click(screen.getByTestId('sign-out'));
    await screen.findByTestId('login-panel');
    expect(callsTo(account.revokeToken.path)).toEqual([{ Token: 'r' }]);
    expect(useSession.getState().accessToken).toBeNull();
  });

  it('opens a page that needs a button straight from its address (a reload) once the customer’s buttons are in', async () => {
    ANSWERS[userCalls.getUserInfoDetailedInfo.path] = { ...ALICE, Buttons: ['UserPackage.Forecast'] };
    try {
      useSession.getState().setTokens({ AccessToken: 'a', RefreshToken: 'r' }, 'userLogin');
      openPortal('#/forecast');
      expect(await screen.findByTestId('forecast-form', {}, { timeout: 20_000 })).toBeTruthy();
      expect(screen.queryByText('No permission')).toBeNull();
    } finally {
      ANSWERS[userCalls.getUserInfoDetailedInfo.path] = ALICE;
    }
  });
});
