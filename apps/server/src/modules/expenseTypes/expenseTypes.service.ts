import { and, asc, count, eq, ilike, ne, type SQL } from 'drizzle-orm';
import type { expenseType as contract } from '@lbo/contracts';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { auditHistory, chosenSite, requireSite, siteNames } from '../templates/siteResources.ts';
import { expenseTypes } from './tables.ts';

/**
 * Expense types of a site (rules in contracts/expenseType.ts): Code unique in the site, and
 * SystemVariables too when given; lists and the picker by display order; only enabled ones in the picker.
 */

type Row = typeof expenseTypes.$inferSelect;
type EditInfo = z.input<typeof contract.expenseTypeEditInfo>;
const ENTITY = 'ExpenseType';

const editInfo = (r: Row): EditInfo => ({
  Id: r.id,
  SiteId: r.siteId,
  Name: r.name,
  Code: r.code,
  Explain: r.explain,
  SystemVariables: r.systemVariables,
  DisplayOrder: r.displayOrder,
  IsEnabled: r.isEnabled,
});

const columnsOf = (f: contract.ExpenseTypeFields) => ({
  name: f.Name,
  code: f.Code,
  explain: f.Explain,
  systemVariables: f.SystemVariables,
  displayOrder: f.DisplayOrder,
  isEnabled: f.IsEnabled,
});

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, '\\$&');

async function findOne(tx: Executor, actor: Actor, id: number): Promise<Row> {
  const conditions = [eq(expenseTypes.id, id)];
  if (actor.siteId !== null) conditions.push(eq(expenseTypes.siteId, actor.siteId));
  const [row] = await tx.select().from(expenseTypes).where(and(...conditions));
  if (!row) throw notFound();
  return row;
}

/** Code, and the system variable when given, belong to one expense type of the site. */
async function checkUnique(tx: Executor, siteId: number, f: contract.ExpenseTypeFields, exceptId: number | null) {
  const others = (column: typeof expenseTypes.code | typeof expenseTypes.systemVariables, value: string) => {
    const conditions = [eq(expenseTypes.siteId, siteId), eq(column, value)];
    if (exceptId !== null) conditions.push(ne(expenseTypes.id, exceptId));
    return tx.select({ id: expenseTypes.id }).from(expenseTypes).where(and(...conditions)).limit(1);
  };
  if ((await others(expenseTypes.code, f.Code)).length > 0) throw invalid('Code', 'Duplicate');
  if (f.SystemVariables !== '' && (await others(expenseTypes.systemVariables, f.SystemVariables)).length > 0) throw invalid('SystemVariables', 'Duplicate');
}

const byDisplayOrder = [asc(expenseTypes.displayOrder), asc(expenseTypes.id)];

export async function listExpenseTypes(tx: Executor, actor: Actor, q: z.output<typeof contract.expenseTypeQuery>) {
  const siteId = await chosenSite(tx, actor, q.SiteId);
  const conditions: SQL[] = [];
  if (siteId !== null) conditions.push(eq(expenseTypes.siteId, siteId));
  if (q.Name !== undefined) conditions.push(ilike(expenseTypes.name, `%${likeEscaped(q.Name)}%`));
  if (q.Code !== undefined) conditions.push(ilike(expenseTypes.code, `%${likeEscaped(q.Code)}%`));
  if (q.IsEnabled !== undefined) conditions.push(eq(expenseTypes.isEnabled, q.IsEnabled));
  const where = and(...conditions);
  const rows = await tx
    .select()
    .from(expenseTypes)
    .where(where)
    .orderBy(asc(expenseTypes.siteId), ...byDisplayOrder)
    .limit(q.rows)
    .offset((q.index - 1) * q.rows);
  const [total] = await tx.select({ n: count() }).from(expenseTypes).where(where);
  const names = await siteNames(
    tx,
    rows.map((r) => r.siteId),
  );
  return {
    Data: rows.map((r) => ({ ...editInfo(r), SiteName: names.get(r.siteId) ?? '', CreationTime: r.createdAt.toISOString(), UpdateTime: r.updatedAt.toISOString() })),
    Total: total?.n ?? 0,
  };
}

export async function addExpenseType(tx: Executor, actor: Actor, body: z.output<typeof contract.addExpenseTypeBody>) {
  const siteId = await requireSite(tx, actor, body.SiteId);
  await checkUnique(tx, siteId, body, null);
  const [row] = await tx
    .insert(expenseTypes)
    .values({ siteId, ...columnsOf(body) })
    .returning();
  if (!row) throw new Error('expense type not created');
  await recordAudit(tx, { siteId, actorId: actor.userId, entity: ENTITY, entityId: row.id, action: 'Establish', after: editInfo(row) });
  return { Id: row.id };
}

export async function getEditExpenseType(tx: Executor, actor: Actor, id: number): Promise<EditInfo> {
  return editInfo(await findOne(tx, actor, id));
}

export async function editExpenseType(tx: Executor, actor: Actor, body: z.output<typeof contract.editExpenseTypeBody>): Promise<EditInfo> {
  const before = await findOne(tx, actor, body.Id);
  await checkUnique(tx, before.siteId, body, before.id);
  const [after] = await tx.update(expenseTypes).set(columnsOf(body)).where(eq(expenseTypes.id, before.id)).returning();
  if (!after) throw notFound();
  await recordAudit(tx, { siteId: after.siteId, actorId: actor.userId, entity: ENTITY, entityId: after.id, action: 'Edit', before: editInfo(before), after: editInfo(after) });
  return editInfo(after);
}

export async function deleteExpenseType(tx: Executor, actor: Actor, id: number): Promise<null> {
  const row = await findOne(tx, actor, id);
  await tx.delete(expenseTypes).where(eq(expenseTypes.id, row.id));
  await recordAudit(tx, { siteId: row.siteId, actorId: actor.userId, entity: ENTITY, entityId: row.id, action: 'Delete', before: editInfo(row) });
  return null;
}

export async function getExpenseTypeDetail(tx: Executor, actor: Actor, id: number) {
  const row = await findOne(tx, actor, id);
  const names = await siteNames(tx, [row.siteId]);
  return {
    ...editInfo(row),
    SiteName: names.get(row.siteId) ?? '',
    CreationTime: row.createdAt.toISOString(),
    UpdateTime: row.updatedAt.toISOString(),
    Audits: await auditHistory(tx, ENTITY, row.id),
  };
}

/** A page of the enabled expense types of the caller's site (platform staff: of the site they name, or of every site). */
export async function selectTableExpenseTypes(tx: Executor, actor: Actor, q: z.output<typeof contract.getSelectTableExpenseTypes.request>) {
  const siteId = await chosenSite(tx, actor, q.SiteId);
  const conditions: SQL[] = [eq(expenseTypes.isEnabled, true)];
  if (siteId !== null) conditions.push(eq(expenseTypes.siteId, siteId));
  if (q.Name !== undefined) conditions.push(ilike(expenseTypes.name, `%${likeEscaped(q.Name)}%`));
  if (q.Code !== undefined) conditions.push(ilike(expenseTypes.code, `%${likeEscaped(q.Code)}%`));
  const where = and(...conditions);
  const rows = await tx
    .select()
    .from(expenseTypes)
    .where(where)
    .orderBy(...byDisplayOrder)
    .limit(q.rows)
    .offset((q.index - 1) * q.rows);
  const [total] = await tx.select({ n: count() }).from(expenseTypes).where(where);
  return {
    Data: rows.map((r) => ({
      Id: r.id,
      Name: r.name,
      Code: r.code,
      Explain: r.explain,
      SystemVariables: r.systemVariables,
      DisplayOrder: r.displayOrder,
      CreationTime: r.createdAt.toISOString(),
    })),
    Total: total?.n ?? 0,
  };
}
