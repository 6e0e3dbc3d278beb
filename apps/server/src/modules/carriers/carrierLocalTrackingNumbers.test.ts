import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { carrier as carrierApi, carrierLocalTrackingNumber as api, ErrorCode } from '@lbo/contracts';
import { call, createSite, createTestApp, createUser, describeOnPostgres, type TestApp, type TestSite, type TestUser } from '../../../test/helpers.ts';
import type { Actor } from '../../platform/auth.ts';
import { auditLogs } from '../access/tables.ts';
import { takeCarrierLocalTrackingNumber } from './carrierLocalTrackingNumbers.service.ts';
import { carrierLocalTrackingNumbers as numbers } from './tables.ts';

let t: TestApp;
let site: TestSite;
let otherSite: TestSite;
let admin: TestUser;
let otherAdmin: TestUser;
let actor: Actor;

beforeAll(async () => {
  t = await createTestApp();
  site = await createSite(t.db);
  otherSite = await createSite(t.db);
  admin = await createUser(t, { site, grants: 'all' });
  otherAdmin = await createUser(t, { site: otherSite, grants: 'all' });
  actor = { userId: admin.id, siteId: site.id, population: 'backstage', isSuperUser: false };
});
afterAll(() => t.close());

let counter = 0;
const newCarrier = async (user: TestUser = admin, overrides: Record<string, unknown> = {}) => {
  const res = await call(t, carrierApi.addCarrier, { Name: `Carrier ${++counter}`, Interface: 1, IsLocalNumbering: true, ...overrides }, { token: user.token });
  expect(res.Code).toBe(0);
  return res.Data.Id;
};
const sequence = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${String(i + 1).padStart(6, '0')}`);
const importNumbers = (CarrierId: number, Numbers: string[], user: TestUser = admin) => call(t, api.importCarrierLocalTrackingNumbers, { CarrierId, Numbers }, { token: user.token });
const poolOf = async (carrierId: number) => t.db.select().from(numbers).where(eq(numbers.carrierId, carrierId)).orderBy(numbers.id);

describe('import', () => {
  it('adds a list in one go, lists it newest first and counts the free numbers on the carrier', async () => {
    const carrierId = await newCarrier();
    const res = await importNumbers(carrierId, sequence('SF', 100));
    expect([res.Code, res.Data]).toEqual([0, { Count: 100 }]);
    const list = await call(t, api.getCarrierLocalTrackingNumbers, { CarrierId: carrierId, rows: 10 }, { token: admin.token });
    expect(list.Data.Total).toBe(100);
    expect(list.Data.Data[0]).toMatchObject({ Number: 'SF000100', CarrierId: carrierId, WhetherToUse: false, IsVoided: false, UsedTime: '', UsedBy: '' });
    const search = await call(t, api.getCarrierLocalTrackingNumbers, { CarrierId: carrierId, Number: 'f00009' }, { token: admin.token });
    expect(search.Data.Data.map((r) => r.Number).sort()).toEqual(sequence('SF', 99).slice(89));
    const carrier = await call(t, carrierApi.getCarriers, { rows: 100 }, { token: admin.token });
    expect(carrier.Data.Data.find((c) => c.Id === carrierId)?.AvailableNumberCount).toBe(100);
    const [audit] = await t.db.select().from(auditLogs).where(and(eq(auditLogs.entity, 'Carrier'), eq(auditLogs.entityId, String(carrierId)), eq(auditLogs.action, 'ImportTrackingNumbers')));
    expect(audit?.after).toEqual({ Count: 100, First: 'SF000001', Last: 'SF000100' });
  });

  it('refuses a list repeating a number, naming it, and adds none of the list', async () => {
    const carrierId = await newCarrier();
    const res = await importNumbers(carrierId, ['A1', 'A2', 'A1', 'A3', 'A2']);
    expect([res.Code, res.Message]).toEqual([ErrorCode.InvalidInput, 'Numbers: these numbers appear more than once in the list: A1, A2']);
    expect(await poolOf(carrierId)).toEqual([]);
  });

  it('refuses numbers the carrier already holds, naming them (20 at most, then a count), all or nothing', async () => {
    const carrierId = await newCarrier();
    expect((await importNumbers(carrierId, sequence('YT', 30))).Code).toBe(0);
    const res = await importNumbers(carrierId, ['NEW1', ...sequence('YT', 25), 'NEW2']);
    expect(res.Code).toBe(ErrorCode.InvalidInput);
    expect(res.Message).toBe(`Numbers: these numbers are already in the carrier’s pool: ${sequence('YT', 20).join(', ')} and 5 more`);
    expect(await poolOf(carrierId)).toHaveLength(30);
    // The same numbers are welcome under another carrier.
    expect((await importNumbers(await newCarrier(), sequence('YT', 30))).Code).toBe(0);
  });

  it('refuses malformed numbers, an empty list and a carrier without local numbering', async () => {
    const carrierId = await newCarrier();
    const malformed = await importNumbers(carrierId, ['OK1', 'BAD 1', '单号2', 'BAD#3']);
    expect([malformed.Code, malformed.Message]).toEqual([ErrorCode.InvalidInput, 'Numbers: these numbers contain Chinese text, spaces or special characters: BAD 1, 单号2, BAD#3']);
    const empty = await importNumbers(carrierId, []);
    expect([empty.Code, empty.Message]).toEqual([ErrorCode.InvalidInput, 'Numbers: cannot be empty']);
    const blanks = await importNumbers(carrierId, ['  ', '']);
    expect([blanks.Code, blanks.Message]).toEqual([ErrorCode.InvalidInput, 'Numbers: cannot be empty']);
    const tooLong = await importNumbers(carrierId, ['x'.repeat(65)]);
    expect([tooLong.Code, tooLong.Message]).toEqual([ErrorCode.InvalidInput, 'Numbers.0: must be at most 64']);
    const off = await newCarrier(admin, { Name: 'No pool', IsLocalNumbering: false });
    const refused = await importNumbers(off, ['N1'], admin);
    expect([refused.Code, refused.Message]).toEqual([ErrorCode.InvalidInput, 'CarrierId: the carrier “No pool” does not use local numbering; switch it on first']);
    const missing = await call(t, api.importCarrierLocalTrackingNumbers, { Numbers: ['N1'] }, { token: admin.token });
    expect([missing.Code, missing.Message]).toEqual([ErrorCode.InvalidInput, 'CarrierId: cannot be empty']);
    expect(await poolOf(carrierId)).toEqual([]);
  });

  it('takes 10,000 numbers in one import', async () => {
    const carrierId = await newCarrier();
    const res = await importNumbers(carrierId, sequence('BIG', 10_000));
    expect([res.Code, res.Data]).toEqual([0, { Count: 10_000 }]);
    const tooMany = await importNumbers(carrierId, sequence('OVER', 10_001));
    expect([tooMany.Code, tooMany.Message]).toEqual([ErrorCode.InvalidInput, 'Numbers: must be at most 10000']);
  });
});

describe('void and unvoid', () => {
  it('voids and unvoids, records each number’s change and answers how many changed', async () => {
    const carrierId = await newCarrier();
    await importNumbers(carrierId, ['V1', 'V2', 'V3']);
    const [v1, v2, v3] = await poolOf(carrierId);
    const voided = await call(t, api.voidCarrierLocalTrackingNumbers, { Ids: [v1!.id, v2!.id] }, { token: admin.token });
    expect(voided.Data).toEqual({ Count: 2 });
    expect((await call(t, api.voidCarrierLocalTrackingNumbers, { Ids: [v1!.id, v3!.id] }, { token: admin.token })).Data).toEqual({ Count: 1 });
    const listVoided = await call(t, api.getCarrierLocalTrackingNumbers, { CarrierId: carrierId, IsVoided: true }, { token: admin.token });
    expect(listVoided.Data.Total).toBe(3);
    expect((await call(t, api.unvoidCarrierLocalTrackingNumbers, { Ids: [v2!.id] }, { token: admin.token })).Data).toEqual({ Count: 1 });
    const detail = await call(t, api.getCarrierLocalTrackingNumberById, { Id: v2!.id }, { token: admin.token });
    expect(detail.Data).toMatchObject({ Number: 'V2', IsVoided: false });
    expect(detail.Data.Audits.map((a) => a.Action)).toEqual(['Unvoid', 'Void']);
    const none = await call(t, api.voidCarrierLocalTrackingNumbers, { Ids: [] }, { token: admin.token });
    expect([none.Code, none.Message]).toEqual([ErrorCode.InvalidInput, 'Ids: select at least one']);
  });
});

describe('taking a number', () => {
  it('gives the oldest free number once, skips voided ones and refuses when none is left', async () => {
    const carrierId = await newCarrier();
    await importNumbers(carrierId, ['T1', 'T2', 'T3']);
    const [t1] = await poolOf(carrierId);
    await call(t, api.voidCarrierLocalTrackingNumbers, { Ids: [t1!.id] }, { token: admin.token });
    const taken = await t.db.transaction((tx) => takeCarrierLocalTrackingNumber(tx, actor, carrierId, 'ORDER-1'));
    expect(taken.Number).toBe('T2');
    expect((await t.db.transaction((tx) => takeCarrierLocalTrackingNumber(tx, actor, carrierId, 'ORDER-2'))).Number).toBe('T3');
    await expect(t.db.transaction((tx) => takeCarrierLocalTrackingNumber(tx, actor, carrierId, 'ORDER-3'))).rejects.toMatchObject({ code: ErrorCode.BusinessRule, key: 'CarrierNoFreeNumber' });
    const list = await call(t, api.getCarrierLocalTrackingNumbers, { CarrierId: carrierId, WhetherToUse: true }, { token: admin.token });
    expect(list.Data.Data.map((r) => [r.Number, r.UsedBy])).toEqual([
      ['T3', 'ORDER-2'],
      ['T2', 'ORDER-1'],
    ]);
    expect(list.Data.Data[0]!.UsedTime).not.toBe('');
    // A used number stays used when voided and unvoided: it is never given twice.
    await call(t, api.voidCarrierLocalTrackingNumbers, { Ids: [taken.Id] }, { token: admin.token });
    await call(t, api.unvoidCarrierLocalTrackingNumbers, { Ids: [taken.Id, t1!.id] }, { token: admin.token });
    expect((await t.db.transaction((tx) => takeCarrierLocalTrackingNumber(tx, actor, carrierId, 'ORDER-4'))).Number).toBe('T1');
  });

  it('a rolled-back order gives its number back', async () => {
    const carrierId = await newCarrier();
    await importNumbers(carrierId, ['R1', 'R2']);
    await expect(
      t.db.transaction(async (tx) => {
        await takeCarrierLocalTrackingNumber(tx, actor, carrierId, 'ORDER-X');
        throw new Error('order failed');
      }),
    ).rejects.toThrow('order failed');
    expect((await t.db.transaction((tx) => takeCarrierLocalTrackingNumber(tx, actor, carrierId, 'ORDER-Y'))).Number).toBe('R1');
  });

  it('refuses a disabled carrier, one without local numbering and another site’s', async () => {
    const disabled = await newCarrier(admin, { Name: 'Disabled', IsEnabled: false });
    await expect(t.db.transaction((tx) => takeCarrierLocalTrackingNumber(tx, actor, disabled, 'O'))).rejects.toMatchObject({ key: 'CarrierDisabled' });
    const theirs = await newCarrier(otherAdmin);
    await expect(t.db.transaction((tx) => takeCarrierLocalTrackingNumber(tx, actor, theirs, 'O'))).rejects.toMatchObject({ key: 'NotFound' });
  });

  describeOnPostgres('at the same time (PostgreSQL: concurrent transactions)', () => {
    it('20 orders taking numbers at the same time each get a different one', async () => {
      const carrierId = await newCarrier();
      await importNumbers(carrierId, sequence('C', 25));
      const taken = await Promise.all(Array.from({ length: 20 }, (_, i) => t.db.transaction((tx) => takeCarrierLocalTrackingNumber(tx, actor, carrierId, `ORDER-${i}`))));
      const given = taken.map((n) => n.Number);
      expect(new Set(given).size).toBe(20);
      const used = (await poolOf(carrierId)).filter((n) => n.whetherToUse);
      expect(used).toHaveLength(20);
      expect(new Set(used.map((n) => n.usedBy)).size).toBe(20);
      expect(used.map((n) => n.number).sort()).toEqual([...given].sort());
    });

    it('a taker does not wait for another’s open transaction: it takes the next number', async () => {
      const carrierId = await newCarrier();
      await importNumbers(carrierId, ['L1', 'L2']);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let first!: (n: string) => void;
      const firstTaken = new Promise<string>((resolve) => (first = resolve));
      const slow = t.db.transaction(async (tx) => {
        first((await takeCarrierLocalTrackingNumber(tx, actor, carrierId, 'SLOW')).Number);
        await held;
      });
      expect(await firstTaken).toBe('L1');
      const fast = await t.db.transaction((tx) => takeCarrierLocalTrackingNumber(tx, actor, carrierId, 'FAST'));
      expect(fast.Number).toBe('L2');
      release();
      await slow;
    });
  });
});

describe('access', () => {
  it('hides another site’s numbers: not listed, not voidable, not importable to its carrier', async () => {
    const theirCarrier = await newCarrier(otherAdmin);
    await importNumbers(theirCarrier, ['THEIRS1'], otherAdmin);
    const [theirs] = await poolOf(theirCarrier);
    const list = await call(t, api.getCarrierLocalTrackingNumbers, { rows: 100, Number: 'THEIRS' }, { token: admin.token });
    expect(list.Data.Total).toBe(0);
    expect((await call(t, api.voidCarrierLocalTrackingNumbers, { Ids: [theirs!.id] }, { token: admin.token })).Code).toBe(ErrorCode.NotFound);
    expect((await call(t, api.getCarrierLocalTrackingNumberById, { Id: theirs!.id }, { token: admin.token })).Code).toBe(ErrorCode.NotFound);
    expect((await importNumbers(theirCarrier, ['MINE1'])).Code).toBe(ErrorCode.NotFound);
    expect((await poolOf(theirCarrier)).map((n) => [n.number, n.isVoided])).toEqual([['THEIRS1', false]]);
  });

  it('refuses portal users and staff without the API permission (403), and anonymous callers (401)', async () => {
    const customer = await createUser(t, { site, type: 'user', grants: 'all' });
    const listOnly = await createUser(t, { site, grants: [api.getCarrierLocalTrackingNumbers] });
    const body = { Id: 1, Ids: [1], CarrierId: 1, Numbers: ['X1'] };
    for (const c of [api.getCarrierLocalTrackingNumbers, api.importCarrierLocalTrackingNumbers, api.voidCarrierLocalTrackingNumbers, api.unvoidCarrierLocalTrackingNumbers, api.getCarrierLocalTrackingNumberById]) {
      expect((await call(t, c, body, { token: customer.token })).status, c.path).toBe(403);
      if (c !== api.getCarrierLocalTrackingNumbers) expect((await call(t, c, body, { token: listOnly.token })).status, c.path).toBe(403);
      expect((await call(t, c, body)).status, c.path).toBe(401);
    }
    expect((await call(t, api.getCarrierLocalTrackingNumbers, {}, { token: listOnly.token })).Code).toBe(0);
  });
});
