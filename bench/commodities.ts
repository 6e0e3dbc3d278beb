import fs from 'node:fs';
import os from 'node:os';
import { AccountType, commodities, ErrorCode } from '@lbo/contracts';
import { openSession } from '../apps/server/src/modules/account/tokens.service.ts';
import { hashPassword } from '../apps/server/src/platform/auth.ts';
import { benchApp, post, requestCount } from './http.ts';
import { openBenchDatabase, type BenchDatabase } from './database.ts';
import { type BenchReport, fixed, percentile, progress, table } from './report.ts';

/**
 * Issue 19: the commodity lists over 1,000,000 commodities of 10,000 customers, through the real
 * endpoints: staff's /Commodity/GetCommodity (first page, a search by code, SKU or name, a category)
 * and a customer's /UserCommodity/GetCommodity (first page, a search), each request one after
 * another. Figures only; nothing is judged.
 */

const TOTAL_COMMODITIES = 1_000_000;
const CUSTOMERS = 10_000;
/** Customers signed in for the customer cases, spread over the 10,000. */
const SIGNED_IN_CUSTOMERS = 100;
/** The page size of the commodity pages. */
const PAGE = 20;
/** Distinct names: 'Item <n> <colour>'; a name search finds 1,000,000 / NAMES commodities. */
const NAMES = 5000;
const COLOURS = ['red', 'blue', 'black', 'white', 'green'];

const commodityCode = (i: number) => `CD${String(i).padStart(7, '0')}`;
const commoditySku = (i: number) => `SKU-${String(i).padStart(7, '0')}`;

interface Fixture {
  siteId: number;
  userId: number;
  /** the first customer's id: customer k (0-based) owns the commodities i with i % CUSTOMERS = k */
  firstCustomerId: number;
  categoryIds: number[];
}

/**
 * A site, a staff member (a role granting the commodity list), 10,000 customers, the category tree
 * the demo seeds (three levels, eleven categories) and 1,000,000 commodities spread over the
 * customers and categories (one in twelve without a category), each in one statement.
 */
async function seed(bench: BenchDatabase): Promise<Fixture> {
  const [site] = await bench.query<{ id: number }>(`insert into sites (code, site_name) values ('bench-commodities', 'Commodities benchmark') returning id`, []);
  const siteId = site!.id;
  const passwordHash = await hashPassword('Bench-Passw0rd!');
  const [user] = await bench.query<{ id: number }>(
    `insert into users (site_id, account_type, number, user_name, nick_name, password_hash) values ($1, $2, 'S000001', 'commoditybench', 'Commodity bench', $3) returning id`,
    [siteId, AccountType.Backstage, passwordHash],
  );
  const [role] = await bench.query<{ id: number }>(`insert into roles (site_id, population, name, code) values ($1, $2, 'Warehouse keeper', 'keeper') returning id`, [siteId, AccountType.Backstage]);
  await bench.query(`insert into user_roles (site_id, user_id, role_id) values ($1, $2, $3)`, [siteId, user!.id, role!.id]);
  await bench.query(`insert into role_api_permissions (site_id, role_id, api_key) values ($1, $2, $3)`, [siteId, role!.id, commodities.getCommodity.path]);
  await bench.query(
    `insert into users (site_id, account_type, number, user_name, nick_name, password_hash)
     select $1, $2, 'C' || lpad(i::text, 6, '0'), 'customer' || i, 'Customer ' || i, $3 from generate_series(1, $4::int) i`,
    [siteId, AccountType.SiteUser, passwordHash, CUSTOMERS],
  );
  const [first] = await bench.query<{ id: number }>(`select min(id) as id from users where site_id = $1 and account_type = $2`, [siteId, AccountType.SiteUser]);
  // The demo's tree: three top categories, five below them, three below those.
  const top = await bench.query<{ id: number }>(`insert into commodity_categories (site_id, name, display_order) select $1, unnest($2::text[]), 1 returning id`, [siteId, ['Clothing', 'Electronics', 'Home']]);
  const second = await bench.query<{ id: number }>(`insert into commodity_categories (site_id, parent_id, name, display_order) select $1, unnest($2::int[]), unnest($3::text[]), 1 returning id`, [
    siteId,
    [top[0]!.id, top[0]!.id, top[1]!.id, top[1]!.id, top[2]!.id],
    ['Shoes', 'Coats', 'Phones', 'Computers', 'Tableware'],
  ]);
  const third = await bench.query<{ id: number }>(`insert into commodity_categories (site_id, parent_id, name, display_order) select $1, unnest($2::int[]), unnest($3::text[]), 1 returning id`, [
    siteId,
    [second[0]!.id, second[0]!.id, second[2]!.id],
    ['Trainers', 'Boots', 'Phone cases'],
  ]);
  const categoryIds = [...top, ...second, ...third].map((c) => c.id);
  await bench.query(
    `insert into commodities (site_id, owner_id, code, sku, name, english_name, category_id, price, length, width, height, actual_weight, gross_weight, sales_mode, audit_status, created_at)
     select $1, $2::int + (i % $3::int), 'CD' || lpad(i::text, 7, '0'), 'SKU-' || lpad(i::text, 7, '0'),
            'Item ' || (i % $4::int) || ' ' || ($5::text[])[1 + i % array_length($5::text[], 1)], 'Item ' || (i % $4::int),
            ($6::int[])[1 + i % (array_length($6::int[], 1) + 1)], 9.90, 30, 20, 10, 0.5, 0.6,
            i % 2, 1 + i % 3, now() - make_interval(mins => $7::int - i)
     from generate_series(1, $7::int) i`,
    [siteId, first!.id, CUSTOMERS, NAMES, COLOURS, categoryIds, TOTAL_COMMODITIES],
  );
  // One customer role granting their commodity list, held by every customer.
  const [customerRole] = await bench.query<{ id: number }>(`insert into roles (site_id, population, name, code) values ($1, $2, 'Customer', 'customer') returning id`, [siteId, AccountType.SiteUser]);
  await bench.query(`insert into role_api_permissions (site_id, role_id, api_key) values ($1, $2, $3)`, [siteId, customerRole!.id, commodities.getUserCommodity.path]);
  await bench.query(`insert into user_roles (site_id, user_id, role_id) select $1, id, $2 from users where site_id = $1 and account_type = $3`, [siteId, customerRole!.id, AccountType.SiteUser]);
  await bench.query('vacuum analyze', []);
  return { siteId, userId: user!.id, firstCustomerId: first!.id, categoryIds };
}

export async function benchCommodities(): Promise<BenchReport> {
  progress('opening the benchmark database');
  const bench = await openBenchDatabase();
  const { app, services, uploadDir } = await benchApp(bench);
  const requests = requestCount(200);
  try {
    progress(`seeding ${CUSTOMERS.toLocaleString('en')} customers and ${TOTAL_COMMODITIES.toLocaleString('en')} commodities`);
    const seedStart = performance.now();
    const fixture = await seed(bench);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const session = await openSession(bench.database.db, fixture.userId);
    const staffToken = services.tokens.signAccess({ userId: fixture.userId, siteId: fixture.siteId, population: 'backstage', isSuperUser: false }, session);
    const customers = await Promise.all(
      Array.from({ length: SIGNED_IN_CUSTOMERS }, async (_, n) => {
        const k = (n * 97) % CUSTOMERS;
        const userId = fixture.firstCustomerId + k;
        const customerSession = await openSession(bench.database.db, userId);
        return { k, token: services.tokens.signAccess({ userId, siteId: fixture.siteId, population: 'user', isSuperUser: false }, customerSession) };
      }),
    );
    const customerOf = (r: number) => customers[r % customers.length]!;

    /** `requests` calls one after another; answers the sorted times and the smallest and largest Total seen. */
    const timed = async (label: string, url: string, token: (r: number) => string, body: (r: number) => unknown) => {
      progress(`${label}: ${requests} requests one after another`);
      const times: number[] = [];
      let fewest = Infinity;
      let most = 0;
      for (let r = 0; r < requests; r++) {
        const { ms, envelope } = await post<{ Data: unknown[]; Total: number }>(url, token(r), body(r));
        if (envelope.Code !== ErrorCode.Success) throw new Error(`${label} answered Code ${envelope.Code}: ${envelope.Message}`);
        if (envelope.Data.Total === 0) throw new Error(`${label} found nothing for ${JSON.stringify(body(r))}`);
        fewest = Math.min(fewest, envelope.Data.Total);
        most = Math.max(most, envelope.Data.Total);
        times.push(ms);
      }
      return { times: times.sort((a, b) => a - b), found: fewest === most ? `${most.toLocaleString('en')} found` : `${fewest.toLocaleString('en')}–${most.toLocaleString('en')} found` };
    };
    const staffUrl = `${base}${commodities.getCommodity.path}`;
    const userUrl = `${base}${commodities.getUserCommodity.path}`;
    const staff = () => staffToken;
    const customer = (r: number) => customerOf(r).token;
    // Spread over the table so that no two requests read the same rows.
    const somewhere = (r: number) => 1 + ((r * 7919 + 104_729) % TOTAL_COMMODITIES);
    // The searches a clerk types: a code's or SKU's first eight characters (ten commodities), a name (200).
    const searches = [(r: number) => commodityCode(somewhere(r)).slice(0, 8), (r: number) => commoditySku(somewhere(r)).slice(0, 9), (r: number) => `Item ${somewhere(r) % NAMES} `];
    const cases = [
      { name: 'staff, first page', ...(await timed('Commodity/GetCommodity, first page', staffUrl, staff, () => ({ index: 1, rows: PAGE }))) },
      {
        name: 'staff, search code/SKU/name',
        ...(await timed('Commodity/GetCommodity, a search by code, SKU or name', staffUrl, staff, (r) => ({ index: 1, rows: PAGE, Content: searches[r % searches.length]!(r) }))),
      },
      {
        name: 'staff, a category',
        ...(await timed('Commodity/GetCommodity, a category', staffUrl, staff, (r) => ({ index: 1, rows: PAGE, CategoryId: fixture.categoryIds[r % fixture.categoryIds.length] }))),
      },
      { name: 'customer, first page', ...(await timed('UserCommodity/GetCommodity, first page', userUrl, customer, () => ({ index: 1, rows: PAGE }))) },
      {
        name: 'customer, search code/name',
        ...(await timed('UserCommodity/GetCommodity, a search by code or name', userUrl, customer, (r) => {
          // One of their own codes (k + n * CUSTOMERS), or a name they hold.
          const i = (customerOf(r).k || CUSTOMERS) + (r % 50) * CUSTOMERS;
          return { index: 1, rows: PAGE, Content: r % 2 === 0 ? commodityCode(i) : `Item ${i % NAMES}` };
        })),
      },
    ];
    const line = (c: (typeof cases)[number]) => [c.name, String(c.times.length), fixed(percentile(c.times, 50), 2), fixed(percentile(c.times, 95), 2), fixed(c.times.at(-1) ?? 0, 2), c.found];
    return {
      title: 'Commodities: staff and customer commodity lists over 1,000,000 commodities (issue 19)',
      lines: [
        `database:  ${bench.label}`,
        `data:      ${TOTAL_COMMODITIES.toLocaleString('en')} commodities of ${CUSTOMERS.toLocaleString('en')} customers in ${fixture.categoryIds.length} categories (seeded in ${fixed(seedSeconds)} s); requests over HTTP, one at a time, pages of ${PAGE}`,
        `machine:   ${os.availableParallelism()} CPUs shared with the database; 1-min load average ${fixed(os.loadavg()[0] ?? 0, 2)}`,
        '',
        ...table(['case', 'requests', 'p50 ms', 'p95 ms', 'max ms', 'answers'], cases.map(line)),
      ],
    };
  } finally {
    progress('cleaning up');
    await app.close();
    await bench.close();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  }
}
