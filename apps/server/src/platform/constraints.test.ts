import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm';
import { ErrorCode } from '@lbo/contracts';
import { againOnLostRace, constraintViolation } from './constraints.ts';

/** A driver's error as drizzle wraps it: the statement, and the PostgreSQL error as its cause. */
const failed = (query: string, code: string, constraint: string) => new DrizzleQueryError(query, [], Object.assign(new Error('refused'), { code, constraint }));

describe('constraintViolation', () => {
  it('names the field a unique index guards, from the tables (expressions too), and hides unknown constraints', () => {
    expect(constraintViolation(failed('insert into users', '23505', 'users_site_type_name'))).toMatchObject({ code: ErrorCode.InvalidInput, key: 'Duplicate', params: { field: 'UserName' } });
    expect(constraintViolation(failed('update shelves', '23505', 'shelves_warehouse_number'))).toMatchObject({ key: 'Duplicate', params: { field: 'ShelvesNumber' } });
    expect(constraintViolation(failed('insert into sites', '23505', 'sites_code_unique'))).toMatchObject({ key: 'Duplicate', params: { field: 'Code' } });
    expect(constraintViolation(failed('insert into x', '23505', 'x_pkey'))).toMatchObject({ code: ErrorCode.InvalidInput, key: 'RecordExists', params: {} });
  });

  it('tells a reference to a record gone from a record still referred to, and leaves other errors alone', () => {
    expect(constraintViolation(failed('insert into value_added_services', '23503', 'value_added_services_group_id_value_added_service_groups_id_fk'))).toMatchObject({
      code: ErrorCode.InvalidInput,
      key: 'ReferenceGone',
      params: { field: 'GroupId' },
    });
    expect(constraintViolation(failed('delete from "value_added_service_groups"', '23503', 'value_added_services_group_id_value_added_service_groups_id_fk'))).toMatchObject({ code: ErrorCode.BusinessRule, key: 'RecordInUse' });
    expect(constraintViolation(failed('select 1', '42601', ''))).toBeUndefined();
    expect(constraintViolation(new Error('boom'))).toBeUndefined();
  });
});

describe('againOnLostRace', () => {
  const attempts = (...outcomes: (Error | string)[]) => {
    let n = 0;
    const attempt = async () => {
      const outcome = outcomes[n++]!;
      if (outcome instanceof Error) throw outcome;
      return outcome;
    };
    return { attempt, count: () => n };
  };

  it('runs a transaction PostgreSQL rolled back to break a deadlock again, and answers what the next run answers', async () => {
    const run = attempts(failed('update stocks', '40P01', ''), failed('update stocks', '40001', ''), 'frozen');
    expect(await againOnLostRace(run.attempt)).toBe('frozen');
    expect(run.count()).toBe(3);
  });

  it('gives up after three runs, and never runs again after any other failure', async () => {
    const deadlocks = attempts(...Array.from({ length: 4 }, () => failed('update stocks', '40P01', '')));
    await expect(againOnLostRace(deadlocks.attempt)).rejects.toThrow(DrizzleQueryError);
    expect(deadlocks.count()).toBe(3);
    const taken = attempts(failed('insert into users', '23505', 'users_site_type_name'), 'never');
    await expect(againOnLostRace(taken.attempt)).rejects.toThrow(DrizzleQueryError);
    expect(taken.count()).toBe(1);
  });
});
