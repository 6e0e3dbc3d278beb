import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { ErrorCode, freightCalculator as calculator, shelves as shelfApi, warehouse as warehouseApi, warehousePartitions as partitionApi } from '@lbo/contracts';
import type * as PricingEngine from '../src/modules/pricing/engine/index.ts';
import { priceShipment } from '../src/modules/pricing/engine/index.ts';
import type * as ShelfPdf from '../src/modules/shelves/shelfPdf.ts';
import { occupancyPdf } from '../src/modules/shelves/shelfPdf.ts';
import { call, createSite, createTestApp, createUser, describeOnPostgres, type TestApp, type TestUser } from './helpers.ts';
import { quotationReferences, type QuotationReferences } from './quotationFixtures.ts';

/**
 * A read-only call does its work only for a caller who is let in. On PostgreSQL the handler starts
 * while the permission decision is still in flight (platform/tenancy.ts `readInScope`); a refused caller
 * must still not make the server render a PDF or price a shipment. The two expensive steps are
 * counted: the real functions, wrapped.
 */
vi.mock('../src/modules/shelves/shelfPdf.ts', async (original) => {
  const real = await original<typeof ShelfPdf>();
  return { ...real, occupancyPdf: vi.fn(real.occupancyPdf) };
});
vi.mock('../src/modules/pricing/engine/index.ts', async (original) => {
  const real = await original<typeof PricingEngine>();
  return { ...real, priceShipment: vi.fn(real.priceShipment) };
});

let t: TestApp;
let admin: TestUser;
let refused: TestUser;
let refs: QuotationReferences;

describeOnPostgres('a refused read-only call (PostgreSQL, where reads are pipelined)', () => {
  beforeAll(async () => {
    t = await createTestApp();
    const site = await createSite(t.db);
    admin = await createUser(t, { site, grants: 'all' });
    // Signed in and of the site, with every read but the two asked for.
    refused = await createUser(t, { site, grants: [shelfApi.getShelves, warehouseApi.getWarehouses] });
    refs = await quotationReferences(t, site);
    const warehouseId = (await call(t, warehouseApi.addWarehouse, { Name: 'Main', PersonInCharge: 'Zhou' }, { token: admin.token })).Data.Id;
    const partitionId = (await call(t, partitionApi.addWarehousePartition, { Name: 'Zone A', Type: 1, WarehouseId: warehouseId }, { token: admin.token })).Data.Id;
    await call(t, shelfApi.batchAddShelves, { WarehouseId: warehouseId, PartitionId: partitionId, Prefix: 'A', Separator: '-', Rows: 2, Columns: 3 }, { token: admin.token });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    vi.mocked(occupancyPdf).mockClear();
    vi.mocked(priceShipment).mockClear();
  });

  it('gets 403 for the shelf report, and no PDF is rendered', async () => {
    const denied = await call(t, shelfApi.getPrintShelveReport, { ReportType: 2 }, { token: refused.token });
    expect(denied).toMatchObject({ status: 403, Code: ErrorCode.Refused });
    expect(occupancyPdf).not.toHaveBeenCalled();
    // The same request from someone granted renders it: the count above is not blind.
    expect((await call(t, shelfApi.getPrintShelveReport, { ReportType: 2 }, { token: admin.token })).Code).toBe(0);
    expect(occupancyPdf).toHaveBeenCalledTimes(1);
  });

  it('gets 403 for the freight calculator, and nothing is priced', async () => {
    const parcel = { Pieces: [{ WeightKg: '1.2', LengthCm: '30', WidthCm: '20', HeightCm: '15', Quantity: 1 }], DeclaredValue: '300', CountryCode: 'US', WarehouseId: refs.warehouse };
    const denied = await call(t, calculator.calculateFreight, parcel, { token: refused.token });
    expect(denied).toMatchObject({ status: 403, Code: ErrorCode.Refused });
    expect(priceShipment).not.toHaveBeenCalled();
    expect((await call(t, calculator.calculateFreight, parcel, { token: admin.token })).Code).toBe(0);
    expect(priceShipment).toHaveBeenCalledTimes(1);
  });
});
