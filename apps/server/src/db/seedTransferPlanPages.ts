import { and, asc, eq, inArray, isNotNull, notExists, sql } from 'drizzle-orm';
import { AccountType, parcels, transferPlans as contract } from '@lbo/contracts';
import type { Actor } from '../platform/auth.ts';
import type { CallContext } from '../platform/context.ts';
import type { Executor } from '../platform/db.ts';
import { addPlan, dispatchPlan } from '../modules/transferPlans/index.ts';
import { DEMO_SITE_CODES, wordsOf } from './demoLanguage.ts';
import { commodities, logisticsOrderPackages, packages, sites, stocks, transferPlanLines, users, viewButtons, warehouses } from './schema.ts';
import { grantPages, seedMenuGroup } from './seedPages.ts';

/**
 * Transfer plans under "Warehouses" (the list with its drafts and actions, and the receive scan
 * screen) and "order warehouse transfer" under "Orders", granted to the administrators and the
 * warehouse operator (who receives and dispatches, but does not make or cancel plans).
 */
export async function seedTransferPlanPages(tx: Executor) {
  const warehouse = await seedMenuGroup(tx, {
    population: AccountType.Backstage,
    name: 'WarehouseManagement',
    path: '/warehouse',
    icon: 'HomeOutlined',
    sort: 4,
    firstPageSort: 30,
    pages: [
      { router: 'TransferPlanIndex', name: 'Transfer plans', icon: 'SwapOutlined', buttons: ['TransferPlan.Add', 'TransferPlan.Edit', 'TransferPlan.Dispatch', 'TransferPlan.Cancel', 'TransferPlan.Receive'] },
      { router: 'TransferPlanReceiveIndex', name: 'Receive transfers', icon: 'ScanOutlined', buttons: ['TransferPlanReceive.Receive'] },
    ],
  });
  const orders = await seedMenuGroup(tx, {
    population: AccountType.Backstage,
    name: 'OrderCenter',
    path: '/orders',
    icon: 'SendOutlined',
    sort: 6,
    firstPageSort: 30,
    pages: [{ router: 'OrderWarehouseTransferIndex', name: 'Order warehouse transfer', icon: 'SwapOutlined', buttons: ['OrderWarehouseTransfer.TransferWarehouse', 'OrderWarehouseTransfer.Dispatch', 'OrderWarehouseTransfer.Receive', 'OrderWarehouseTransfer.Cancel'] }],
  });
  const all = { menuIds: [...warehouse.menuIds, ...orders.menuIds], buttonIds: [...warehouse.buttonIds, ...orders.buttonIds] };
  await grantPages(tx, ['platform-admin', 'site-admin'], all);
  const operatorButtons = await tx
    .select({ id: viewButtons.id })
    .from(viewButtons)
    .where(inArray(viewButtons.key, ['TransferPlan.Dispatch', 'TransferPlan.Receive', 'TransferPlanReceive.Receive', 'OrderWarehouseTransfer.Dispatch', 'OrderWarehouseTransfer.Receive']));
  await grantPages(tx, ['operator'], { menuIds: all.menuIds, buttonIds: operatorButtons.map((b) => b.id) });
}

/**
 * The demo: in each demo site, one plan dispatched from Shenzhen to Hong Kong (the demo's two
 * warehouses) holding a shippable parcel from a Shenzhen shelf (of any customer), if one is free, and two of
 * one of her commodities, so a new user can receive it on the receive screen.
 */
export async function seedTransferPlanDemo(tx: Executor) {
  const demoSites = await tx.select({ id: sites.id, code: sites.code }).from(sites).where(inArray(sites.code, DEMO_SITE_CODES));
  for (const site of demoSites) {
    const code = site.code.toUpperCase();
    const [admin] = await tx.select({ id: users.id }).from(users).where(and(eq(users.siteId, site.id), eq(users.userName, 'admin')));
    const [alice] = await tx.select({ id: users.id }).from(users).where(and(eq(users.siteId, site.id), eq(users.userName, 'alice')));
    const [shenzhen] = await tx.select({ id: warehouses.id }).from(warehouses).where(and(eq(warehouses.siteId, site.id), eq(warehouses.code, `${code}-SZ01`)));
    const [hongKong] = await tx.select({ id: warehouses.id }).from(warehouses).where(and(eq(warehouses.siteId, site.id), eq(warehouses.code, `${code}-HK01`)));
    if (!admin || !alice || !shenzhen || !hongKong) continue;
    const [parcel] = await tx
      .select({ number: packages.courierNumber })
      .from(packages)
      .where(
        and(
          eq(packages.siteId, site.id),
          eq(packages.warehouseId, shenzhen.id),
          eq(packages.status, parcels.PackageStatus.Shippable),
          isNotNull(packages.shelfId),
          notExists(tx.select({ id: logisticsOrderPackages.id }).from(logisticsOrderPackages).where(and(eq(logisticsOrderPackages.packageId, packages.id), eq(logisticsOrderPackages.active, true)))),
          notExists(tx.select({ id: transferPlanLines.id }).from(transferPlanLines).where(and(eq(transferPlanLines.packageId, packages.id), eq(transferPlanLines.live, true)))),
        ),
      )
      .orderBy(asc(packages.id))
      .limit(1);
    const [stock] = await tx
      .select({ id: commodities.id })
      .from(stocks)
      .innerJoin(commodities, eq(commodities.id, stocks.commodityId))
      .where(and(eq(stocks.warehouseId, shenzhen.id), eq(commodities.ownerId, alice.id)))
      .groupBy(commodities.id)
      .having(sql`sum(${stocks.available}) >= 2`)
      .orderBy(asc(commodities.id))
      .limit(1);
    if (!parcel && !stock) continue;
    const actor: Actor = { userId: admin.id, siteId: site.id, population: 'backstage', isSuperUser: true };
    // The seed's own call context: one transaction, no request behind it, nothing to push after it.
    const ctx = { tx, actor, language: 'en', services: { database: tx }, afterCommit: () => undefined } as unknown as CallContext;
    const plan = await addPlan(
      tx,
      actor,
      contract.transferPlanBody.parse({
        FromWarehouseId: shenzhen.id,
        ToWarehouseId: hongKong.id,
        Remark: wordsOf(site.code)(['补充香港仓库存', '補充香港倉庫存']),
        CourierNumbers: parcel ? [parcel.number] : [],
        Commodities: stock ? [{ CommodityId: stock.id, Quantity: 2 }] : [],
      }),
    );
    await dispatchPlan(ctx, actor, plan.Id);
  }
}
