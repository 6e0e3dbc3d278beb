import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ErrorCode, organizes as api } from '@lbo/contracts';
import { call, createSite, createTestApp, createUser, type TestApp, type TestSite, type TestUser } from '../../../test/helpers.ts';
import { auditLogs } from '../access/tables.ts';
import { organizes, userOrganizes } from './tables.ts';

let t: TestApp;
let site: TestSite;
let otherSite: TestSite;
let admin: TestUser;
let otherAdmin: TestUser;
let platform: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  site = await createSite(t.db);
  otherSite = await createSite(t.db);
  admin = await createUser(t, { site, grants: 'all' });
  otherAdmin = await createUser(t, { site: otherSite, grants: 'all' });
  platform = await createUser(t, { site: null, grants: 'all' });
});
afterAll(() => t.close());

const establish = async (user: TestUser, body: Record<string, unknown>, side: 'User' | 'Backstage' = 'Backstage') => {
  const res = await call(t, side === 'User' ? api.establishUserOrganizes : api.establishBackstageOrganizes, body, { token: user.token });
  expect([res.Code, res.Message]).toEqual([0, 'Success']);
  return res.Data.Id;
};

describe('establish and read', () => {
  it('creates a tree and answers it paged over the roots, each with its Children', async () => {
    const head = await establish(admin, { Name: 'Head office', Type: 1, Code: 'HQ', Priority: 5 });
    const packing = await establish(admin, { Name: 'Packing team', ParentId: head, Type: 4, Priority: 1 });
    const receiving = await establish(admin, { Name: 'Receiving team', ParentId: head, Type: 4, Priority: 2 });
    const list = await call(t, api.getBackstageOrganizes, { index: 1, rows: 10 }, { token: admin.token });
    expect(list.Code).toBe(0);
    const root = list.Data.Data.find((r) => r.Id === head)!;
    expect(root).toMatchObject({ Name: 'Head office', Code: 'HQ', Type: 1, IsEnabled: true, ParentId: null, SiteId: site.id, UserCount: 0 });
    // Siblings by priority, highest first (descendingOrder defaults to true).
    expect(root.Children.map((c) => c.Id)).toEqual([receiving, packing]);
    expect(list.Data.Data.every((r) => r.ParentId === null)).toBe(true);

    const filtered = await call(t, api.getBackstageOrganizes, { Name: 'packing' }, { token: admin.token });
    expect(filtered.Data.Data.map((r) => r.Id)).toEqual([packing]);

    const picker = await call(t, api.getSelectBackstageOrganizes, { index: 1, rows: 100 }, { token: admin.token });
    expect(picker.Data.Data.find((n) => n.Id === head)).toEqual({
      Id: head,
      Name: 'Head office',
      HasChildren: true,
      Children: [
        { Id: receiving, Name: 'Receiving team', HasChildren: false, Children: [] },
        { Id: packing, Name: 'Packing team', HasChildren: false, Children: [] },
      ],
    });

    const info = await call(t, api.getEditBackstageOragnizesInfo, { Id: packing }, { token: admin.token });
    expect(info.Data).toEqual({ Id: packing, SiteId: site.id, ParentId: head, Name: 'Packing team', Type: 4, IsEnabled: true, Description: '', Priority: 1, Code: '' });

    const detail = await call(t, api.getBackstageOrganizeById, { Id: packing }, { token: admin.token });
    expect(detail.Data).toMatchObject({ ParentName: 'Head office', ChildCount: 0, UserCount: 0 });
    expect(detail.Data.Audits).toMatchObject([{ Action: 'Establish', ActorName: admin.userName }]);
  });

  it('keeps the two sides apart: a site users’ organisation is not a back-office one', async () => {
    const customers = await establish(admin, { Name: 'VIP customers' }, 'User');
    expect((await call(t, api.getUserOrganizes, {}, { token: admin.token })).Data.Data.map((r) => r.Id)).toEqual([customers]);
    expect((await call(t, api.getEditBackstageOragnizesInfo, { Id: customers }, { token: admin.token })).Code).toBe(ErrorCode.NotFound);
    const wrongSide = await call(t, api.establishBackstageOrganizes, { Name: 'x', ParentId: customers }, { token: admin.token });
    expect([wrongSide.Code, wrongSide.Message]).toEqual([ErrorCode.InvalidInput, 'ParentId: the parent organisation does not exist in this site and population']);
  });
});

describe('bad input names the field and the rule', () => {
  it('refuses a missing or long name, a bad type, a negative priority, a text Id', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'Name: cannot be empty'],
      [{ Name: '   ' }, 'Name: cannot be empty'],
      [{ Name: 'x'.repeat(65) }, 'Name'],
      [{ Name: 'ok', Type: 9 }, 'Type: is not an allowed value'],
      [{ Name: 'ok', Priority: -1 }, 'Priority'],
      [{ Name: 'ok', Priority: 'high' }, 'Priority: must be a valid number'],
      [{ Name: 'ok', ParentId: 'a' }, 'ParentId: must be a valid number'],
    ];
    for (const [body, message] of cases) {
      const res = await call(t, api.establishBackstageOrganizes, body, { token: admin.token });
      expect([res.status, res.Code], JSON.stringify(body)).toEqual([200, ErrorCode.InvalidInput]);
      expect(res.Message.startsWith(message), `${res.Message} / ${message}`).toBe(true);
    }
  });

  it('refuses a duplicate code in the same tree, allows it in another site', async () => {
    await establish(admin, { Name: 'A', Code: 'DUP' });
    const dup = await call(t, api.establishBackstageOrganizes, { Name: 'B', Code: 'DUP' }, { token: admin.token });
    expect([dup.Code, dup.Message]).toEqual([ErrorCode.InvalidInput, 'Code: already exists']);
    await establish(otherAdmin, { Name: 'A', Code: 'DUP' });
    await establish(admin, { Name: 'A', Code: 'DUP' }, 'User');
  });

  it('refuses a parent that does not exist', async () => {
    const res = await call(t, api.establishBackstageOrganizes, { Name: 'x', ParentId: 999_999 }, { token: admin.token });
    expect(res.Code).toBe(ErrorCode.InvalidInput);
    expect(res.Message).toMatch(/^ParentId: /);
  });
});

describe('edit', () => {
  it('moves and renames, writes an audit row with before and after', async () => {
    const a = await establish(admin, { Name: 'Warehouse A' });
    const b = await establish(admin, { Name: 'Warehouse B' });
    const res = await call(t, api.editBackstageOragnizes, { Id: b, Name: 'Warehouse B2', ParentId: a, IsEnabled: false }, { token: admin.token });
    expect(res.Code).toBe(0);
    expect(res.Data).toMatchObject({ Name: 'Warehouse B2', ParentId: a, IsEnabled: false });
    const [audit] = await t.db.select().from(auditLogs).where(and(eq(auditLogs.entity, 'Organize'), eq(auditLogs.entityId, String(b)), eq(auditLogs.action, 'Edit')));
    expect(audit).toMatchObject({ siteId: site.id, actorId: admin.id, before: { Name: 'Warehouse B', ParentId: null }, after: { Name: 'Warehouse B2', ParentId: a } });
  });

  it('refuses a cycle: under itself or under its descendant, and changes nothing', async () => {
    const top = await establish(admin, { Name: 'Top' });
    const mid = await establish(admin, { Name: 'Mid', ParentId: top });
    const low = await establish(admin, { Name: 'Low', ParentId: mid });
    for (const ParentId of [top, mid, low]) {
      const res = await call(t, api.editBackstageOragnizes, { Id: top, Name: 'Top renamed', ParentId }, { token: admin.token });
      expect([res.Code, res.Message]).toEqual([ErrorCode.InvalidInput, 'ParentId: an organisation cannot be moved under itself or one of its descendants']);
    }
    const [row] = await t.db.select().from(organizes).where(eq(organizes.id, top));
    expect([row!.name, row!.parentId]).toEqual(['Top', null]);
  });

  it('answers not found for an unknown Id', async () => {
    expect((await call(t, api.editBackstageOragnizes, { Id: 999_999, Name: 'x' }, { token: admin.token })).Code).toBe(ErrorCode.NotFound);
  });
});

describe('delete', () => {
  it('deletes a leaf and records it', async () => {
    const leaf = await establish(admin, { Name: 'Leaf' });
    expect((await call(t, api.deleteBackstageOragnizes, { Id: leaf }, { token: admin.token })).Code).toBe(0);
    expect(await t.db.select().from(organizes).where(eq(organizes.id, leaf))).toEqual([]);
    const audits = await t.db.select().from(auditLogs).where(and(eq(auditLogs.entityId, String(leaf)), eq(auditLogs.action, 'Delete')));
    expect(audits).toMatchObject([{ actorId: admin.id, before: { Name: 'Leaf' }, after: null }]);
  });

  it('refuses while it has children or users, saying why', async () => {
    const parent = await establish(admin, { Name: 'Parent' });
    const child = await establish(admin, { Name: 'Child', ParentId: parent });
    const withChild = await call(t, api.deleteBackstageOragnizes, { Id: parent }, { token: admin.token });
    expect([withChild.Code, withChild.Message]).toEqual([ErrorCode.BusinessRule, 'The organisation “Parent” still has 1 child organisation(s); delete or move them first']);
    await t.db.insert(userOrganizes).values({ siteId: site.id, userId: admin.id, organizeId: child });
    const withUser = await call(t, api.deleteBackstageOragnizes, { Id: child }, { token: admin.token });
    expect([withUser.Code, withUser.Message]).toEqual([ErrorCode.BusinessRule, 'The organisation “Child” still has 1 user(s); remove them from it first']);
    expect(await t.db.select().from(organizes).where(eq(organizes.id, child))).toHaveLength(1);
  });
});

describe('access', () => {
  it('hides another site’s organisations: not listed, not readable, not editable, not deletable by Id', async () => {
    const theirs = await establish(otherAdmin, { Name: 'Their office' });
    const list = await call(t, api.getBackstageOrganizes, { rows: 100 }, { token: admin.token });
    expect(list.Data.Data.map((r) => r.Id)).not.toContain(theirs);
    for (const c of [api.getEditBackstageOragnizesInfo, api.getBackstageOrganizeById, api.deleteBackstageOragnizes]) {
      expect((await call(t, c, { Id: theirs }, { token: admin.token })).Code, c.path).toBe(ErrorCode.NotFound);
    }
    expect((await call(t, api.editBackstageOragnizes, { Id: theirs, Name: 'Mine now' }, { token: admin.token })).Code).toBe(ErrorCode.NotFound);
    const under = await call(t, api.establishBackstageOrganizes, { Name: 'x', ParentId: theirs }, { token: admin.token });
    expect(under.Code).toBe(ErrorCode.InvalidInput);
    const [row] = await t.db.select().from(organizes).where(eq(organizes.id, theirs));
    expect(row!.name).toBe('Their office');
  });

  it('platform staff have their own back-office tree (no site), which site staff never see; they can work on a named site', async () => {
    const own = await establish(platform, { Name: 'Platform operations' });
    const [row] = await t.db.select().from(organizes).where(eq(organizes.id, own));
    expect(row!.siteId).toBeNull();
    expect((await call(t, api.getBackstageOrganizeById, { Id: own }, { token: admin.token })).Code).toBe(ErrorCode.NotFound);
    expect((await call(t, api.getBackstageOrganizes, { rows: 100 }, { token: admin.token })).Data.Data.map((r) => r.Id)).not.toContain(own);
    expect((await call(t, api.getBackstageOrganizes, { rows: 100 }, { token: platform.token })).Data.Data.map((r) => r.Id)).toEqual([own]);

    // Site users' organisations exist only per site: platform staff name it.
    const noSite = await call(t, api.establishUserOrganizes, { Name: 'x' }, { token: platform.token });
    expect([noSite.Code, noSite.Message]).toEqual([ErrorCode.InvalidInput, 'SiteId: platform staff must choose the site of a site users’ organisation']);
    expect((await call(t, api.getUserOrganizes, {}, { token: platform.token })).Data).toEqual({ Data: [], Total: 0 });
    const forSite = await establish(platform, { Name: 'Wholesale customers', SiteId: otherSite.id }, 'User');
    expect((await call(t, api.getUserOrganizeById, { Id: forSite }, { token: otherAdmin.token })).Data.Name).toBe('Wholesale customers');
    const unknownSite = await call(t, api.establishUserOrganizes, { Name: 'x', SiteId: 999_999 }, { token: platform.token });
    expect([unknownSite.Code, unknownSite.Message]).toEqual([ErrorCode.InvalidInput, 'SiteId: is not an allowed value']);
    // A site admin's SiteId is ignored: they always work on their own site.
    const ignored = await establish(admin, { Name: 'Stays home', SiteId: otherSite.id }, 'User');
    expect((await t.db.select().from(organizes).where(eq(organizes.id, ignored)))[0]!.siteId).toBe(site.id);
  });

  it('refuses portal users (403) and staff without the API permission (403), for every call', async () => {
    const customer = await createUser(t, { site, type: 'user', grants: 'all' });
    const noGrant = await createUser(t, { site, grants: [api.getBackstageOrganizes] });
    const calls = [
      api.getUserOrganizes, api.establishUserOrganizes, api.getEditUserOragnizesInfo, api.editUserOragnizes, api.deleteUserOragnizes, api.getUserOrganizeById, api.getSelectUserOrganizes,
      api.getBackstageOrganizes, api.establishBackstageOrganizes, api.getEditBackstageOragnizesInfo, api.editBackstageOragnizes, api.deleteBackstageOragnizes, api.getBackstageOrganizeById, api.getSelectBackstageOrganizes,
    ];
    const before = await t.db.select().from(organizes);
    for (const c of calls) {
      const body = { Id: 1, Name: 'x' };
      expect((await call(t, c, body, { token: customer.token })).status, c.path).toBe(403);
      if (c !== api.getBackstageOrganizes) expect((await call(t, c, body, { token: noGrant.token })).status, c.path).toBe(403);
      expect((await call(t, c, body)).status, c.path).toBe(401);
    }
    expect((await call(t, api.getBackstageOrganizes, {}, { token: noGrant.token })).Code).toBe(0);
    expect(await t.db.select().from(organizes)).toHaveLength(before.length);
  });
});
