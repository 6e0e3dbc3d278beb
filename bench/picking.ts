import fs from 'node:fs';
import os from 'node:os';
import { AccountType, CALLS, ErrorCode, pickingLists as api } from '@lbo/contracts';
import { openSession } from '../apps/server/src/modules/account/tokens.service.ts';
import { hashPassword } from '../apps/server/src/platform/auth.ts';
import { benchApp, post, requestCount } from './http.ts';
import { openBenchDatabase, type BenchDatabase } from './database.ts';
import { type BenchReport, fixed, progress } from './report.ts';

/**
 * Issue 22: AddPickingList by a rule over 5,000 approved, paid orders of one warehouse (a parcel
 * each, on 200 shelves of 4 partitions, 4 carriers), through the real endpoint: the rule groups
 * them by carrier and partition into lists of at most 500 orders. Each round makes the lists, then
 * the lists are deleted (their orders pickable again) for the next. Figures only; nothing is judged
 * (target ≤ 2 s).
 */

const SHELVES = 200;
const PARTITIONS = 4;
const CARRIERS = 4;

/** Orders pickable at once: BENCH_ORDERS, 5,000 by default. */
function orderCount(): number {
  const n = Number(process.env.BENCH_ORDERS);
  return Number.isFinite(n) && n > 0 ? n : 5000;
}
const json = (v: unknown) => JSON.stringify(v);

interface Fixture {
  siteId: number;
  staffId: number;
  ruleId: number;
}

/** A site with a warehouse, its partitions and shelves, carriers, a staff member holding every staff call, a customer, the orders and a rule. */
async function seed(bench: BenchDatabase, orders: number): Promise<Fixture> {
  const [site] = await bench.query<{ id: number }>(`insert into sites (code, site_name) values ('bench-picking', 'Picking benchmark') returning id`, []);
  const siteId = site!.id;
  const passwordHash = await hashPassword('Bench-Passw0rd!');
  const [staff] = await bench.query<{ id: number }>(
    `insert into users (site_id, account_type, number, user_name, nick_name, password_hash) values ($1, $2, 'S000001', 'pickbench', 'Picking bench', $3) returning id`,
    [siteId, AccountType.Backstage, passwordHash],
  );
  const staffCalls = CALLS.filter((c) => c.access === 'granted' && c.populations.includes('backstage')).map((c) => c.path);
  const [role] = await bench.query<{ id: number }>(`insert into roles (site_id, population, name, code) values ($1, $2, 'Office', 'office') returning id`, [siteId, AccountType.Backstage]);
  await bench.query(`insert into user_roles (site_id, user_id, role_id) values ($1, $2, $3)`, [siteId, staff!.id, role!.id]);
  await bench.query(`insert into role_api_permissions (site_id, role_id, api_key) select $1, $2, unnest($3::text[])`, [siteId, role!.id, staffCalls]);
  const [customer] = await bench.query<{ id: number }>(
    `insert into users (site_id, account_type, number, user_name, nick_name, password_hash) values ($1, $2, 'C000001', 'pickcustomer', 'Customer', $3) returning id`,
    [siteId, AccountType.SiteUser, passwordHash],
  );
  const [warehouse] = await bench.query<{ id: number }>(`insert into warehouses (site_id, name, code, person_in_charge) values ($1, 'Bench warehouse', 'BW', 'Bench') returning id`, [siteId]);
  await bench.query(
    `insert into warehouse_partitions (site_id, warehouse_id, name, type) select $1, $2, 'Zone ' || i, 1 from generate_series(1, $3::int) i`,
    [siteId, warehouse!.id, PARTITIONS],
  );
  await bench.query(
    `insert into shelves (site_id, warehouse_id, partition_id, shelves_number)
     select $1, $2, p.id, 'S-' || lpad(i::text, 4, '0')
     from generate_series(1, $3::int) i join lateral (select id from warehouse_partitions where warehouse_id = $2 order by id offset (i % $4::int) limit 1) p on true`,
    [siteId, warehouse!.id, SHELVES, PARTITIONS],
  );
  await bench.query(`insert into carriers (site_id, name, interface) select $1, 'Carrier ' || i, 3 from generate_series(1, $2::int) i`, [siteId, CARRIERS]);
  await bench.query(
    `insert into logistics_orders (site_id, owner_id, serial_number, source, warehouse_id, status, approval_status, payment_status, quotation_id, quotation_name, carrier_id,
                                   package_count, piece_count, weight, volume_weight, fare_weight, declared_price, declared_currency, tax_type, total_amount, currency_code,
                                   recipient, recipient_name, recipient_country_code, goods, charges, approved_at)
     select $1, $2, 'LO' || lpad(i::text, 10, '0'), 1, $3, 1, 2, 3, 1, 'Air', (select id from carriers where site_id = $1 order by id offset (i % $4::int) limit 1),
            1, 1, 2, 1.2, 2, 50, 'CNY', 1, 85, 'CNY', $5::jsonb, 'Chan', 'HK', '[]'::jsonb, '[]'::jsonb, now() - make_interval(secs => $6::int - i)
     from generate_series(1, $6::int) i`,
    [siteId, customer!.id, warehouse!.id, CARRIERS, json({}), orders],
  );
  await bench.query(
    `insert into packages (site_id, owner_id, warehouse_id, courier_number, product_name, status, is_completed, shelf_id)
     select $1, $2, $3, 'BP' || lpad(i::text, 10, '0'), 'Shoes', 3, true, (select id from shelves where warehouse_id = $3 order by id offset (i % $4::int) limit 1)
     from generate_series(1, $5::int) i`,
    [siteId, customer!.id, warehouse!.id, SHELVES, orders],
  );
  await bench.query(
    `insert into logistics_order_packages (site_id, owner_id, order_id, package_id)
     select o.site_id, o.owner_id, o.id, p.id from logistics_orders o join packages p on p.site_id = o.site_id and p.courier_number = 'BP' || substr(o.serial_number, 3)
     where o.site_id = $1`,
    [siteId],
  );
  const [rule] = await bench.query<{ id: number }>(
    `insert into picking_rules (site_id, warehouse_id, name, group_by, by_partition, max_orders, max_lines) values ($1, $2, 'Waves', $3, true, $4, $5) returning id`,
    [siteId, warehouse!.id, api.PickingGroupBy.Carrier, api.PICKING_LIST_ORDERS_MAX, api.PICKING_LIST_LINES_MAX],
  );
  await bench.query('vacuum analyze', []);
  return { siteId, staffId: staff!.id, ruleId: rule!.id };
}

export async function benchPicking(): Promise<BenchReport> {
  progress('opening the benchmark database');
  const bench = await openBenchDatabase();
  const { app, services, uploadDir } = await benchApp(bench);
  const orders = orderCount();
  try {
    progress(`seeding ${orders.toLocaleString('en')} approved, paid orders with a parcel each on ${SHELVES} shelves`);
    const fixture = await seed(bench, orders);
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const token = services.tokens.signAccess({ userId: fixture.staffId, siteId: fixture.siteId, population: 'backstage', isSuperUser: false }, await openSession(bench.database.db, fixture.staffId));
    const times: number[] = [];
    let lists = 0;
    for (let r = 0; r < requestCount(5); r++) {
      progress(`round ${r + 1}: AddPickingList by the rule`);
      const { ms, envelope } = await post<{ Ids: number[] }>(`${base}${api.addPickingList.path}`, token, { RuleId: fixture.ruleId });
      if (envelope.Code !== ErrorCode.Success) throw new Error(`AddPickingList answered Code ${envelope.Code}: ${envelope.Message}`);
      times.push(ms);
      lists = envelope.Data.Ids.length;
      // The lists go, their orders pickable again for the next round.
      await bench.query('delete from picking_lists where site_id = $1', [fixture.siteId]);
    }
    times.sort((a, b) => a - b);
    return {
      title: 'Picking lists: AddPickingList by a rule over the pickable orders of a warehouse (issue 22; target ≤ 2 s)',
      lines: [
        `database:  ${bench.label}`,
        `data:      ${orders.toLocaleString('en')} approved, paid orders of one warehouse, a parcel each on ${SHELVES} shelves of ${PARTITIONS} partitions, ${CARRIERS} carriers; requests over HTTP`,
        `machine:   ${os.availableParallelism()} CPUs shared with the database; 1-min load average ${fixed(os.loadavg()[0] ?? 0, 2)}`,
        '',
        `AddPickingList: ${times.length} rounds, ${lists} lists a round (by carrier and partition, at most ${api.PICKING_LIST_ORDERS_MAX} orders each); ` +
          `fastest ${fixed(times[0] ?? 0, 0)} ms, median ${fixed(times[Math.floor(times.length / 2)] ?? 0, 0)} ms, slowest ${fixed(times.at(-1) ?? 0, 0)} ms`,
      ],
    };
  } finally {
    progress('cleaning up');
    await app.close();
    await bench.close();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  }
}
