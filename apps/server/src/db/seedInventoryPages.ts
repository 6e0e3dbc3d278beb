import { and, eq, inArray } from 'drizzle-orm';
import { AccountType, commodities as commodityContract, inventory } from '@lbo/contracts';
import type { Actor } from '../platform/auth.ts';
import type { Executor } from '../platform/db.ts';
import { establishCommodity, measure } from '../modules/commodities/commodities.service.ts';
import { moveStock, type StockMove } from '../modules/inventory/index.ts';
import { setEarlyWarning } from '../modules/inventory/inventory.service.ts';
import { DEMO_SITE_CODES, wordsOf } from './demoLanguage.ts';
import { shelves, sites, users, viewButtons } from './schema.ts';
import { grantPages, PORTAL_ROLE_CODES, seedMenuGroup } from './seedPages.ts';

const { StockBucket, StockMovementType } = inventory;

/**
 * Inventory on both sides: staff's "Inventory" under "Warehouses" (administrators hold every action,
 * the warehouse operator everything but adjustments), the customer's "My inventory" under
 * "Warehousing"; and per demo site alice's demo commodities with stock in the Shenzhen warehouse,
 * written through the ledger (moveStock), so every quantity has its movements.
 */
export async function seedInventoryPages(tx: Executor) {
  const staff = await seedMenuGroup(tx, {
    population: AccountType.Backstage,
    name: 'WarehouseManagement',
    path: '/warehouse',
    icon: 'HomeOutlined',
    sort: 4,
    firstPageSort: 10,
    pages: [{ router: 'InventoryIndex', name: 'Inventory', icon: 'DatabaseOutlined', buttons: ['Inventory.Freeze', 'Inventory.Adjust', 'Inventory.MoveShelf', 'Inventory.StockTake', 'Inventory.EarlyWarning'] }],
  });
  await grantPages(tx, ['platform-admin', 'site-admin'], staff);
  const operatorButtons = await tx.select({ id: viewButtons.id }).from(viewButtons).where(inArray(viewButtons.key, ['Inventory.Freeze', 'Inventory.MoveShelf', 'Inventory.StockTake', 'Inventory.EarlyWarning']));
  await grantPages(tx, ['operator'], { menuIds: staff.menuIds, buttonIds: operatorButtons.map((b) => b.id) });
  const portal = await seedMenuGroup(tx, {
    population: AccountType.SiteUser,
    name: 'WarehousingCenter',
    path: '/warehousing',
    icon: 'ShopOutlined',
    sort: 3,
    firstPageSort: 1,
    pages: [{ router: 'UserInventoryIndex', name: 'My inventory', icon: 'DatabaseOutlined', buttons: ['UserInventory.EarlyWarning'] }],
  });
  await grantPages(tx, PORTAL_ROLE_CODES, portal);
  await seedDemoStock(tx);
}

async function seedDemoStock(tx: Executor) {
  const demoSites = await tx.select({ id: sites.id, code: sites.code }).from(sites).where(inArray(sites.code, DEMO_SITE_CODES));
  for (const site of demoSites) {
    const people = await tx.select({ id: users.id, userName: users.userName }).from(users).where(and(eq(users.siteId, site.id), inArray(users.userName, ['admin', 'alice'])));
    const admin = people.find((p) => p.userName === 'admin');
    const alice = people.find((p) => p.userName === 'alice');
    const shelfRows = await tx
      .select({ id: shelves.id, number: shelves.shelvesNumber, warehouseId: shelves.warehouseId })
      .from(shelves)
      .where(and(eq(shelves.siteId, site.id), inArray(shelves.shelvesNumber, ['A-03-01', 'A-03-02', 'B-02-01'])));
    const shelf = new Map(shelfRows.map((s) => [s.number, s]));
    if (!admin || !alice || shelf.size < 3) continue;
    const actor: Actor = { userId: admin.id, siteId: site.id, population: 'backstage', isSuperUser: true };
    const w = wordsOf(site.code);
    const prefix = site.code.toUpperCase();
    const demo = [
      // `measured`: what the warehouse's scale and tape found at receipt (packed, so a little over the declaration)
      { code: 'TEE-BLK-M', name: w(['纯棉T恤 黑色 M', '純棉T恤 黑色 M']), size: ['30', '25', '3'], weight: '0.25', measured: { size: ['31', '26', '3.5'], actual: '0.27', gross: '0.29' } },
      { code: 'MUG-350', name: w(['陶瓷马克杯 350ml', '陶瓷馬克杯 350ml']), size: ['12', '9', '10'], weight: '0.42', measured: { size: ['13', '10', '11'], actual: '0.45', gross: '0.48' } },
      { code: 'LAMP-LED', name: w(['LED 台灯', 'LED 檯燈']), size: ['45', '20', '15'], weight: '1.30', measured: { size: ['46', '21', '16'], actual: '1.34', gross: '1.42' } },
    ];
    const ids: number[] = [];
    for (const c of demo) {
      const body = commodityContract.establishCommodity.request.parse({
        UserId: alice.id,
        CommodityCode: `${prefix}-${c.code}`,
        CommoditySku: c.code,
        CommodityName: c.name,
        Length: c.size[0],
        Width: c.size[1],
        Height: c.size[2],
        GrossOfWeight: c.weight,
      });
      const id = (await establishCommodity(tx, actor, body)).Id;
      const m = c.measured;
      // Specification acquisition, as staff record it: without it an order of the goods cannot be priced.
      await measure(
        tx,
        actor,
        commodityContract.commoditySpecificationAcquisition.request.parse({ Id: id, Length: m.size[0], Width: m.size[1], Height: m.size[2], ActualOfWeight: m.actual, GrossOfWeight: m.gross }),
        'Acquire',
      );
      ids.push(id);
    }
    const [tee, mug, lamp] = ids as [number, number, number];
    const warehouseId = shelf.get('A-03-01')!.warehouseId;
    const at = (commodityId: number) => ({ ownerId: alice.id, commodityId, warehouseId });
    const receipt = (commodityId: number, shelfNumber: string, quantity: number): StockMove => ({ ...at(commodityId), from: null, to: StockBucket.Available, toShelfId: shelf.get(shelfNumber)!.id, quantity, type: StockMovementType.Received });
    // What a finished inbound document leaves: goods received and shelved, one box with defects, one more on its way.
    await moveStock(tx, actor, { key: 'demo:inbound:1', documentType: 'Demo', documentId: null, reason: w(['演示入库', '演示入庫']) }, [
      receipt(tee, 'A-03-01', 120),
      receipt(tee, 'A-03-02', 40),
      receipt(mug, 'A-03-02', 60),
      receipt(lamp, 'B-02-01', 12),
      { ...at(mug), from: null, to: StockBucket.Defective, toShelfId: shelf.get('A-03-02')!.id, quantity: 3, type: StockMovementType.Received },
      { ...at(lamp), from: null, to: StockBucket.InTransit, quantity: 30, type: StockMovementType.InboundAnnounced },
    ]);
    await moveStock(tx, actor, { key: 'demo:freeze:1', documentType: 'Freeze', documentId: null, reason: w(['外箱破损待客户确认', '外箱破損待客戶確認']) }, [
      { ...at(tee), from: StockBucket.Available, to: StockBucket.Frozen, fromShelfId: shelf.get('A-03-01')!.id, toShelfId: shelf.get('A-03-01')!.id, quantity: 5, type: StockMovementType.Freeze },
    ]);
    await setEarlyWarning(tx, actor, { CommodityId: lamp, WarehouseId: warehouseId, Quantity: 20 });
    await setEarlyWarning(tx, actor, { CommodityId: tee, WarehouseId: warehouseId, Quantity: 50 });
  }
}
