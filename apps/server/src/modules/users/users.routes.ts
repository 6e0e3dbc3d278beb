import { user, USER_CALLS, type UserSide } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import { changeOwnPassword, lockUser, resetPassword, setEnabled, setFrozen, unlockUser } from './userOperations.service.ts';
import { deleteUser, editUser, establishUser, getEditInfo, getUserDetail, listUsers, selectUsers } from './users.service.ts';

/** The six calls of one side; both sides follow the same rules on their own population. */
const sideRoutes = (side: UserSide) => {
  const calls = USER_CALLS[side];
  return [
    route(calls.list, (ctx, body) => listUsers(ctx.tx, requireActor(ctx), side, body)),
    route(calls.establish, (ctx, body) => establishUser(ctx, requireActor(ctx), side, body)),
    route(calls.editInfo, (ctx, body) => getEditInfo(ctx.tx, requireActor(ctx), side, body.Id)),
    route(calls.edit, (ctx, body) => editUser(ctx, requireActor(ctx), side, body)),
    route(calls.remove, async (ctx, body) => {
      await deleteUser(ctx.tx, requireActor(ctx), side, body.Id);
      // Its sessions went with it; its open hub connections close once that commits.
      ctx.afterCommit(() => ctx.services.hub.disconnectUser(body.Id));
      return null;
    }),
    route(calls.byId, (ctx, body) => getUserDetail(ctx.tx, requireActor(ctx), side, body.Id)),
  ];
};

export const usersRoutes = [
  route(user.getSelectTableUsers, (ctx, body) => selectUsers(ctx.tx, body)),
  ...sideRoutes('user'),
  ...sideRoutes('backstage'),
  route(user.lockUser, (ctx, body) => lockUser(ctx, body)),
  route(user.unlockUser, (ctx, body) => unlockUser(ctx.tx, requireActor(ctx), body.Id)),
  route(user.freezeUser, (ctx, body) => setFrozen(ctx, body.Id, true)),
  route(user.unfreezeUser, (ctx, body) => setFrozen(ctx, body.Id, false)),
  route(user.enableUser, (ctx, body) => setEnabled(ctx, body.Id, true)),
  route(user.disableUser, (ctx, body) => setEnabled(ctx, body.Id, false)),
  route(user.resetUserPassword, (ctx, body) => resetPassword(ctx, body)),
  route(user.changePassword, (ctx, body) => changeOwnPassword(ctx, requireActor(ctx), body)),
];
