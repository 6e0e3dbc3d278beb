import { and, asc, eq, inArray } from 'drizzle-orm';
import { AccountType, inboundDocuments } from '@lbo/contracts';
import type { Executor } from '../platform/db.ts';
import { addDocument } from '../modules/inboundDocuments/index.ts';
import { DEMO_SITE_CODES, wordsOf } from './demoLanguage.ts';
import { commodities, sites, users, viewButtons, warehouses } from './schema.ts';
import { grantPages, PORTAL_ROLE_CODES, seedMenuGroup } from './seedPages.ts';

/** The staff's inbound pages: the three scan screens (each is its button) and the document list. */
const STAFF_PAGES = [
  { router: 'SignForIndex', name: 'Receipt signing', icon: 'ScanOutlined', buttons: ['InboundWarehouseDocument.SignFor'] },
  { router: 'BinPutOnShelves', name: 'Put boxes on shelves', icon: 'UploadOutlined', buttons: ['InboundWarehouseDocument.PutOnShelf'] },
  { router: 'BinLowerShelf', name: 'Take boxes off shelves', icon: 'DownloadOutlined', buttons: ['InboundWarehouseDocument.LowerShelf'] },
  {
    router: 'InboundDocumentsIndex',
    name: 'Inbound documents',
    icon: 'ContainerOutlined',
    buttons: ['InboundWarehouseDocument.Add', 'InboundWarehouseDocument.Edit', 'InboundWarehouseDocument.Delete', 'InboundWarehouseDocument.Inspect', 'InboundWarehouseDocument.Finish'],
  },
];

/**
 * Inbound documents on both sides: staff's under "Warehouses" (after the warehouse pages), granted
 * to the platform and site administrators, the warehouse operator signing, inspecting and shelving
 * but not changing or finishing documents; the customer's "My inbound documents" under
 * "Warehousing", granted to the customer groups.
 */
export async function seedInboundDocumentPages(tx: Executor) {
  const staff = await seedMenuGroup(tx, { population: AccountType.Backstage, name: 'WarehouseManagement', path: '/warehouse', icon: 'HomeOutlined', sort: 4, firstPageSort: 10, pages: STAFF_PAGES });
  await grantPages(tx, ['platform-admin', 'site-admin'], staff);
  const operatorButtons = await tx
    .select({ id: viewButtons.id })
    .from(viewButtons)
    .where(inArray(viewButtons.key, ['InboundWarehouseDocument.SignFor', 'InboundWarehouseDocument.PutOnShelf', 'InboundWarehouseDocument.LowerShelf', 'InboundWarehouseDocument.Inspect']));
  await grantPages(tx, ['operator'], { menuIds: staff.menuIds, buttonIds: operatorButtons.map((b) => b.id) });
  const portal = await seedMenuGroup(tx, {
    population: AccountType.SiteUser,
    name: 'WarehousingCenter',
    path: '/warehousing',
    icon: 'ShopOutlined',
    sort: 3,
    firstPageSort: 1,
    pages: [{ router: 'UserInboundDocumentsIndex', name: 'My inbound documents', icon: 'ContainerOutlined', buttons: ['UserInboundWarehouseDocument.Add', 'UserInboundWarehouseDocument.Edit', 'UserInboundWarehouseDocument.Delete'] }],
  });
  await grantPages(tx, PORTAL_ROLE_CODES, portal);
}

/** The demo: one inbound document of alice's on its way to the Shenzhen warehouse (submitted), in each demo site. */
export async function seedInboundDemo(tx: Executor) {
  const demoSites = await tx.select({ id: sites.id, code: sites.code }).from(sites).where(inArray(sites.code, DEMO_SITE_CODES));
  for (const site of demoSites) {
    const [alice] = await tx.select({ id: users.id }).from(users).where(and(eq(users.siteId, site.id), eq(users.userName, 'alice')));
    const [shenzhen] = await tx.select({ id: warehouses.id }).from(warehouses).where(and(eq(warehouses.siteId, site.id), eq(warehouses.code, `${site.code.toUpperCase()}-SZ01`)));
    if (!alice || !shenzhen) continue;
    const w = wordsOf(site.code);
    // The inventory's demo gave alice her commodities; the document brings more of the first two.
    const goods = await tx.select({ id: commodities.id }).from(commodities).where(eq(commodities.ownerId, alice.id)).orderBy(asc(commodities.id)).limit(2);
    if (goods.length < 2) continue;
    const actor = { userId: alice.id, siteId: site.id, population: 'user' as const, isSuperUser: false };
    await addDocument(
      tx,
      actor,
      inboundDocuments.documentFields.parse({
        WarehouseId: shenzhen.id,
        Carrier: w(['顺丰速运', '順豐速運']),
        CourierNumbers: ['SF1402837465'],
        Remarks: w(['易碎品，轻放', '易碎品，輕放']),
        Boxes: [
          { Weight: '8.5', Length: '50', Width: '40', Height: '30', Lines: [{ CommodityId: goods[0]!.id, ExpectedQuantity: 24 }] },
          { Weight: '6', Length: '50', Width: '40', Height: '30', Lines: [{ CommodityId: goods[0]!.id, ExpectedQuantity: 12 }, { CommodityId: goods[1]!.id, ExpectedQuantity: 30 }] },
        ],
      }),
    );
  }
}
