import { describe, expect, it } from 'vitest';
import { mobileTarget, STAFF_SIGN_IN_ADDRESS, type Visit } from './mobileRedirect.ts';

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const TABLET = 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const HANDHELD = 'Mozilla/5.0 (Linux; Android 11; EDA52) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

const visit = (address: string, userAgent = PHONE, loginType: string | null = null): Visit => {
  const url = new URL(address, 'https://demo.example');
  return { userAgent, pathname: url.pathname, search: url.search, loginType };
};

describe('where a phone or tablet goes', () => {
  it('sends a customer’s phone to the portal, keeping a register link’s referrer and a promotion’s id', () => {
    expect(mobileTarget(visit('/'))).toBe('/app/');
    expect(mobileTarget(visit('/mine/MineUserMessagesIndex', PHONE, 'userLogin'))).toBe('/app/');
    expect(mobileTarget(visit('/index?activeIndex=2&referrer=alice%2001'))).toBe('/app/#/register?referrer=alice%2001');
    expect(mobileTarget(visit('/index?activeIndex=2'))).toBe('/app/#/register');
    expect(mobileTarget(visit('/PreviewPromotionActivitiesIndex?id=42', TABLET))).toBe('/app/#/promotion?id=42');
  });

  it('keeps staff in the back office: a staff session on a tablet or handheld, and the staff sign-in address', () => {
    expect(mobileTarget(visit('/', TABLET, 'backUserLogin'))).toBeNull();
    expect(mobileTarget(visit('/WarehousesIndex', HANDHELD, 'backUserLogin'))).toBeNull();
    expect(mobileTarget(visit(STAFF_SIGN_IN_ADDRESS, HANDHELD))).toBeNull();
    expect(mobileTarget(visit('/index?activeIndex=1&loginType=backUserLogin&redirect=%2FShelvesIndex', PHONE))).toBeNull();
  });

  it('leaves desktop browsers alone', () => {
    expect(mobileTarget(visit('/index?activeIndex=2&referrer=bob', DESKTOP))).toBeNull();
  });
});
