import { and, asc, desc, eq, exists, ilike, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { views as contract } from '@lbo/contracts';
import type { z } from 'zod';
import { advisoryKey } from '../../platform/advisoryLocks.ts';
import type { Executor } from '../../platform/db.ts';
import { invalid } from '../../platform/errors.ts';
import { given, siteList } from '../../platform/siteLists.ts';
import { holdersOfView } from './administration.ts';
import { roleButtons, viewButtons, views } from './tables.ts';

/**
 * Views and their buttons (contracts views.ts says who may do what): a siteless list (product-wide,
 * written by platform staff only) whose record owns its buttons. The code is unique, and so is a
 * button key across all views (a page checks the key alone). Writes are serialised by an advisory
 * lock, so two concurrent saves cannot both take a code or a key.
 */

type Button = typeof viewButtons.$inferSelect;
type Query = z.output<typeof contract.viewQuery>;

async function lockViews(tx: Executor) {
  await tx.execute(sql`select pg_advisory_xact_lock(${advisoryKey('views')}::int, 0::int)`);
}

async function buttonsOf(tx: Executor, viewIds: number[]): Promise<Map<number, Button[]>> {
  if (viewIds.length === 0) return new Map();
  const rows = await tx.select().from(viewButtons).where(inArray(viewButtons.viewId, viewIds)).orderBy(asc(viewButtons.id));
  const map = new Map<number, Button[]>();
  for (const b of rows) map.set(b.viewId, [...(map.get(b.viewId) ?? []), b]);
  return map;
}

const buttonInfo = (buttons: Button[] = []) => buttons.map((b) => ({ Id: b.id, Key: b.key, Name: b.name }));

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Keys are unique within the body and across other views; buttons named by Id must be this view's. */
async function checkButtons(tx: Executor, buttons: z.output<typeof contract.viewButton>[], own: Button[], selfId?: number) {
  const seen = new Set<string>();
  const ownIds = new Set(own.map((b) => b.id));
  for (const [i, b] of buttons.entries()) {
    if (b.Id !== undefined && !ownIds.has(b.Id)) throw invalid(`Buttons.${i}.Id`, 'ButtonNotOfView', { value: b.Id });
    if (seen.has(b.Key)) throw invalid(`Buttons.${i}.Key`, 'ButtonKeyRepeated', { value: b.Key });
    seen.add(b.Key);
  }
  if (buttons.length === 0) return;
  const conditions = [inArray(viewButtons.key, [...seen])];
  if (selfId !== undefined) conditions.push(ne(viewButtons.viewId, selfId));
  const [taken] = await tx.select({ key: viewButtons.key }).from(viewButtons).where(and(...conditions)).limit(1);
  if (taken) throw invalid(`Buttons.${buttons.findIndex((b) => b.Key === taken.key)}.Key`, 'ButtonKeyTaken', { value: taken.key });
}

export const viewList = siteList({
  table: views,
  siteless: true,
  entity: 'View',
  contract: contract.viewFields,
  fields: { Name: views.name, Code: views.code },
  // A view's population is chosen when it is created (the add body names it) and never changes.
  shown: { Population: views.population },
  unique: [{ field: 'Code', column: views.code, value: (f) => f.Code }],
  owned: {
    read: async (tx, row) => ({ Buttons: buttonInfo((await buttonsOf(tx, [row.id])).get(row.id)) }),
    // Saving keeps the buttons it names by Id (so roles keep their grants), adds the new ones and deletes the others with their grants.
    replace: async (tx, row, { Buttons: buttons }) => {
      const kept = buttons.flatMap((b) => (b.Id === undefined ? [] : [b.Id]));
      await tx.delete(viewButtons).where(and(eq(viewButtons.viewId, row.id), kept.length ? notInArray(viewButtons.id, kept) : undefined));
      // Two steps, so keys may be swapped between buttons of the view without meeting the unique index half way.
      for (const id of kept) await tx.update(viewButtons).set({ key: `#renaming#${id}` }).where(eq(viewButtons.id, id));
      for (const b of buttons) {
        if (b.Id !== undefined) await tx.update(viewButtons).set({ key: b.Key, name: b.Name }).where(eq(viewButtons.id, b.Id));
        else await tx.insert(viewButtons).values({ viewId: row.id, key: b.Key, name: b.Name });
      }
    },
  },
  hooks: {
    beforeWrite: async (tx, { fields, before }) => {
      await lockViews(tx);
      if (before) return void (await checkButtons(tx, fields.Buttons, (await buttonsOf(tx, [before.id])).get(before.id) ?? [], before.id));
      await checkButtons(tx, fields.Buttons, []);
      return { population: (fields as z.output<typeof contract.establishViewBody>).Population };
    },
    beforeDelete: (tx) => lockViews(tx),
  },
  // Told before the change: holders of a button that is removed lose it.
  concerned: (tx, row) => holdersOfView(tx, row.id, row.population),
  filters: (q: Query) => [
    given(q.Population, (population) => eq(views.population, population)),
    given(q.Name, (name) => ilike(views.name, `%${escapeLike(name)}%`)),
    given(q.Code, (code) => ilike(views.code, `%${escapeLike(code)}%`)),
    given(q.Key, (key) => exists(sql`(select 1 from ${viewButtons} where ${viewButtons.viewId} = ${views.id} and ${viewButtons.key} ilike ${`%${escapeLike(key)}%`})`)),
  ],
  order: (q) => [q.descendingOrder ? desc(views.id) : asc(views.id)],
  extra: async (tx, rows) => {
    const buttons = await buttonsOf(
      tx,
      rows.map((r) => r.id),
    );
    return (row) => ({ Buttons: buttonInfo(buttons.get(row.id)) });
  },
  detailExtra: async (tx, row) => {
    const ids = ((await buttonsOf(tx, [row.id])).get(row.id) ?? []).map((b) => b.id);
    const [roles] = ids.length ? await tx.select({ n: sql<number>`count(distinct ${roleButtons.roleId})::int` }).from(roleButtons).where(inArray(roleButtons.buttonId, ids)) : [];
    return { RoleCount: roles?.n ?? 0 };
  },
});
