import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { globalCountries as contract, Language, warehouse } from '@lbo/contracts';
import type { z } from 'zod';
import type { Executor } from '../../platform/db.ts';
import { regions } from './tables.ts';

/**
 * Countries and regions: read-only national data. The cascade loads one level at a time by parent;
 * the browsing page lists a region's children or searches every level, each row with its path.
 */

type Row = typeof regions.$inferSelect;
type Query = z.output<typeof contract.regionQuery>;

/** The name in the caller's language; a region whose source has no such name keeps its own. */
function regionName(row: Pick<Row, 'name' | 'nameZhTw' | 'nameEn'>, language: Language): string {
  if (language === 'en') return row.nameEn ?? row.name;
  if (language === 'zh-TW') return row.nameZhTw ?? row.name;
  return row.name;
}

/**
 * Addresses keep their regions as chosen (Id, Code, Name), so a record still reads if a region later
 * leaves the list. They are shown in the caller's language from the list, in the kept name otherwise:
 * one "country / province / city..." trail per address.
 */
export async function regionTrails(tx: Executor, addresses: readonly (readonly warehouse.RegionRef[])[], language: Language): Promise<string[]> {
  return (await regionNames(tx, addresses, language)).map((names) => names.join(' / '));
}

/** Each address's region names from the country down, in the caller's language (as for `regionTrails`). */
export async function regionNames(tx: Executor, addresses: readonly (readonly warehouse.RegionRef[])[], language: Language): Promise<string[][]> {
  const ids = [...new Set(addresses.flatMap((refs) => refs.map((r) => r.Id)))];
  const rows = ids.length === 0 ? [] : await tx.select({ id: regions.id, name: regions.name, nameZhTw: regions.nameZhTw, nameEn: regions.nameEn }).from(regions).where(inArray(regions.id, ids));
  const names = new Map(rows.map((r) => [r.id, regionName(r, language)]));
  return addresses.map((refs) => refs.map((r) => names.get(r.Id) ?? r.Name));
}

const COLLATION: Record<Language, string> = { 'zh-CN': 'zh-Hans-CN', 'zh-TW': 'zh-Hant-TW', en: 'en' };

/** The regions under `parentId`, or the countries: those the loaded trees cover first, then by name in the caller's language. */
export async function regionsByParent(tx: Executor, parentId: number | undefined, language: Language) {
  const rows = await tx
    .select()
    .from(regions)
    .where(parentId === undefined ? isNull(regions.parentId) : eq(regions.parentId, parentId))
    .orderBy(asc(regions.sort));
  const nodes = rows.map((r) => ({ Id: r.id, Name: regionName(r, language), HasChildren: r.hasChildren, PhoneCode: r.phoneCode, Code: r.code }));
  if (parentId !== undefined) return nodes;
  const collator = new Intl.Collator(COLLATION[language]);
  return nodes.sort((a, b) => Number(b.HasChildren) - Number(a.HasChildren) || collator.compare(a.Name, b.Name));
}

/** `%text%` for ILIKE, with the pattern characters taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** Each region's ancestors' names and Ids, from its country down to itself (regions are at most five levels deep). */
async function pathsOf(tx: Executor, rows: readonly Row[], language: Language): Promise<Map<number, { names: string[]; ids: number[] }>> {
  const known = new Map<number, Row>(rows.map((r) => [r.id, r]));
  let missing = [...new Set(rows.map((r) => r.parentId).filter((id): id is number => id !== null && !known.has(id)))];
  while (missing.length > 0) {
    const parents = await tx.select().from(regions).where(inArray(regions.id, missing));
    for (const p of parents) known.set(p.id, p);
    missing = [...new Set(parents.map((p) => p.parentId).filter((id): id is number => id !== null && !known.has(id)))];
  }
  const paths = new Map<number, { names: string[]; ids: number[] }>();
  for (const r of rows) {
    const path = { names: [] as string[], ids: [] as number[] };
    for (let at: Row | undefined = r; at; at = at.parentId === null ? undefined : known.get(at.parentId)) {
      path.names.unshift(regionName(at, language));
      path.ids.unshift(at.id);
    }
    paths.set(r.id, path);
  }
  return paths;
}

export async function listRegions(tx: Executor, q: Query, language: Language) {
  const conditions: SQL[] = [];
  if (q.Keyword !== undefined) {
    const pattern = containing(q.Keyword);
    conditions.push(or(ilike(regions.name, pattern), ilike(regions.nameZhTw, pattern), ilike(regions.nameEn, pattern), ilike(regions.code, `${q.Keyword.replace(/[\\%_]/g, '\\$&')}%`))!);
  } else {
    conditions.push(q.ParentId === undefined ? isNull(regions.parentId) : eq(regions.parentId, q.ParentId));
  }
  if (q.Level !== undefined) conditions.push(eq(regions.level, q.Level));
  const where = and(...conditions);
  const rows = await tx
    .select()
    .from(regions)
    .where(where)
    .orderBy(asc(regions.level), asc(regions.parentId), asc(regions.sort))
    .limit(q.rows)
    .offset((q.index - 1) * q.rows);
  const [total] = await tx.select({ n: count() }).from(regions).where(where);
  const paths = await pathsOf(tx, rows, language);
  return {
    Data: rows.map((r) => ({
      Id: r.id,
      ParentId: r.parentId,
      Level: r.level,
      Code: r.code,
      Alpha3: r.alpha3,
      Name: regionName(r, language),
      NameZhCn: r.name,
      NameZhTw: r.nameZhTw ?? r.name,
      NameEn: r.nameEn ?? r.name,
      PhoneCode: r.phoneCode,
      HasChildren: r.hasChildren,
      Path: paths.get(r.id)?.names ?? [],
      PathIds: paths.get(r.id)?.ids ?? [],
    })),
    Total: total?.n ?? 0,
  };
}
