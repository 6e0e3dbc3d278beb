import { inventory as api } from '@lbo/contracts';
import { requireActor } from '../../platform/context.ts';
import { route } from '../../platform/rpc.ts';
import { adjust, freeze, listInventory, listMovements, moveShelf, setEarlyWarning, shelfStock, stockPlaces, takeStock } from './inventory.service.ts';

/** Staff's calls (/Inventory) and a merchant's (/UserInventory): the same handlers, scoped by the caller. */
export const inventoryRoutes = [
  route(api.getInventory, (ctx, body) => listInventory(ctx.tx, requireActor(ctx), body)),
  route(api.getInventoryShelves, (ctx, body) => stockPlaces(ctx.tx, requireActor(ctx), body.CommodityId, body.WarehouseId)),
  route(api.getShelfStock, (ctx, body) => shelfStock(ctx.tx, requireActor(ctx), body.ShelfId)),
  route(api.getStockMovements, (ctx, body) => listMovements(ctx.tx, requireActor(ctx), body)),
  route(api.getEarlyWarnings, (ctx, body) => listInventory(ctx.tx, requireActor(ctx), body, true)),
  route(api.freezeStock, (ctx, body) => freeze(ctx, requireActor(ctx), body, false)),
  route(api.unfreezeStock, (ctx, body) => freeze(ctx, requireActor(ctx), body, true)),
  route(api.adjustStock, (ctx, body) => adjust(ctx, requireActor(ctx), body)),
  route(api.moveStockShelf, (ctx, body) => moveShelf(ctx, requireActor(ctx), body)),
  route(api.stockTake, (ctx, body) => takeStock(ctx, requireActor(ctx), body)),
  route(api.setEarlyWarningQuantity, (ctx, body) => setEarlyWarning(ctx.tx, requireActor(ctx), body)),
  route(api.getUserInventory, (ctx, body) => listInventory(ctx.tx, requireActor(ctx), body)),
  route(api.getUserStockMovements, (ctx, body) => listMovements(ctx.tx, requireActor(ctx), body)),
  route(api.setUserEarlyWarningQuantity, (ctx, body) => setEarlyWarning(ctx.tx, requireActor(ctx), body)),
];
