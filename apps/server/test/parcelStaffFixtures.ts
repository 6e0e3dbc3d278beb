import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { parcels, shelves as shelvesApi, warehouse as warehouseApi, warehousePartitions as partitionApi } from '@lbo/contracts';
import { call, createSite, createUser, type TestApp, type TestSite, type TestUser } from './helpers.ts';
import { uploadedFiles } from '../src/modules/files/tables.ts';
import { shelves } from '../src/modules/shelves/tables.ts';
import { warehouses } from '../src/modules/warehouses/tables.ts';
import { packages } from '../src/modules/parcels/tables.ts';

// The world the staff parcel tests share: a site with a warehouse (volume ratio 5000), shelves, a
// customer, a clerk of another site and an uploaded photo. Test-only.

export const ok = <T>(res: { Code: number; Message: string; Data: T }): T => {
  expect([res.Code, res.Message]).toEqual([0, expect.any(String)]);
  return res.Data;
};

export interface StaffWorld {
  site: TestSite;
  admin: TestUser;
  /** staff of the site granted nothing */
  clerk: TestUser;
  customer: TestUser;
  customerNumber: string;
  other: TestUser;
  otherWarehouseId: number;
  warehouseId: number;
  /** a second warehouse of the site */
  secondWarehouseId: number;
  shelfIds: number[];
  secondShelfId: number;
  photo: string;
}

export async function staffWorld(t: TestApp): Promise<StaffWorld> {
  const site = await createSite(t.db);
  const otherSite = await createSite(t.db);
  const admin = await createUser(t, { site, grants: 'all' });
  const clerk = await createUser(t, { site, grants: [] });
  const customerNumber = `M${Math.floor(Math.random() * 1e9)}`;
  const customer = await createUser(t, { site, type: 'user', grants: 'all', values: { number: customerNumber } });
  const other = await createUser(t, { site: otherSite, grants: 'all' });
  const warehouseOf = async (user: TestUser, name: string) => {
    const id = ok(await call(t, warehouseApi.addWarehouse, { Name: name, PersonInCharge: 'Zhao' }, { token: user.token })).Id;
    await t.db.update(warehouses).set({ volumeRatio: '5000' }).where(eq(warehouses.id, id));
    const zone = ok(await call(t, partitionApi.addWarehousePartition, { Name: 'Zone', Type: 1, WarehouseId: id }, { token: user.token })).Id;
    return { id, zone };
  };
  const main = await warehouseOf(admin, 'Main');
  const second = await warehouseOf(admin, 'Second');
  const theirs = await warehouseOf(other, 'Theirs');
  ok(await call(t, shelvesApi.batchAddShelves, { WarehouseId: main.id, PartitionId: main.zone, Prefix: 'A', Separator: '-', Rows: 1, Columns: 3 }, { token: admin.token }));
  ok(await call(t, shelvesApi.batchAddShelves, { WarehouseId: second.id, PartitionId: second.zone, Prefix: 'B', Separator: '-', Rows: 1, Columns: 1 }, { token: admin.token }));
  const shelfIds = (await t.db.select({ id: shelves.id }).from(shelves).where(eq(shelves.warehouseId, main.id)).orderBy(shelves.id)).map((s) => s.id);
  const [secondShelf] = await t.db.select({ id: shelves.id }).from(shelves).where(eq(shelves.warehouseId, second.id));
  const photo = `/files/${site.id}/package/${crypto.randomUUID()}.jpg`;
  await t.db.insert(uploadedFiles).values({ siteId: site.id, ownerId: admin.id, uploadFileType: 1, classify: 'package', originalName: 'p.jpg', mime: 'image/jpeg', size: 10, address: photo });
  return { site, admin, clerk, customer, customerNumber, other, otherWarehouseId: theirs.id, warehouseId: main.id, secondWarehouseId: second.id, shelfIds, secondShelfId: secondShelf!.id, photo };
}

/** A customer's forecast, written as the customer calls will write it. */
export async function forecast(t: TestApp, w: StaffWorld, courierNumber: string, ownerId = w.customer.id) {
  const [row] = await t.db
    .insert(packages)
    .values({ siteId: w.site.id, ownerId, warehouseId: w.warehouseId, courierNumber, productName: 'Shoes', status: parcels.PackageStatus.NotReceived })
    .returning({ id: packages.id });
  return row!.id;
}

export const sign = (t: TestApp, w: StaffWorld, body: Record<string, unknown>, token = w.admin.token) =>
  call(t, parcels.signPackage, { WarehouseId: w.warehouseId, Weight: '1.5', ...body }, { token });
