import { Decimal } from 'decimal.js';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { pickingLists as contract, wallets as money } from '@lbo/contracts';
import type { Actor } from '../platform/auth.ts';
import type { Executor } from '../platform/db.ts';
import { approve, generateBill } from '../modules/logisticsOrders/orders.service.ts';
import { pickingRuleList } from '../modules/pickingLists/pickingRules.service.ts';
import { lockWallets, post } from '../modules/wallets/ledger.ts';
import { payBills } from '../modules/wallets/wallets.service.ts';
import { DEMO_SITE_CODES, wordsOf } from './demoLanguage.ts';
import { sites, users, viewButtons, warehouses } from './schema.ts';
import { submitAliceDemoOrder } from './seedPackingPages.ts';
import { grantPages, seedMenuGroup } from './seedPages.ts';

/** The list page's buttons: one per action of the list's two axes, printing, and making lists. */
const LIST_BUTTONS = ['Add', 'AddOrders', 'Start', 'Delete', 'RemoveOrder', 'SortingCompleted', 'Assign', 'Release', 'ClaimForMe', 'Print', 'ResolveMissing'].map((action) => `PickingList.${action}`);

/** What the warehouse operator does: claims lists, prints them, picks by scan and reports what is missing. */
const OPERATOR_BUTTONS = ['PickingList.ClaimForMe', 'PickingList.Print', 'PersonalPickingList.Release', 'PersonalPickingList.Print', 'PickingScan.Pick', 'PickingScan.ReportMissing'];

/**
 * Picking in the staff's "Orders" group after the order pages (spec domain §1 menu titles: picking
 * lists, personal picking list, picking rules), with the scan screen; every button granted to the
 * platform and site administrators, the warehouse operator picking (claiming, printing, scanning).
 * The demo: a manual rule for each demo site's first warehouse, grouping by carrier.
 */
export async function seedPickingPages(tx: Executor) {
  const staff = await seedMenuGroup(tx, {
    population: 1,
    name: 'OrderCenter',
    path: '/orders',
    icon: 'SendOutlined',
    sort: 6,
    firstPageSort: 10,
    pages: [
      { router: 'PickingListIndex', name: 'Picking lists', icon: 'UnorderedListOutlined', buttons: LIST_BUTTONS },
      { router: 'PersonalPickingListIndex', name: 'Personal picking list', icon: 'UserOutlined', buttons: ['PersonalPickingList.Release', 'PersonalPickingList.Print'] },
      { router: 'PickingScanIndex', name: 'Picking by scan', icon: 'ScanOutlined', buttons: ['PickingScan.Pick', 'PickingScan.ReportMissing'] },
      { router: 'PickingRulesIndex', name: 'Picking rules', icon: 'ClusterOutlined', buttons: ['Add', 'Edit', 'Delete', 'Detail'].map((a) => `PickingRules.${a}`) },
    ],
  });
  await grantPages(tx, ['platform-admin', 'site-admin'], staff);
  const operatorButtons = await tx.select({ id: viewButtons.id }).from(viewButtons).where(inArray(viewButtons.key, OPERATOR_BUTTONS));
  // The operator's menu: the three picking pages (not the rules, which the office sets).
  await grantPages(tx, ['operator'], { menuIds: staff.menuIds.slice(0, -1), buttonIds: operatorButtons.map((b) => b.id) });

  const demoSites = await tx.select({ id: sites.id, code: sites.code }).from(sites).where(inArray(sites.code, DEMO_SITE_CODES));
  for (const site of demoSites) {
    const [admin] = await tx.select({ id: users.id }).from(users).where(and(eq(users.siteId, site.id), eq(users.userName, 'admin')));
    const [warehouse] = await tx.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.siteId, site.id)).orderBy(asc(warehouses.id)).limit(1);
    if (!admin || !warehouse) continue;
    const actor: Actor = { userId: admin.id, siteId: site.id, population: 'backstage', isSuperUser: true };
    const w = wordsOf(site.code);
    await pickingRuleList.add(
      tx,
      actor,
      contract.addPickingRuleBody.parse({
        Name: w(['按渠道分波次', '按渠道分波次']),
        WarehouseId: warehouse.id,
        GroupBy: contract.PickingGroupBy.Carrier,
        MaxOrders: 20,
        MaxLines: 200,
        Remarks: w(['每辆拣货车最多 20 单', '每輛揀貨車最多 20 單']),
      }),
    );
  }
}

/**
 * The demo: in each demo site, an order of alice's waiting for a picking list (a T-shirt and a mug):
 * submitted, approved and billed by the admin, and paid from her balance after an offline recharge
 * of exactly its bill, each through its own table as staff and the portal do.
 */
export async function seedPickingDemo(tx: Executor) {
  const demoSites = await tx.select({ id: sites.id, code: sites.code }).from(sites).where(inArray(sites.code, DEMO_SITE_CODES));
  for (const site of demoSites) {
    const [admin] = await tx.select({ id: users.id }).from(users).where(and(eq(users.siteId, site.id), eq(users.userName, 'admin')));
    const submitted = admin && (await submitAliceDemoOrder(tx, site, [1, 1]));
    if (!submitted) continue;
    const { order, alice, ctx } = submitted;
    const staff: Actor = { userId: admin.id, siteId: site.id, population: 'backstage', isSuperUser: true };
    await approve(ctx, staff, order.Id);
    const bill = await generateBill(ctx, staff, order.Id);
    const wallet = (await lockWallets(tx, site.id, alice.userId, [bill.CurrencyCode])).get(bill.CurrencyCode)!;
    await post(tx, staff, wallet, { key: `demo:recharge:${order.Id}`, type: money.WalletEventType.Recharge, documentType: 'Demo', documentId: null }, { amount: new Decimal(bill.TotalAmount), counter: money.LedgerAccount.SiteClearing, field: 'Amount' });
    await payBills(ctx, alice, { BillIds: [bill.Id], PaymentMethod: money.PaymentMethod.Balance, UserCouponIds: [] });
  }
}
