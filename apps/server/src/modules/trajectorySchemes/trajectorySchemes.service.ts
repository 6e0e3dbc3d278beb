import { and, asc, count, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { logisticsOrderTrajectoryScheme as contract } from '@lbo/contracts';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { auditHistory, chosenSite, requireSite, siteNames } from '../templates/siteResources.ts';
import { trajectorySchemes, trajectorySchemeSteps } from './tables.ts';

/**
 * Trajectory schemes of a site (contracts/logisticsOrderTrajectoryScheme.ts): a name unique in the
 * site and its ordered steps. Saving replaces the steps with the ones sent, in the same transaction,
 * so a scheme is never seen with half its steps; the audit row holds the steps before and after.
 */

type Row = typeof trajectorySchemes.$inferSelect;
type Step = contract.TrajectoryStep;
type EditInfo = z.input<typeof contract.trajectorySchemeEditInfo>;
const ENTITY = 'LogisticsOrderTrajectoryScheme';

const editInfo = (r: Row, steps: Step[]): EditInfo => ({ Id: r.id, SiteId: r.siteId, Name: r.name, IsEnabled: r.isEnabled, Remarks: r.remarks, Steps: steps });
const columnsOf = (f: contract.TrajectorySchemeFields) => ({ name: f.Name, isEnabled: f.IsEnabled, remarks: f.Remarks });

async function findOne(tx: Executor, actor: Actor, id: number): Promise<Row> {
  const conditions = [eq(trajectorySchemes.id, id)];
  if (actor.siteId !== null) conditions.push(eq(trajectorySchemes.siteId, actor.siteId));
  const [row] = await tx.select().from(trajectorySchemes).where(and(...conditions));
  if (!row) throw notFound();
  return row;
}

async function stepsOf(tx: Executor, schemeId: number): Promise<Step[]> {
  return tx
    .select({ Content: trajectorySchemeSteps.content, Location: trajectorySchemeSteps.location, IntervalHours: trajectorySchemeSteps.intervalHours })
    .from(trajectorySchemeSteps)
    .where(eq(trajectorySchemeSteps.schemeId, schemeId))
    .orderBy(asc(trajectorySchemeSteps.sequence));
}

async function saveSteps(tx: Executor, scheme: Row, steps: readonly Step[]) {
  await tx.delete(trajectorySchemeSteps).where(eq(trajectorySchemeSteps.schemeId, scheme.id));
  await tx.insert(trajectorySchemeSteps).values(
    steps.map((s, sequence) => ({ siteId: scheme.siteId, schemeId: scheme.id, sequence, content: s.Content, location: s.Location, intervalHours: s.IntervalHours })),
  );
}

async function checkNameFree(tx: Executor, siteId: number, name: string, exceptId: number | null) {
  const conditions = [eq(trajectorySchemes.siteId, siteId), eq(trajectorySchemes.name, name)];
  if (exceptId !== null) conditions.push(ne(trajectorySchemes.id, exceptId));
  const [taken] = await tx.select({ id: trajectorySchemes.id }).from(trajectorySchemes).where(and(...conditions));
  if (taken) throw invalid('Name', 'Duplicate');
}

/** Steps and hours from the first event to the last, by scheme. */
async function stepFigures(tx: Executor, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, { steps: number; hours: number }>();
  const rows = await tx
    .select({
      schemeId: trajectorySchemeSteps.schemeId,
      steps: sql<number>`count(*)::int`,
      // The first step's interval counts from the moment the scheme is applied, not from another event.
      hours: sql<number>`coalesce(sum(${trajectorySchemeSteps.intervalHours}) filter (where ${trajectorySchemeSteps.sequence} > 0), 0)::int`,
    })
    .from(trajectorySchemeSteps)
    .where(inArray(trajectorySchemeSteps.schemeId, [...ids]))
    .groupBy(trajectorySchemeSteps.schemeId);
  return new Map(rows.map((r) => [r.schemeId, { steps: r.steps, hours: r.hours }]));
}

const summaryOf = (r: Row, figures: { steps: number; hours: number } | undefined, siteName: string) => ({
  Id: r.id,
  SiteId: r.siteId,
  Name: r.name,
  IsEnabled: r.isEnabled,
  Remarks: r.remarks,
  SiteName: siteName,
  StepCount: figures?.steps ?? 0,
  TotalHours: figures?.hours ?? 0,
  CreationTime: r.createdAt.toISOString(),
  UpdateTime: r.updatedAt.toISOString(),
});

export async function listTrajectorySchemes(tx: Executor, actor: Actor, q: z.output<typeof contract.trajectorySchemeQuery>) {
  const siteId = await chosenSite(tx, actor, q.SiteId);
  const conditions: SQL[] = [];
  if (siteId !== null) conditions.push(eq(trajectorySchemes.siteId, siteId));
  if (q.Name !== undefined) conditions.push(ilike(trajectorySchemes.name, `%${q.Name.replace(/[\\%_]/g, '\\$&')}%`));
  if (q.IsEnabled !== undefined) conditions.push(eq(trajectorySchemes.isEnabled, q.IsEnabled));
  const where = and(...conditions);
  const rows = await tx
    .select()
    .from(trajectorySchemes)
    .where(where)
    .orderBy(asc(trajectorySchemes.siteId), asc(trajectorySchemes.name))
    .limit(q.rows)
    .offset((q.index - 1) * q.rows);
  const [total] = await tx.select({ n: count() }).from(trajectorySchemes).where(where);
  const figures = await stepFigures(
    tx,
    rows.map((r) => r.id),
  );
  const names = await siteNames(
    tx,
    rows.map((r) => r.siteId),
  );
  return { Data: rows.map((r) => summaryOf(r, figures.get(r.id), names.get(r.siteId) ?? '')), Total: total?.n ?? 0 };
}

export async function addTrajectoryScheme(tx: Executor, actor: Actor, body: z.output<typeof contract.addTrajectorySchemeBody>) {
  const siteId = await requireSite(tx, actor, body.SiteId);
  await checkNameFree(tx, siteId, body.Name, null);
  const [row] = await tx
    .insert(trajectorySchemes)
    .values({ siteId, ...columnsOf(body) })
    .returning();
  if (!row) throw new Error('trajectory scheme not created');
  await saveSteps(tx, row, body.Steps);
  await recordAudit(tx, { siteId, actorId: actor.userId, entity: ENTITY, entityId: row.id, action: 'Establish', after: editInfo(row, body.Steps) });
  return { Id: row.id };
}

export async function getEditTrajectoryScheme(tx: Executor, actor: Actor, id: number): Promise<EditInfo> {
  const row = await findOne(tx, actor, id);
  return editInfo(row, await stepsOf(tx, row.id));
}

export async function editTrajectoryScheme(tx: Executor, actor: Actor, body: z.output<typeof contract.editTrajectorySchemeBody>): Promise<EditInfo> {
  const before = await findOne(tx, actor, body.Id);
  const stepsBefore = await stepsOf(tx, before.id);
  await checkNameFree(tx, before.siteId, body.Name, before.id);
  const [after] = await tx.update(trajectorySchemes).set(columnsOf(body)).where(eq(trajectorySchemes.id, before.id)).returning();
  if (!after) throw notFound();
  await saveSteps(tx, after, body.Steps);
  const result = editInfo(after, body.Steps);
  await recordAudit(tx, { siteId: after.siteId, actorId: actor.userId, entity: ENTITY, entityId: after.id, action: 'Edit', before: editInfo(before, stepsBefore), after: result });
  return result;
}

export async function deleteTrajectoryScheme(tx: Executor, actor: Actor, id: number): Promise<null> {
  const row = await findOne(tx, actor, id);
  const steps = await stepsOf(tx, row.id);
  // The steps go with the scheme (the foreign key cascades).
  await tx.delete(trajectorySchemes).where(eq(trajectorySchemes.id, row.id));
  await recordAudit(tx, { siteId: row.siteId, actorId: actor.userId, entity: ENTITY, entityId: row.id, action: 'Delete', before: editInfo(row, steps) });
  return null;
}

export async function getTrajectorySchemeDetail(tx: Executor, actor: Actor, id: number) {
  const row = await findOne(tx, actor, id);
  const figures = await stepFigures(tx, [row.id]);
  const names = await siteNames(tx, [row.siteId]);
  return { ...summaryOf(row, figures.get(row.id), names.get(row.siteId) ?? ''), Steps: await stepsOf(tx, row.id), Audits: await auditHistory(tx, ENTITY, row.id) };
}

/** The enabled schemes of the caller's site (platform staff: of the site they name; none when they name none). */
export async function selectTrajectorySchemes(tx: Executor, actor: Actor, siteIdChoice: number | undefined) {
  const siteId = await chosenSite(tx, actor, siteIdChoice);
  if (siteId === null) return [];
  const rows = await tx
    .select({ Id: trajectorySchemes.id, Name: trajectorySchemes.name })
    .from(trajectorySchemes)
    .where(and(eq(trajectorySchemes.siteId, siteId), eq(trajectorySchemes.isEnabled, true)))
    .orderBy(asc(trajectorySchemes.name));
  const figures = await stepFigures(
    tx,
    rows.map((r) => r.Id),
  );
  return rows.map((r) => ({ ...r, StepCount: figures.get(r.Id)?.steps ?? 0 }));
}
