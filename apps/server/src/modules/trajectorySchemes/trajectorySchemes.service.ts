import { asc, eq, inArray, sql } from 'drizzle-orm';
import { logisticsOrderTrajectoryScheme as contract } from '@lbo/contracts';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth.ts';
import type { Executor } from '../../platform/db.ts';
import { given, siteList } from '../../platform/siteLists.ts';
import { containing } from '../../platform/siteRecords.ts';
import { trajectorySchemes, trajectorySchemeSteps } from './tables.ts';

/**
 * Trajectory schemes of a site (contracts/logisticsOrderTrajectoryScheme.ts): a name unique in the
 * site and its ordered steps. Saving replaces the steps with the ones sent, in the same transaction,
 * so a scheme is never seen with half its steps; the audit row holds the steps before and after.
 */

async function stepsOf(tx: Executor, schemeId: number): Promise<{ Steps: contract.TrajectoryStep[] }> {
  const steps = await tx
    .select({ Content: trajectorySchemeSteps.content, Location: trajectorySchemeSteps.location, IntervalHours: trajectorySchemeSteps.intervalHours })
    .from(trajectorySchemeSteps)
    .where(eq(trajectorySchemeSteps.schemeId, schemeId))
    .orderBy(asc(trajectorySchemeSteps.sequence));
  return { Steps: steps };
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

export const trajectorySchemeList = siteList({
  table: trajectorySchemes,
  entity: 'LogisticsOrderTrajectoryScheme',
  contract: contract.trajectorySchemeFields,
  fields: { Name: trajectorySchemes.name, IsEnabled: trajectorySchemes.isEnabled, Remarks: trajectorySchemes.remarks },
  // Replaced whole on save; they go with a deleted scheme (the foreign key cascades).
  owned: {
    read: (tx, row) => stepsOf(tx, row.id),
    replace: async (tx, scheme, f) => {
      await tx.delete(trajectorySchemeSteps).where(eq(trajectorySchemeSteps.schemeId, scheme.id));
      await tx.insert(trajectorySchemeSteps).values(
        f.Steps.map((s, sequence) => ({ siteId: scheme.siteId, schemeId: scheme.id, sequence, content: s.Content, location: s.Location, intervalHours: s.IntervalHours })),
      );
    },
  },
  unique: [{ field: 'Name', column: trajectorySchemes.name, value: (f) => f.Name }],
  filters: (q: z.output<typeof contract.trajectorySchemeQuery>) => [given(q.Name, (v) => containing(trajectorySchemes.name, v)), given(q.IsEnabled, (v) => eq(trajectorySchemes.isEnabled, v))],
  order: () => [asc(trajectorySchemes.siteId), asc(trajectorySchemes.name)],
  extra: async (tx, rows) => {
    const figures = await stepFigures(
      tx,
      rows.map((r) => r.id),
    );
    return (r) => ({ StepCount: figures.get(r.id)?.steps ?? 0, TotalHours: figures.get(r.id)?.hours ?? 0 });
  },
  detailExtra: (tx, row) => stepsOf(tx, row.id),
  offer: { when: eq(trajectorySchemes.isEnabled, true), order: [asc(trajectorySchemes.name)], item: (r) => ({ Id: r.id, Name: r.name }) },
});

/** The enabled schemes of the caller's site with their number of steps. */
export async function selectTrajectorySchemes(tx: Executor, actor: Actor, siteIdChoice: number | undefined) {
  const schemes = await trajectorySchemeList.select(tx, actor, siteIdChoice);
  const figures = await stepFigures(
    tx,
    schemes.map((r) => r.Id),
  );
  return schemes.map((r) => ({ ...r, StepCount: figures.get(r.Id)?.steps ?? 0 }));
}
