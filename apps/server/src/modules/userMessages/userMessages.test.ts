import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { userMessages as calls } from '@lbo/contracts';
import { createSite, createTestApp, createUser, call, type TestApp, type TestSite, type TestUser } from '../../../test/helpers.ts';
import { createTokenService } from '../../platform/auth.ts';
import { signingKeys } from '../../platform/signingKeys.ts';
import { userMessages } from './tables.ts';

let t: TestApp;
let siteA: TestSite;
let siteB: TestSite;
let alice: TestUser;
let bob: TestUser;
let otherSite: TestUser;

async function seedMessages(user: TestUser, n: number, read = false) {
  const rows = Array.from({ length: n }, (_, i) => ({
    siteId: user.siteId,
    ownerId: user.id,
    infoType: 'Notice',
    title: `Message ${i + 1} of ${user.userName}`,
    message: 'body',
    isRead: read,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
  }));
  return t.db.insert(userMessages).values(rows).returning({ id: userMessages.id });
}

beforeAll(async () => {
  t = await createTestApp();
  siteA = await createSite(t.db);
  siteB = await createSite(t.db);
  alice = await createUser(t, { site: siteA, type: 'user', grants: 'all' });
  bob = await createUser(t, { site: siteA, type: 'user', grants: 'all' });
  otherSite = await createUser(t, { site: siteB, type: 'backstage', isSuperUser: true });
  await seedMessages(alice, 25);
  await seedMessages(alice, 2, true);
  await seedMessages(bob, 3);
  await seedMessages(otherSite, 4);
});
afterAll(() => t.close());

describe('GetUserMessages', () => {
  it('pages the caller’s own messages, newest first, with the total', async () => {
    const page1 = await call(t, calls.getUserMessages, { index: 1, rows: 10 }, { token: alice.token });
    expect(page1.Code).toBe(0);
    expect(page1.Data.Total).toBe(27);
    expect(page1.Data.Data).toHaveLength(10);
    expect(page1.Data.Data[0]!.Title).toBe(`Message 25 of ${alice.userName}`);
    const page3 = await call(t, calls.getUserMessages, { index: 3, rows: 10 }, { token: alice.token });
    expect(page3.Data.Data).toHaveLength(7);
    expect(Object.keys(page3.Data.Data[0]!).sort()).toEqual(['CreationTime', 'Id', 'InfoType', 'IsRead', 'Message', 'MessageType', 'Title']);
    expect(page3.Data.Data[0]!.CreationTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('pages oldest first when asked', async () => {
    const newest = await call(t, calls.getUserMessages, { index: 1, rows: 30 }, { token: alice.token });
    const oldest = await call(t, calls.getUserMessages, { index: 1, rows: 30, descendingOrder: false }, { token: alice.token });
    expect(oldest.Data.Total).toBe(27);
    expect(oldest.Data.Data.map((m) => m.Id)).toEqual(newest.Data.Data.map((m) => m.Id).reverse());
  });

  it('filters by read state and by title', async () => {
    const unread = await call(t, calls.getUserMessages, { IsRead: false }, { token: alice.token });
    expect(unread.Data.Total).toBe(25);
    const titled = await call(t, calls.getUserMessages, { Title: ' Message 1 of ' }, { token: alice.token });
    // "Message 1 of", "Message 10..19 of" and the read "Message 1 of" → trimmed and matched as text
    expect(titled.Data.Data.every((m) => m.Title.startsWith('Message 1'))).toBe(true);
  });

  it('never shows another user’s or another site’s messages', async () => {
    const res = await call(t, calls.getUserMessages, { rows: 100 }, { token: bob.token });
    expect(res.Data.Total).toBe(3);
    expect(res.Data.Data.every((m) => m.Title.endsWith(`of ${bob.userName}`))).toBe(true);
    const staffB = await call(t, calls.getUserMessages, { rows: 100 }, { token: otherSite.token });
    expect(staffB.Data.Total).toBe(4);
  });

  it('rejects a bad page with a message naming the field and the rule', async () => {
    const res = await call(t, calls.getUserMessages, { index: 0, rows: 7 }, { token: alice.token });
    expect(res.Code).toBe(2);
    expect(res.Message).toContain('index: must be at least 1');
    expect(res.Message).toContain('rows: page size must be 10, 20, 30, 50 or 100');
  });

  it('answers in the language asked for', async () => {
    const res = await call(t, calls.getUserMessages, { rows: 7 }, { token: alice.token, language: '2' });
    expect(res.Message).toBe('rows：每頁筆數只能是 10、20、30、50、100');
  });

  it('refuses a call without a token (401, Code 1) and with an expired one (401, Code 5)', async () => {
    const none = await call(t, calls.getUserMessages, {});
    expect([none.status, none.Code]).toEqual([401, 1]);
    const actor = { userId: alice.id, siteId: alice.siteId, population: 'user' as const, isSuperUser: false };
    const forged = createTokenService('x'.repeat(48), 60).signAccess(actor, alice.sessionId);
    const invalidToken = await call(t, calls.getUserMessages, {}, { token: forged });
    expect([invalidToken.status, invalidToken.Code]).toEqual([401, 1]);
    const expired = createTokenService(signingKeys(t.config).accessTokens, -1).signAccess(actor, alice.sessionId);
    const expiredRes = await call(t, calls.getUserMessages, {}, { token: expired });
    expect([expiredRes.status, expiredRes.Code]).toEqual([401, 5]);
  });

  it('refuses a user whose roles lack the API permission (403)', async () => {
    const noGrant = await createUser(t, { site: siteA, type: 'user', grants: [calls.getUserMessagesUnreadCount] });
    const res = await call(t, calls.getUserMessages, {}, { token: noGrant.token });
    expect([res.status, res.Code]).toEqual([403, 1]);
    const allowed = await call(t, calls.getUserMessagesUnreadCount, {}, { token: noGrant.token });
    expect(allowed.Code).toBe(0);
  });
});

describe('GetUserMessagesUnreadCount / UserMessagesRead / UserMessagesDelete', () => {
  it('counts unread, marks read and deletes only the caller’s own messages', async () => {
    const user = await createUser(t, { site: siteA, type: 'user', grants: 'all' });
    const mine = await seedMessages(user, 4);
    const bobs = await t.db.select({ id: userMessages.id }).from(userMessages).where(eq(userMessages.ownerId, bob.id));
    expect((await call(t, calls.getUserMessagesUnreadCount, {}, { token: user.token })).Data).toBe(4);

    const read = await call(t, calls.userMessagesRead, { Ids: [mine[0]!.id, mine[1]!.id, bobs[0]!.id] }, { token: user.token });
    expect(read.Code).toBe(0);
    expect((await call(t, calls.getUserMessagesUnreadCount, {}, { token: user.token })).Data).toBe(2);
    const [bobsFirst] = await t.db.select().from(userMessages).where(eq(userMessages.id, bobs[0]!.id));
    expect(bobsFirst!.isRead).toBe(false);

    const del = await call(t, calls.userMessagesDelete, { Ids: [mine[2]!.id, bobs[1]!.id] }, { token: user.token });
    expect(del.Code).toBe(0);
    const left = await call(t, calls.getUserMessages, {}, { token: user.token });
    expect(left.Data.Total).toBe(3);
    expect(await t.db.select().from(userMessages).where(eq(userMessages.id, bobs[1]!.id))).toHaveLength(1);
  });

  it('requires at least one id', async () => {
    const res = await call(t, calls.userMessagesRead, { Ids: [] }, { token: alice.token });
    expect(res.Code).toBe(2);
    expect(res.Message).toBe('Ids: select at least one');
  });
});
