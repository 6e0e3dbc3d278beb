import { and, asc, eq, inArray } from 'drizzle-orm';
import { AccountType, logisticsOrders as orderContract } from '@lbo/contracts';
import type { Actor } from '../platform/auth.ts';
import type { CallContext } from '../platform/context.ts';
import type { Executor } from '../platform/db.ts';
import { addOrder, priceOrder } from '../modules/logisticsOrders/index.ts';
import { DEMO_SITE_CODES, demoLanguageOf } from './demoLanguage.ts';
import { commodities, logisticsOrders, recipientInformations, sites, stocks, users, viewButtons, warehouses } from './schema.ts';
import { grantPages, seedMenuGroup } from './seedPages.ts';

/**
 * Packing in the back office's "Orders" group: the PackEdit scan screen (its button is the screen:
 * `Pack.Pack`) and the packing list ("packing", whose `Pack.Reopen` reopens a packed order before
 * departure, on the list and on the screen), granted to the administrators and the warehouse operator (who packs, but reopening
 * is the administrators').
 */
export async function seedPackingPages(tx: Executor) {
  const pages = await seedMenuGroup(tx, {
    population: AccountType.Backstage,
    name: 'OrderCenter',
    path: '/orders',
    icon: 'SendOutlined',
    sort: 6,
    firstPageSort: 20,
    pages: [
      { router: 'PackEdit', name: 'Pack orders', icon: 'CodeSandboxOutlined', buttons: ['Pack.Pack'] },
      { router: 'PackingsIndex', name: 'Packing', icon: 'InboxOutlined', buttons: ['Pack.Reopen'] },
    ],
  });
  await grantPages(tx, ['platform-admin', 'site-admin'], pages);
  const operatorButtons = await tx.select({ id: viewButtons.id }).from(viewButtons).where(inArray(viewButtons.key, ['Pack.Pack']));
  await grantPages(tx, ['operator'], { menuIds: pages.menuIds, buttonIds: operatorButtons.map((b) => b.id) });
}

/**
 * alice's order in a demo site, priced and submitted as the portal does: her first commodities in the
 * Shenzhen warehouse in the quantities given, to her first recipient (Taipei). None when the demo
 * lacks them. The seed's own call context comes with it: one transaction, nothing to push after it.
 */
export async function submitAliceDemoOrder(tx: Executor, site: { id: number; code: string }, quantities: readonly number[]) {
  const [alice] = await tx.select({ id: users.id }).from(users).where(and(eq(users.siteId, site.id), eq(users.userName, 'alice')));
  const [shenzhen] = await tx.select({ id: warehouses.id }).from(warehouses).where(and(eq(warehouses.siteId, site.id), eq(warehouses.code, `${site.code.toUpperCase()}-SZ01`)));
  if (!alice || !shenzhen) return null;
  const [recipient] = await tx.select({ id: recipientInformations.id }).from(recipientInformations).where(eq(recipientInformations.ownerId, alice.id)).orderBy(asc(recipientInformations.id)).limit(1);
  // Distinct: a commodity's stock lies on several shelves.
  const goods = await tx
    .selectDistinct({ id: commodities.id })
    .from(commodities)
    .innerJoin(stocks, and(eq(stocks.commodityId, commodities.id), eq(stocks.warehouseId, shenzhen.id)))
    .where(eq(commodities.ownerId, alice.id))
    .orderBy(asc(commodities.id))
    .limit(quantities.length);
  if (!recipient || goods.length < quantities.length) return null;
  const actor: Actor = { userId: alice.id, siteId: site.id, population: 'user', isSuperUser: false };
  const language = demoLanguageOf(site.code);
  const ctx = { tx, actor, language, services: { database: tx }, afterCommit: () => undefined } as unknown as CallContext;
  const shipment = { WarehouseId: shenzhen.id, PackageIds: [], Commodities: quantities.map((Quantity, at) => ({ CommodityId: goods[at]!.id, Quantity })), RecipientInformationId: recipient.id, DeclaredPrice: '30', IsCod: false, Collection: '0', TaxType: 1 };
  const price = await priceOrder(tx, tx, actor, orderContract.priceUserOrder.request.parse(shipment), language);
  const option = price.Options[0];
  if (!option || option.Carriers.length === 0) return null;
  const goodsLines = quantities.map((Quantity, at) => ({ Name: at === 0 ? 'T-shirt' : 'Mug', Quantity, UnitValue: '10' }));
  const body = orderContract.addUserOrder.request.parse({ ...shipment, QuotationId: option.QuotationId, CarrierId: option.Carriers[0]!.Id, ExpectedTotal: option.Total, Goods: goodsLines });
  return { order: await addOrder(ctx, actor, body), alice: actor, ctx };
}

/**
 * The demo: in each demo site, one order of alice's ready to pack at once: two T-shirts and a mug
 * from her Shenzhen stock to her Taipei recipient, then approved and set Picked (the seed stands in
 * for picking, whose own demo order waits for a list: seedPickingDemo).
 */
export async function seedPackingDemo(tx: Executor) {
  const demoSites = await tx.select({ id: sites.id, code: sites.code }).from(sites).where(inArray(sites.code, DEMO_SITE_CODES));
  for (const site of demoSites) {
    const submitted = await submitAliceDemoOrder(tx, site, [2, 1]);
    if (!submitted) continue;
    await tx
      .update(logisticsOrders)
      .set({ status: orderContract.OrderStatus.Picked, approvalStatus: orderContract.ApprovalStatus.Approved, approvedAt: new Date() })
      .where(eq(logisticsOrders.id, submitted.order.Id));
  }
}
