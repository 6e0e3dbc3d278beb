import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user as calls } from '@lbo/contracts';
import { allApiKeys, call, createSite, createTestApp, createUser, type TestApp, type TestSite, type TestUser } from '../../../test/helpers.ts';

let t: TestApp;
let siteA: TestSite;
let siteB: TestSite;
let staffA: TestUser;
let staffB: TestUser;
/** every user of site A, in creation order */
const usersOfA: TestUser[] = [];

const customer = (site: TestSite, n: number, phone: string) =>
  createUser(t, { site, type: 'user', values: { nickName: `Parcel customer ${n}`, phoneCode: '86', phoneNumber: phone } });

beforeAll(async () => {
  t = await createTestApp();
  siteA = await createSite(t.db, { siteName: 'Demo Express' });
  siteB = await createSite(t.db, { siteName: 'Harbor Forwarding' });
  staffA = await createUser(t, { site: siteA, grants: [calls.getSelectTableUsers] });
  usersOfA.push(staffA);
  for (let n = 1; n <= 23; n++) usersOfA.push(await customer(siteA, n, `1380000${String(n).padStart(4, '0')}`));
  usersOfA.push(await createUser(t, { site: siteA, type: 'user', values: { userName: 'ShenzhenAnn', nickName: 'Ann', phoneNumber: '13800000024' } }));
  staffB = await createUser(t, { site: siteB, grants: [calls.getSelectTableUsers] });
  for (let n = 1; n <= 3; n++) await customer(siteB, n, `1390000${String(n).padStart(4, '0')}`);
});
afterAll(() => t.close());

describe('GetSelectTableUsers', () => {
  it('is registered as an API permission of back-office staff', async () => {
    expect((await allApiKeys(t)).map((k) => k.key)).toContain('/User/GetSelectTableUsers');
    expect(calls.getSelectTableUsers.populations).toEqual(['backstage']);
  });

  it('pages the users of the caller’s site, newest first, with the total', async () => {
    const page1 = await call(t, calls.getSelectTableUsers, { index: 1, rows: 20 }, { token: staffA.token });
    expect(page1.Code).toBe(0);
    expect(page1.Data.Total).toBe(usersOfA.length);
    expect(page1.Data.Data).toHaveLength(20);
    const newest = usersOfA.at(-1)!;
    expect(page1.Data.Data[0]).toMatchObject({
      Id: newest.id,
      UserName: 'ShenzhenAnn',
      NickName: 'Ann',
      PhoneNumber: '13800000024',
      AccountTypeCode: 2,
      IsEnabled: true,
      SiteName: 'Demo Express',
    });
    const page2 = await call(t, calls.getSelectTableUsers, { index: 2, rows: 20 }, { token: staffA.token });
    expect(page2.Data.Data.map((u) => u.Id)).toEqual(usersOfA.slice(0, 5).map((u) => u.id).reverse());
    const everyId = [...page1.Data.Data, ...page2.Data.Data].map((u) => u.Id).sort((a, b) => a - b);
    expect(everyId).toEqual(usersOfA.map((u) => u.id).sort((a, b) => a - b));
  });

  it('pages by 6 for the paged dropdown and refuses other sizes by name', async () => {
    const dropdown = await call(t, calls.getSelectTableUsers, { index: 5, rows: 6 }, { token: staffA.token });
    expect(dropdown.Data.Data).toHaveLength(1);
    expect(dropdown.Data.Total).toBe(25);
    const odd = await call(t, calls.getSelectTableUsers, { rows: 7 }, { token: staffA.token });
    expect(odd.Code).toBe(2);
    expect(odd.Message).toBe('rows: page size must be 6, 10, 20, 50 or 100');
  });

  it('filters by a Content matching user name, nick name or phone, and by account type', async () => {
    const byNick = await call(t, calls.getSelectTableUsers, { Content: ' customer 1 ' }, { token: staffA.token });
    // "Parcel customer 1" and "Parcel customer 10".."19"
    expect(byNick.Data.Total).toBe(11);
    expect(byNick.Data.Data.every((u) => u.NickName.startsWith('Parcel customer 1'))).toBe(true);
    const byPhone = await call(t, calls.getSelectTableUsers, { Content: '13800000007' }, { token: staffA.token });
    expect(byPhone.Data.Data.map((u) => u.NickName)).toEqual(['Parcel customer 7']);
    const byName = await call(t, calls.getSelectTableUsers, { Content: 'zhenann' }, { token: staffA.token });
    expect(byName.Data.Data.map((u) => u.Id)).toEqual([usersOfA.at(-1)!.id]);
    const staffOnly = await call(t, calls.getSelectTableUsers, { AccountTypeCode: 1 }, { token: staffA.token });
    expect(staffOnly.Data.Data.map((u) => u.Id)).toEqual([staffA.id]);
    const likeCharacters = await call(t, calls.getSelectTableUsers, { Content: '%' }, { token: staffA.token });
    expect(likeCharacters.Data.Total).toBe(0);
  });

  it('never shows another site’s users', async () => {
    const fromB = await call(t, calls.getSelectTableUsers, { rows: 100 }, { token: staffB.token });
    expect(fromB.Data.Total).toBe(4);
    expect(fromB.Data.Data.every((u) => u.SiteName === 'Harbor Forwarding')).toBe(true);
    const lookingForA = await call(t, calls.getSelectTableUsers, { Content: '13800000007' }, { token: staffB.token });
    expect(lookingForA.Data).toEqual({ Data: [], Total: 0 });
    const aIds = new Set(usersOfA.map((u) => u.id));
    expect(fromB.Data.Data.some((u) => aIds.has(u.Id))).toBe(false);
  });

  it('refuses staff whose roles lack the permission (403)', async () => {
    const noGrant = await createUser(t, { site: siteA, grants: [] });
    const res = await call(t, calls.getSelectTableUsers, {}, { token: noGrant.token });
    expect([res.status, res.Code]).toEqual([403, 1]);
    expect(res.Message).toBe('You do not have permission for this action');
  });

  it('refuses a portal user, even one granted the key (403)', async () => {
    const portal = await createUser(t, { site: siteA, type: 'user', grants: ['/User/GetSelectTableUsers'] });
    const res = await call(t, calls.getSelectTableUsers, {}, { token: portal.token });
    expect([res.status, res.Code]).toEqual([403, 1]);
    expect(res.Message).toBe('This kind of account cannot use this function');
  });
});
