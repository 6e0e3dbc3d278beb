import { describe, expect, it } from 'vitest';
import { CALLS } from './index.ts';

/**
 * A page's menu grants the reads the page makes (`readOnly` calls), so a read left unmarked would
 * answer "no permission" to a role granted the menu. These Get… calls are not plain reads.
 */
const NOT_PLAIN_READS: Record<string, string> = {
  '/Account/GetCaptcha64': 'stores the puzzle it draws',
  '/Account/GetRegisterSmsCaptcha': 'sends a text message',
  '/Account/GetUserLoginSmsCaptcha': 'sends a text message',
  '/Account/GetUserRetrievePasswordSmsCaptcha': 'sends a text message',
  '/Account/GetWhetherToVerify': 'anonymous, before any site session',
  '/ControlCenter/GetSiteApiUrl': 'anonymous, answered by the control centre',
  '/Menus/GetCurrentUserMenus': "every signed-in user's own menus, not a page's",
  '/User/GetUserInfoDetailedInfo': "every signed-in user's own profile, not a page's",
  '/Site/GetSitePageConfiguration': 'anonymous: the public home',
  '/Site/GetSmsCountrys': 'anonymous: the sign-in form',
};

describe('reads', () => {
  it('marks every Get… call readOnly unless it is listed as more than a plain read', () => {
    const unmarked = CALLS.filter((call) => /^Get/.test(call.operation) && !call.readOnly && !(call.path in NOT_PLAIN_READS)).map((call) => call.path);
    expect(unmarked).toEqual([]);
  });
});
