import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ErrorCode, logisticsOrderTrajectoryScheme as api } from '@lbo/contracts';
import { call, createSite, createTestApp, createUser, type TestApp, type TestSite, type TestUser } from '../../../test/helpers.ts';
import { auditLogs } from '../access/tables.ts';
import { trajectorySchemes, trajectorySchemeSteps } from './tables.ts';

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

const STEPS = [
  { Content: 'Departed the origin facility', Location: 'Shenzhen', IntervalHours: 0 },
  { Content: 'Arrived at the transit hub', Location: 'Hong Kong', IntervalHours: 6 },
  { Content: 'Customs clearance completed', IntervalHours: 20 },
];
const valid = (overrides: Record<string, unknown> = {}) => ({ Name: 'Air freight to Hong Kong', Steps: STEPS, ...overrides });
const add = async (user: TestUser, body: Record<string, unknown>) => {
  const res = await call(t, api.addLogisticsOrderTrajectoryScheme, body, { token: user.token });
  expect([res.Code, res.Message]).toEqual([0, 'Success']);
  return res.Data.Id;
};
const stepsOf = async (id: number) =>
  (await t.db.select().from(trajectorySchemeSteps).where(eq(trajectorySchemeSteps.schemeId, id)).orderBy(trajectorySchemeSteps.sequence)).map((s) => s.content);

describe('create, read, edit, delete', () => {
  it('adds a scheme with its steps in order, lists it with its figures and answers its form values', async () => {
    const id = await add(admin, valid({ Remarks: 'HK line' }));
    expect(await stepsOf(id)).toEqual(STEPS.map((s) => s.Content));
    const list = await call(t, api.getLogisticsOrderTrajectorySchemes, {}, { token: admin.token });
    expect(list.Data.Data).toEqual([expect.objectContaining({ Id: id, Name: 'Air freight to Hong Kong', StepCount: 3, TotalHours: 26, IsEnabled: true, Remarks: 'HK line' })]);
    const info = await call(t, api.getEditLogisticsOrderTrajectoryScheme, { Id: id }, { token: admin.token });
    expect(info.Data.Steps).toEqual([STEPS[0], STEPS[1], { ...STEPS[2], Location: '' }]);
    const detail = await call(t, api.getLogisticsOrderTrajectorySchemeById, { Id: id }, { token: admin.token });
    expect(detail.Data).toMatchObject({ StepCount: 3, Audits: [{ Action: 'Establish' }] });
  });

  it('replaces the steps on save, with the steps before and after in the audit row, and deletes them with the scheme', async () => {
    const id = await add(admin, valid({ Name: 'Sea freight' }));
    const steps = [{ Content: 'Loaded on the vessel', IntervalHours: 0 }, { Content: 'Arrived at the port', IntervalHours: 240 }];
    const edited = await call(t, api.editLogisticsOrderTrajectoryScheme, { Id: id, ...valid({ Name: 'Sea freight', Steps: steps }) }, { token: admin.token });
    expect(edited.Data.Steps.map((s) => s.Content)).toEqual(['Loaded on the vessel', 'Arrived at the port']);
    expect(await stepsOf(id)).toEqual(['Loaded on the vessel', 'Arrived at the port']);
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'LogisticsOrderTrajectoryScheme'), eq(auditLogs.entityId, String(id)), eq(auditLogs.action, 'Edit')));
    expect((audit!.before as { Steps: unknown[] }).Steps).toHaveLength(3);
    expect((audit!.after as { Steps: unknown[] }).Steps).toHaveLength(2);

    expect((await call(t, api.deleteLogisticsOrderTrajectoryScheme, { Id: id }, { token: admin.token })).Code).toBe(0);
    expect(await stepsOf(id)).toEqual([]);
  });

  it('offers the enabled schemes of the site', async () => {
    const on = await add(admin, valid({ Name: 'Express' }));
    const off = await add(admin, valid({ Name: 'Retired', IsEnabled: false }));
    await add(otherAdmin, valid({ Name: 'Their express' }));
    const res = await call(t, api.getSelectLogisticsOrderTrajectorySchemes, {}, { token: admin.token });
    expect(res.Data).toContainEqual({ Id: on, Name: 'Express', StepCount: 3 });
    expect(res.Data.map((o) => o.Id)).not.toContain(off);
    expect(res.Data.map((o) => o.Name)).not.toContain('Their express');
  });
});

describe('bad input names the field and the rule', () => {
  it('refuses each bad field and writes nothing', async () => {
    await add(admin, valid({ Name: 'Taken' }));
    const schemes = await t.db.$count(trajectorySchemes);
    const steps = await t.db.$count(trajectorySchemeSteps);
    const cases: [Record<string, unknown>, string][] = [
      [valid({ Name: undefined }), 'Name: cannot be empty'],
      [valid({ Name: 'Taken' }), 'Name: already exists'],
      [valid({ Steps: undefined }), 'Steps: cannot be empty'],
      [valid({ Steps: [] }), 'Steps: cannot be empty'],
      [valid({ Steps: [{ Location: 'Shenzhen' }] }), 'Steps.0.Content: cannot be empty'],
      [valid({ Steps: [STEPS[0], { Content: 'x'.repeat(256) }] }), 'Steps.1.Content: must be at most 255'],
      [valid({ Steps: [{ Content: 'Late', IntervalHours: 721 }] }), 'Steps.0.IntervalHours: must be at most 720'],
      [valid({ Steps: [{ Content: 'Soon', IntervalHours: -1 }] }), 'Steps.0.IntervalHours: must be at least 0'],
      [valid({ Steps: Array.from({ length: 51 }, () => STEPS[0]) }), 'Steps: must be at most 50'],
    ];
    for (const [body, message] of cases) {
      const res = await call(t, api.addLogisticsOrderTrajectoryScheme, body, { token: admin.token });
      expect([res.status, res.Code, res.Message], JSON.stringify(body).slice(0, 80)).toEqual([200, ErrorCode.InvalidInput, message]);
    }
    expect(await t.db.$count(trajectorySchemes)).toBe(schemes);
    expect(await t.db.$count(trajectorySchemeSteps)).toBe(steps);
  });
});

describe('access', () => {
  it('hides another site’s schemes and lets platform staff choose the site', async () => {
    const theirs = await add(otherAdmin, valid({ Name: 'Their line' }));
    expect((await call(t, api.getLogisticsOrderTrajectorySchemes, { rows: 100 }, { token: admin.token })).Data.Data.map((r) => r.Id)).not.toContain(theirs);
    for (const c of [api.getEditLogisticsOrderTrajectoryScheme, api.getLogisticsOrderTrajectorySchemeById, api.deleteLogisticsOrderTrajectoryScheme]) {
      expect((await call(t, c, { Id: theirs }, { token: admin.token })).Code, c.path).toBe(ErrorCode.NotFound);
    }
    expect((await call(t, api.editLogisticsOrderTrajectoryScheme, { Id: theirs, ...valid({ Name: 'Mine' }) }, { token: admin.token })).Code).toBe(ErrorCode.NotFound);
    expect(await stepsOf(theirs)).toHaveLength(3);

    const noSite = await call(t, api.addLogisticsOrderTrajectoryScheme, valid({ Name: 'Platform line' }), { token: platform.token });
    expect(noSite.Message).toBe('SiteId: platform staff must choose the site');
    await add(platform, valid({ Name: 'Platform line', SiteId: otherSite.id }));
    const theirList = await call(t, api.getLogisticsOrderTrajectorySchemes, { SiteId: otherSite.id }, { token: platform.token });
    expect(theirList.Data.Data.map((r) => r.Name)).toEqual(['Platform line', 'Their express', 'Their line']);
    expect(new Set(theirList.Data.Data.map((r) => r.SiteId))).toEqual(new Set([otherSite.id]));
  });

  it('refuses portal users and staff without the API permission (403), and anonymous callers (401)', async () => {
    const customer = await createUser(t, { site, type: 'user', grants: 'all' });
    const listOnly = await createUser(t, { site, grants: [api.getLogisticsOrderTrajectorySchemes] });
    const calls = [
      api.getLogisticsOrderTrajectorySchemes,
      api.addLogisticsOrderTrajectoryScheme,
      api.getEditLogisticsOrderTrajectoryScheme,
      api.editLogisticsOrderTrajectoryScheme,
      api.deleteLogisticsOrderTrajectoryScheme,
      api.getLogisticsOrderTrajectorySchemeById,
      api.getSelectLogisticsOrderTrajectorySchemes,
    ];
    const before = await t.db.$count(trajectorySchemes);
    for (const c of calls) {
      const body = { Id: 1, ...valid({ Name: 'Forbidden' }) };
      expect((await call(t, c, body, { token: customer.token })).status, c.path).toBe(403);
      if (c !== api.getLogisticsOrderTrajectorySchemes) expect((await call(t, c, body, { token: listOnly.token })).status, c.path).toBe(403);
      expect((await call(t, c, body)).status, c.path).toBe(401);
    }
    expect(await t.db.$count(trajectorySchemes)).toBe(before);
  });
});
