import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { Decimal } from 'decimal.js';
import { logisticsOrders as orderContract, transportShifts as contract, type Language, type Lifecycle } from '@lbo/contracts';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth.ts';
import type { CallContext } from '../../platform/context.ts';
import { rowsOf, type Executor } from '../../platform/db.ts';
import { invalid, notFound, refused } from '../../platform/errors.ts';
import { historyFor, recordHistory, refuseUnlessAllowed } from '../../platform/lifecycles.ts';
import { recordHistories } from '../../platform/historyTables.ts';
import { given, siteList } from '../../platform/siteLists.ts';
import { containing, ofCallerSite, plainDecimal } from '../../platform/siteRecords.ts';
import { users } from '../access/tables.ts';
import { carriers } from '../carriers/tables.ts';
import { customsClearanceCompanies } from '../customsClearance/tables.ts';
import { regions } from '../globalCountries/tables.ts';
import { logisticsOrders, logisticsOrderTracks } from '../logisticsOrders/tables.ts';
import { typeOfShippings } from '../typeOfShipping/tables.ts';
import { warehouses } from '../warehouses/tables.ts';
import { transportBagOrders, transportBags, transportShifts, transportShiftTracks } from './tables.ts';

/**
 * Transport shifts (contracts transportShifts.ts): the site list of shifts (fields editable while
 * open, deleted while open and bagless, a history row per action of its table), confirming
 * departure, and shift tracks. Bags and the packaging scan are in bags.service.ts.
 *
 * Lock order, everywhere in this area: a bag (or all the shift's bags), then orders, then the shift
 * row last. A scanner's work locks its own bag and order and takes the shift's row only for its last
 * write (UsedWeight, judged again in that update), so scanners at different bags of one shift wait
 * on each other only that long. Departure locks the shift's bags first, so no bagging is half done.
 * Making a bag locks only the shift; tracks lock nothing but the rows they write.
 */

const { ShiftStatus, BagStatus, shiftLifecycle, bagLifecycle } = contract;
export type Shift = typeof transportShifts.$inferSelect;

const day = () => new Date().toISOString().slice(2, 10).replace(/-/g, '');
const distinct = <T>(values: readonly T[]) => [...new Set(values)];

/** Every id of `wanted` must be one of the site's rows of `table`: the first that is not is refused, named. */
async function requireOfSite(tx: Executor, wanted: readonly number[], found: Promise<{ id: number }[]>, field: string, key: 'ShiftWarehouseNotFound' | 'ShiftCarrierNotFound' | 'ShiftTypeOfShippingNotFound') {
  const have = new Set((await found).map((r) => r.id));
  const missing = wanted.find((id) => !have.has(id));
  if (missing !== undefined) throw invalid(field, key, { value: missing });
}

/** The shift's references: warehouses, shipping types, carriers and clearance company of its site; a real country. */
async function checkReferences(tx: Executor, siteId: number, f: contract.ShiftFields) {
  await requireOfSite(tx, f.WarehouseIds, tx.select({ id: warehouses.id }).from(warehouses).where(and(eq(warehouses.siteId, siteId), inArray(warehouses.id, [...f.WarehouseIds]))), 'WarehouseIds', 'ShiftWarehouseNotFound');
  await requireOfSite(tx, f.TypeOfShippingIds, tx.select({ id: typeOfShippings.id }).from(typeOfShippings).where(and(eq(typeOfShippings.siteId, siteId), inArray(typeOfShippings.id, [...f.TypeOfShippingIds]))), 'TypeOfShippingIds', 'ShiftTypeOfShippingNotFound');
  await requireOfSite(tx, f.CarrierIds, tx.select({ id: carriers.id }).from(carriers).where(and(eq(carriers.siteId, siteId), inArray(carriers.id, [...f.CarrierIds]))), 'CarrierIds', 'ShiftCarrierNotFound');
  const [company] = await tx.select({ id: customsClearanceCompanies.id }).from(customsClearanceCompanies).where(and(eq(customsClearanceCompanies.siteId, siteId), eq(customsClearanceCompanies.id, f.CustomsClearanceCompanyId)));
  if (!company) throw invalid('CustomsClearanceCompanyId', 'ShiftClearanceCompanyNotFound');
  const [country] = await tx.select({ id: regions.id }).from(regions).where(and(eq(regions.level, 1), eq(regions.code, f.DestinationCountryCode)));
  if (!country) throw invalid('DestinationCountryCode', 'ShiftCountryNotFound', { value: f.DestinationCountryCode });
}

const namesOf = async (tx: Executor, ids: number[], read: (ids: number[]) => Promise<{ id: number; name: string }[]>) => new Map((ids.length === 0 ? [] : await read(ids)).map((r) => [r.id, r.name]));

/** The actions a shift row offers: its table's, less deleting one with bags and the actions not taken from a row. */
const shiftActions = (status: number, bagCount: number) => shiftLifecycle.actionsFrom(status as contract.ShiftStatus, 'backstage').filter((a) => a !== 'Create' && a !== 'Arrive' && a !== 'AddBag' && !(a === 'Delete' && bagCount > 0));

export const shiftList = siteList({
  table: transportShifts,
  entity: 'TransportShift',
  contract: contract.shiftFields,
  lock: true,
  fields: {
    Name: transportShifts.name,
    MaxLength: transportShifts.maxLength,
    MaxWidth: transportShifts.maxWidth,
    MaxHeight: transportShifts.maxHeight,
    MaxWeight: transportShifts.maxWeight,
    BearableWeight: transportShifts.bearableWeight,
    WarehouseIds: transportShifts.warehouseIds,
    TypeOfShippingIds: transportShifts.typeOfShippingIds,
    CarrierIds: transportShifts.carrierIds,
    CustomsClearanceCompanyId: transportShifts.customsClearanceCompanyId,
    DestinationCountryCode: transportShifts.destinationCountryCode,
    DepartureDate: transportShifts.departureDate,
    EstimatedArrivalDate: transportShifts.estimatedArrivalDate,
    Remarks: transportShifts.remarks,
  },
  shown: { SerialNumber: transportShifts.serialNumber },
  hooks: {
    beforeWrite: async (tx, { actor, siteId, fields, before }) => {
      const f = { ...fields, WarehouseIds: distinct(fields.WarehouseIds), TypeOfShippingIds: distinct(fields.TypeOfShippingIds), CarrierIds: distinct(fields.CarrierIds) };
      if (before) {
        refuseUnlessAllowed(shiftLifecycle, before.status as contract.ShiftStatus, 'Edit', 'backstage', 'Id');
        if (new Decimal(f.BearableWeight).lessThan(before.usedWeight)) throw invalid('BearableWeight', 'TooSmall', { minimum: plainDecimal(before.usedWeight) });
      }
      await checkReferences(tx, siteId, f);
      if (before) {
        await recordHistory(tx, shiftLifecycle, actor, { siteId, ownerId: null, recordId: before.id, action: 'Edit', from: before.status as contract.ShiftStatus });
        return { warehouseIds: f.WarehouseIds, typeOfShippingIds: f.TypeOfShippingIds, carrierIds: f.CarrierIds, updatedAt: new Date() };
      }
      // A new shift's number: its id (drawn first) after the day, unique in the site as the id is everywhere.
      const [next] = rowsOf<{ id: number }>(await tx.execute(sql`select nextval(pg_get_serial_sequence('transport_shifts', 'id'))::int as id`));
      return { id: next!.id, serialNumber: `TS${day()}${String(next!.id).padStart(5, '0')}`, warehouseIds: f.WarehouseIds, typeOfShippingIds: f.TypeOfShippingIds, carrierIds: f.CarrierIds };
    },
    afterAdd: async (tx, { actor, row }) => {
      await recordHistory(tx, shiftLifecycle, actor, { siteId: row.siteId, ownerId: null, recordId: row.id, action: 'Create', from: null, details: { SerialNumber: row.serialNumber, Name: row.name } });
    },
    beforeDelete: async (tx, row) => {
      refuseUnlessAllowed(shiftLifecycle, row.status as contract.ShiftStatus, 'Delete', 'backstage', 'Id');
      const [bags] = await tx.select({ n: sql<number>`count(*)::int` }).from(transportBags).where(eq(transportBags.shiftId, row.id));
      if ((bags?.n ?? 0) > 0) throw refused('ShiftHasBags', { name: row.name, count: bags!.n });
    },
  },
  filters: (q: z.output<typeof contract.shiftQuery>) => [
    given(q.Name, (v) => containing(transportShifts.name, v)),
    given(q.SerialNumber, (v) => containing(transportShifts.serialNumber, v)),
    given(q.Status, (v) => eq(transportShifts.status, v)),
    given(q.WarehouseId, (v) => sql`${transportShifts.warehouseIds} @> array[${v}]::int[]`),
  ],
  order: () => [desc(transportShifts.id)],
  extra: async (tx, rows) => {
    const all = (pick: (r: Shift) => number[]) => distinct(rows.flatMap(pick));
    const ids = rows.map((r) => r.id);
    const [warehouseNames, shippingNames, carrierNames, companyNames, counts, countries] = await Promise.all([
      namesOf(tx, all((r) => r.warehouseIds), (list) => tx.select({ id: warehouses.id, name: warehouses.name }).from(warehouses).where(inArray(warehouses.id, list))),
      namesOf(tx, all((r) => r.typeOfShippingIds), (list) => tx.select({ id: typeOfShippings.id, name: typeOfShippings.name }).from(typeOfShippings).where(inArray(typeOfShippings.id, list))),
      namesOf(tx, all((r) => r.carrierIds), (list) => tx.select({ id: carriers.id, name: carriers.name }).from(carriers).where(inArray(carriers.id, list))),
      namesOf(tx, all((r) => [r.customsClearanceCompanyId]), (list) => tx.select({ id: customsClearanceCompanies.id, name: customsClearanceCompanies.name }).from(customsClearanceCompanies).where(inArray(customsClearanceCompanies.id, list))),
      ids.length === 0
        ? []
        : tx
            .select({ shiftId: transportBags.shiftId, bags: sql<number>`count(*)::int`, orders: sql<number>`coalesce(sum(${transportBags.orderCount}), 0)::int` })
            .from(transportBags)
            .where(inArray(transportBags.shiftId, ids))
            .groupBy(transportBags.shiftId),
      countryNames(
        tx,
        rows.map((r) => r.destinationCountryCode),
      ),
    ]);
    const countOf = new Map(counts.map((c) => [c.shiftId, c]));
    return (r) => {
      const c = countOf.get(r.id);
      return {
        SerialNumber: r.serialNumber,
        Status: r.status,
        UsedWeight: plainDecimal(r.usedWeight),
        BagCount: c?.bags ?? 0,
        OrderCount: c?.orders ?? 0,
        WarehouseNames: r.warehouseIds.map((id) => warehouseNames.get(id) ?? String(id)),
        TypeOfShippingNames: r.typeOfShippingIds.map((id) => shippingNames.get(id) ?? String(id)),
        CarrierNames: r.carrierIds.map((id) => carrierNames.get(id) ?? String(id)),
        CustomsClearanceCompanyName: companyNames.get(r.customsClearanceCompanyId) ?? '',
        DestinationCountryName: countries.get(r.destinationCountryCode)?.name ?? r.destinationCountryCode,
        DepartedTime: r.departedAt?.toISOString() ?? '',
        ArrivedTime: r.arrivedAt?.toISOString() ?? '',
        Actions: shiftActions(r.status, c?.bags ?? 0),
      };
    };
  },
});

type CountryName = { name: string; nameZhTw: string | null; nameEn: string | null };
async function countryNames(tx: Executor, codes: string[]): Promise<Map<string, CountryName>> {
  const list = distinct(codes);
  if (list.length === 0) return new Map();
  const rows = await tx.select({ code: regions.code, name: regions.name, nameZhTw: regions.nameZhTw, nameEn: regions.nameEn }).from(regions).where(and(eq(regions.level, 1), inArray(regions.code, list)));
  return new Map(rows.map((r) => [r.code, r]));
}
const countryIn = (c: CountryName | undefined, code: string, language: Language) => (c ? (language === 'en' ? (c.nameEn ?? c.name) : language === 'zh-TW' ? (c.nameZhTw ?? c.name) : c.name) : code);

/** The list's rows with the destination named in the caller's language. */
export async function listShifts(ctx: CallContext, actor: Actor, q: z.output<typeof contract.shiftQuery>) {
  const page = await shiftList.list(ctx.tx, actor, q);
  const names = await countryNames(
    ctx.tx,
    page.Data.map((r) => r.DestinationCountryCode),
  );
  return { ...page, Data: page.Data.map((r) => ({ ...r, DestinationCountryName: countryIn(names.get(r.DestinationCountryCode), r.DestinationCountryCode, ctx.language) })) };
}

export async function shiftDetail(ctx: CallContext, actor: Actor, id: number) {
  const row = await shiftList.detail(ctx.tx, actor, id);
  const names = await countryNames(ctx.tx, [row.DestinationCountryCode]);
  const [history, tracks] = await Promise.all([historyFor(ctx.tx, [shiftLifecycle as Lifecycle<number, string>], id, actor), shiftTracks(ctx, actor, id)]);
  return { ...row, DestinationCountryName: countryIn(names.get(row.DestinationCountryCode), row.DestinationCountryCode, ctx.language), History: history, Tracks: tracks };
}

/** The shifts of the caller's site in one state (every state when none is named), newest first: the screens' choice and the filters. */
export async function selectShifts(tx: Executor, actor: Actor, q: { SiteId?: number | undefined; Status?: number | undefined } | undefined) {
  const siteId = await shiftList.siteOf(tx, actor, q?.SiteId);
  const rows = await tx
    .select()
    .from(transportShifts)
    .where(and(...ofCallerSite(transportShifts.siteId, actor), siteId ? eq(transportShifts.siteId, siteId) : undefined, q?.Status === undefined ? undefined : eq(transportShifts.status, q.Status)))
    .orderBy(desc(transportShifts.id))
    .limit(200);
  return rows.map((r) => ({ Id: r.id, Name: r.name, SerialNumber: r.serialNumber, Status: r.status, UsedWeight: plainDecimal(r.usedWeight), BearableWeight: plainDecimal(r.bearableWeight), MaxWeight: plainDecimal(r.maxWeight) }));
}

/** The caller's site's shift, locked for the change (the area's first lock). */
export async function lockShift(tx: Executor, actor: Actor, id: number): Promise<Shift> {
  const [row] = await tx
    .select()
    .from(transportShifts)
    .where(and(eq(transportShifts.id, id), ...ofCallerSite(transportShifts.siteId, actor)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

// ── Departure ────────────────────────────────────────────────────────────────────────────────

/**
 * Confirms a shift's departure, irreversibly, in one transaction: every bagged order must be
 * Packed and not frozen (its Depart action allowed), else refused naming it; then all of them at
 * once get `packing_locked` and move Packed → Outbound (one update, one history row each, written
 * in one insert), its bags depart, and the shift is Departed. A shift with no bagged order is refused.
 */
export async function departShift(ctx: CallContext, actor: Actor, id: number) {
  const { tx } = ctx;
  const found = await shiftList.find(tx, actor, id);
  // The area's lock order: the shift's bags, then their orders, then the shift (bagging takes a bag, an order, then the shift).
  await tx.select({ id: transportBags.id }).from(transportBags).where(eq(transportBags.shiftId, found.id)).orderBy(asc(transportBags.id)).for('update');
  const orders = await tx
    .select({ o: logisticsOrders, bag: transportBags.bagNumber })
    .from(transportBagOrders)
    .innerJoin(logisticsOrders, eq(logisticsOrders.id, transportBagOrders.orderId))
    .innerJoin(transportBags, eq(transportBags.id, transportBagOrders.bagId))
    .where(eq(transportBagOrders.shiftId, found.id))
    .orderBy(asc(logisticsOrders.id))
    .for('update', { of: logisticsOrders });
  const shift = await lockShift(tx, actor, found.id);
  refuseUnlessAllowed(shiftLifecycle, shift.status as contract.ShiftStatus, 'Depart', 'backstage', 'Id');
  if (orders.length === 0) throw refused('ShiftNoBaggedOrders', { field: 'Id', name: shift.name });
  for (const { o, bag } of orders) {
    if (o.freezeStatus === orderContract.FreezeStatus.Frozen) throw refused('ShiftOrderFrozen', { field: 'Id', number: o.serialNumber, bag });
    if (o.status !== orderContract.OrderStatus.Packed) throw refused('BagOrderNotPacked', { field: 'Id', number: o.serialNumber, state: orderContract.orderLifecycle.names.states[o.status as orderContract.OrderStatus] });
  }
  const ids = orders.map((r) => r.o.id);
  const now = new Date();
  const moved = await tx
    .update(logisticsOrders)
    .set({ status: orderContract.OrderStatus.Outbound, packingLocked: true, updatedAt: now })
    .where(and(inArray(logisticsOrders.id, ids), eq(logisticsOrders.status, orderContract.OrderStatus.Packed)))
    .returning({ id: logisticsOrders.id });
  if (moved.length !== ids.length) throw notFound();
  await tx.insert(recordHistories).values(
    orders.map(({ o, bag }) => ({
      siteId: o.siteId,
      ownerId: o.ownerId,
      record: orderContract.orderLifecycle.record,
      recordId: o.id,
      action: 'Depart',
      fromState: orderContract.OrderStatus.Packed,
      toState: orderContract.OrderStatus.Outbound,
      actorId: actor.userId,
      details: { SerialNumber: o.serialNumber, Shift: shift.serialNumber, BagNumber: bag, PackingLocked: true },
    })),
  );
  const bags = await tx
    .update(transportBags)
    .set({ status: BagStatus.Departed, updatedAt: now })
    .where(and(eq(transportBags.shiftId, shift.id), eq(transportBags.status, BagStatus.Open)))
    .returning({ id: transportBags.id, bagNumber: transportBags.bagNumber });
  for (const b of bags) await recordHistory(tx, bagLifecycle, actor, { siteId: shift.siteId, ownerId: null, recordId: b.id, action: 'Depart', from: BagStatus.Open, details: { BagNumber: b.bagNumber } });
  await tx.update(transportShifts).set({ status: ShiftStatus.Departed, departedAt: now, updatedAt: now }).where(eq(transportShifts.id, shift.id));
  await recordHistory(tx, shiftLifecycle, actor, { siteId: shift.siteId, ownerId: null, recordId: shift.id, action: 'Depart', from: ShiftStatus.Open, details: { Orders: ids.length, Bags: bags.length } });
  return { Id: shift.id, Status: ShiftStatus.Departed, OrderCount: ids.length, BagCount: bags.length };
}

// ── Shift tracks ─────────────────────────────────────────────────────────────────────────────

const trackRowOf = (t: typeof transportShiftTracks.$inferSelect, language: Language, by: string) => ({
  Id: t.id,
  TrackTime: t.trackTime.toISOString(),
  Place: t.place,
  Text: t.texts[language],
  Texts: t.texts,
  OrderCount: t.orderCount,
  CreatedBy: by,
  CreationTime: t.createdAt.toISOString(),
});

/**
 * A shift's track reaches every order in it as an order track, in bulk: one insert of the orders'
 * tracks, one of their history rows (the orders' AddTrack), one update of their latest track where
 * it is the newest. The customer sees it on their order as any track.
 */
export async function addShiftTrack(ctx: CallContext, actor: Actor, body: z.output<typeof contract.shiftTrackBody>) {
  const { tx } = ctx;
  // Read, not locked: the orders' rows it updates are locked by bagging before the shift's (shifts.service.ts lock order).
  const shift = await shiftList.find(tx, actor, body.Id);
  refuseUnlessAllowed(shiftLifecycle, shift.status as contract.ShiftStatus, 'AddTrack', 'backstage', 'Id');
  const texts = { 'zh-CN': body.TextZhCn || body.Text || body.TextEn || body.TextZhTw, 'zh-TW': body.TextZhTw || body.Text || body.TextZhCn || body.TextEn, en: body.TextEn || body.Text || body.TextZhCn || body.TextZhTw };
  const trackTime = new Date(`${body.TrackTime.length === 10 ? `${body.TrackTime} 00:00:00` : body.TrackTime}Z`.replace(' ', 'T'));
  const inShift = sql`(select ${transportBagOrders.orderId} from ${transportBagOrders} where ${transportBagOrders.shiftId} = ${shift.id})`;
  const reached = await tx.execute(sql`
    insert into ${logisticsOrderTracks} (site_id, owner_id, order_id, track_time, place, texts, created_by)
    select o.site_id, o.owner_id, o.id, ${trackTime.toISOString()}::timestamptz, ${body.Place}, ${JSON.stringify(texts)}::jsonb, ${actor.userId}
    from ${logisticsOrders} o where o.id in ${inShift}
    returning order_id`);
  const count = rowsOf(reached).length;
  if (count > 0) {
    await tx.execute(sql`
      insert into ${recordHistories} (site_id, owner_id, record, record_id, action, from_state, to_state, actor_id, details)
      select o.site_id, o.owner_id, ${orderContract.orderLifecycle.record}, o.id, 'AddTrack', o.status, o.status, ${actor.userId},
        jsonb_build_object('SerialNumber', o.serial_number, 'Track', ${texts[ctx.language]}::text, 'TrackTime', ${body.TrackTime}::text, 'Shift', ${shift.serialNumber}::text)
      from ${logisticsOrders} o where o.id in ${inShift}`);
    await tx.execute(sql`
      update ${logisticsOrders} set latest_track = ${JSON.stringify(texts)}::jsonb, latest_track_at = ${trackTime.toISOString()}::timestamptz, updated_at = now()
      where id in ${inShift} and (latest_track_at is null or latest_track_at <= ${trackTime.toISOString()}::timestamptz)`);
  }
  const [track] = await tx.insert(transportShiftTracks).values({ siteId: shift.siteId, shiftId: shift.id, trackTime, place: body.Place, texts, orderCount: count, createdBy: actor.userId }).returning();
  await recordHistory(tx, shiftLifecycle, actor, { siteId: shift.siteId, ownerId: null, recordId: shift.id, action: 'AddTrack', from: shift.status as contract.ShiftStatus, details: { Track: texts[ctx.language], TrackTime: body.TrackTime, Orders: count } });
  const [me] = await tx.select({ name: users.userName }).from(users).where(eq(users.id, actor.userId));
  return trackRowOf(track!, ctx.language, me?.name ?? '');
}

export async function shiftTracks(ctx: CallContext, actor: Actor, id: number) {
  const { tx } = ctx;
  await shiftList.find(tx, actor, id);
  const rows = await tx
    .select({ t: transportShiftTracks, by: users.userName })
    .from(transportShiftTracks)
    .leftJoin(users, eq(users.id, transportShiftTracks.createdBy))
    .where(eq(transportShiftTracks.shiftId, id))
    .orderBy(desc(transportShiftTracks.trackTime), desc(transportShiftTracks.id));
  return rows.map((r) => trackRowOf(r.t, ctx.language, r.by ?? ''));
}
