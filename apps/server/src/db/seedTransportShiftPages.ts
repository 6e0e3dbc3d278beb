import { and, asc, eq, inArray } from 'drizzle-orm';
import { AccountType, transportShifts as contract } from '@lbo/contracts';
import type { Actor } from '../platform/auth.ts';
import type { Executor } from '../platform/db.ts';
import { shiftList } from '../modules/transportShifts/index.ts';
import { DEMO_SITE_CODES, wordsOf } from './demoLanguage.ts';
import { carriers, customsClearanceCompanies, logisticsOrders, sites, typeOfShippings, users, viewButtons, warehouses } from './schema.ts';
import { grantPages, seedMenuGroup } from './seedPages.ts';

/** What the warehouse operator does: bags orders by scan (and takes them out, weighs bags) and receives bags at the destination. */
const OPERATOR_BUTTONS = ['TransportShiftPackaging.Bag', 'TransportShiftPackaging.Remove', 'TransportShiftPackaging.Weigh', 'BagArrival.Receive'];

/**
 * Transport shifts in the back office's own "Transport" group (spec domain §1 menu titles: bag
 * numbers, transport shifts, packaging, bag detail, order detail, bag arrival receipt, add shift
 * track). Every button to the platform and site administrators; the warehouse operator bags and
 * receives (not creating shifts, confirming departure or adding tracks, which the office does).
 */
export async function seedTransportShiftPages(tx: Executor) {
  const pages = await seedMenuGroup(tx, {
    population: AccountType.Backstage,
    name: 'TransportCenter',
    path: '/transport',
    icon: 'RocketOutlined',
    sort: 7,
    firstPageSort: 10,
    pages: [
      { router: 'TransportShiftsIndex', name: 'Transport shifts', icon: 'ScheduleOutlined', buttons: ['Add', 'Edit', 'Delete', 'Detail', 'Depart'].map((a) => `TransportShifts.${a}`) },
      { router: 'TransportShiftPackagingIndex', name: 'Packaging', icon: 'GiftOutlined', buttons: ['TransportShiftPackaging.Bag', 'TransportShiftPackaging.Remove', 'TransportShiftPackaging.Weigh'] },
      { router: 'BagNumbersIndex', name: 'Bag numbers', icon: 'NumberOutlined', buttons: [] },
      { router: 'BagDetailIndex', name: 'Bag detail', icon: 'ProfileOutlined', buttons: [] },
      { router: 'BagOrdersIndex', name: 'Order detail', icon: 'FileSearchOutlined', buttons: [] },
      { router: 'BagArrivalIndex', name: 'Bag arrival receipt', icon: 'InboxOutlined', buttons: ['BagArrival.Receive'] },
      { router: 'ShiftTrackIndex', name: 'Add shift track', icon: 'NodeIndexOutlined', buttons: ['ShiftTrack.Add'] },
    ],
  });
  await grantPages(tx, ['platform-admin', 'site-admin'], pages);
  const operatorButtons = await tx.select({ id: viewButtons.id }).from(viewButtons).where(inArray(viewButtons.key, OPERATOR_BUTTONS));
  // The operator's menu: every page but adding shift tracks (the shifts list is read-only to them).
  await grantPages(tx, ['operator'], { menuIds: pages.menuIds.slice(0, -1), buttonIds: operatorButtons.map((b) => b.id) });
}

/**
 * The demo: in each demo site, one open shift taking every warehouse, carrier and enabled shipping
 * type of the site to the country of alice's demo order (packing's demo), with the site's first
 * customs clearance company: pack that order, then bag it on the packaging screen.
 */
export async function seedTransportShiftDemo(tx: Executor) {
  const demoSites = await tx.select({ id: sites.id, code: sites.code }).from(sites).where(inArray(sites.code, DEMO_SITE_CODES));
  for (const site of demoSites) {
    const [admin] = await tx.select({ id: users.id }).from(users).where(and(eq(users.siteId, site.id), eq(users.userName, 'admin')));
    const [company] = await tx.select({ id: customsClearanceCompanies.id }).from(customsClearanceCompanies).where(eq(customsClearanceCompanies.siteId, site.id)).orderBy(asc(customsClearanceCompanies.id)).limit(1);
    const ids = async (rows: Promise<{ id: number }[]>) => (await rows).map((r) => r.id);
    const warehouseIds = await ids(tx.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.siteId, site.id)));
    const carrierIds = await ids(tx.select({ id: carriers.id }).from(carriers).where(eq(carriers.siteId, site.id)));
    const typeIds = await ids(tx.select({ id: typeOfShippings.id }).from(typeOfShippings).where(and(eq(typeOfShippings.siteId, site.id), eq(typeOfShippings.isEnabled, true))));
    if (!admin || !company || warehouseIds.length === 0 || carrierIds.length === 0 || typeIds.length === 0) continue;
    const [order] = await tx.select({ country: logisticsOrders.recipientCountryCode }).from(logisticsOrders).where(eq(logisticsOrders.siteId, site.id)).orderBy(asc(logisticsOrders.id)).limit(1);
    const actor: Actor = { userId: admin.id, siteId: site.id, population: 'backstage', isSuperUser: true };
    const w = wordsOf(site.code);
    const today = new Date();
    const date = (days: number) => new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
    await shiftList.add(
      tx,
      actor,
      contract.addShiftBody.parse({
        Name: w(['深圳—桃园 空运 CI-5678', '深圳—桃園 空運 CI-5678']),
        MaxLength: '120',
        MaxWidth: '80',
        MaxHeight: '80',
        MaxWeight: '30',
        BearableWeight: '2000',
        WarehouseIds: warehouseIds,
        TypeOfShippingIds: typeIds,
        CarrierIds: carrierIds,
        CustomsClearanceCompanyId: company.id,
        DestinationCountryCode: order?.country ?? 'TW',
        DepartureDate: date(2),
        EstimatedArrivalDate: date(4),
        Remarks: w(['每袋不超过 30 kg', '每袋不超過 30 kg']),
      }),
    );
  }
}
