import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { ErrorCode } from '@lbo/contracts';
import { z } from 'zod';
import { createSite, createTestApp, createUser, type TestApp, type TestSite } from '../../test/helpers.ts';
import { auditLogs, helpTutorialTypes } from '../db/schema.ts';
import type { Actor } from './auth.ts';
import { AppError } from './errors.ts';
import { given, siteList } from './siteLists.ts';
import { containing } from './siteRecords.ts';

// The shared rules of a site list, on a list declared here over a real site table.

interface Fields {
  Name: string;
  DisplayOrder: number;
  IsEnabled: boolean;
  Remarks: string;
}

const list = siteList({
  table: helpTutorialTypes,
  entity: 'SiteListProbe',
  contract: z.object({ Name: z.string(), DisplayOrder: z.int32(), IsEnabled: z.boolean(), Remarks: z.string() }) satisfies z.ZodType<Fields>,
  fields: { Name: helpTutorialTypes.name, DisplayOrder: helpTutorialTypes.displayOrder, IsEnabled: helpTutorialTypes.isEnabled, Remarks: helpTutorialTypes.remarks },
  unique: [{ field: 'Name', column: helpTutorialTypes.name, value: (f) => f.Name }],
  hooks: {
    beforeDelete: async (_tx, row) => {
      if (row.remarks === 'in use') throw new AppError(ErrorCode.BusinessRule, 'Forbidden');
    },
  },
  filters: (q: { index: number; rows: number; SiteId?: number; Name?: string }) => [given(q.Name, (v) => containing(helpTutorialTypes.name, v))],
  order: () => [asc(helpTutorialTypes.displayOrder), asc(helpTutorialTypes.id)],
  offer: { when: eq(helpTutorialTypes.isEnabled, true), order: [asc(helpTutorialTypes.displayOrder)], item: (r) => ({ Id: r.id, Name: r.name }) },
});

let t: TestApp;
let site: TestSite;
let other: TestSite;
let staff: Actor;
let otherStaff: Actor;
let platform: Actor;

const actorOf = (userId: number, siteId: number | null): Actor => ({ userId, siteId, population: 'backstage', isSuperUser: false });
const fields = (overrides: Partial<Fields> = {}): Fields => ({ Name: 'Guides', DisplayOrder: 0, IsEnabled: true, Remarks: '', ...overrides });
const failure = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const { code, key, params } = error as AppError;
  return { code, key, params };
};
const auditsOf = (id: number) =>
  t.db
    .select({ action: auditLogs.action, before: auditLogs.before, after: auditLogs.after, actorId: auditLogs.actorId })
    .from(auditLogs)
    .where(and(eq(auditLogs.entity, 'SiteListProbe'), eq(auditLogs.entityId, String(id))))
    .orderBy(asc(auditLogs.id));

beforeAll(async () => {
  t = await createTestApp();
  site = await createSite(t.db, { siteName: 'Harbour site' });
  other = await createSite(t.db);
  staff = actorOf((await createUser(t, { site })).id, site.id);
  otherStaff = actorOf((await createUser(t, { site: other })).id, other.id);
  platform = actorOf((await createUser(t, { site: null })).id, null);
});
afterAll(() => t.close());

describe('site lists', () => {
  it('refuses a name already used in the site, naming the field, and accepts it in another site', async () => {
    await list.add(t.db, staff, fields({ Name: 'Shipping' }));
    expect(await failure(list.add(t.db, staff, fields({ Name: 'Shipping' })))).toEqual({ code: ErrorCode.InvalidInput, key: 'Duplicate', params: { field: 'Name' } });
    const { Id: renamed } = await list.add(t.db, staff, fields({ Name: 'Returns' }));
    expect((await failure(list.edit(t.db, staff, { Id: renamed, ...fields({ Name: 'Shipping' }) }))).key).toBe('Duplicate');
    // Keeping its own name is no duplicate.
    expect((await list.edit(t.db, staff, { Id: renamed, ...fields({ Name: 'Returns', DisplayOrder: 3 }) })).DisplayOrder).toBe(3);
    await list.add(t.db, otherStaff, fields({ Name: 'Shipping' }));
  });

  it('writes an audit row for every change, with the record before and after', async () => {
    const { Id } = await list.add(t.db, staff, fields({ Name: 'Billing' }));
    await list.edit(t.db, staff, { Id, ...fields({ Name: 'Billing and invoices' }) });
    await list.delete(t.db, staff, Id);
    expect(await auditsOf(Id)).toEqual([
      { action: 'Establish', before: null, after: expect.objectContaining({ Name: 'Billing' }), actorId: staff.userId },
      { action: 'Edit', before: expect.objectContaining({ Name: 'Billing' }), after: expect.objectContaining({ Name: 'Billing and invoices' }), actorId: staff.userId },
      { action: 'Delete', before: expect.objectContaining({ Name: 'Billing and invoices' }), after: null, actorId: staff.userId },
    ]);
  });

  it('shows the detail with the site name, the times and the history, newest first', async () => {
    const { Id } = await list.add(t.db, staff, fields({ Name: 'Accounts' }));
    await list.edit(t.db, staff, { Id, ...fields({ Name: 'Accounts and passwords' }) });
    const detail = await list.detail(t.db, staff, Id);
    expect(detail).toMatchObject({ Name: 'Accounts and passwords', SiteName: 'Harbour site' });
    expect(detail.Audits.map((a) => a.Action)).toEqual(['Edit', 'Establish']);
    expect(Date.parse(detail.UpdateTime)).toBeGreaterThanOrEqual(Date.parse(detail.CreationTime));
  });

  it('keeps another site’s rows out of reach and unchanged', async () => {
    const { Id: theirs } = await list.add(t.db, otherStaff, fields({ Name: 'Theirs' }));
    // One after another: each is started only when the previous one has been judged.
    const attempts = [
      () => list.getEdit(t.db, staff, theirs),
      () => list.detail(t.db, staff, theirs),
      () => list.delete(t.db, staff, theirs),
      () => list.edit(t.db, staff, { Id: theirs, ...fields({ Name: 'Mine' }) }),
    ];
    for (const attempt of attempts) {
      expect((await failure(attempt())).code).toBe(ErrorCode.NotFound);
    }
    expect((await list.getEdit(t.db, otherStaff, theirs)).Name).toBe('Theirs');
    expect((await list.list(t.db, staff, { index: 1, rows: 100 })).Data.map((r) => r.Id)).not.toContain(theirs);
    // Platform staff reach every site and list one when they name it.
    expect((await list.getEdit(t.db, platform, theirs)).Name).toBe('Theirs');
    expect((await list.list(t.db, platform, { index: 1, rows: 100, SiteId: other.id })).Data.every((r) => r.SiteId === other.id)).toBe(true);
  });

  it('makes platform staff name the site of a new row', async () => {
    expect(await failure(list.add(t.db, platform, fields({ Name: 'Nowhere' })))).toEqual({ code: ErrorCode.InvalidInput, key: 'ResourceSiteRequired', params: { field: 'SiteId' } });
    const { Id } = await list.add(t.db, platform, { ...fields({ Name: 'Somewhere' }), SiteId: site.id });
    expect((await list.getEdit(t.db, staff, Id)).SiteId).toBe(site.id);
  });

  it('leaves a row whose delete the area refuses, with no audit row', async () => {
    const { Id } = await list.add(t.db, staff, fields({ Name: 'Kept', Remarks: 'in use' }));
    expect((await failure(list.delete(t.db, staff, Id))).code).toBe(ErrorCode.BusinessRule);
    expect((await list.getEdit(t.db, staff, Id)).Name).toBe('Kept');
    expect((await auditsOf(Id)).map((a) => a.action)).toEqual(['Establish']);
  });

  it('offers the enabled rows of one site in their order, and nothing when platform staff name no site', async () => {
    const own = await createSite(t.db);
    const owner = actorOf((await createUser(t, { site: own })).id, own.id);
    const { Id: second } = await list.add(t.db, owner, fields({ Name: 'Second', DisplayOrder: 2 }));
    const { Id: first } = await list.add(t.db, owner, fields({ Name: 'First', DisplayOrder: 1 }));
    await list.add(t.db, owner, fields({ Name: 'Switched off', IsEnabled: false }));
    expect(await list.select(t.db, owner, undefined)).toEqual([
      { Id: first, Name: 'First' },
      { Id: second, Name: 'Second' },
    ]);
    expect(await list.select(t.db, platform, own.id)).toHaveLength(2);
    expect(await list.select(t.db, platform, undefined)).toEqual([]);
    // The list keeps the disabled row, filtered and paged like any list.
    expect((await list.list(t.db, owner, { index: 1, rows: 100 })).Total).toBe(3);
    expect((await list.list(t.db, owner, { index: 1, rows: 1, Name: 'sec' })).Data.map((r) => r.Id)).toEqual([second]);
  });
});
