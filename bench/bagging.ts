import fs from 'node:fs';
import os from 'node:os';
import { AccountType, logisticsOrders as orders, transportShifts } from '@lbo/contracts';
import { openSession } from '../apps/server/src/modules/account/tokens.service.ts';
import { hashPassword } from '../apps/server/src/platform/auth.ts';
import { benchApp, codesText, post, requestCount, scanAtOnce } from './http.ts';
import { openBenchDatabase, type BenchDatabase } from './database.ts';
import { type BenchReport, fixed, percentile, progress, table } from './report.ts';

/**
 * Issue 22: /TransportShift/BagOrder (the packaging scan) with 20 concurrent scanners, each filling
 * its own bag of one open shift, over a site of 50,000 packed orders of 2,000 customers. Every scan
 * bags an order (limits judged, a customs clearance number taken, the bag and the shift's weights
 * grown, all under the shift's lock). Measured as scanners work (a scan every 300 ms: take a box,
 * scan it, drop it in the bag), whose p95 is the target, with no pause (capacity), and the
 * same scans again ("already in this bag"). Figures only; nothing is judged.
 */

const ORDERS = 50_000;
const CUSTOMERS = 2_000;
const SCANNERS = 20;
const SCAN_INTERVAL_MS = 300;
/** A person bagging by hand: take a box, scan it, drop it in the bag. */
const HAND_INTERVAL_MS = 1000;
const SINGLE_SCANS = 200;

const orderNumber = (order: number) => `LOG${String(order).padStart(8, '0')}`;

interface Fixture {
  siteId: number;
  userId: number;
  shiftId: number;
}

/** A site, a bagger (a role granting the packaging calls), a shift taking everything, 2,000 customers and 50,000 packed orders with their boxes. */
async function seed(bench: BenchDatabase): Promise<Fixture> {
  const [site] = await bench.query<{ id: number }>(`insert into sites (code, site_name) values ('bench-bagging', 'Bagging benchmark') returning id`, []);
  const siteId = site!.id;
  const passwordHash = await hashPassword('Bench-Passw0rd!');
  const [user] = await bench.query<{ id: number }>(
    `insert into users (site_id, account_type, number, user_name, nick_name, password_hash) values ($1, $2, 'S000001', 'bagbench', 'Bag bench', $3) returning id`,
    [siteId, AccountType.Backstage, passwordHash],
  );
  const [role] = await bench.query<{ id: number }>(`insert into roles (site_id, population, name, code) values ($1, $2, 'Bagger', 'bagger') returning id`, [siteId, AccountType.Backstage]);
  await bench.query(`insert into user_roles (site_id, user_id, role_id) values ($1, $2, $3)`, [siteId, user!.id, role!.id]);
  await bench.query(`insert into role_api_permissions (site_id, role_id, api_key) select $1, $2, unnest($3::text[])`, [siteId, role!.id, [transportShifts.bagOrder.path, transportShifts.scanBag.path]]);
  const [warehouse] = await bench.query<{ id: number }>(`insert into warehouses (site_id, name, code, person_in_charge) values ($1, 'Bench warehouse', 'BW', 'Bench') returning id`, [siteId]);
  const [carrier] = await bench.query<{ id: number }>(`insert into carriers (site_id, name, interface) values ($1, 'Bench carrier', 1) returning id`, [siteId]);
  const [shipping] = await bench.query<{ id: number }>(`insert into type_of_shippings (site_id, name, min_aging, max_aging) values ($1, 'Air', 3, 5) returning id`, [siteId]);
  const [quotation] = await bench.query<{ id: number }>(
    `insert into transfer_quotations (site_id, name, type_of_shipping_id, billing_mode, volume_ratio, effective_date) values ($1, 'Bench air', $2, 'Weight', 6000, '2020-01-01') returning id`,
    [siteId, shipping!.id],
  );
  const [company] = await bench.query<{ id: number }>(`insert into customs_clearance_companies (site_id, name, prefix) values ($1, 'Bench customs', 'BC') returning id`, [siteId]);
  await bench.query(`insert into customs_clearance_numbers (site_id, company_id, number, max_quantity) values ($1, $2, '0001', 10000000)`, [siteId, company!.id]);
  await bench.query(
    `insert into users (site_id, account_type, number, user_name, nick_name, password_hash)
     select $1, $2, 'C' || lpad(i::text, 6, '0'), 'customer' || i, 'Customer ' || i, $3 from generate_series(1, $4::int) i`,
    [siteId, AccountType.SiteUser, passwordHash, CUSTOMERS],
  );
  const [first] = await bench.query<{ id: number }>(`select min(id) as id from users where site_id = $1 and account_type = $2`, [siteId, AccountType.SiteUser]);
  await bench.query(
    `insert into logistics_orders (site_id, owner_id, serial_number, carrier_no, source, warehouse_id, status, approval_status, payment_status, quotation_id, quotation_name, carrier_id,
       package_count, piece_count, weight, volume_weight, fare_weight, declared_price, declared_currency, tax_type, total_amount, currency_code, recipient, recipient_name, recipient_country_code, goods, charges)
     select $1, $2::int + (i % $3::int), 'LOG' || lpad(i::text, 8, '0'), 'YTG' || lpad(i::text, 8, '0'), 1, $4, $5, $6, 3, $7, 'Bench air', $8,
       1, 1, 2, 2, 2, 10, 'USD', 1, 100, 'CNY', '{}'::jsonb, 'R', 'US', '[]'::jsonb, '[]'::jsonb
     from generate_series(1, $9::int) i`,
    [siteId, first!.id, CUSTOMERS, warehouse!.id, orders.OrderStatus.Packed, orders.ApprovalStatus.Approved, quotation!.id, carrier!.id, ORDERS],
  );
  await bench.query(
    `insert into packings (site_id, owner_id, order_id, warehouse_id, boxes, weight, volume_weight, billing_weight, packed_at)
     select o.site_id, o.owner_id, o.id, o.warehouse_id, '[{"Weight":"2","Length":"30","Width":"20","Height":"10","VolumeWeight":"1","Photos":[]}]'::jsonb, 2, 1, 2, now()
     from logistics_orders o where o.site_id = $1`,
    [siteId],
  );
  const [shift] = await bench.query<{ id: number }>(
    `insert into transport_shifts (site_id, serial_number, name, max_length, max_width, max_height, max_weight, bearable_weight, warehouse_ids, type_of_shipping_ids, carrier_ids,
       customs_clearance_company_id, destination_country_code, departure_date, estimated_arrival_date)
     values ($1, 'TSBENCH', 'Bench flight', 100, 100, 100, 999999, 99999999, array[$2::int], array[$3::int], array[$4::int], $5, 'US', '2026-12-01', '2026-12-03') returning id`,
    [siteId, warehouse!.id, shipping!.id, carrier!.id, company!.id],
  );
  await bench.query('vacuum analyze', []);
  return { siteId, userId: user!.id, shiftId: shift!.id };
}

export async function benchBagging(): Promise<BenchReport> {
  progress('opening the benchmark database');
  const bench = await openBenchDatabase();
  const { app, services, uploadDir } = await benchApp(bench);
  const scans = requestCount(1000);
  try {
    progress(`seeding ${ORDERS.toLocaleString('en')} packed orders of ${CUSTOMERS.toLocaleString('en')} customers and an open shift`);
    const seedStart = performance.now();
    const fixture = await seed(bench);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const session = await openSession(bench.database.db, fixture.userId);
    const token = services.tokens.signAccess({ userId: fixture.userId, siteId: fixture.siteId, population: 'backstage', isSuperUser: false }, session);
    const bags: number[] = [];
    for (let s = 0; s < SCANNERS; s++) {
      const { envelope } = await post(`${base}${transportShifts.scanBag.path}`, token, { ShiftId: fixture.shiftId, BagNumber: `BENCHBAG${s + 1}` });
      bags.push((envelope.Data as { Bag: { Id: number } }).Bag.Id);
    }
    const url = `${base}${transportShifts.bagOrder.path}`;
    // Scanner s bags its own orders into its own bag: orders s, s + scanners, … from `fromOrder`, `count` in all.
    const bagAll = (scanners: number[], fromOrder: number, count: number, intervalMs = 0) => {
      const perScanner = Math.ceil(count / scanners.length);
      return scanAtOnce(url, token, scanners.length, (s, n) => (n < perScanner ? { BagId: scanners[s], Number: orderNumber(fromOrder + s + scanners.length * n) } : undefined), intervalMs);
    };
    let next = 1;
    const run = async (scanners: number[], count: number, intervalMs = 0) => {
      const from = next;
      next += Math.ceil(count / scanners.length) * scanners.length;
      return { from, result: await bagAll(scanners, from, count, intervalMs) };
    };

    progress(`BagOrder: ${SINGLE_SCANS} scans by one scanner, a scan every ${SCAN_INTERVAL_MS} ms (the cost of one scan)`);
    const single = (await run(bags.slice(0, 1), SINGLE_SCANS, SCAN_INTERVAL_MS)).result;
    progress(`BagOrder: ${scans} scans by ${SCANNERS} scanners, each a scan every ${HAND_INTERVAL_MS} ms`);
    const byHand = (await run(bags, scans, HAND_INTERVAL_MS)).result;
    progress(`BagOrder: ${scans} scans by ${SCANNERS} scanners, each a scan every ${SCAN_INTERVAL_MS} ms`);
    const paced = (await run(bags, scans, SCAN_INTERVAL_MS)).result;
    progress(`BagOrder: ${scans} scans by ${SCANNERS} scanners with no pause (capacity)`);
    const last = await run(bags, scans);
    const unpaced = last.result;
    progress(`BagOrder again: the same ${scans} scans ("already in this bag")`);
    const repeated = await bagAll(bags, last.from, scans);
    const line = (name: string, times: number[], extra: string) => [name, String(times.length), fixed(percentile(times, 50), 2), fixed(percentile(times, 95), 2), fixed(times.at(-1) ?? 0, 2), extra];
    return {
      title: 'Bagging: /TransportShift/BagOrder by 20 concurrent scanners into one shift over 50,000 packed orders (issue 22)',
      lines: [
        `database:  ${bench.label}`,
        `data:      ${ORDERS.toLocaleString('en')} packed orders with their boxes (seeded in ${fixed(seedSeconds)} s); one open shift, a bag per scanner; requests over HTTP`,
        `machine:   ${os.availableParallelism()} CPUs shared with the database; 1-min load average ${fixed(os.loadavg()[0] ?? 0, 2)}`,
        '',
        ...table(
          ['case', 'requests', 'p50 ms', 'p95 ms', 'max ms', 'answers'],
          [
            line('BagOrder, 1 scanner', single.times, `${codesText(single.codes)}; a scan every ${SCAN_INTERVAL_MS} ms`),
            line(`BagOrder, ${SCANNERS} scanners`, byHand.times, `${codesText(byHand.codes)}; each a scan every ${HAND_INTERVAL_MS} ms`),
            line(`BagOrder, ${SCANNERS} scanners`, paced.times, `${codesText(paced.codes)}; each a scan every ${SCAN_INTERVAL_MS} ms (target p95 30)`),
            line(`BagOrder, ${SCANNERS} with no pause`, unpaced.times, `${codesText(unpaced.codes)}; capacity ${fixed(scans / unpaced.seconds)} scans/s`),
            line(`repeat scans, ${SCANNERS} with no pause`, repeated.times, codesText(repeated.codes)),
          ],
        ),
      ],
    };
  } finally {
    await app.close();
    await bench.close();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  }
}
