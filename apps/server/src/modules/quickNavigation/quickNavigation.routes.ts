import { and, asc, eq, max } from 'drizzle-orm';
import { quickNavigation } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import { quickNavigations } from './tables.ts';

const mine = (userId: number) => eq(quickNavigations.ownerId, userId);

export const quickNavigationRoutes = [
  route(quickNavigation.getQuickNavigations, async (ctx) =>
    ctx.tx
      .select({ Path: quickNavigations.path, Sort: quickNavigations.sort })
      .from(quickNavigations)
      .where(mine(requireActor(ctx).userId))
      .orderBy(asc(quickNavigations.sort)),
  ),
  route(quickNavigation.addQuickNavigation, async (ctx, body) => {
    const actor = requireActor(ctx);
    const [last] = await ctx.tx.select({ sort: max(quickNavigations.sort) }).from(quickNavigations).where(mine(actor.userId));
    await ctx.tx
      .insert(quickNavigations)
      .values({ ownerId: actor.userId, siteId: actor.siteId, path: body.Path, sort: (last?.sort ?? 0) + 1 })
      .onConflictDoNothing();
    return null;
  }),
  route(quickNavigation.deleteQuickNavigation, async (ctx, body) => {
    await ctx.tx.delete(quickNavigations).where(and(mine(requireActor(ctx).userId), eq(quickNavigations.path, body.Path)));
    return null;
  }),
  route(quickNavigation.batchSaveQuickNavigation, async (ctx, body) => {
    const actor = requireActor(ctx);
    const paths = [...new Set(body.Paths)];
    await ctx.tx.delete(quickNavigations).where(mine(actor.userId));
    if (paths.length > 0) {
      await ctx.tx.insert(quickNavigations).values(paths.map((path, i) => ({ ownerId: actor.userId, siteId: actor.siteId, path, sort: i + 1 })));
    }
    return null;
  }),
];
