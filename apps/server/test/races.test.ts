import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  cargoType as cargoApi,
  ErrorCode,
  logisticsValueAddedServicesQuotationGrouping as groupApi,
  valueAddedServiceQuotation as serviceApi,
  warehouse as warehouseApi,
  warehousePartitions as partitionApi,
} from '@lbo/contracts';
import { auditLogs } from '../src/db/schema.ts';
import { constraintViolation } from '../src/platform/constraints.ts';
import { rowsOf } from '../src/platform/db.ts';
import { cargoTypes } from '../src/modules/cargoTypes/tables.ts';
import { valueAddedServiceGroups, valueAddedServices } from '../src/modules/valueAddedServices/tables.ts';
import { quotationSite, type QuotationSite } from './quotationTestData.ts';
import { call, createSite, createTestApp, createUser, type TestApp, type TestUser } from './helpers.ts';

/**
 * Races are not crashes: a write that passes the area's own check and then meets the unique index
 * or a foreign key (someone else was quicker) answers the field's message, and writes nothing.
 * The other writer is played by a trigger that does its write between the check and the statement.
 */

let t: TestApp;
let admin: TestUser;
let s: QuotationSite;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { site: await createSite(t.db), grants: 'all' });
  s = await quotationSite(t);
});
afterAll(() => t.close());

/** Run `body` (plpgsql) before each `event` on `table`, as the other person's write. */
const before = async (table: string, event: 'insert' | 'delete', body: string) => {
  await t.db.execute(
    sql.raw(`create or replace function race_other_writer() returns trigger language plpgsql security definer as $$ begin ${body}; return ${event === 'insert' ? 'new' : 'old'}; end $$`),
  );
  await t.db.execute(sql.raw(`create trigger race_other_writer before ${event} on ${table} for each row when (pg_trigger_depth() = 0) execute function race_other_writer()`));
};
afterEach(async () => {
  for (const table of ['cargo_types', 'value_added_services', 'value_added_service_groups']) await t.db.execute(sql.raw(`drop trigger if exists race_other_writer on ${table}`));
});

const addGroup = async (name: string) => {
  const res = await call(t, groupApi.addQuotationGrouping, { Name: name, ExpenseTypeId: s.expenseTypeId }, { token: s.admin.token });
  expect(res.Code).toBe(0);
  return res.Data.Id;
};

describe('a write that loses a race', () => {
  it('answers "already exists" for the field of the unique index, in the caller’s language, and writes nothing', async () => {
    await before('cargo_types', 'insert', `insert into cargo_types (site_id, name) values (new.site_id, new.name)`);
    const res = await call(t, cargoApi.addCargoType, { Name: 'Lithium' }, { token: admin.token });
    expect(res).toMatchObject({ status: 200, Code: ErrorCode.InvalidInput, Message: 'Name: already exists' });
    const zh = await call(t, cargoApi.addCargoType, { Name: 'Lithium' }, { token: admin.token, language: '1' });
    expect(zh).toMatchObject({ status: 200, Code: ErrorCode.InvalidInput, Message: 'Name：已存在' });
    expect(await t.db.select().from(cargoTypes).where(eq(cargoTypes.name, 'Lithium'))).toEqual([]);
    expect(await t.db.select().from(auditLogs).where(eq(auditLogs.entity, 'CargoType'))).toEqual([]);
  });

  it('answers "was just deleted" for the field that refers to a record deleted meanwhile', async () => {
    const group = await addGroup('Packing');
    await before('value_added_services', 'insert', `delete from value_added_service_groups where id = new.group_id`);
    const res = await call(t, serviceApi.addService, { Name: 'Photos', GroupId: group, Price: '2', CalculationMethod: 2, CurrencyCode: 'CNY' }, { token: s.admin.token });
    expect(res).toMatchObject({ status: 200, Code: ErrorCode.InvalidInput, Message: 'GroupId: the record it refers to does not exist or was just deleted; reload and choose again' });
    expect(await t.db.select().from(valueAddedServiceGroups).where(eq(valueAddedServiceGroups.id, group))).toHaveLength(1);
  });

  it('answers "in use" when a record gets a reference while it is being deleted', async () => {
    const group = await addGroup('Checks');
    await before(
      'value_added_service_groups',
      'delete',
      `insert into value_added_services (site_id, group_id, name, price, calculation_method, currency_code) values (old.site_id, old.id, 'Photos', 2, 2, 'CNY')`,
    );
    const res = await call(t, groupApi.deleteQuotationGrouping, { Id: group }, { token: s.admin.token });
    expect(res).toMatchObject({ status: 200, Code: ErrorCode.BusinessRule, Message: 'This record is in use by other records and cannot be deleted' });
    expect(await t.db.select().from(valueAddedServiceGroups).where(eq(valueAddedServiceGroups.id, group))).toHaveLength(1);
    expect(await t.db.select().from(valueAddedServices).where(eq(valueAddedServices.groupId, group))).toEqual([]);
  });
});

describe('a lookup that fails', () => {
  it('is not reported as "not available": only "not found" is', async () => {
    const warehouse = await call(t, warehouseApi.addWarehouse, { Name: 'Main', PersonInCharge: 'Wang' }, { token: admin.token });
    expect(warehouse.Code).toBe(0);
    const add = () => call(t, partitionApi.addWarehousePartition, { Name: 'A', Type: 1, Status: 1, WarehouseId: warehouse.Data.Id }, { token: admin.token });
    expect((await add()).Message).toBe('Success');
    await t.db.execute(sql.raw('revoke select on warehouses from lbo_app'));
    try {
      expect(await add()).toMatchObject({ Code: ErrorCode.Internal });
    } finally {
      await t.db.execute(sql.raw('grant select on warehouses to lbo_app'));
    }
  });
});

describe('the constraint map', () => {
  it('names a field for every unique index and foreign key of the database but primary keys', async () => {
    const rows = await t.db.execute<{ name: string; kind: string }>(
      sql`select c.relname as name, 'u' as kind from pg_index i join pg_class c on c.oid = i.indexrelid join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and i.indisunique and not i.indisprimary
        union all select conname, 'f' from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`,
    );
    const unnamed = rowsOf<{ name: string; kind: string }>(rows)
      .filter(({ name, kind }) => {
        const answer = constraintViolation(Object.assign(new Error('refused'), { code: kind === 'u' ? '23505' : '23503', constraint: name }));
        return !answer?.params.field;
      })
      .map((r) => r.name);
    expect(unnamed).toEqual([]);
  });
});
