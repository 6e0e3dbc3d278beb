import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receivingAddresses as api, warehouse as warehouseApi } from '@lbo/contracts';
import { call, createSite, createTestApp, createUser, regionRefs, type TestApp, type TestSite, type TestUser } from '../../../test/helpers.ts';
import { userAvailableWarehouses } from '../warehouses/tables.ts';

let t: TestApp;
let site: TestSite;
let otherSite: TestSite;
let admin: TestUser;
let otherAdmin: TestUser;

const shenzhen = {
  Name: 'A Shenzhen Bao’an',
  PersonInCharge: '李明',
  PersonInChargeMobile: '13800138000',
  PersonInChargeTel: '0755-27890123',
  PhoneCode: '86',
  Regions: [] as { Id: number; Code: string; Name: string }[],
  DetailedAddress: '西乡街道航城大道18号B栋3楼',
  PostalCode: '518126',
};

const addWarehouse = async (user: TestUser, body: Record<string, unknown>) => {
  const res = await call(t, warehouseApi.addWarehouse, body, { token: user.token });
  expect([res.Code, res.Message]).toEqual([0, 'Success']);
  return res.Data.Id;
};

/** A customer of `on` whose member number is `number`. */
const customerNumbered = (on: TestSite, number: string) => createUser(t, { site: on, type: 'user', grants: [api.getReceivingAddresses], values: { number } });

beforeAll(async () => {
  t = await createTestApp();
  shenzhen.Regions = await regionRefs(t.db, ['CN', '440000', '440300']);
  site = await createSite(t.db);
  otherSite = await createSite(t.db);
  admin = await createUser(t, { site, grants: 'all' });
  otherAdmin = await createUser(t, { site: otherSite, grants: 'all' });
});
afterAll(() => t.close());

describe('where a customer sends goods', () => {
  let szId: number;
  let hkId: number;
  let disabledId: number;
  let foreignId: number;
  beforeAll(async () => {
    szId = await addWarehouse(admin, shenzhen);
    // A fixed line only, and no street address or postal code.
    hkId = await addWarehouse(admin, { Name: 'B Kwai Chung', PersonInCharge: 'Chan Tai Man', PhoneCode: '852', PersonInChargeTel: '24281234', Regions: await regionRefs(t.db, ['HK']) });
    disabledId = await addWarehouse(admin, { Name: 'C Closed', PersonInCharge: 'x', IsEnabled: false });
    foreignId = await addWarehouse(otherAdmin, { Name: 'A Their warehouse', PersonInCharge: 'y' });
  });

  it('answers every enabled warehouse of the site with the customer’s own member number in the recipient and address lines', async () => {
    const alice = await customerNumbered(site, 'C000123');
    const res = await call(t, api.getReceivingAddresses, {}, { token: alice.token, language: '1' });
    expect([res.status, res.Code]).toEqual([200, 0]);
    expect(res.Data.map((a) => a.WarehouseId)).toEqual([szId, hkId]);
    expect(res.Data[0]).toEqual({
      WarehouseId: szId,
      WarehouseName: 'A Shenzhen Bao’an',
      Recipient: '李明-C000123',
      Phone: '13800138000',
      PhoneCode: '86',
      Regions: ['中国', '广东省', '深圳市'],
      DetailedAddress: '西乡街道航城大道18号B栋3楼 (C000123)',
      PostalCode: '518126',
      MemberNumber: 'C000123',
    });
    expect(res.Data[1]).toMatchObject({ Recipient: 'Chan Tai Man-C000123', Phone: '24281234', PhoneCode: '852', DetailedAddress: '(C000123)', PostalCode: '' });
    expect(res.Data.map((a) => a.WarehouseId)).not.toContain(disabledId);
    expect(res.Data.map((a) => a.WarehouseId)).not.toContain(foreignId);
  });

  it('names the regions in the caller’s language', async () => {
    const customer = await customerNumbered(site, 'C000124');
    const en = await call(t, api.getReceivingAddresses, undefined, { token: customer.token, language: '3' });
    expect(en.Data[0]?.Regions).toEqual(['China', 'Guangdong', 'Shenzhen']);
  });

  it('answers each customer their own number, never another’s', async () => {
    const bob = await customerNumbered(site, 'C000200');
    const carol = await customerNumbered(site, 'C000201');
    const bobs = (await call(t, api.getReceivingAddresses, {}, { token: bob.token })).Data;
    const carols = (await call(t, api.getReceivingAddresses, {}, { token: carol.token })).Data;
    expect(bobs.every((a) => a.MemberNumber === 'C000200' && a.Recipient.endsWith('-C000200') && a.DetailedAddress.endsWith('(C000200)'))).toBe(true);
    expect(carols.every((a) => a.MemberNumber === 'C000201' && a.Recipient.endsWith('-C000201'))).toBe(true);
  });

  it('keeps a customer limited to some warehouses to those, and one limited to a disabled warehouse gets none', async () => {
    const limited = await customerNumbered(site, 'C000300');
    await t.db.insert(userAvailableWarehouses).values({ siteId: site.id, userId: limited.id, warehouseId: hkId });
    expect((await call(t, api.getReceivingAddresses, {}, { token: limited.token })).Data.map((a) => a.WarehouseId)).toEqual([hkId]);
    const onlyClosed = await customerNumbered(site, 'C000301');
    await t.db.insert(userAvailableWarehouses).values({ siteId: site.id, userId: onlyClosed.id, warehouseId: disabledId });
    const res = await call(t, api.getReceivingAddresses, {}, { token: onlyClosed.token });
    expect([res.Code, res.Data]).toEqual([0, []]);
  });

  it('answers another site’s customer only their site’s warehouses, with the same member number kept apart', async () => {
    // Member numbers are unique per site: the same number on another site is another person.
    const elsewhere = await customerNumbered(otherSite, 'C000123');
    const res = await call(t, api.getReceivingAddresses, {}, { token: elsewhere.token });
    expect(res.Data.map((a) => a.WarehouseId)).toEqual([foreignId]);
    expect(res.Data[0]?.Recipient).toBe('y-C000123');
  });

  it('refuses staff (403) whatever their grants, and a customer without the permission', async () => {
    expect((await call(t, api.getReceivingAddresses, {}, { token: admin.token })).status).toBe(403);
    const superStaff = await createUser(t, { site, grants: 'all', isSuperUser: true });
    expect((await call(t, api.getReceivingAddresses, {}, { token: superStaff.token })).status).toBe(403);
    const noGrant = await createUser(t, { site, type: 'user', grants: [] });
    expect((await call(t, api.getReceivingAddresses, {}, { token: noGrant.token })).status).toBe(403);
    expect((await call(t, api.getReceivingAddresses, {})).status).toBe(401);
  });
});
