import { inArray } from 'drizzle-orm';
import { AccountType } from '@lbo/contracts';
import type { Executor } from '../platform/db.ts';
import { viewButtons } from './schema.ts';
import { grantPages, PORTAL_ROLE_CODES, seedMenuGroup } from './seedPages.ts';

/**
 * The staff's order list: creating an order for a customer, a button per action of the order's axes
 * (contracts STAFF_ACTION_CALLS), and the documents: face sheets, logistics invoices, the report,
 * trajectory schemes; splitting an order.
 */
const STAFF_BUTTONS = ['Add', 'Approve', 'Reject', 'CancelApproval', 'Freeze', 'Unfreeze', 'Cancel', 'GenerateBill', 'CancelBill', 'AddTrack', 'PrintFaceSheet', 'PrintInvoice', 'Export', 'ApplyTrajectoryScheme', 'Split', 'CollectCod'].map(
  (action) => `LogisticsOrder.${action}`,
);

/** What the warehouse operator does with orders: follows them, adds tracks, prints the papers that go with a parcel, and holds one (freeze) when something is wrong with it. */
const OPERATOR_BUTTONS = ['LogisticsOrder.AddTrack', 'LogisticsOrder.Freeze', 'LogisticsOrder.Unfreeze', 'LogisticsOrder.PrintFaceSheet', 'LogisticsOrder.PrintInvoice'];

/**
 * Logistics orders on both sides: staff's "Logistics orders" in their own group "Orders" (spec
 * domain §1: where picking, packing, face sheets and the order report will join it) and "Peer orders"
 * (GLOSSARY: orders entered for partner forwarders), every action
 * granted to the platform and site administrators, the warehouse operator following orders, adding
 * tracks, printing face sheets and invoices, and freezing (approving, billing and cancelling are the office's); the customer's "Ship
 * goods" (create an order) and "My orders" (follow and cancel) first under "Orders", before their
 * address book, granted to the customer groups (row-level security keeps each to their own).
 */
export async function seedLogisticsOrderPages(tx: Executor) {
  const staff = await seedMenuGroup(tx, {
    population: AccountType.Backstage,
    name: 'OrderCenter',
    path: '/orders',
    icon: 'SendOutlined',
    sort: 6,
    firstPageSort: 0,
    pages: [
      { router: 'LogisticsOrdersIndex', name: 'Logistics orders', icon: 'ProfileOutlined', buttons: STAFF_BUTTONS },
      // Orders entered for partner forwarders, by form or Excel import; their rows take the order actions above.
      { router: 'PeerOrdersIndex', name: 'Peer orders', icon: 'TeamOutlined', buttons: ['PeerOrder.Add', 'PeerOrder.Import'] },
    ],
  });
  await grantPages(tx, ['platform-admin', 'site-admin'], staff);
  const operatorButtons = await tx.select({ id: viewButtons.id }).from(viewButtons).where(inArray(viewButtons.key, OPERATOR_BUTTONS));
  await grantPages(tx, ['operator'], { menuIds: staff.menuIds, buttonIds: operatorButtons.map((b) => b.id) });

  const portal = await seedMenuGroup(tx, {
    population: AccountType.SiteUser,
    name: 'OrderCenter',
    path: '/orders',
    icon: 'SendOutlined',
    sort: 4,
    firstPageSort: 0,
    pages: [
      { router: 'UserAddLogisticsOrderIndex', name: 'Ship goods', icon: 'SendOutlined', buttons: ['UserLogisticsOrder.Add'] },
      { router: 'UserLogisticsOrdersIndex', name: 'My orders', icon: 'ProfileOutlined', buttons: ['UserLogisticsOrder.Cancel', 'UserLogisticsOrder.Export'] },
    ],
  });
  await grantPages(tx, PORTAL_ROLE_CODES, portal);
}
