import { and, asc, desc, eq, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { logisticsOrders as contract, type Language } from '@lbo/contracts';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth.ts';
import type { CallContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db.ts';
import { invalid } from '../../platform/errors.ts';
import { carriers } from '../carriers/tables.ts';
import { siteForPublicPage } from '../sites/index.ts';
import { trajectorySchemes, trajectorySchemeSteps } from '../trajectorySchemes/tables.ts';
import { ordersOf } from './faceSheets.ts';
import { act, refuseUnlessOrderAllows, scopeOf, trackStatusOf } from './orders.service.ts';
import { logisticsOrders, logisticsOrderTracks } from './tables.ts';

/**
 * Trajectories (contracts logisticsOrders.ts): a trajectory scheme applied to orders becomes their
 * tracks, and whoever holds an order's or carrier's number follows its events.
 *
 * A scheme's steps are written at once, each at its time: the first its interval after the start,
 * each later one its interval after the one before (as the schemes' own total counts them). Readers
 * see only the events that are due (`track_time <= now()`), so a scheme lays out a journey that
 * unfolds by itself. The public query answers events, the carrier's alias and number and a status:
 * no name, address or price.
 */

const { TrackStatus } = contract;
const HOUR_MS = 3_600_000;

/** `yyyy-mm-dd[ hh:mm:ss]` as the tracks' times are written (as AddTrack reads them). */
const timeOf = (text: string) => new Date(`${text.length === 10 ? `${text} 00:00:00` : text}Z`.replace(' ', 'T'));

export async function applyTrajectoryScheme(ctx: CallContext, actor: Actor, body: z.output<typeof contract.applyTrajectorySchemeBody>) {
  const { tx } = ctx;
  const orders = await ordersOf(tx, actor, body.Ids, true);
  const [scheme] = await tx.select().from(trajectorySchemes).where(eq(trajectorySchemes.id, body.SchemeId));
  // A scheme is used on its own site's orders only (platform staff see every site's).
  if (!scheme || !scheme.isEnabled || orders.some((o) => o.siteId !== scheme.siteId)) throw invalid('SchemeId', 'TrajectorySchemeNotUsable');
  const steps = await tx.select().from(trajectorySchemeSteps).where(eq(trajectorySchemeSteps.schemeId, scheme.id)).orderBy(asc(trajectorySchemeSteps.sequence));
  let at = body.StartTime === undefined ? Date.now() : timeOf(body.StartTime).getTime();
  const events = steps.map((s) => {
    at += s.intervalHours * HOUR_MS;
    return { trackTime: new Date(at), place: s.location, texts: { 'zh-CN': s.content, 'zh-TW': s.content, en: s.content } };
  });
  const now = new Date();
  const due = events.filter((e) => e.trackTime <= now).at(-1);
  for (const o of orders) {
    refuseUnlessOrderAllows(o, 'AddTrack', actor.population);
    const later = due !== undefined && (o.latestTrackAt === null || o.latestTrackAt <= due.trackTime);
    await act(ctx, actor, o.id, 'AddTrack', later ? { latestTrack: due.texts, latestTrackAt: due.trackTime } : {}, { TrajectoryScheme: scheme.name, Tracks: events.length });
    if (events.length > 0) await tx.insert(logisticsOrderTracks).values(events.map((e) => ({ siteId: o.siteId, ownerId: o.ownerId, orderId: o.id, createdBy: actor.userId, ...e })));
  }
  return { Orders: orders.length, Tracks: orders.length * events.length };
}

/** The trajectories of `numbers` (order or carrier numbers) among the orders `scope` lets the caller follow, in the order asked. */
async function trajectories(tx: Executor, scope: SQL[], numbers: readonly string[], language: Language): Promise<contract.Trajectory[]> {
  const upper = numbers.map((n) => n.toUpperCase());
  // Each kind of number by its own index (an OR of the two walks the site; see the list's batch search).
  const named = await tx
    .select({ id: logisticsOrders.id })
    .from(logisticsOrders)
    .where(and(...scope, inArray(logisticsOrders.serialNumber, upper)))
    .union(
      tx
        .select({ id: logisticsOrders.id })
        .from(logisticsOrders)
        .where(and(...scope, ne(logisticsOrders.carrierNo, ''), inArray(logisticsOrders.carrierNo, [...new Set([...numbers, ...upper])]))),
    );
  const orders = named.length === 0 ? [] : await tx.select().from(logisticsOrders).where(inArray(logisticsOrders.id, named.map((r) => r.id)));
  const ids = orders.map((o) => o.id);
  const [events, carrierRows] = await Promise.all([
    ids.length === 0
      ? []
      : tx
          .select({ orderId: logisticsOrderTracks.orderId, trackTime: logisticsOrderTracks.trackTime, place: logisticsOrderTracks.place, texts: logisticsOrderTracks.texts })
          .from(logisticsOrderTracks)
          .where(and(inArray(logisticsOrderTracks.orderId, ids), lte(logisticsOrderTracks.trackTime, sql`now()`)))
          .orderBy(desc(logisticsOrderTracks.trackTime), desc(logisticsOrderTracks.id)),
    ids.length === 0 ? [] : tx.select({ id: carriers.id, name: carriers.name, alias: carriers.alias }).from(carriers).where(inArray(carriers.id, [...new Set(orders.map((o) => o.carrierId))])),
  ]);
  const carrierOf = new Map(carrierRows.map((c) => [c.id, c.alias || c.name]));
  return numbers.map((number, i) => {
    const o = orders.find((x) => x.serialNumber === upper[i] || (x.carrierNo !== '' && (x.carrierNo === number || x.carrierNo === upper[i])));
    if (!o) return { Number: number, Found: false, SerialNumber: '', CarrierNo: '', CarrierName: '', TrackStatus: TrackStatus.AwaitingEvents, Events: [] };
    const own = events.filter((e) => e.orderId === o.id);
    return {
      Number: number,
      Found: true,
      SerialNumber: o.serialNumber,
      CarrierNo: o.carrierNo,
      CarrierName: carrierOf.get(o.carrierId) ?? '',
      TrackStatus: trackStatusOf(o, own.length > 0),
      Events: own.map((e) => ({ Time: e.trackTime.toISOString(), Place: e.place, Text: e.texts[language] })),
    };
  });
}

/** A customer's own orders. */
export const userTrajectories = (tx: Executor, actor: Actor, numbers: readonly string[], language: Language) => trajectories(tx, scopeOf(actor), numbers, language);

/** Anyone: the orders of the site the Host names (the public home's site). */
export async function publicTrajectories(ctx: CallContext, numbers: readonly string[]) {
  const siteId = await siteForPublicPage(ctx.tx, ctx.host);
  return trajectories(ctx.tx, [eq(logisticsOrders.siteId, siteId)], numbers, ctx.language);
}
