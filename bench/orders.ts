import fs from 'node:fs';
import os from 'node:os';
import { AccountType, CALLS, ErrorCode, logisticsOrders as api, parcels, recipientInformation, transferQuotation } from '@lbo/contracts';
import { openSession } from '../apps/server/src/modules/account/tokens.service.ts';
import { hashPassword } from '../apps/server/src/platform/auth.ts';
import { benchApp, post, requestCount } from './http.ts';
import { openBenchDatabase, type BenchDatabase } from './database.ts';
import { type BenchReport, fixed, percentile, progress, table } from './report.ts';

/**
 * Issue 20: logistics orders on PostgreSQL, through the real endpoints. Order creation by 20
 * customers at once (each submits orders of 3 measured parcels one after another, the server
 * pricing each again), in orders per second; then staff's and customers' order lists over
 * 1,000,000 orders of 10,000 customers, one request after another: the first page, a tab (pending
 * approval), and a batch search of 200 numbers (order and parcel numbers). Figures only; nothing is
 * judged (targets: ≥ 300 orders/s, lists p95 ≤ 50 ms).
 */

const TOTAL_ORDERS = 1_000_000;
const CUSTOMERS = 10_000;
const CREATORS = 20;
const BATCH_SEARCH = 200;
/** Customers signed in for the customer lists, spread over the 10,000. */
const SIGNED_IN_CUSTOMERS = 100;
const PAGE = 20;

/** Orders each creator submits: BENCH_ORDERS in all (2,000 by default). */
function ordersPerCreator(): number {
  const n = Number(process.env.BENCH_ORDERS);
  return Number.isFinite(n) && n > 0 ? Math.ceil(n / CREATORS) : 100;
}
const orderNumber = (i: number) => `LO${String(i).padStart(10, '0')}`;
const parcelNumber = (i: number) => `BO${String(i).padStart(10, '0')}`;

interface Fixture {
  siteId: number;
  staffId: number;
  warehouseId: number;
  /** customer k (0-based) is firstCustomerId + k and owns the orders i with i % CUSTOMERS = k */
  firstCustomerId: number;
}

const json = (v: unknown) => JSON.stringify(v);

/**
 * A site with its base currency, a warehouse, a carrier, a shipping method, a staff member and a
 * customer role holding every call of their population, 10,000 customers, and 1,000,000 orders
 * (each with one parcel) in the mix of states a running site has: submitted and pending, approved
 * (half billed), rejected, cancelled. The kept counts follow the insert (its statement trigger).
 */
async function seed(bench: BenchDatabase): Promise<Fixture> {
  const [site] = await bench.query<{ id: number }>(`insert into sites (code, site_name) values ('bench-orders', 'Orders benchmark') returning id`, []);
  const siteId = site!.id;
  const passwordHash = await hashPassword('Bench-Passw0rd!');
  const [staff] = await bench.query<{ id: number }>(
    `insert into users (site_id, account_type, number, user_name, nick_name, password_hash) values ($1, $2, 'S000001', 'orderbench', 'Order bench', $3) returning id`,
    [siteId, AccountType.Backstage, passwordHash],
  );
  const calls = (population: 'backstage' | 'user') => CALLS.filter((c) => c.access === 'granted' && c.populations.includes(population)).map((c) => c.path);
  const [staffRole] = await bench.query<{ id: number }>(`insert into roles (site_id, population, name, code) values ($1, $2, 'Office', 'office') returning id`, [siteId, AccountType.Backstage]);
  await bench.query(`insert into user_roles (site_id, user_id, role_id) values ($1, $2, $3)`, [siteId, staff!.id, staffRole!.id]);
  await bench.query(`insert into role_api_permissions (site_id, role_id, api_key) select $1, $2, unnest($3::text[])`, [siteId, staffRole!.id, calls('backstage')]);
  await bench.query(`insert into currencies (site_id, name, currency_code, exchange_rate) values ($1, 'Chinese yuan', 'CNY', 1)`, [siteId]);
  const [warehouse] = await bench.query<{ id: number }>(`insert into warehouses (site_id, name, code, person_in_charge) values ($1, 'Bench warehouse', 'BW', 'Bench') returning id`, [siteId]);
  await bench.query(`insert into carriers (site_id, name, interface) values ($1, 'Bench carrier', 3)`, [siteId]);
  await bench.query(`insert into type_of_shippings (site_id, name, min_aging, max_aging) values ($1, 'Air express', 3, 5)`, [siteId]);
  await bench.query(
    `insert into users (site_id, account_type, number, user_name, nick_name, password_hash)
     select $1, $2, 'C' || lpad(i::text, 6, '0'), 'customer' || i, 'Customer ' || i, $3 from generate_series(1, $4::int) i`,
    [siteId, AccountType.SiteUser, passwordHash, CUSTOMERS],
  );
  const [first] = await bench.query<{ id: number }>(`select min(id) as id from users where site_id = $1 and account_type = $2`, [siteId, AccountType.SiteUser]);
  const [customerRole] = await bench.query<{ id: number }>(`insert into roles (site_id, population, name, code) values ($1, $2, 'Customer', 'customer') returning id`, [siteId, AccountType.SiteUser]);
  await bench.query(`insert into role_api_permissions (site_id, role_id, api_key) select $1, $2, unnest($3::text[])`, [siteId, customerRole!.id, calls('user')]);
  await bench.query(`insert into user_roles (site_id, user_id, role_id) select $1, id, $2 from users where site_id = $1 and account_type = $3`, [siteId, customerRole!.id, AccountType.SiteUser]);

  const recipient = { RecipientInformationId: null, RecipientInformationType: 1, RecipientName: 'Chan Tai Man', PhoneCode: '852', Phone: '61234567', Tel: '', IdentityNumber: '', CountryCode: 'HK', ProvinceCode: '', CityCode: '', CountyCode: '', TownCode: '', RegionName: 'Hong Kong', DetailedAddress: '1 Queen’s Road', MailboxCode: '', SelfPickupAddress: '' };
  const goods = [{ Name: 'Shoes', Quantity: 1, UnitValue: '50', CurrencyCode: 'USD' }];
  const charges = [{ Kind: 'Freight', Code: 'FREIGHT', Name: 'Freight', Amount: '85.00', ExpenseTypeId: null, AllowRefunds: true, Explanation: '' }];
  // Each customer's orders in turn (s = the order's rank among theirs, mod 10): 0–2 pending, 3–5 approved (half billed), 6–7 rejected, 8–9 cancelled.
  await bench.query(
    `insert into logistics_orders (site_id, owner_id, serial_number, source, warehouse_id, status, approval_status, payment_status, quotation_id, quotation_name, carrier_id,
                                   package_count, piece_count, weight, volume_weight, fare_weight, declared_price, declared_currency, tax_type, total_amount, currency_code,
                                   recipient, recipient_name, recipient_country_code, recipient_phone, goods, charges, created_at)
     select $1, $2::int + (i % $3::int), 'LO' || lpad(i::text, 10, '0'), 1, $4,
            case when s >= 8 then 6 else 1 end,
            case when s between 3 and 5 then 2 when s between 6 and 7 then 3 else 1 end,
            case when s between 3 and 5 and i % 2 = 0 then 2 else 1 end,
            1, 'Air express', (select id from carriers where site_id = $1), 1, 1, 2, 1.2, 2, 50, 'CNY', 1, 85, 'CNY',
            $5::jsonb, 'Chan Tai Man', 'HK', '61234567', $6::jsonb, $7::jsonb, now() - make_interval(mins => $8::int - i)
     from generate_series(1, $8::int) i, lateral (select (i / $3::int) % 10 as s) k`,
    [siteId, first!.id, CUSTOMERS, warehouse!.id, json(recipient), json(goods), json(charges), TOTAL_ORDERS],
  );
  // One parcel per order (outbound with it), so a batch search finds orders by parcel numbers too.
  await bench.query(
    `insert into packages (site_id, owner_id, warehouse_id, courier_number, product_name, status, is_completed, weight, length, width, height)
     select $1, $2::int + (i % $3::int), $4, 'BO' || lpad(i::text, 10, '0'), 'Shoes', $5, true, 2, 30, 20, 10 from generate_series(1, $6::int) i`,
    [siteId, first!.id, CUSTOMERS, warehouse!.id, parcels.PackageStatus.Shippable, TOTAL_ORDERS],
  );
  await bench.query(
    `insert into logistics_order_packages (site_id, owner_id, order_id, package_id, active)
     select o.site_id, o.owner_id, o.id, p.id, o.status <> 6 from logistics_orders o join packages p on p.site_id = o.site_id and p.courier_number = 'BO' || substr(o.serial_number, 3)
     where o.site_id = $1`,
    [siteId],
  );
  await bench.query('vacuum analyze', []);
  return { siteId, staffId: staff!.id, warehouseId: warehouse!.id, firstCustomerId: first!.id };
}

async function ok<T>(url: string, token: string, body: unknown): Promise<T> {
  const { envelope } = await post<T>(url, token, body);
  if (envelope.Code !== ErrorCode.Success) throw new Error(`${url} answered Code ${envelope.Code}: ${envelope.Message}`);
  return envelope.Data;
}

export async function benchOrders(): Promise<BenchReport> {
  progress('opening the benchmark database');
  const bench = await openBenchDatabase();
  if (bench.kind !== 'postgres') throw new Error('the orders benchmark runs on PostgreSQL (BENCH_DATABASE_URL, or the default at 127.0.0.1:5432)');
  const { app, services, uploadDir } = await benchApp(bench);
  const perCreator = ordersPerCreator();
  const requests = requestCount(200);
  try {
    progress(`seeding ${CUSTOMERS.toLocaleString('en')} customers and ${TOTAL_ORDERS.toLocaleString('en')} orders with a parcel each`);
    const seedStart = performance.now();
    const fixture = await seed(bench);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const url = (call: { path: string }) => `${base}${call.path}`;
    const tokenOf = async (userId: number, population: 'backstage' | 'user') =>
      services.tokens.signAccess({ userId, siteId: fixture.siteId, population, isSuperUser: false }, await openSession(bench.database.db, userId));
    const staffToken = await tokenOf(fixture.staffId, 'backstage');

    // The quotation the creators ship with: by weight, in CNY, every country.
    const [air] = await bench.query<{ id: number }>(`select id from type_of_shippings where site_id = $1`, [fixture.siteId]);
    const [cny] = await bench.query<{ id: number }>(`select id from currencies where site_id = $1`, [fixture.siteId]);
    await ok(url(transferQuotation.addTransferQuotation), staffToken, {
      Name: 'Air express',
      CurrencyId: cny!.id,
      TypeOfShippingId: air!.id,
      VolumeRatio: '6000',
      EffectiveDate: '2020-01-01',
      Ranges: [{ StartingRange: '0', EndRange: '30', FirstWeightUnitPrice: '40', UnitPrice: '15' }],
    });

    // The creators: customers with a recipient in Hong Kong and 3 measured, shippable parcels per order.
    progress(`${CREATORS} customers submitting ${perCreator} orders of 3 parcels each, all at once`);
    const [hk] = await bench.query<{ id: number; code: string; name: string }>(`select id, code, name from regions where code = 'HK' and parent_id is null`, []);
    const creators = await Promise.all(
      Array.from({ length: CREATORS }, async (_, n) => {
        const userId = fixture.firstCustomerId + n * 37;
        const token = await tokenOf(userId, 'user');
        const r = await ok<{ Id: number }>(url(recipientInformation.addUserRecipientInformation), token, {
          RecipientName: 'Chan Tai Man',
          PhoneCode: '852',
          Phone: '61234567',
          Regions: [{ Id: hk!.id, Code: hk!.code, Name: hk!.name }],
          DetailedAddress: '1 Queen’s Road',
        });
        const rows = await bench.query<{ id: number }>(
          `insert into packages (site_id, owner_id, warehouse_id, courier_number, product_name, status, is_completed, weight, length, width, height)
           select $1, $2, $3, 'BC' || $4::int || '-' || i, 'Shoes', $5, true, 1.5, 30, 20, 10 from generate_series(1, $6::int) i returning id`,
          [fixture.siteId, userId, fixture.warehouseId, n, parcels.PackageStatus.Shippable, perCreator * 3],
        );
        return { token, recipient: r.Id, parcels: rows.map((p) => p.id) };
      }),
    );
    const draftOf = (c: (typeof creators)[number], k: number) => ({ WarehouseId: fixture.warehouseId, PackageIds: c.parcels.slice(k * 3, k * 3 + 3), RecipientInformationId: c.recipient, DeclaredPrice: '50' });
    const priced = await ok<api.DraftPrice>(url(api.priceUserOrder), creators[0]!.token, draftOf(creators[0]!, 0));
    const option = priced.Options[0]!;
    const creationTimes: number[] = [];
    const codes = new Map<number, number>();
    const creationStart = performance.now();
    await Promise.all(
      creators.map(async (c) => {
        for (let k = 0; k < perCreator; k++) {
          const { ms, envelope } = await post(url(api.addUserOrder), c.token, {
            ...draftOf(c, k),
            QuotationId: option.QuotationId,
            CarrierId: option.Carriers[0]!.Id,
            ExpectedTotal: option.Total,
            Goods: [{ Name: 'Shoes', Quantity: 3, UnitValue: '50' }],
          });
          creationTimes.push(ms);
          codes.set(envelope.Code, (codes.get(envelope.Code) ?? 0) + 1);
        }
      }),
    );
    const creationSeconds = (performance.now() - creationStart) / 1000;
    creationTimes.sort((a, b) => a - b);
    if ((codes.get(ErrorCode.Success) ?? 0) !== creationTimes.length) throw new Error(`order creation answered ${[...codes].map(([code, n]) => `Code ${code} ×${n}`).join(', ')}`);

    // The lists.
    const customers = await Promise.all(
      Array.from({ length: SIGNED_IN_CUSTOMERS }, async (_, n) => {
        const k = (n * 97) % CUSTOMERS;
        return { k, token: await tokenOf(fixture.firstCustomerId + k, 'user') };
      }),
    );
    const customerOf = (r: number) => customers[r % customers.length]!;
    const timed = async (label: string, call: { path: string }, token: (r: number) => string, body: (r: number) => unknown) => {
      progress(`${label}: ${requests} requests one after another`);
      const times: number[] = [];
      let fewest = Infinity;
      let most = 0;
      for (let r = 0; r < requests; r++) {
        const { ms, envelope } = await post<{ Data: unknown[]; Total: number }>(url(call), token(r), body(r));
        if (envelope.Code !== ErrorCode.Success) throw new Error(`${label} answered Code ${envelope.Code}: ${envelope.Message}`);
        if (envelope.Data.Total === 0) throw new Error(`${label} found nothing for ${JSON.stringify(body(r)).slice(0, 200)}`);
        fewest = Math.min(fewest, envelope.Data.Total);
        most = Math.max(most, envelope.Data.Total);
        times.push(ms);
      }
      return { times: times.sort((a, b) => a - b), found: fewest === most ? `${most.toLocaleString('en')} found` : `${fewest.toLocaleString('en')}–${most.toLocaleString('en')} found` };
    };
    // Spread over the table so that no two requests read the same rows.
    const somewhere = (r: number, n: number) => 1 + ((r * 7919 + n * 104_729) % TOTAL_ORDERS);
    const pending = { OrderStatus: api.OrderStatus.Submitted, ApprovalStatus: api.ApprovalStatus.Pending };
    const staff = () => staffToken;
    const customer = (r: number) => customerOf(r).token;
    // Half order numbers, half parcel numbers; the customer's half their own, half other customers'.
    const staffBatch = (r: number) => Array.from({ length: BATCH_SEARCH }, (_, n) => (n % 2 === 0 ? orderNumber : parcelNumber)(somewhere(r, n))).join(' ');
    const customerBatch = (r: number) =>
      Array.from({ length: BATCH_SEARCH }, (_, n) => {
        const own = (customerOf(r).k || CUSTOMERS) + (n % 90) * CUSTOMERS;
        return n % 2 === 0 ? orderNumber(own) : parcelNumber(somewhere(r, n));
      }).join(' ');
    const cases = [
      { name: 'staff, first page', ...(await timed('LogisticsOrder/GetLogisticsOrders, first page', api.getOrders, staff, () => ({ index: 1, rows: PAGE }))) },
      { name: 'staff, pending approval', ...(await timed('LogisticsOrder/GetLogisticsOrders, pending approval', api.getOrders, staff, () => ({ index: 1, rows: PAGE, ...pending }))) },
      { name: 'staff, batch search 200', ...(await timed('LogisticsOrder/GetLogisticsOrders, 200 numbers', api.getOrders, staff, (r) => ({ index: 1, rows: PAGE, Numbers: staffBatch(r) }))) },
      { name: 'staff, tab counts', ...(await timedCounts()) },
      { name: 'customer, first page', ...(await timed('UserLogisticsOrder/GetLogisticsOrders, first page', api.getUserOrders, customer, () => ({ index: 1, rows: PAGE }))) },
      { name: 'customer, pending approval', ...(await timed('UserLogisticsOrder/GetLogisticsOrders, pending approval', api.getUserOrders, customer, () => ({ index: 1, rows: PAGE, ...pending }))) },
      { name: 'customer, batch search 200', ...(await timed('UserLogisticsOrder/GetLogisticsOrders, 200 numbers', api.getUserOrders, customer, (r) => ({ index: 1, rows: PAGE, Numbers: customerBatch(r) }))) },
    ];
    async function timedCounts() {
      progress(`LogisticsOrder/GetStateCounts: ${requests} requests one after another`);
      const times: number[] = [];
      let total = 0;
      for (let r = 0; r < requests; r++) {
        const { ms, envelope } = await post<{ Total: number }>(url(api.getOrderStateCounts), staffToken, {});
        if (envelope.Code !== ErrorCode.Success) throw new Error(`GetStateCounts answered Code ${envelope.Code}: ${envelope.Message}`);
        total = envelope.Data.Total;
        times.push(ms);
      }
      return { times: times.sort((a, b) => a - b), found: `${total.toLocaleString('en')} counted` };
    }
    const line = (c: (typeof cases)[number]) => [c.name, String(c.times.length), fixed(percentile(c.times, 50), 2), fixed(percentile(c.times, 95), 2), fixed(c.times.at(-1) ?? 0, 2), c.found];
    return {
      title: 'Logistics orders: creation by 20 customers at once, and the order lists over 1,000,000 orders (issue 20; targets ≥ 300 orders/s, lists p95 ≤ 50 ms)',
      lines: [
        `database:  ${bench.label}`,
        `data:      ${TOTAL_ORDERS.toLocaleString('en')} orders of ${CUSTOMERS.toLocaleString('en')} customers, a parcel each (seeded in ${fixed(seedSeconds)} s); requests over HTTP`,
        `machine:   ${os.availableParallelism()} CPUs shared with the database; 1-min load average ${fixed(os.loadavg()[0] ?? 0, 2)}`,
        '',
        `creation:  ${creationTimes.length} orders of 3 parcels by ${CREATORS} customers at once in ${fixed(creationSeconds, 2)} s: ${fixed(creationTimes.length / creationSeconds)} orders/s; ` +
          `p50 ${fixed(percentile(creationTimes, 50), 2)} ms, p95 ${fixed(percentile(creationTimes, 95), 2)} ms, max ${fixed(creationTimes.at(-1) ?? 0, 2)} ms`,
        '',
        ...table(['list, one request at a time', 'requests', 'p50 ms', 'p95 ms', 'max ms', 'answers'], cases.map(line)),
      ],
    };
  } finally {
    progress('cleaning up');
    await app.close();
    await bench.close();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  }
}
