import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { AccountType, logisticsOrders as orders, packing } from '@lbo/contracts';
import { openSession } from '../apps/server/src/modules/account/tokens.service.ts';
import { hashPassword } from '../apps/server/src/platform/auth.ts';
import { benchApp, codesText, requestCount, scanAtOnce } from './http.ts';
import { openBenchDatabase, type BenchDatabase } from './database.ts';
import { type BenchReport, fixed, percentile, progress, table } from './report.ts';

/**
 * Issue 22: /Pack/ScanItem with 20 concurrent packers, each at their own order (a packing station
 * packs one order at a time), over a site of 100,000 picked orders of 2,000 customers, three parcels
 * each. Measured as packers work (a scan every 300 ms: scanning the items of an order is a burst),
 * whose p95 is the target, and with no pause at all (capacity); then the same scans again
 * (a parcel counts once: the repeat answers). Figures only; nothing is judged.
 */

const ORDERS = 100_000;
const CUSTOMERS = 2_000;
const PARCELS_PER_ORDER = 3;
const PACKERS = 20;
/** A packer's pace: an item every 300 ms at most (scan, put in the box, next item). */
const SCAN_INTERVAL_MS = 300;

const parcelNumber = (order: number, k: number) => `PB${String(order).padStart(8, '0')}${k}`;

interface Fixture {
  siteId: number;
  userId: number;
  firstOrderId: number;
}

/** A site, a packer (a role granting the pack calls), 2,000 customers, 100,000 approved picked orders and their parcels, each in one statement. */
async function seed(bench: BenchDatabase): Promise<Fixture> {
  const [site] = await bench.query<{ id: number }>(`insert into sites (code, site_name) values ('bench-packing', 'Packing benchmark') returning id`, []);
  const siteId = site!.id;
  const passwordHash = await hashPassword('Bench-Passw0rd!');
  const [user] = await bench.query<{ id: number }>(
    `insert into users (site_id, account_type, number, user_name, nick_name, password_hash) values ($1, $2, 'S000001', 'packbench', 'Pack bench', $3) returning id`,
    [siteId, AccountType.Backstage, passwordHash],
  );
  const [role] = await bench.query<{ id: number }>(`insert into roles (site_id, population, name, code) values ($1, $2, 'Packer', 'packer') returning id`, [siteId, AccountType.Backstage]);
  await bench.query(`insert into user_roles (site_id, user_id, role_id) values ($1, $2, $3)`, [siteId, user!.id, role!.id]);
  await bench.query(`insert into role_api_permissions (site_id, role_id, api_key) select $1, $2, unnest($3::text[])`, [siteId, role!.id, [packing.scanPackItem.path, packing.findPackOrder.path]]);
  const [warehouse] = await bench.query<{ id: number }>(`insert into warehouses (site_id, name, code, person_in_charge) values ($1, 'Bench warehouse', 'PW', 'Bench') returning id`, [siteId]);
  const [carrier] = await bench.query<{ id: number }>(`insert into carriers (site_id, name, interface) values ($1, 'Bench carrier', 1) returning id`, [siteId]);
  await bench.query(
    `insert into users (site_id, account_type, number, user_name, nick_name, password_hash)
     select $1, $2, 'C' || lpad(i::text, 6, '0'), 'customer' || i, 'Customer ' || i, $3 from generate_series(1, $4::int) i`,
    [siteId, AccountType.SiteUser, passwordHash, CUSTOMERS],
  );
  const [first] = await bench.query<{ id: number }>(`select min(id) as id from users where site_id = $1 and account_type = $2`, [siteId, AccountType.SiteUser]);
  const [firstOrder] = await bench.query<{ id: number }>(
    `with made as (
       insert into logistics_orders (site_id, owner_id, serial_number, source, warehouse_id, status, approval_status, payment_status, quotation_id, quotation_name, carrier_id,
         package_count, piece_count, weight, volume_weight, fare_weight, declared_price, declared_currency, tax_type, total_amount, currency_code, recipient, recipient_name, recipient_country_code, goods, charges)
       select $1, $2::int + (i % $3::int), 'LOB' || lpad(i::text, 8, '0'), 1, $4, $5, $6, 1, 1, 'Bench', $7,
         $8, $8, 6, 6, 6, 10, 'USD', 1, 100, 'CNY', '{}'::jsonb, 'R', 'US', '[]'::jsonb, '[]'::jsonb
       from generate_series(1, $9::int) i
       returning id)
     select min(id) as id from made`,
    [siteId, first!.id, CUSTOMERS, warehouse!.id, orders.OrderStatus.Picked, orders.ApprovalStatus.Approved, carrier!.id, PARCELS_PER_ORDER, ORDERS],
  );
  await bench.query(
    `insert into packages (site_id, owner_id, warehouse_id, courier_number, product_name, status, is_completed, weight)
     select o.site_id, o.owner_id, o.warehouse_id, 'PB' || lpad((o.id - $2::int + 1)::text, 8, '0') || k, 'Goods', 3, true, 2
     from logistics_orders o cross join generate_series(1, $3::int) k where o.site_id = $1`,
    [siteId, firstOrder!.id, PARCELS_PER_ORDER],
  );
  await bench.query(
    `insert into logistics_order_packages (site_id, owner_id, order_id, package_id)
     select p.site_id, p.owner_id, $2::int + substr(p.courier_number, 3, 8)::int - 1, p.id from packages p where p.site_id = $1`,
    [siteId, firstOrder!.id],
  );
  await bench.query('vacuum analyze', []);
  return { siteId, userId: user!.id, firstOrderId: firstOrder!.id };
}

export async function benchPacking(): Promise<BenchReport> {
  progress('opening the benchmark database');
  const bench = await openBenchDatabase();
  const { app, services, uploadDir } = await benchApp(bench);
  const scans = requestCount(3000);
  try {
    progress(`seeding ${ORDERS.toLocaleString('en')} picked orders of ${CUSTOMERS.toLocaleString('en')} customers, ${PARCELS_PER_ORDER} parcels each`);
    const seedStart = performance.now();
    const fixture = await seed(bench);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const session = await openSession(bench.database.db, fixture.userId);
    const token = services.tokens.signAccess({ userId: fixture.userId, siteId: fixture.siteId, population: 'backstage', isSuperUser: false }, session);
    const url = `${base}${packing.scanPackItem.path}`;
    const ordersUsed = Math.ceil(scans / PARCELS_PER_ORDER) + PACKERS;

    // Packer p scans its own orders' parcels in turn: orders p, p + PACKERS, … from `fromOrder`.
    const perPacker = Math.ceil(scans / PACKERS);
    const packAll = (fromOrder: number, intervalMs = 0) =>
      scanAtOnce(url, token, PACKERS, (packer, n) => {
        if (n >= perPacker) return undefined;
        const order = fromOrder + packer + PACKERS * Math.floor(n / PARCELS_PER_ORDER);
        return { OrderId: fixture.firstOrderId + order - 1, Number: parcelNumber(order, (n % PARCELS_PER_ORDER) + 1), ClientScanId: crypto.randomUUID() };
      }, intervalMs);

    progress(`ScanItem: ${scans} scans by ${PACKERS} packers, each a scan every ${SCAN_INTERVAL_MS} ms`);
    const paced = await packAll(1, SCAN_INTERVAL_MS);
    progress(`ScanItem: ${scans} scans by ${PACKERS} packers with no pause (capacity)`);
    const unpaced = await packAll(1 + ordersUsed);
    progress(`ScanItem again: the same ${scans} scans (each parcel counts once)`);
    const repeated = await packAll(1 + ordersUsed);
    const line = (name: string, times: number[], extra: string) => [name, String(times.length), fixed(percentile(times, 50), 2), fixed(percentile(times, 95), 2), fixed(times.at(-1) ?? 0, 2), extra];
    return {
      title: 'Packing: /Pack/ScanItem by 20 concurrent packers over 100,000 picked orders (issue 22)',
      lines: [
        `database:  ${bench.label}`,
        `data:      ${ORDERS.toLocaleString('en')} picked orders, ${(ORDERS * PARCELS_PER_ORDER).toLocaleString('en')} parcels (seeded in ${fixed(seedSeconds)} s); requests over HTTP`,
        `machine:   ${os.availableParallelism()} CPUs shared with the database; 1-min load average ${fixed(os.loadavg()[0] ?? 0, 2)}`,
        '',
        ...table(
          ['case', 'requests', 'p50 ms', 'p95 ms', 'max ms', 'answers'],
          [
            line(`ScanItem, ${PACKERS} packers`, paced.times, `${codesText(paced.codes)}; each a scan every ${SCAN_INTERVAL_MS} ms (target p95 30)`),
            line(`ScanItem, ${PACKERS} with no pause`, unpaced.times, `${codesText(unpaced.codes)}; capacity ${fixed(scans / unpaced.seconds)} scans/s`),
            line(`repeat scans, ${PACKERS} with no pause`, repeated.times, codesText(repeated.codes)),
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
