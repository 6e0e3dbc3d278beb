import { user } from '@lbo/contracts';
import { route } from '../../platform/rpc.ts';
import { selectUsers } from './users.service.ts';

export const usersRoutes = [route(user.getSelectTableUsers, (ctx, body) => selectUsers(ctx.tx, body))];
