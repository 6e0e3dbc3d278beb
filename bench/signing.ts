import fs from 'node:fs';
import os from 'node:os';
import { AccountType, ErrorCode, parcels } from '@lbo/contracts';
import { openSession } from '../apps/server/src/modules/account/tokens.service.ts';
import { hashPassword } from '../apps/server/src/platform/auth.ts';
import { benchApp, codesText, post, requestCount, scanAtOnce } from './http.ts';
import { openBenchDatabase, type BenchDatabase } from './database.ts';
import { type BenchReport, fixed, percentile, progress, table } from './report.ts';

/**
 * Issue 18: SigningPackage with 20 concurrent scanners over a table of 1,000,000 parcels of 10,000
 * customers (half of the scans sign a forecast, half a parcel without forecast by member number),
 * measured two ways: the 20 scanners as people use them (each scans, reads the answer, and scans
 * the next parcel a second after the last, which is faster than anyone weighs and photographs a
 * parcel), whose p95 is the target, and the 20 with no pause at all, which measures the
 * capacity (scans per second): with no pause every request waits for the 19 others, so its latency
 * is 20 ÷ capacity whatever a scan costs. Then
 * the same scans repeated (RepeatArrival), staff's GetPackages with a 200-number batch search, and
 * customers' UserPackage/GetPackages: the first page of a state, and a 200-number batch search
 * (half their own numbers, half other customers'), through the real endpoints. Figures only; nothing
 * is judged.
 */

const TOTAL_PARCELS = 1_000_000;
const CUSTOMERS = 10_000;
const SCANNERS = 20;
/** A person's pace at a signing station: a scan a second at most (scan, weigh, photograph, next parcel). */
const SCAN_INTERVAL_MS = 1000;
/** Scans at that pace: 50 seconds of 20 scanners. */
const PACED_SCANS = 1000;
const BATCH_SEARCH = 200;
/** Customers signed in for the customer cases, spread over the 10,000. */
const SIGNED_IN_CUSTOMERS = 100;

const parcelNumber = (i: number) => `BN${String(i).padStart(10, '0')}`;

interface Fixture {
  siteId: number;
  userId: number;
  warehouseId: number;
  /** the first customer's id: customer k (0-based) owns the parcels i with i % CUSTOMERS = k */
  firstCustomerId: number;
}

/**
 * A site, a warehouse keeper (a role granting the parcel calls), 10,000 customers and 1,000,000
 * parcels, each in one statement; the last `forecasts` parcels are forecasts not yet received.
 */
async function seed(bench: BenchDatabase, forecasts: number): Promise<Fixture> {
  const [site] = await bench.query<{ id: number }>(`insert into sites (code, site_name) values ('bench-parcels', 'Parcels benchmark') returning id`, []);
  const siteId = site!.id;
  const passwordHash = await hashPassword('Bench-Passw0rd!');
  const [user] = await bench.query<{ id: number }>(
    `insert into users (site_id, account_type, number, user_name, nick_name, password_hash) values ($1, $2, 'S000001', 'signbench', 'Sign bench', $3) returning id`,
    [siteId, AccountType.Backstage, passwordHash],
  );
  const [role] = await bench.query<{ id: number }>(`insert into roles (site_id, population, name, code) values ($1, $2, 'Warehouse keeper', 'keeper') returning id`, [siteId, AccountType.Backstage]);
  await bench.query(`insert into user_roles (site_id, user_id, role_id) values ($1, $2, $3)`, [siteId, user!.id, role!.id]);
  await bench.query(`insert into role_api_permissions (site_id, role_id, api_key) select $1, $2, unnest($3::text[])`, [siteId, role!.id, [parcels.signPackage.path, parcels.getPackages.path]]);
  const [warehouse] = await bench.query<{ id: number }>(`insert into warehouses (site_id, name, code, person_in_charge) values ($1, 'Bench warehouse', 'BW', 'Bench') returning id`, [siteId]);
  await bench.query(
    `insert into users (site_id, account_type, number, user_name, nick_name, password_hash)
     select $1, $2, 'C' || lpad(i::text, 6, '0'), 'customer' || i, 'Customer ' || i, $3 from generate_series(1, $4::int) i`,
    [siteId, AccountType.SiteUser, passwordHash, CUSTOMERS],
  );
  const [first] = await bench.query<{ id: number }>(`select min(id) as id from users where site_id = $1 and account_type = $2`, [siteId, AccountType.SiteUser]);
  await bench.query(
    `insert into packages (site_id, owner_id, warehouse_id, courier_number, product_name, status, weight, billing_weight, signed_at, created_at)
     select $1, $2::int + (i % $3::int), $4, 'BN' || lpad(i::text, 10, '0'), 'Goods ' || (i % 97),
            case when i > $5::int - $6::int then 1 else 2 + (i % 2) end,
            case when i > $5::int - $6::int then null else 1.5 end, case when i > $5::int - $6::int then null else 1.5 end,
            case when i > $5::int - $6::int then null else now() - make_interval(mins => i % 100000) end, now() - make_interval(mins => i % 100000)
     from generate_series(1, $5::int) i`,
    [siteId, first!.id, CUSTOMERS, warehouse!.id, TOTAL_PARCELS, forecasts],
  );
  // One customer role granting their parcel list, held by every customer (the grant is per role, not per customer).
  const [customerRole] = await bench.query<{ id: number }>(`insert into roles (site_id, population, name, code) values ($1, $2, 'Customer', 'customer') returning id`, [siteId, AccountType.SiteUser]);
  await bench.query(`insert into role_api_permissions (site_id, role_id, api_key) values ($1, $2, $3)`, [siteId, customerRole!.id, parcels.getUserPackages.path]);
  await bench.query(`insert into user_roles (site_id, user_id, role_id) select $1, id, $2 from users where site_id = $1 and account_type = $3`, [siteId, customerRole!.id, AccountType.SiteUser]);
  await bench.query('vacuum analyze', []);
  return { siteId, userId: user!.id, warehouseId: warehouse!.id, firstCustomerId: first!.id };
}

/** `bodies` scanned by SCANNERS at once: scanner s sends bodies s, s + SCANNERS, … */
const scanAll = (url: string, token: string, bodies: unknown[], intervalMs = 0) => scanAtOnce(url, token, SCANNERS, (s, n) => bodies[s + SCANNERS * n], intervalMs);

export async function benchSigning(): Promise<BenchReport> {
  progress('opening the benchmark database');
  const bench = await openBenchDatabase();
  const { app, services, uploadDir } = await benchApp(bench);
  const scans = requestCount(2000);
  const paced = Math.min(PACED_SCANS, scans);
  const forecasts = Math.ceil((paced + scans) / 2);
  try {
    progress(`seeding ${CUSTOMERS.toLocaleString('en')} customers and ${TOTAL_PARCELS.toLocaleString('en')} parcels`);
    const seedStart = performance.now();
    const fixture = await seed(bench, forecasts);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const session = await openSession(bench.database.db, fixture.userId);
    const token = services.tokens.signAccess({ userId: fixture.userId, siteId: fixture.siteId, population: 'backstage', isSuperUser: false }, session);
    const signUrl = `${base}${parcels.signPackage.path}`;

    // Half the scans sign the seeded forecasts, half new numbers written with a member number.
    const bodies = Array.from({ length: paced + scans }, (_, i) =>
      i % 2 === 0
        ? { CourierNumber: parcelNumber(TOTAL_PARCELS - Math.floor(i / 2)), WarehouseId: fixture.warehouseId, Weight: '2.345', Length: '30', Width: '20', Height: '10' }
        : { CourierNumber: `NEW${String(i).padStart(9, '0')}`, WarehouseId: fixture.warehouseId, MemberNumber: `C${String((i % CUSTOMERS) + 1).padStart(6, '0')}`, Weight: '0.8' },
    );
    progress(`SigningPackage: ${paced} scans by ${SCANNERS} scanners, each a scan a second`);
    const signedPaced = await scanAll(signUrl, token, bodies.slice(0, paced), SCAN_INTERVAL_MS);
    progress(`SigningPackage: ${scans} scans by ${SCANNERS} scanners with no pause (capacity)`);
    const signed = await scanAll(signUrl, token, bodies.slice(paced));
    progress(`SigningPackage again: the same ${scans} scans (repeat arrivals)`);
    const repeated = await scanAll(signUrl, token, bodies.slice(paced));

    const searchUrl = `${base}${parcels.getPackages.path}`;
    const searches = Math.max(50, Math.floor(scans / 10));
    progress(`GetPackages with a ${BATCH_SEARCH}-number batch search: ${searches} requests one after another`);
    const searchTimes: number[] = [];
    for (let r = 0; r < searches; r++) {
      const numbers = Array.from({ length: BATCH_SEARCH }, (_, i) => parcelNumber(1 + ((r * 7919 + i * 4999) % TOTAL_PARCELS))).join('\n');
      const { ms, envelope } = await post<{ Data: unknown[] }>(searchUrl, token, { CourierNumbers: numbers, rows: 100 });
      if (envelope.Code !== ErrorCode.Success) throw new Error(`GetPackages answered Code ${envelope.Code}: ${envelope.Message}`);
      searchTimes.push(ms);
    }
    searchTimes.sort((a, b) => a - b);

    // Customers spread over the 10,000, each signed in; customer k owns parcel numbers i ≡ k (mod CUSTOMERS).
    const customers = await Promise.all(
      Array.from({ length: SIGNED_IN_CUSTOMERS }, async (_, n) => {
        const k = (n * 97) % CUSTOMERS;
        const userId = fixture.firstCustomerId + k;
        const customerSession = await openSession(bench.database.db, userId);
        return { k, token: services.tokens.signAccess({ userId, siteId: fixture.siteId, population: 'user', isSuperUser: false }, customerSession) };
      }),
    );
    const userListUrl = `${base}${parcels.getUserPackages.path}`;
    const states = [parcels.PackageStatus.ToBeCompleted, parcels.PackageStatus.Shippable, parcels.PackageStatus.NotReceived];
    const timed = async (label: string, body: (r: number) => unknown, token: (r: number) => string, total?: number) => {
      progress(`${label}: ${searches} requests one after another`);
      const times: number[] = [];
      for (let r = 0; r < searches; r++) {
        const { ms, envelope } = await post<{ Data: unknown[]; Total: number }>(userListUrl, token(r), body(r));
        if (envelope.Code !== ErrorCode.Success) throw new Error(`UserPackage/GetPackages answered Code ${envelope.Code}: ${envelope.Message}`);
        if (total !== undefined && envelope.Data.Total !== total) throw new Error(`UserPackage/GetPackages found ${envelope.Data.Total} parcels, not ${total}`);
        times.push(ms);
      }
      return times.sort((a, b) => a - b);
    };
    const customerOf = (r: number) => customers[r % customers.length]!;
    const listTimes = await timed('UserPackage/GetPackages, first page of a state', (r) => ({ index: 1, rows: 20, PackageStatus: states[r % states.length] }), (r) => customerOf(r).token);
    const userSearchTimes = await timed(
      `UserPackage/GetPackages with a ${BATCH_SEARCH}-number batch search`,
      (r) => {
        const { k } = customerOf(r);
        // Half the numbers theirs (every parcel they have), half another customer's, which they must not see.
        const own = Array.from({ length: BATCH_SEARCH / 2 }, (_, i) => parcelNumber((k === 0 ? CUSTOMERS : k) + i * CUSTOMERS));
        const others = Array.from({ length: BATCH_SEARCH / 2 }, (_, i) => parcelNumber(((k + 1) % CUSTOMERS || CUSTOMERS) + i * CUSTOMERS));
        return { index: 1, rows: 100, CourierNumbers: [...own, ...others].join('\n') };
      },
      (r) => customerOf(r).token,
      BATCH_SEARCH / 2,
    );
    const line = (name: string, times: number[], extra: string) => [name, String(times.length), fixed(percentile(times, 50), 2), fixed(percentile(times, 95), 2), fixed(times.at(-1) ?? 0, 2), extra];
    return {
      title: 'Parcels: SigningPackage by 20 concurrent scanners, staff and customer parcel lists over 1,000,000 parcels (issue 18)',
      lines: [
        `database:  ${bench.label}`,
        `data:      ${TOTAL_PARCELS.toLocaleString('en')} parcels of ${CUSTOMERS.toLocaleString('en')} customers in one warehouse (seeded in ${fixed(seedSeconds)} s); requests over HTTP`,
        `machine:   ${os.availableParallelism()} CPUs shared with the database; 1-min load average ${fixed(os.loadavg()[0] ?? 0, 2)}`,
        '',
        ...table(
          ['case', 'requests', 'p50 ms', 'p95 ms', 'max ms', 'answers'],
          [
            line(`SigningPackage, ${SCANNERS} scanners`, signedPaced.times, `${codesText(signedPaced.codes)}; each a scan a second (target p95 30)`),
            line(`SigningPackage, ${SCANNERS} with no pause`, signed.times, `${codesText(signed.codes)}; capacity ${fixed(scans / signed.seconds)} scans/s`),
            line(`repeat scans, ${SCANNERS} with no pause`, repeated.times, codesText(repeated.codes)),
            line(`GetPackages, ${BATCH_SEARCH}-number search`, searchTimes, 'one at a time'),
            line('customer GetPackages, a state', listTimes, `first page of 20; ${SIGNED_IN_CUSTOMERS} customers, one at a time`),
            line(`customer GetPackages, ${BATCH_SEARCH}-number search`, userSearchTimes, 'half theirs; one at a time'),
          ],
        ),
      ],
    };
  } finally {
    progress('cleaning up');
    await app.close();
    await bench.close();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  }
}
