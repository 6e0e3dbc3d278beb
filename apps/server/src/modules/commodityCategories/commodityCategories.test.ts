import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { commodityCategories as api, ErrorCode } from '@lbo/contracts';
import { call, createSite, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { commodityCategories } from './tables.ts';

let t: TestApp;
let admin: TestUser;
let otherAdmin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { site: await createSite(t.db), grants: 'all' });
  otherAdmin = await createUser(t, { site: await createSite(t.db), grants: 'all' });
});
afterAll(() => t.close());

const add = async (body: Record<string, unknown>, user: TestUser = admin) => {
  const res = await call(t, api.addCommodityCategory, body, { token: user.token });
  expect([res.Code, res.Message]).toEqual([0, 'Success']);
  return res.Data.Id;
};

describe('commodity categories', () => {
  it('builds a tree, lists it paged over the top level, answers the picker tree of enabled categories and a path', async () => {
    const staff = await createUser(t, { site: await createSite(t.db), grants: 'all' });
    const clothing = await add({ Name: 'Clothing', DisplayOrder: 1 }, staff);
    const shoes = await add({ Name: 'Shoes', ParentId: clothing }, staff);
    const trainers = await add({ Name: 'Trainers', ParentId: shoes }, staff);
    const hats = await add({ Name: 'Hats', ParentId: clothing, IsEnabled: false }, staff);
    const electronics = await add({ Name: 'Electronics', DisplayOrder: 2 }, staff);

    const list = await call(t, api.getCommodityCategories, {}, { token: staff.token });
    expect(list.Data.Total).toBe(2);
    expect(list.Data.Data.map((r) => [r.Name, r.Children.map((c) => c.Name)])).toEqual([
      ['Clothing', ['Hats', 'Shoes']],
      ['Electronics', []],
    ]);
    const filtered = await call(t, api.getCommodityCategories, { Name: 'shoe' }, { token: staff.token });
    expect(filtered.Data.Data.map((r) => [r.Id, r.Children.map((c) => c.Id)])).toEqual([[shoes, [trainers]]]);

    const tree = await call(t, api.getCommodityCategoriesByOneAllList, {}, { token: staff.token });
    expect(tree.Data).toEqual([
      { Id: clothing, Name: 'Clothing', HasChildren: true, Children: [{ Id: shoes, Name: 'Shoes', HasChildren: true, Children: [{ Id: trainers, Name: 'Trainers', HasChildren: false, Children: [] }] }] },
      { Id: electronics, Name: 'Electronics', HasChildren: false, Children: [] },
    ]);
    expect(JSON.stringify(tree.Data)).not.toContain(String(hats) + ',');

    const detail = await call(t, api.getCommodityCategoryById, { Id: trainers }, { token: staff.token });
    expect(detail.Data).toMatchObject({ Path: ['Clothing', 'Shoes', 'Trainers'], ParentName: 'Shoes', ChildCount: 0 });
    expect(detail.Data.Audits.map((a) => a.Action)).toEqual(['Establish']);
  });

  it('moves a category, but never under itself or a descendant', async () => {
    const a = await add({ Name: 'A' });
    const b = await add({ Name: 'B', ParentId: a });
    const c = await add({ Name: 'C', ParentId: b });
    const loop = await call(t, api.editCommodityCategory, { Id: a, Name: 'A', ParentId: c }, { token: admin.token });
    expect([loop.Code, loop.Message]).toEqual([ErrorCode.InvalidInput, 'ParentId: a category cannot be moved under itself or one of its sub-categories']);
    const self = await call(t, api.editCommodityCategory, { Id: a, Name: 'A', ParentId: a }, { token: admin.token });
    expect(self.Code).toBe(ErrorCode.InvalidInput);
    const moved = await call(t, api.editCommodityCategory, { Id: c, Name: 'C', ParentId: null }, { token: admin.token });
    expect(moved.Data.ParentId).toBeNull();
    expect((await call(t, api.getEditCommodityCategory, { Id: c }, { token: admin.token })).Data).toMatchObject({ Name: 'C', ParentId: null });
    const detail = await call(t, api.getCommodityCategoryById, { Id: c }, { token: admin.token });
    expect(detail.Data.Audits[0]).toMatchObject({ Action: 'Edit', Before: { ParentId: b }, After: { ParentId: null } });
  });

  it('keeps sibling names unique, refuses a parent of another site and deleting a category with sub-categories', async () => {
    const root = await add({ Name: 'Toys' });
    await add({ Name: 'Puzzles', ParentId: root });
    const sibling = await call(t, api.addCommodityCategory, { Name: 'Puzzles', ParentId: root }, { token: admin.token });
    expect([sibling.Code, sibling.Message]).toEqual([ErrorCode.InvalidInput, 'Name: already exists']);
    await add({ Name: 'Puzzles' });
    const topTwice = await call(t, api.addCommodityCategory, { Name: 'Toys' }, { token: admin.token });
    expect(topTwice.Message).toBe('Name: already exists');
    const theirs = await add({ Name: 'Theirs' }, otherAdmin);
    const foreignParent = await call(t, api.addCommodityCategory, { Name: 'X', ParentId: theirs }, { token: admin.token });
    expect([foreignParent.Code, foreignParent.Message]).toEqual([ErrorCode.InvalidInput, 'ParentId: the parent category does not exist in this site']);
    const refused = await call(t, api.deleteCommodityCategory, { Id: root }, { token: admin.token });
    expect([refused.Code, refused.Message]).toEqual([ErrorCode.BusinessRule, 'The category “Toys” still has 1 sub-categor(ies); delete or move them first']);
    const leaf = await add({ Name: 'Leaf' });
    expect((await call(t, api.deleteCommodityCategory, { Id: leaf }, { token: admin.token })).Code).toBe(0);
    const missing = await call(t, api.addCommodityCategory, { ParentId: root }, { token: admin.token, language: '1' });
    expect(missing.Message).toBe('Name：不能为空');
  });

  it('keeps another site’s categories out of reach and refuses callers without the permission', async () => {
    const theirs = await add({ Name: 'Foreign' }, otherAdmin);
    expect(JSON.stringify((await call(t, api.getCommodityCategories, { rows: 100 }, { token: admin.token })).Data)).not.toContain('Foreign');
    expect(JSON.stringify((await call(t, api.getCommodityCategoriesByOneAllList, {}, { token: admin.token })).Data)).not.toContain('Foreign');
    for (const c of [api.getEditCommodityCategory, api.getCommodityCategoryById, api.deleteCommodityCategory]) {
      expect((await call(t, c, { Id: theirs }, { token: admin.token })).Code, c.path).toBe(ErrorCode.NotFound);
    }
    expect((await call(t, api.editCommodityCategory, { Id: theirs, Name: 'Mine' }, { token: admin.token })).Code).toBe(ErrorCode.NotFound);
    const [row] = await t.db.select().from(commodityCategories).where(eq(commodityCategories.id, theirs));
    expect(row!.name).toBe('Foreign');
    const nothing = await createUser(t, { site: await createSite(t.db), grants: [] });
    const customer = await createUser(t, { site: await createSite(t.db), type: 'user', grants: 'all' });
    for (const c of [api.getCommodityCategories, api.addCommodityCategory, api.getEditCommodityCategory, api.editCommodityCategory, api.deleteCommodityCategory, api.getCommodityCategoryById, api.getCommodityCategoriesByOneAllList]) {
      expect((await call(t, c, { Id: 1, Name: 'X' }, { token: nothing.token })).status, c.path).toBe(403);
      if (c !== api.getCommodityCategoriesByOneAllList) expect((await call(t, c, { Id: 1, Name: 'X' }, { token: customer.token })).status, c.path).toBe(403);
      expect((await call(t, c, { Id: 1, Name: 'X' })).status, c.path).toBe(401);
    }
    expect((await call(t, api.getCommodityCategoriesByOneAllList, {}, { token: customer.token })).Code).toBe(0);
  });
});
