import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS, ErrorCode, formatMessage, returnLogisticsOrder, type Language } from '@lbo/contracts';
import { call, createSite, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { ROUTES } from '../../routes.ts';
import { CALLS_AWAITING_THEIR_AREA } from './awaitingAreas.routes.ts';

let t: TestApp;
let staff: TestUser;
let customer: TestUser;


beforeAll(async () => {
  t = await createTestApp();
  const site = await createSite(t.db);
  staff = await createUser(t, { site, grants: 'all' });
  customer = await createUser(t, { site, type: 'user', grants: 'all' });
});
afterAll(() => t.close());

describe('calls awaiting their area', () => {
  it('lists contract calls only, each with exactly one route', () => {
    const paths = CALLS_AWAITING_THEIR_AREA.map((c) => c.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) {
      expect(CALLS.filter((c) => c.path === path), path).toHaveLength(1);
      expect(ROUTES.filter((r) => r.call.path === path), path).toHaveLength(1);
    }
  });

  it('answer a non-zero Code saying the call is not available yet, not a 404', async () => {
    for (const c of CALLS_AWAITING_THEIR_AREA) {
      const token = c.populations.includes('backstage') ? staff.token : customer.token;
      const res = await call(t, c, {}, { token });
      expect([res.status, res.Code], c.path).toEqual([200, ErrorCode.NotFound]);
      expect(res.Message).toBe(`${c.path} is not available yet: its business area has not been released`);
      expect(res.Data).toBeNull();
    }
  });

  it('say so in the caller’s language', async () => {
    const languages: [Language, '1' | '2' | '3'][] = [['zh-CN', '1'], ['zh-TW', '2'], ['en', '3']];
    for (const [language, code] of languages) {
      const res = await call(t, returnLogisticsOrder.getReturnLogisticsOrders, {}, { token: staff.token, language: code });
      expect(res.Message).toBe(formatMessage('NotAvailableYet', language, { path: returnLogisticsOrder.getReturnLogisticsOrders.path }));
    }
    expect(formatMessage('NotAvailableYet', 'zh-CN', { path: returnLogisticsOrder.getReturnLogisticsOrders.path })).toContain('暂不可用');
  });

  it('still check sign-in, population, the body and the API permission first', async () => {
    expect((await call(t, returnLogisticsOrder.getReturnLogisticsOrders, {})).status).toBe(401);
    expect((await call(t, returnLogisticsOrder.getReturnLogisticsOrders, {}, { token: customer.token })).status).toBe(403);
    const noGrant = await createUser(t, { site: await createSite(t.db), grants: [] });
    expect((await call(t, returnLogisticsOrder.getReturnLogisticsOrders, {}, { token: noGrant.token })).status).toBe(403);
    const badBody = await call(t, returnLogisticsOrder.getReturnLogisticsOrders, { index: 0 }, { token: staff.token });
    expect([badBody.Code, badBody.Message]).toEqual([ErrorCode.InvalidInput, 'index: must be at least 1']);
  });
});
