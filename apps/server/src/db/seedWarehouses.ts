import { and, eq, inArray, isNull } from 'drizzle-orm';
import { AccountType, shelves as shelfContract, shippingAddress as addressContract, warehouse as warehouseContract, warehousePartitions as partitionContract } from '@lbo/contracts';
import type { Actor } from '../platform/auth.ts';
import type { Executor } from '../platform/db.ts';
import { regions } from '../modules/globalCountries/tables.ts';
import { applyGoodsChanges } from '../modules/shelves/shelfGoods.ts';
import { lockShelves } from '../modules/shelves/shelfRecords.ts';
import { batchAddShelves } from '../modules/shelves/shelves.service.ts';
import { shippingAddressList } from '../modules/shippingAddresses/shippingAddresses.service.ts';
import { partitionList } from '../modules/warehousePartitions/warehousePartitions.service.ts';
import { warehouseList } from '../modules/warehouses/warehouses.service.ts';
import { DEMO_SITE_CODES, wordsOf } from './demoLanguage.ts';
import { menus, shelves, sites, users, viewButtons } from './schema.ts';
import { grantPages, seedMenuGroup } from './seedPages.ts';

const crud = (prefix: string) => ['Add', 'Edit', 'Delete', 'Detail'].map((action) => `${prefix}.${action}`);

/** The pages, their view names and the button keys they check. */
const PAGES = [
  { router: 'WarehousesIndex', name: 'Warehouses', icon: 'HomeOutlined', buttons: crud('Warehouses') },
  { router: 'WarehousePartitionsIndex', name: 'Partitions', icon: 'AppstoreOutlined', buttons: crud('WarehousePartitions') },
  {
    router: 'ShelvesIndex',
    name: 'Shelves',
    icon: 'DatabaseOutlined',
    buttons: [...crud('Shelves'), 'Shelves.BatchAdd', 'Shelves.Deactivate', 'Shelves.Transfer', 'Shelves.Print'],
  },
  { router: 'ShippingAddressesIndex', name: 'Shipping addresses', icon: 'EnvironmentOutlined', buttons: crud('ShippingAddresses') },
];

/** The regions of an address by their codes from the country down, as far as the region list has them. */
async function regionPath(tx: Executor, codes: string[]) {
  const path: { Id: number; Code: string; Name: string }[] = [];
  for (const code of codes) {
    const parent = path.at(-1);
    const [region] = await tx
      .select({ Id: regions.id, Code: regions.code, Name: regions.name })
      .from(regions)
      .where(and(eq(regions.code, code), parent ? eq(regions.parentId, parent.Id) : isNull(regions.parentId)))
      .limit(1);
    if (!region) break;
    path.push(region);
  }
  return path;
}

/**
 * Warehouses, partitions and shelves: the pages under "Warehouses" (the group the countries page
 * shares) with their views and buttons, granted to the platform and site administrators; and per
 * demo site a Shenzhen warehouse with four partitions, 80 numbered shelves (some holding goods) and
 * its sender, return and self-pickup addresses, and a Hong Kong warehouse with one partition and a
 * self-pickup counter. The demo data goes through the services, so it
 * obeys the same rules and has the same logs as what people create.
 */
export async function seedWarehouses(tx: Executor) {
  const pages = await seedMenuGroup(tx, {
    population: AccountType.Backstage,
    name: 'WarehouseManagement',
    path: '/warehouse',
    icon: 'HomeOutlined',
    sort: 4,
    firstPageSort: 0,
    pages: PAGES,
  });
  await grantPages(tx, ['platform-admin', 'site-admin'], pages);
  // A warehouse operator works in these pages: opens every record, moves goods between shelves and
  // prints shelf labels, but does not create, change or delete warehouses, partitions or shelves.
  const [firstPage] = await tx.select({ parentId: menus.parentId }).from(menus).where(eq(menus.router, PAGES[0]!.router));
  const operatorButtons = await tx
    .select({ id: viewButtons.id })
    .from(viewButtons)
    .where(inArray(viewButtons.key, [...PAGES.map((p) => `${p.buttons[0]!.split('.')[0]}.Detail`), 'Shelves.Transfer', 'Shelves.Print']));
  await grantPages(
    tx,
    ['operator'],
    { menuIds: [...new Set([...(firstPage?.parentId ? [firstPage.parentId] : []), ...pages.menuIds])], buttonIds: operatorButtons.map((b) => b.id) },
    [shelfContract.transferGoods.path, shelfContract.transferGoodsAll.path],
  );

  const shenzhenAddress = await regionPath(tx, ['CN', '440000', '440300', '440306']);
  const hongKongAddress = await regionPath(tx, ['HK']);
  const demoSites = await tx.select({ id: sites.id, code: sites.code }).from(sites).where(inArray(sites.code, DEMO_SITE_CODES));
  for (const site of demoSites) {
    const [admin] = await tx.select({ id: users.id }).from(users).where(and(eq(users.siteId, site.id), eq(users.userName, 'admin')));
    if (!admin) continue;
    const actor: Actor = { userId: admin.id, siteId: site.id, population: 'backstage', isSuperUser: true };
    const code = site.code.toUpperCase();
    const w = wordsOf(site.code);
    const shenzhen = await warehouseList.add(
      tx,
      actor,
      warehouseContract.addWarehouseBody.parse({
        Name: w(['深圳宝安仓', '深圳寶安倉']),
        Code: `${code}-SZ01`,
        PersonInCharge: w(['李明', '李明']),
        PhoneCode: '86',
        PersonInChargeMobile: '13800138000',
        PersonInChargeTel: '0755-27890123',
        Regions: shenzhenAddress,
        DetailedAddress: w(['西乡街道航城大道18号B栋3楼', '西鄉街道航城大道18號B棟3樓']),
        PostalCode: '518126',
        VolumeRatio: '6000',
        LinkedStores: [w(['天猫旗舰店', '天貓旗艦店']), w(['京东自营店', '京東自營店'])],
      }),
    );
    const hongKong = await warehouseList.add(
      tx,
      actor,
      warehouseContract.addWarehouseBody.parse({
        Name: w(['香港葵涌仓', '香港葵涌倉']),
        Code: `${code}-HK01`,
        PersonInCharge: w(['陈大文', '陳大文']),
        PhoneCode: '852',
        PersonInChargeMobile: '91234567',
        PersonInChargeTel: '24281234',
        Regions: hongKongAddress,
        DetailedAddress: w(['葵涌工业中心C座8楼', '葵涌工業中心C座8樓']),
        VolumeRatio: '5000',
      }),
    );
    const zone = (WarehouseId: number, Name: string, Type: number) => partitionList.add(tx, actor, partitionContract.addPartitionBody.parse({ Name, Type, WarehouseId }));
    const zoneA = await zone(shenzhen.Id, w(['A区', 'A區']), partitionContract.PartitionType.Storage);
    const zoneB = await zone(shenzhen.Id, w(['B区（大件）', 'B區（大件）']), partitionContract.PartitionType.Storage);
    const returns = await zone(shenzhen.Id, w(['退货区', '退貨區']), partitionContract.PartitionType.Returns);
    await zone(shenzhen.Id, w(['无主件区', '無主件區']), partitionContract.PartitionType.Unclaimed);
    const hkZone = await zone(hongKong.Id, w(['A区', 'A區']), partitionContract.PartitionType.Storage);
    const batch = (WarehouseId: number, PartitionId: number, body: Record<string, unknown>) =>
      batchAddShelves(tx, actor, shelfContract.batchAddShelvesBody.parse({ WarehouseId, PartitionId, Separator: '-', ...body }));
    await batch(shenzhen.Id, zoneA.Id, { Prefix: 'A', Rows: 5, Columns: 10, ShelvesLength: '120', ShelvesWide: '60', ShelvesHigh: '40' });
    await batch(shenzhen.Id, zoneB.Id, { Prefix: 'B', Rows: 3, Columns: 6, ShelvesLength: '240', ShelvesWide: '100', ShelvesHigh: '80' });
    await batch(shenzhen.Id, returns.Id, { Prefix: 'R', Rows: 2, Columns: 6, ShelvesLength: '100', ShelvesWide: '50', ShelvesHigh: '40' });
    await batch(hongKong.Id, hkZone.Id, { Prefix: 'HK', Rows: 2, Columns: 5, ShelvesLength: '120', ShelvesWide: '60', ShelvesHigh: '40' });

    const address = (body: Record<string, unknown>) => shippingAddressList.add(tx, actor, addressContract.addShippingAddressBody.parse({ PhoneCode: '86', Regions: shenzhenAddress, PostalCode: '518126', ...body }));
    await address({ Name: w(['宝安发货台', '寶安發貨台']), Type: addressContract.ShippingAddressType.Sender, WarehouseId: shenzhen.Id, Contact: w(['李明', '李明']), Phone: '13800138000', DetailedAddress: w(['航城大道18号B栋', '航城大道18號B棟']) });
    await address({ Name: w(['宝安退货码头', '寶安退貨碼頭']), Type: addressContract.ShippingAddressType.Return, WarehouseId: shenzhen.Id, Contact: w(['赵磊', '趙磊']), Phone: '13800138001', DetailedAddress: w(['航城大道18号4号码头', '航城大道18號4號碼頭']) });
    await address({ Name: w(['宝安自提点', '寶安自取點']), Type: addressContract.ShippingAddressType.SelfPickup, WarehouseId: shenzhen.Id, Contact: w(['陈静', '陳靜']), Phone: '13800138002', DetailedAddress: w(['航城大道18号1号门', '航城大道18號1號門']) });
    await address({ Name: w(['葵涌自提点', '葵涌自取點']), Type: addressContract.ShippingAddressType.SelfPickup, WarehouseId: hongKong.Id, PhoneCode: '852', Phone: '91234568', Regions: hongKongAddress, PostalCode: '', DetailedAddress: w(['葵涌工业中心C座地下', '葵涌工業中心C座地下']) });

    // Opening stock on a few shelves, as the inbound areas will put it there.
    const stocked = await tx
      .select({ id: shelves.id })
      .from(shelves)
      .where(and(eq(shelves.warehouseId, shenzhen.Id), inArray(shelves.shelvesNumber, ['A-01-01', 'A-01-02', 'A-01-05', 'A-02-03', 'B-01-01', 'R-01-01'])));
    const locked = await lockShelves(
      tx,
      actor,
      stocked.map((s) => s.id),
    );
    await applyGoodsChanges(
      tx,
      actor,
      locked,
      stocked.map((s, i) => ({
        shelfId: s.id,
        quantity: 3 + i * 4,
        space: { wide: String(10 + i * 5), high: String(8 + i * 3), length: String(20 + i * 10) },
        action: 'GoodsChange' as const,
        details: { Reason: w(['期初库存', '期初庫存']) },
      })),
    );
  }
}
