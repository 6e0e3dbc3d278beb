import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS, select } from '@lbo/contracts';
import { call, createSite, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.ts';

let t: TestApp;
let staff: TestUser;
let customer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  const site = await createSite(t.db);
  staff = await createUser(t, { site });
  customer = await createUser(t, { site, type: 'user' });
});
afterAll(() => t.close());

describe('selection lists', () => {
  it('answers each list as Value and Name in the caller’s language, to staff and customers without a grant', async () => {
    const en = await call(t, select.pickingStatus.call, {}, { token: staff.token });
    expect(en.Data).toEqual([
      { Value: 1, Name: 'To be picked' },
      { Value: 2, Name: 'Partially picked' },
      { Value: 3, Name: 'Picking finished' },
    ]);
    const zhCN = await call(t, select.packageStatus.call, {}, { token: customer.token, language: '1' });
    expect(zhCN.Data.map((o) => o.Name)).toEqual(['未入库', '待完善', '可发货', '已出库', '已签收']);
    const zhTW = await call(t, select.claimStatus.call, {}, { token: customer.token, language: '2' });
    expect(zhTW.Data).toEqual([
      { Value: 0, Name: '未認領' },
      { Value: 1, Name: '已認領' },
    ]);
  });

  it('serves every declared list at /Select/Get<Thing>, each value once, each name in three languages', async () => {
    expect(new Set(select.SELECTIONS.map((s) => s.thing)).size).toBe(select.SELECTIONS.length);
    for (const list of select.SELECTIONS) {
      expect(list.call.path).toBe(`/Select/Get${list.thing}`);
      expect(CALLS).toContain(list.call);
      const values = list.options.map((o) => o.Value);
      expect(new Set(values).size, list.thing).toBe(values.length);
      for (const o of list.options) expect(Object.values(o.Names).every((name) => name.trim().length > 0), list.thing).toBe(true);
      const res = await call(t, list.call, {}, { token: staff.token });
      expect([res.Code, res.Data.length], list.thing).toEqual([0, list.options.length]);
    }
  });

  it('shares the values the areas use (settlement cycles of roles, organisation types)', async () => {
    expect(select.settlementCycle.values.Monthly).toBe(4);
    expect((await call(t, select.organizeType.call, {}, { token: staff.token })).Data[3]).toEqual({ Value: 4, Name: 'Team' });
  });

  it('needs a signed-in caller', async () => {
    expect((await call(t, select.billStatus.call, {})).status).toBe(401);
  });
});
