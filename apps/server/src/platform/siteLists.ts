import { and, asc, Column, count, eq, getTableColumns, is, isNull, ne, type GetColumnData, type SQL } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { MessageKey } from '@lbo/contracts';
import { auditHistory, chosenSite, requirePlatformStaff, siteNames } from './siteResources.ts';
import { recordAudit } from './audit.ts';
import type { Actor } from './auth.ts';
import type { Executor } from './db.ts';
import { invalid, notFound } from './errors.ts';
import { ofCallerSite, plainDecimal } from './siteRecords.ts';

/**
 * A site-owned named list (cargo types, currencies, clearance companies...): an area declares its
 * table, audit entity, which column holds each of the contract's fields, its filters, order and own
 * rules, and gets the calls every such list has. What they share:
 * - a row is found by Id within the caller's site, else "not found" (row-level security hides other
 *   sites from site staff; platform staff see every site);
 * - platform staff name the site they work on, site staff always work on their own;
 * - the unique fields are judged in the site (or in the scope a rule names), as `invalid(field, 'Duplicate')`;
 * - add, edit and delete write an audit row (before and after as the edit form reads them) in the
 *   same transaction, so a refused change writes nothing;
 * - list and detail rows carry the site's name and the times, the detail the record's history;
 * - the dropdown offers the rows of one site that pass `offer.when`, in `offer.order`.
 * A list may also hold one population's rows (`population`: organisations and roles of site users or
 * of staff) and the platform's own rows (`unnamedSite`: site_id null, for platform staff naming no site).
 * A `siteless` list holds product-wide rows (menus, views): no site column, every caller reads them
 * all, only platform staff write them.
 */

/** The columns every site list's table has (a siteless list's table has no site, and may keep no update time). */
export type SiteListTable = PgTable & { id: PgColumn; createdAt: PgColumn; siteId?: PgColumn; updatedAt?: PgColumn };
/** A stored row of such a table (its site is null where the list keeps the platform's own rows). */
export type SiteListRow<T extends SiteListTable> = T['$inferSelect'] & { id: number; createdAt: Date };
/** The site of a row: a site's id, or null for the platform's own rows (and a siteless list's). */
export type SiteOf<T extends SiteListTable> = SiteListRow<T> extends { siteId: infer S } ? S : null;

/** What every list query carries: the page and, for platform staff, the site. */
export interface SiteListQuery {
  index: number;
  rows: number;
  SiteId?: number;
}

/** Tells users a change concerns them, once the transaction has committed (the route's `ctx.afterCommit`). */
export type Announce = (userIds: readonly number[]) => void;

/** One value that must not repeat: among the site's rows, or among those `among` keeps (e.g. siblings). */
export interface UniqueRule<Fields> {
  field: string;
  column: Column;
  /** The value to judge; empty or absent values are not judged (an optional alias). */
  value: (fields: Fields) => string | null | undefined;
  among?: (fields: Fields) => SQL;
}

export interface SiteListHooks<T extends SiteListTable, Fields> {
  /**
   * Runs before the unique rules on add and edit (`before` on edit): locks and the area's own checks.
   * What it answers is written with the fields: columns the server copies from elsewhere (an upload's name and size).
   */
  beforeWrite?: (tx: Executor, change: { actor: Actor; siteId: SiteOf<T>; fields: Fields; before?: SiteListRow<T> }) => Promise<void | Partial<T['$inferInsert']>>;
  /** Runs before a row is deleted: refusals ("in use") and the rows that go with it. */
  beforeDelete?: (tx: Executor, row: SiteListRow<T>) => Promise<void>;
  /** Runs after a row is added, before its audit: what goes with a new record (the adder's access to it). */
  afterAdd?: (tx: Executor, change: { actor: Actor; row: SiteListRow<T> }) => Promise<void>;
}

/** Rows the record owns and saves with it (a scheme's steps): read into its edit form, replaced whole on save. */
export interface OwnedRows<T extends SiteListTable, Fields, Owned> {
  read: (tx: Executor, row: SiteListRow<T>) => Promise<Owned>;
  replace: (tx: Executor, row: SiteListRow<T>, fields: Fields) => Promise<void>;
}

/** What a column holds as a row reads it (numeric: decimal text) and what it takes (null when it may be empty). */
type Accepts<C extends Column> = C['_']['notNull'] extends true ? C['_']['data'] : C['_']['data'] | null | undefined;

/**
 * A contract field held in one column but converted on the way (money shown with its decimals, an
 * open end read as '', scope ids written without repeats): the escape hatch of `fields`.
 */
export const converted = <C extends Column, How extends { read?: (stored: GetColumnData<C>) => unknown; write?: (value: never) => Accepts<C> }>(column: C, how: How) => ({ column, ...how });

/** Each contract field by name: its column, or its column with conversions. */
export type FieldColumns = Record<string, Column | { column: Column; read?: (stored: never) => unknown; write?: (value: never) => unknown }>;

type ReadOf<M> = M extends Column ? GetColumnData<M> : M extends { read: (stored: never) => infer Read } ? Read : M extends { column: infer C extends Column } ? GetColumnData<C> : never;
type WriteOf<M> = M extends Column ? Accepts<M> : M extends { write: (value: infer Write) => unknown } ? Write : M extends { column: infer C extends Column } ? Accepts<C> : never;

/** A row as the contract's edit form reads it, from the declared columns. */
export type InfoOf<M extends FieldColumns, Site = number> = { Id: number; SiteId: Site } & { -readonly [K in keyof M]: ReadOf<M[K]> };

/** Every declared field is one of the contract's and its value fits the column (a compile error names the field otherwise). */
type Fitting<M, Fields> = {
  [K in keyof M]: K extends keyof Fields ? ([Fields[K]] extends [WriteOf<M[K]>] ? unknown : 'does not fit its column') : 'is not a field of the contract';
};

export interface SiteListDefinition<T extends SiteListTable, Fields, M extends FieldColumns, R extends FieldColumns, U extends keyof M, Owned, Query extends SiteListQuery, Extra, DetailExtra, Item> {
  table: T;
  /**
   * Product-wide rows, the same on every site (menus, views): the table has no site column, every
   * caller reads every row, and only platform staff add, edit and delete them (403 PlatformStaffOnly).
   */
  siteless?: boolean;
  /** The rows of one population only (site users' or staff's organisations): listed, found and written with it. */
  population?: { column: PgColumn; value: number };
  /**
   * What platform staff naming no site work on: every site's rows (default; a change asks for the
   * site), the platform's own rows (`platform`: site_id null), or nothing (`none`: rows of a
   * population that always belong to a site; a change asks for the site).
   */
  unnamedSite?: 'every' | 'platform' | 'none';
  /** The message asking platform staff for the site (default ResourceSiteRequired). */
  siteRequired?: MessageKey;
  /** The audit entity ("CargoType"). */
  entity: string;
  /** The contract's edit fields (their schema gives the bodies' type). */
  contract: z.ZodType<Fields>;
  /**
   * The wire field → column mapping the edit form reads and add and edit write: one entry per
   * field the table holds (rows the record owns are `owned`; figures computed for list rows are `extra`).
   */
  fields: M & NoInfer<Fitting<M, Fields>>;
  /** Columns the edit form shows but no body writes: the server sets them (`beforeWrite` answers them). */
  shown?: R;
  /** Fields the edit form and the detail carry but list rows leave out (a long text). */
  unlisted?: readonly U[];
  /**
   * Which of the site's rows the caller may work on besides the site (rows of the warehouses available
   * to them); the others are "not found" and not listed. Undefined: all of them.
   */
  visible?: (tx: Executor, actor: Actor) => Promise<SQL | undefined>;
  /** Edit and delete read the row for update, so a counter others keep on it (a shelf count) holds until the change commits. */
  lock?: boolean;
  /**
   * The users an edit or a delete of the row concerns (those whose sidebar shows a menu), read before
   * the change; the `announce` the edit and delete calls are given tells them once it has committed.
   */
  concerned?: (tx: Executor, row: SiteListRow<T>) => Promise<readonly number[]>;
  owned?: OwnedRows<T, Fields, Owned>;
  unique?: readonly UniqueRule<Fields>[];
  hooks?: SiteListHooks<T, Fields>;
  /** The list's own filters (the site is added); undefined entries are no filter. */
  filters?: (query: Query) => (SQL | undefined)[];
  /** The list's order (else by Id). A tree that pages its own way declares neither and answers its own list. */
  order?: (query: Query) => SQL[];
  /** What list and detail rows carry besides the edit form, the site's name and the times, read for a page at once. */
  extra?: (tx: Executor, rows: SiteListRow<T>[]) => Promise<(row: SiteListRow<T>) => Extra>;
  /** What only the detail carries. */
  detailExtra?: (tx: Executor, row: SiteListRow<T>) => Promise<DetailExtra>;
  /** The dropdown: which rows of the site it offers, in which order, as what. */
  offer?: { when: SQL; order: SQL[]; item: (row: SiteListRow<T>) => Item };
}

/** Both directions of a field mapping: a row as the edit form reads it, and the fields as columns. */
function fieldMapping<M extends FieldColumns>(table: PgTable, fields: M) {
  const entries = Object.entries(fields).map(([name, declared]) => {
    const { column, read, write } = is(declared, Column) ? { column: declared, read: undefined, write: undefined } : declared;
    const key = keyOfColumn(table, column, name);
    // numeric columns read as exact text with the zeros numeric(p,s) pads them with dropped.
    const decimal = column.columnType === 'PgNumeric';
    const readValue = read ?? (decimal ? (stored: unknown) => (stored === null ? null : plainDecimal(stored as string)) : (stored: unknown) => stored);
    const writeValue = write ?? ((value: unknown) => (value === undefined && !column.notNull ? null : value));
    return { name, key, read: readValue as (stored: unknown) => unknown, write: writeValue as (value: unknown) => unknown };
  });
  return {
    read: (row: Record<string, unknown>): Record<string, unknown> => ({ Id: row.id, SiteId: row.siteId, ...Object.fromEntries(entries.map((e) => [e.name, e.read(row[e.key])])) }),
    write: (values: Record<string, unknown>): Record<string, unknown> => Object.fromEntries(entries.map((e) => [e.key, e.write(values[e.name])])),
  };
}

/** The property of `table` that holds `column` (the insert's and the row's key). */
function keyOfColumn(table: PgTable, column: Column, name: string): string {
  const found = Object.entries(getTableColumns(table)).find(([, c]) => c === column);
  if (!found) throw new Error(`${name}: the column is not one of the table's`);
  return found[0];
}

/** What list and detail rows add: the site's name (none for a siteless list) and the times (the update time where the table keeps one). */
interface Stamps {
  SiteName: string;
  CreationTime: string;
  UpdateTime: string;
}

/** A page of rows of `table` with the total, in `order`. */
export async function pageOf<T extends SiteListTable>(tx: Executor, table: T, where: SQL | undefined, order: SQL[], page: { index: number; rows: number }) {
  const rows = (await tx
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...order)
    .limit(page.rows)
    .offset((page.index - 1) * page.rows)) as SiteListRow<T>[];
  const [total] = await tx
    .select({ n: count() })
    .from(table as PgTable)
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The condition for an optional filter: none when the query left the value out. */
export const given = <V>(value: V | undefined, condition: (value: V) => SQL): SQL | undefined => (value === undefined ? undefined : condition(value));

type Nothing = Record<never, never>;

export function siteList<
  T extends SiteListTable,
  Fields,
  M extends FieldColumns,
  Query extends SiteListQuery,
  R extends FieldColumns = Nothing,
  U extends keyof M = never,
  Owned extends object = Nothing,
  Extra extends object = Nothing,
  DetailExtra extends object = Nothing,
  Item = never,
>(
  definition: SiteListDefinition<T, Fields, M, R, U, Owned, Query, Extra, DetailExtra, Item>,
) {
  type Site = SiteOf<T>;
  type Info = InfoOf<M, Site> & Omit<InfoOf<R>, 'Id' | 'SiteId'>;
  const { table, entity, hooks = {}, population } = definition;
  const from = table as PgTable;
  const ofPopulation = population && eq(population.column, population.value);
  const populationColumns = population ? { [keyOfColumn(from, population.column, 'population')]: population.value } : {};
  const siteColumn = definition.siteless ? undefined : table.siteId;
  if (!definition.siteless && !siteColumn) throw new Error(`${entity}: a site list's table has a site column (or the list is siteless)`);
  /** The rows of one site (null: the platform's own), of the list's population; a siteless list's rows are all of one scope. */
  const inSite = (siteId: number | null) => and(!siteColumn ? undefined : siteId === null ? isNull(siteColumn) : eq(siteColumn, siteId), ofPopulation);
  const siteOfRow = (row: SiteListRow<T>) => (siteColumn ? (row as unknown as { siteId: number | null }).siteId : null);
  /** Product-wide rows are written by platform staff only, before anything is read. */
  const mayWrite = (actor: Actor) => {
    if (definition.siteless) requirePlatformStaff(actor);
  };

  /**
   * The site a call works on: site staff their own; platform staff the site they name, else the
   * platform's own rows (null) or none named (undefined): see `unnamedSite`.
   */
  async function siteOf(tx: Executor, actor: Actor, choice: number | undefined): Promise<number | null | undefined> {
    if (definition.siteless) return null;
    const site = await chosenSite(tx, actor, choice);
    return site ?? (definition.unnamedSite === 'platform' ? null : undefined);
  }
  /** As `siteOf`, for a change: platform staff name a site unless the list keeps platform rows. */
  async function siteToChange(tx: Executor, actor: Actor, choice: number | undefined): Promise<Site> {
    const site = await siteOf(tx, actor, choice);
    if (site === undefined) throw invalid('SiteId', definition.siteRequired ?? 'ResourceSiteRequired');
    return site as Site;
  }
  const mapping = fieldMapping(from, definition.fields);
  const shown = fieldMapping(from, definition.shown ?? {});
  const editInfo = (row: SiteListRow<T>) => ({ ...mapping.read(row), ...shown.read(row) }) as Info;
  const columns = (fields: Fields) => mapping.write(fields as Record<string, unknown>);

  const visible = async (tx: Executor, actor: Actor) => definition.visible?.(tx, actor);

  async function find(tx: Executor, actor: Actor, id: number, forUpdate = false): Promise<SiteListRow<T>> {
    const query = tx
      .select()
      .from(from)
      .where(and(eq(table.id, id), ...(siteColumn ? ofCallerSite(siteColumn, actor) : []), ofPopulation, await visible(tx, actor)));
    const [row] = (await (forUpdate ? query.for('update') : query)) as SiteListRow<T>[];
    if (!row) throw notFound();
    return row;
  }

  /** The edit form of a row: its fields and the rows it owns. */
  async function formOf(tx: Executor, row: SiteListRow<T>): Promise<Info & Owned> {
    const owned = definition.owned ? await definition.owned.read(tx, row) : ({} as Owned);
    return { ...editInfo(row), ...owned };
  }

  async function checkUnique(tx: Executor, siteId: Site, fields: Fields, selfId?: number) {
    for (const rule of definition.unique ?? []) {
      const value = rule.value(fields);
      if (value === undefined || value === null || value === '') continue;
      const [taken] = await tx
        .select({ id: table.id })
        .from(from)
        .where(and(inSite(siteId as number | null), rule.among?.(fields), eq(rule.column, value), selfId === undefined ? undefined : ne(table.id, selfId)))
        .limit(1);
      if (taken) throw invalid(rule.field, 'Duplicate');
    }
  }

  /** List and detail rows: the edit form, the site's name, the times and the area's extra figures. */
  async function rowsOf(tx: Executor, rows: SiteListRow<T>[]): Promise<(Info & Stamps & Extra)[]> {
    const sitesOf = rows.map(siteOfRow);
    const names = await siteNames(
      tx,
      sitesOf.filter((id) => id !== null),
    );
    const extra = definition.extra ? await definition.extra(tx, rows) : () => ({}) as Extra;
    return rows.map((r) => ({
      ...editInfo(r),
      ...(siteColumn ? { SiteName: names.get(siteOfRow(r) as number) ?? '' } : {}),
      CreationTime: r.createdAt.toISOString(),
      ...(table.updatedAt ? { UpdateTime: (r as unknown as { updatedAt: Date }).updatedAt.toISOString() } : {}),
      ...extra(r),
    })) as (Info & Stamps & Extra)[];
  }

  const unlisted = new Set<PropertyKey>(definition.unlisted ?? []);
  const listRow = (row: Info & Stamps & Extra) => Object.fromEntries(Object.entries(row).filter(([key]) => !unlisted.has(key))) as Omit<Info & Stamps & Extra, U>;

  async function list(tx: Executor, actor: Actor, query: Query) {
    const siteId = await siteOf(tx, actor, query.SiteId);
    if (siteId === undefined && definition.unnamedSite === 'none') return { Data: [], Total: 0 };
    const where = and(siteId === undefined ? ofPopulation : inSite(siteId), await visible(tx, actor), ...(definition.filters?.(query) ?? []));
    const { rows, total } = await pageOf(tx, table, where, definition.order?.(query) ?? [asc(table.id)], query);
    return { Data: (await rowsOf(tx, rows)).map(listRow), Total: total };
  }

  async function add(tx: Executor, actor: Actor, body: Fields & { SiteId?: number | undefined }): Promise<{ Id: number }> {
    mayWrite(actor);
    const siteId = await siteToChange(tx, actor, body.SiteId);
    const copied = await hooks.beforeWrite?.(tx, { actor, siteId, fields: body });
    await checkUnique(tx, siteId, body);
    const [row] = (await tx
      .insert(from)
      .values({ ...(siteColumn ? { siteId } : {}), ...populationColumns, ...columns(body), ...copied } as PgInsertValue<PgTable>)
      .returning()) as SiteListRow<T>[];
    if (!row) throw new Error(`${entity} not created`);
    await definition.owned?.replace(tx, row, body);
    await hooks.afterAdd?.(tx, { actor, row });
    await recordAudit(tx, { siteId: siteOfRow(row), actorId: actor.userId, entity, entityId: row.id, action: 'Establish', after: await formOf(tx, row) });
    return { Id: row.id };
  }

  async function getEdit(tx: Executor, actor: Actor, id: number): Promise<Info & Owned> {
    return formOf(tx, await find(tx, actor, id));
  }

  async function edit(tx: Executor, actor: Actor, body: Fields & { Id: number }, announce?: Announce): Promise<Info & Owned> {
    mayWrite(actor);
    const before = await find(tx, actor, body.Id, definition.lock);
    const told = await definition.concerned?.(tx, before);
    const formBefore = await formOf(tx, before);
    const siteId = siteOfRow(before) as Site;
    const copied = await hooks.beforeWrite?.(tx, { actor, siteId, fields: body, before });
    await checkUnique(tx, siteId, body, before.id);
    const [after] = (await tx
      .update(from)
      .set({ ...columns(body), ...copied } as PgUpdateSetSource<PgTable>)
      .where(eq(table.id, before.id))
      .returning()) as SiteListRow<T>[];
    if (!after) throw notFound();
    await definition.owned?.replace(tx, after, body);
    const formAfter = await formOf(tx, after);
    await recordAudit(tx, { siteId: siteOfRow(after), actorId: actor.userId, entity, entityId: after.id, action: 'Edit', before: formBefore, after: formAfter });
    if (told) announce?.(told);
    return formAfter;
  }

  async function remove(tx: Executor, actor: Actor, id: number, announce?: Announce): Promise<null> {
    mayWrite(actor);
    const row = await find(tx, actor, id, definition.lock);
    const form = await formOf(tx, row);
    await hooks.beforeDelete?.(tx, row);
    // Read after the refusals, before the grants go with the row.
    const told = await definition.concerned?.(tx, row);
    await tx.delete(from).where(eq(table.id, row.id));
    await recordAudit(tx, { siteId: siteOfRow(row), actorId: actor.userId, entity, entityId: row.id, action: 'Delete', before: form });
    if (told) announce?.(told);
    return null;
  }

  async function detail(tx: Executor, actor: Actor, id: number) {
    const row = await find(tx, actor, id);
    const [listed] = await rowsOf(tx, [row]);
    const extra = definition.detailExtra ? await definition.detailExtra(tx, row) : ({} as DetailExtra);
    return { ...listed!, ...extra, Audits: await auditHistory(tx, entity, row.id) };
  }

  /** The rows the dropdown offers: of the caller's site (platform staff: of the site they name; none when they name none). */
  async function offered(tx: Executor, actor: Actor, siteIdChoice: number | undefined): Promise<SiteListRow<T>[]> {
    const { offer } = definition;
    if (!offer) return [];
    const siteId = await chosenSite(tx, actor, siteIdChoice);
    if (siteId === null) return [];
    return (await tx
      .select()
      .from(from)
      .where(and(inSite(siteId), offer.when))
      .orderBy(...offer.order)) as SiteListRow<T>[];
  }

  async function select(tx: Executor, actor: Actor, siteIdChoice: number | undefined): Promise<Item[]> {
    const item = definition.offer?.item;
    return item ? (await offered(tx, actor, siteIdChoice)).map(item) : [];
  }

  return { find, editInfo, siteOf, inSite, list, add, getEdit, edit, delete: remove, detail, offered, select };
}
