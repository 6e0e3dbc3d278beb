import { select } from '@lbo/contracts';
import { route } from '../../platform/rpc.ts';

/** One route per selection list, all from the contracts' table of enumerations: the options in the caller's language. */
export const selectionsRoutes = select.SELECTIONS.map((list) => route(list.call, async (ctx) => select.optionsIn(list, ctx.language)));
