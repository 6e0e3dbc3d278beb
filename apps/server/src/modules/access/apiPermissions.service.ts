import { and, asc, count, eq, ilike, inArray, like, type SQL } from 'drizzle-orm';
import { callSummary, type apiPermissions as contract, type Language } from '@lbo/contracts';
import type { z } from 'zod';
import type { Executor } from '../../platform/db.ts';
import { apiPermissions, roleApiPermissions } from './tables.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const LANGUAGES: readonly Language[] = ['zh-CN', 'zh-TW', 'en'];

const summaryOf = (r: { key: string; summary: string }, language: Language) => callSummary({ path: r.key as `/${string}/${string}`, summary: r.summary }, language);

/**
 * The registry grouped by area, paged over the areas (an area's calls stay together), summaries in
 * the caller's language. Content matches the path or the summary in any of the three languages.
 * RoleCount counts the roles the caller can see: their own site's for site staff (row-level security).
 */
export async function listApiPermissions(tx: Executor, q: z.output<typeof contract.apiPermissionQuery>, language: Language): Promise<{ Data: contract.ApiPermissionArea[]; Total: number }> {
  const conditions: SQL[] = [];
  if (q.Area !== undefined) conditions.push(ilike(apiPermissions.area, `%${escapeLike(q.Area)}%`));
  if (q.Access !== undefined) conditions.push(eq(apiPermissions.access, q.Access));
  if (q.Population !== undefined) conditions.push(like(apiPermissions.populations, `%${q.Population}%`));
  const all = await tx
    .select()
    .from(apiPermissions)
    .where(and(...conditions))
    .orderBy(asc(apiPermissions.area), asc(apiPermissions.key));
  const content = q.Content?.toLowerCase();
  const rows = content === undefined ? all : all.filter((r) => [r.key, ...LANGUAGES.map((l) => summaryOf(r, l))].some((text) => text.toLowerCase().includes(content)));
  const areas = new Map<string, typeof rows>();
  for (const r of rows) areas.set(r.area, [...(areas.get(r.area) ?? []), r]);
  // Areas in alphabetical order: the registry has no other meaningful order.
  const names = [...areas.keys()];
  const page = names.slice((q.index - 1) * q.rows, q.index * q.rows);
  const keys = page.flatMap((a) => areas.get(a)!.map((r) => r.key));
  const counts = keys.length
    ? new Map(
        (await tx.select({ key: roleApiPermissions.apiKey, n: count() }).from(roleApiPermissions).where(inArray(roleApiPermissions.apiKey, keys)).groupBy(roleApiPermissions.apiKey)).map((c) => [
          c.key,
          c.n,
        ]),
      )
    : new Map<string, number>();
  return {
    Data: page.map((area) => {
      const calls = areas.get(area)!;
      return {
        Area: area,
        Count: calls.length,
        Children: calls.map((r) => ({ Key: r.key, Area: r.area, Summary: summaryOf(r, language), Access: r.access, Populations: r.populations.split(',').filter(Boolean), RoleCount: counts.get(r.key) ?? 0 })),
      };
    }),
    Total: names.length,
  };
}
