import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { ErrorCode, recipientInformation as api, shippingAddress } from '@lbo/contracts';
import { call, createSite, createTestApp, createUser, describeOnPostgres, regionRefs, type TestApp, type TestSite, type TestUser } from '../../../test/helpers.ts';
import { AppError } from '../../platform/errors.ts';
import { regions } from '../globalCountries/tables.ts';
import { shippingAddresses } from '../shippingAddresses/tables.ts';
import { userMessages } from '../userMessages/tables.ts';
import { warehouses } from '../warehouses/tables.ts';
import { checkRecipientForDestination, findRecipient } from './index.ts';
import { recipientInformations } from './tables.ts';

const { RealNameStatus, RecipientInformationType } = api;
type Region = { Id: number; Code: string; Name: string };

let t: TestApp;
let site: TestSite;
let staff: TestUser;
let otherStaff: TestUser;
let alice: TestUser;
let bob: TestUser;
let taipei: Region[];
let shenzhen: Region[];
let hongKong: Region[];
let hongKongPickup: number;
let otherSitePickup: number;

/** Taiwan's counties have no code of their own: found by name under Taiwan. */
async function taipeiRegions(): Promise<Region[]> {
  const [tw] = await t.db.select().from(regions).where(and(eq(regions.code, 'TW'), isNull(regions.parentId)));
  const [city] = await t.db.select().from(regions).where(and(eq(regions.parentId, tw!.id), eq(regions.nameZhTw, '臺北市')));
  const [district] = await t.db.select().from(regions).where(and(eq(regions.parentId, city!.id), eq(regions.code, '100')));
  return [tw!, city!, district!].map((r) => ({ Id: r.id, Code: r.code, Name: r.name }));
}

/** A self-pickup point of an enabled warehouse of the site (the shipping addresses area is another's). */
async function pickupPoint(siteId: number, pointRegions: Region[], values: Partial<typeof shippingAddresses.$inferInsert> = {}) {
  const [warehouse] = await t.db.insert(warehouses).values({ siteId, name: 'Kwai Chung', personInCharge: 'Chan' }).returning({ id: warehouses.id });
  const [point] = await t.db
    .insert(shippingAddresses)
    .values({ siteId, warehouseId: warehouse!.id, name: 'Kwai Chung counter', type: shippingAddress.ShippingAddressType.SelfPickup, regions: pointRegions, detailedAddress: 'Unit C, G/F', ...values })
    .returning({ id: shippingAddresses.id });
  return point!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  site = await createSite(t.db);
  const other = await createSite(t.db);
  staff = await createUser(t, { site, grants: 'all' });
  otherStaff = await createUser(t, { site: other, grants: 'all' });
  alice = await createUser(t, { site, type: 'user', grants: 'all' });
  bob = await createUser(t, { site, type: 'user', grants: 'all' });
  taipei = await taipeiRegions();
  shenzhen = await regionRefs(t.db, ['CN', '440000', '440300', '440306']);
  hongKong = await regionRefs(t.db, ['HK']);
  hongKongPickup = await pickupPoint(site.id, hongKong);
  otherSitePickup = await pickupPoint(other.id, hongKong);
});
afterAll(() => t.close());

const inTaipei = (extra: Record<string, unknown> = {}) => ({
  RecipientName: '王小明',
  PhoneCode: '886',
  Phone: '0912345678',
  Tel: '02-23456789',
  IdentityNumber: 'A123456789',
  Regions: taipei,
  DetailedAddress: '重慶南路一段122號',
  MailboxCode: '10048',
  ...extra,
});
const inShenzhen = (extra: Record<string, unknown> = {}) => ({
  RecipientName: '李雷',
  PhoneCode: '86',
  Phone: '13800138000',
  IdentityNumber: '11010519491231002X',
  Regions: shenzhen,
  DetailedAddress: '航城大道18号',
  MailboxCode: '518126',
  ...extra,
});
const pickingUp = (extra: Record<string, unknown> = {}) => ({
  RecipientInformationType: RecipientInformationType.SelfPickup,
  RecipientName: 'Chan Tai Man',
  PhoneCode: '852',
  Phone: '61234567',
  Regions: hongKong,
  SelfPickupAddressId: hongKongPickup,
  ...extra,
});

const add = async (user: TestUser, body: Record<string, unknown>) => {
  const res = await call(t, api.addUserRecipientInformation, body, { token: user.token });
  expect([res.Code, res.Message], JSON.stringify(body)).toEqual([0, 'Success']);
  return res.Data;
};
const stored = async (id: number) => (await t.db.select().from(recipientInformations).where(eq(recipientInformations.id, id)))[0];
const defaultsOf = async (user: TestUser) => (await t.db.select({ id: recipientInformations.id }).from(recipientInformations).where(and(eq(recipientInformations.ownerId, user.id), eq(recipientInformations.isDefault, true)))).map((r) => r.id);

describe('a customer’s address book', () => {
  it('adds, lists only their own with the default first, edits, sets the default and deletes', async () => {
    const carol = await createUser(t, { site, type: 'user', grants: 'all' });
    const first = await add(carol, inTaipei());
    expect(first).toMatchObject({ IsDefault: true, CountryCode: 'TW', ProvinceCode: '', CityCode: '100', CountyCode: '', AuditStatus: RealNameStatus.NotAudited, UserId: carol.id, SelfPickupAddress: '' });
    expect(first.RegionName).toBe('Taiwan / Taipei City / Zhongzheng District');
    expect(first.Actions).toEqual(['Edit', 'Delete']);
    const second = await add(carol, inShenzhen());
    expect(second).toMatchObject({ IsDefault: false, CountryCode: 'CN', ProvinceCode: '440000', CityCode: '440300', CountyCode: '440306', TownCode: '' });
    await add(bob, inTaipei());
    const list = await call(t, api.getUserRecipientInformations, { rows: 100 }, { token: carol.token });
    expect(list.Data.Data.map((r) => r.Id)).toEqual([first.Id, second.Id]);
    expect((await call(t, api.getUserRecipientInformations, { Content: '航城' }, { token: carol.token })).Data.Data.map((r) => r.Id)).toEqual([second.Id]);
    expect((await call(t, api.getUserRecipientInformations, { Content: '0912' }, { token: carol.token })).Data.Data.map((r) => r.Id)).toEqual([first.Id]);

    const made = await call(t, api.setDefaultRecipientInformation, { Id: second.Id }, { token: carol.token });
    expect(made.Data.IsDefault).toBe(true);
    expect(await defaultsOf(carol)).toEqual([second.Id]);
    expect((await call(t, api.getDefaultRecipientInformation, {}, { token: carol.token })).Data?.Id).toBe(second.Id);
    const third = await add(carol, inTaipei({ RecipientName: '陳美玲', IdentityNumber: 'B223456789', IsDefault: true }));
    expect(await defaultsOf(carol)).toEqual([third.Id]);
    expect((await call(t, api.getUserRecipientInformations, { rows: 100 }, { token: carol.token })).Data.Data.map((r) => r.Id)).toEqual([third.Id, second.Id, first.Id]);

    const edited = await call(t, api.editUserRecipientInformation, { ...inTaipei({ DetailedAddress: '忠孝西路一段49號' }), Id: first.Id, IsDefault: true }, { token: carol.token });
    expect(edited.Data).toMatchObject({ DetailedAddress: '忠孝西路一段49號', IsDefault: true });
    expect(await defaultsOf(carol)).toEqual([first.Id]);
    const detail = await call(t, api.getUserRecipientInformationById, { Id: first.Id }, { token: carol.token });
    expect(detail.Data.History.map((h) => [h.Action, h.ActorKind])).toEqual([
      ['Establish', 'You'],
      ['Edit', 'You'],
    ]);

    expect((await call(t, api.deleteUserRecipientInformation, { Id: first.Id }, { token: carol.token })).Code).toBe(0);
    expect(await stored(first.Id)).toBeUndefined();
    expect((await call(t, api.getDefaultRecipientInformation, {}, { token: carol.token })).Data).toBeNull();
  });

  it('keeps a self-pickup recipient at a self-pickup point of its country, without a street address', async () => {
    const r = await add(alice, pickingUp({ DetailedAddress: 'ignored', MailboxCode: '999077' }));
    expect(r).toMatchObject({ RecipientInformationType: RecipientInformationType.SelfPickup, CountryCode: 'HK', SelfPickupAddressId: hongKongPickup, DetailedAddress: '', MailboxCode: '' });
    expect(r.SelfPickupAddress).toBe('Kwai Chung counter: Hong Kong SAR China Unit C, G/F');
    const home = await call(t, api.editUserRecipientInformation, { ...pickingUp(), Id: r.Id, RecipientInformationType: RecipientInformationType.HomeDelivery, DetailedAddress: '1 Queen’s Road' }, { token: alice.token });
    expect(home.Data).toMatchObject({ SelfPickupAddressId: null, SelfPickupAddress: '', DetailedAddress: '1 Queen’s Road' });
  });

  it('refuses what breaks the destination’s rules, naming the field and the rule', async () => {
    const disabledPickup = await pickupPoint(site.id, hongKong, { isEnabled: false });
    const cnPickup = await pickupPoint(site.id, shenzhen.slice(0, 1));
    const cases: [Record<string, unknown>, string][] = [
      [inTaipei({ IdentityNumber: undefined }), 'IdentityNumber: deliveries to Taiwan need the recipient’s ID or resident certificate number (customs EZ WAY real-name check)'],
      [inShenzhen({ IdentityNumber: undefined }), 'IdentityNumber: deliveries to mainland China need the recipient’s resident ID number (customs clear under the real name)'],
      [inShenzhen({ IdentityNumber: '110105194912310021' }), 'IdentityNumber: not a valid ID card number for the area code'],
      [inTaipei({ IdentityNumber: '12345' }), 'IdentityNumber: not a valid ID card number for the area code'],
      [inTaipei({ Phone: '13800138000' }), 'Phone: not a valid mobile number for the area code'],
      [inShenzhen({ Tel: '12' }), 'Tel: not a valid landline number for the area code'],
      [inTaipei({ MailboxCode: '1004' }), 'MailboxCode: a Taiwan postal code is 3, 5 or 6 digits'],
      [inShenzhen({ MailboxCode: '51812' }), 'MailboxCode: a mainland China postal code is 6 digits'],
      [inShenzhen({ MailboxCode: '5181#6' }), 'MailboxCode: a postal code holds letters, digits, spaces and "-" only'],
      [inTaipei({ DetailedAddress: undefined }), 'DetailedAddress: cannot be empty'],
      [inTaipei({ RecipientName: undefined }), 'RecipientName: cannot be empty'],
      [inTaipei({ RecipientName: 'x'.repeat(65) }), 'RecipientName: must be at most 64'],
      [inTaipei({ Regions: [] }), 'Regions: cannot be empty'],
      [inTaipei({ Regions: [taipei[0], taipei[2]] }), 'Regions: choose the regions level by level from the country down'],
      [inTaipei({ Regions: [shenzhen[1]] }), 'Regions: choose the regions level by level from the country down'],
      [inTaipei({ PhoneCode: '86', Phone: '13800138000', IdentityNumber: '11010519491231002X' }), 'PhoneCode: 86 is not the calling code of the country chosen'],
      [inTaipei({ PhoneCode: 'TW' }), 'PhoneCode: must be a country phone code such as 86 or 852'],
      // A country named by another's code is judged by the region list's code: Taiwan needs the ID.
      [inTaipei({ IdentityNumber: undefined, Regions: [{ ...taipei[0]!, Code: 'HK' }] }), 'IdentityNumber: deliveries to Taiwan need the recipient’s ID or resident certificate number (customs EZ WAY real-name check)'],
      [inTaipei({ RecipientInformationType: 3 }), 'RecipientInformationType: is not an allowed value'],
      [pickingUp({ SelfPickupAddressId: undefined }), 'SelfPickupAddressId: cannot be empty'],
      [pickingUp({ SelfPickupAddressId: disabledPickup }), 'SelfPickupAddressId: the self-pickup point does not exist or is not in use'],
      [pickingUp({ SelfPickupAddressId: otherSitePickup }), 'SelfPickupAddressId: the self-pickup point does not exist or is not in use'],
      [pickingUp({ SelfPickupAddressId: cnPickup }), 'SelfPickupAddressId: the self-pickup point is not in the recipient’s country'],
    ];
    for (const [body, message] of cases) {
      const res = await call(t, api.addUserRecipientInformation, body, { token: alice.token });
      expect([res.Code, res.Message], JSON.stringify(body)).toEqual([ErrorCode.InvalidInput, message]);
    }
    const zh = await call(t, api.addUserRecipientInformation, inShenzhen({ IdentityNumber: undefined }), { token: alice.token, language: '2' });
    expect(zh.Message).toBe('IdentityNumber：寄往中國大陸須填寫收件人的居民身分證號碼（海關實名通關）');
    expect((await t.db.select().from(recipientInformations).where(eq(recipientInformations.ownerId, alice.id))).every((r) => r.recipientName !== 'x'.repeat(65))).toBe(true);
  });

  it('cannot reach another customer’s recipients, nor another site’s', async () => {
    const bobs = await add(bob, inTaipei({ RecipientName: 'Bob’s sister' }));
    for (const [c, body] of [
      [api.getUserRecipientInformationById, { Id: bobs.Id }],
      [api.editUserRecipientInformation, { ...inTaipei(), Id: bobs.Id }],
      [api.deleteUserRecipientInformation, { Id: bobs.Id }],
      [api.setDefaultRecipientInformation, { Id: bobs.Id }],
    ] as const) {
      const res = await call(t, c, body, { token: alice.token });
      expect([res.Code, c.path]).toEqual([ErrorCode.NotFound, c.path]);
    }
    expect((await call(t, api.getUserRecipientInformations, { Content: 'Bob' }, { token: alice.token })).Data.Total).toBe(0);
    for (const [c, body] of [
      [api.getRecipientInformationById, { Id: bobs.Id }],
      [api.editRecipientInformation, { ...inTaipei(), Id: bobs.Id }],
      [api.auditRecipientInformation, { Id: bobs.Id, AuditStatus: RealNameStatus.Approved }],
    ] as const) {
      const res = await call(t, c, body, { token: otherStaff.token });
      expect([res.Code, c.path]).toEqual([ErrorCode.NotFound, c.path]);
    }
    expect((await call(t, api.getRecipientInformations, { rows: 100 }, { token: otherStaff.token })).Data.Total).toBe(0);
    expect((await stored(bobs.Id))!.recipientName).toBe('Bob’s sister');
  });

  it('answers 403 to a caller without the permission or of the other population', async () => {
    const mine = await add(alice, inTaipei());
    const plainCustomer = await createUser(t, { site, type: 'user', grants: [] });
    const plainStaff = await createUser(t, { site, grants: [] });
    const customerCalls = [
      [api.getUserRecipientInformations, {}],
      [api.getUserRecipientInformationById, { Id: mine.Id }],
      [api.getDefaultRecipientInformation, {}],
      [api.addUserRecipientInformation, inTaipei()],
      [api.editUserRecipientInformation, { ...inTaipei(), Id: mine.Id }],
      [api.deleteUserRecipientInformation, { Id: mine.Id }],
      [api.setDefaultRecipientInformation, { Id: mine.Id }],
    ] as const;
    for (const [c, body] of customerCalls) {
      expect((await call(t, c, body, { token: plainCustomer.token })).status, c.path).toBe(403);
      expect((await call(t, c, body, { token: staff.token })).status, c.path).toBe(403);
    }
    const staffCalls = [
      [api.getRecipientInformations, {}],
      [api.getRecipientInformationById, { Id: mine.Id }],
      [api.editRecipientInformation, { ...inTaipei(), Id: mine.Id }],
      [api.auditRecipientInformation, { Id: mine.Id, AuditStatus: RealNameStatus.Approved }],
    ] as const;
    for (const [c, body] of staffCalls) {
      expect((await call(t, c, body, { token: plainStaff.token })).status, c.path).toBe(403);
      expect((await call(t, c, body, { token: alice.token })).status, c.path).toBe(403);
    }
    expect((await stored(mine.Id))!.auditStatus).toBe(RealNameStatus.NotAudited);
  });
});

describe('the site’s staff', () => {
  it('list every customer’s recipients by customer and audit status, and audit the real name', async () => {
    const dave = await createUser(t, { site, type: 'user', grants: 'all' });
    const r = await add(dave, inShenzhen({ RecipientName: '韩梅梅' }));
    const other = await add(dave, inTaipei());
    const listed = await call(t, api.getRecipientInformations, { UserId: dave.id, rows: 100 }, { token: staff.token });
    expect(listed.Data.Data.map((x) => x.Id)).toEqual([other.Id, r.Id]);
    expect(listed.Data.Data[0]).toMatchObject({ UserName: dave.userName, MemberNumber: dave.userName, Actions: ['Edit', 'Approve', 'Refuse'] });

    const noReason = await call(t, api.auditRecipientInformation, { Id: r.Id, AuditStatus: RealNameStatus.Refused }, { token: staff.token });
    expect([noReason.Code, noReason.Message]).toEqual([ErrorCode.InvalidInput, 'AuditReason: cannot be empty']);
    const refused = await call(t, api.auditRecipientInformation, { Id: r.Id, AuditStatus: RealNameStatus.Refused, AuditReason: 'name does not match the ID' }, { token: staff.token });
    expect(refused.Data).toMatchObject({ AuditStatus: RealNameStatus.Refused, AuditReason: 'name does not match the ID', AuditorName: staff.userName });
    const again = await call(t, api.auditRecipientInformation, { Id: r.Id, AuditStatus: RealNameStatus.Refused, AuditReason: 'still' }, { token: staff.token });
    expect([again.Code, again.Message]).toEqual([ErrorCode.BusinessRule, 'AuditStatus: the recipient is real name refused; it cannot be refused now']);
    const [told] = await t.db.select().from(userMessages).where(eq(userMessages.ownerId, dave.id));
    expect(told).toMatchObject({ infoType: 'RecipientAuditRefused', message: 'The real name of your recipient 韩梅梅 was refused: name does not match the ID' });
    expect((await call(t, api.getRecipientInformations, { AuditStatus: RealNameStatus.Refused, UserId: dave.id }, { token: staff.token })).Data.Data.map((x) => x.Id)).toEqual([r.Id]);

    // The customer sees the refusal, not who made it; a corrected name goes back to audit.
    const seen = await call(t, api.getUserRecipientInformationById, { Id: r.Id }, { token: dave.token });
    expect(seen.Data).toMatchObject({ AuditStatus: RealNameStatus.Refused, AuditReason: 'name does not match the ID', AuditorName: '' });
    expect(seen.Data.History.at(-1)).toMatchObject({ Action: 'Refuse', ActorKind: 'Warehouse', ActorName: '' });
    const corrected = await call(t, api.editUserRecipientInformation, { ...inShenzhen({ RecipientName: '韩梅' }), Id: r.Id }, { token: dave.token });
    expect(corrected.Data).toMatchObject({ AuditStatus: RealNameStatus.NotAudited, AuditReason: '' });
    const approved = await call(t, api.auditRecipientInformation, { Id: r.Id, AuditStatus: RealNameStatus.Approved }, { token: staff.token });
    expect(approved.Data.AuditStatus).toBe(RealNameStatus.Approved);
    // An address change keeps the approval; staff may correct it.
    const moved = await call(t, api.editRecipientInformation, { ...inShenzhen({ RecipientName: '韩梅', DetailedAddress: '宝安大道1号' }), Id: r.Id }, { token: staff.token });
    expect(moved.Data).toMatchObject({ AuditStatus: RealNameStatus.Approved, DetailedAddress: '宝安大道1号', IsDefault: true });
    const staffDetail = await call(t, api.getRecipientInformationById, { Id: r.Id }, { token: staff.token });
    expect(staffDetail.Data.History.map((h) => h.Action)).toEqual(['Establish', 'Refuse', 'Redeclare', 'Approve', 'Edit']);
    expect(staffDetail.Data.History[1]!.ActorName).toBe(staff.userName);
  });

  it('platform staff name the site they look at', async () => {
    const platform = await createUser(t, { site: null, isSuperUser: true });
    const mine = await add(alice, inTaipei({ RecipientName: 'Site named' }));
    const found = await call(t, api.getRecipientInformations, { SiteId: site.id, Content: 'Site named' }, { token: platform.token });
    expect(found.Data.Data.map((r) => r.Id)).toEqual([mine.Id]);
  });
});

describe('what an order may send to a recipient', () => {
  it('refuses another country, a refused real name and a rule the destination now has, naming it', async () => {
    const r = await add(alice, inTaipei());
    const record = await findRecipient(t.db, { userId: alice.id, siteId: site.id, population: 'user', isSuperUser: false }, r.Id);
    expect(() => checkRecipientForDestination(record, 'tw')).not.toThrow();
    const refusal = (work: () => void) => {
      try {
        work();
      } catch (error) {
        return error instanceof AppError ? [error.key, error.params] : error;
      }
      return null;
    };
    expect(refusal(() => checkRecipientForDestination(record, 'CN'))).toEqual(['RecipientNotInDestination', { field: 'RecipientInformationId', country: 'TW', destination: 'CN' }]);
    expect(refusal(() => checkRecipientForDestination({ ...record, auditStatus: RealNameStatus.Refused, auditReason: 'blurred' }, 'TW', 'Recipient'))).toEqual([
      'RecipientRealNameRefused',
      { field: 'Recipient', reason: 'blurred' },
    ]);
    expect(refusal(() => checkRecipientForDestination({ ...record, identityNumber: '' }, 'TW'))).toEqual(['IdentityRequiredTW', { field: 'RecipientInformationId.IdentityNumber' }]);
  });
});

describeOnPostgres('the default under concurrent changes', () => {
  it('keeps one default when a customer sets several at once, each call succeeding', async () => {
    const erin = await createUser(t, { site, type: 'user', grants: 'all' });
    const ids = [];
    for (let i = 0; i < 6; i += 1) ids.push((await add(erin, inTaipei({ RecipientName: `R${i}` }))).Id);
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all([
        ...ids.map((Id) => call(t, api.setDefaultRecipientInformation, { Id }, { token: erin.token })),
        call(t, api.addUserRecipientInformation, inTaipei({ RecipientName: `new ${round}`, IsDefault: true }), { token: erin.token }),
      ]);
      expect(answers.map((a) => a.Code)).toEqual(answers.map(() => 0));
      expect(await defaultsOf(erin)).toHaveLength(1);
    }
  });
});
