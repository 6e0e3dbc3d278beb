import { sql } from 'drizzle-orm';
import { inventory } from '@lbo/contracts';
import type { Executor } from '../../platform/db.ts';
import { rowsOf } from '../../platform/db.ts';
import { commodities } from '../commodities/tables.ts';
import { stockMovements } from '../inventory/tables.ts';


/** The server's time zone: a movement's day is its date there, as the period end and "today" are. */
const serverTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export interface StockLayer {
  commodityId: number;
  /** yyyy-MM-dd */
  inboundDate: string;
  pieces: number;
}

/**
 * A customer's stock in one warehouse at the end of `periodEndDate`, as layers by inbound day, read
 * from the inventory ledger (stock_movements, the movements of that day and before):
 * - goods enter the warehouse's books when a movement takes them into a held bucket from outside
 *   (in transit, or from no bucket: received, found in a count, adjusted up); each such movement is
 *   a layer dated by its day;
 * - goods leave when a movement takes them from a held bucket out (shipped, written off, adjusted
 *   down); what leaves consumes the oldest layers first (FIFO, in movement order), so what remains is
 *   the newest layers adding up to what came in less what went out;
 * - moves between held buckets or shelves of the warehouse (shelving, shelf moves, freezing, marking
 *   defective) neither add nor consume a layer: the day count runs on.
 * One layer per commodity and day (movements of one day are added up), oldest first.
 */
export async function stockLayers(tx: Executor, q: { siteId: number; ownerId: number; warehouseId: number; periodEndDate: string }): Promise<StockLayer[]> {
  const m = stockMovements;
  const held = sql.raw(inventory.HELD_BUCKETS.join(', '));
  const result = await tx.execute(sql`
    with moves as (
      select ${m.id} as id, ${m.commodityId} as commodity_id, ${m.quantity} as quantity,
             (${m.createdAt} at time zone ${serverTimeZone()})::date as day,
             coalesce(${m.toBucket} in (${held}), false) and not coalesce(${m.fromBucket} in (${held}), false) as entering,
             coalesce(${m.fromBucket} in (${held}), false) and not coalesce(${m.toBucket} in (${held}), false) as leaving
      from ${m}
      where ${m.siteId} = ${q.siteId} and ${m.warehouseId} = ${q.warehouseId}
        and ${m.commodityId} in (select ${commodities.id} from ${commodities} where ${commodities.ownerId} = ${q.ownerId})
        and (${m.createdAt} at time zone ${serverTimeZone()})::date <= ${q.periodEndDate}::date
    ),
    layers as (
      select commodity_id, day, quantity, sum(quantity) over (partition by commodity_id order by id) as came_in_through
      from moves where entering
    ),
    gone as (select commodity_id, sum(quantity) as went_out from moves where leaving group by commodity_id)
    select l.commodity_id, to_char(l.day, 'YYYY-MM-DD') as inbound_date,
           sum(least(l.quantity, l.came_in_through - coalesce(g.went_out, 0)))::int as pieces
    from layers l left join gone g on g.commodity_id = l.commodity_id
    where l.came_in_through - coalesce(g.went_out, 0) > 0
    group by l.commodity_id, l.day
    order by l.commodity_id, l.day`);
  return rowsOf<{ commodity_id: number; inbound_date: string; pieces: number }>(result).map((r) => ({ commodityId: r.commodity_id, inboundDate: r.inbound_date, pieces: r.pieces }));
}
