import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db.ts';
import { buildRegions } from './regionData.ts';
import { regions } from './tables.ts';

/** Rows per statement: each batch travels as one JSON parameter, so the count of bind parameters never limits it. */
const BATCH = 10_000;

/**
 * Load the national data once: when the regions table is empty, insert every country and region in
 * a few set-based statements (JSON batches unpacked by the database, not a statement per row). A
 * second start finds the rows and does nothing; two processes starting together on one database
 * both insert with `on conflict do nothing`, so neither fails and nothing is doubled.
 */
export async function ensureRegions(db: Executor): Promise<void> {
  const [loaded] = await db.select({ id: regions.id }).from(regions).limit(1);
  if (loaded) return;
  const seeds = buildRegions();
  for (let start = 0; start < seeds.length; start += BATCH) {
    const batch = JSON.stringify(seeds.slice(start, start + BATCH));
    await db.execute(sql`
      insert into regions (id, parent_id, level, code, alpha3, name, name_zh_tw, name_en, phone_code, has_children, sort)
      select r.id, r."parentId", r.level, r.code, r.alpha3, r.name, r."nameZhTw", r."nameEn", r."phoneCode", r."hasChildren", r.sort
      from json_to_recordset(${batch}::json) as r(id int, "parentId" int, level smallint, code text, alpha3 text, name text, "nameZhTw" text,
        "nameEn" text, "phoneCode" text, "hasChildren" boolean, sort int)
      on conflict (id) do nothing`);
  }
}
