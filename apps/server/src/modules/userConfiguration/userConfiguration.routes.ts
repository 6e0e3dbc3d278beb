import { eq } from 'drizzle-orm';
import { userConfiguration, type UserConfigure } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import { userConfigurations } from './tables.ts';

const toWire = (row: typeof userConfigurations.$inferSelect | undefined): UserConfigure => ({
  LocalServiceConnection: row?.localServiceConnection ?? '',
  PickingListColumns: row?.pickingListColumns ?? 1,
  PickingListRows: row?.pickingListRows ?? 1,
  GetCameraKeyUp: row?.getCameraKeyUp ?? '',
  GetElectronicScaleValueKeyUp: row?.getElectronicScaleValueKeyUp ?? '',
});

export const userConfigurationRoutes = [
  route(userConfiguration.getUserConfigureByUserIdInfo, async (ctx) => {
    const [row] = await ctx.tx.select().from(userConfigurations).where(eq(userConfigurations.ownerId, requireActor(ctx).userId));
    return toWire(row);
  }),
  route(userConfiguration.editUserConfigure, async (ctx, body) => {
    const actor = requireActor(ctx);
    const values = {
      localServiceConnection: body.LocalServiceConnection,
      pickingListColumns: body.PickingListColumns,
      pickingListRows: body.PickingListRows,
      getCameraKeyUp: body.GetCameraKeyUp,
      getElectronicScaleValueKeyUp: body.GetElectronicScaleValueKeyUp,
    };
    const [row] = await ctx.tx
      .insert(userConfigurations)
      .values({ ownerId: actor.userId, siteId: actor.siteId, ...values })
      .onConflictDoUpdate({ target: userConfigurations.ownerId, set: values })
      .returning();
    return toWire(row);
  }),
];
