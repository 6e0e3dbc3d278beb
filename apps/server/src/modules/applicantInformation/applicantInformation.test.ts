import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { applicantInformation as api, ErrorCode } from '@lbo/contracts';
import { call, createSite, createTestApp, createUser, type TestApp, type TestSite, type TestUser } from '../../../test/helpers.ts';
import type { Actor } from '../../platform/auth.ts';
import { auditLogs } from '../access/tables.ts';
import { recordApplicantInformationUse } from './applicantInformation.service.ts';
import { applicantInformations } from './tables.ts';

let t: TestApp;
let site: TestSite;
let admin: TestUser;
let otherAdmin: TestUser;
let actor: Actor;

beforeAll(async () => {
  t = await createTestApp();
  site = await createSite(t.db);
  admin = await createUser(t, { site, grants: 'all' });
  otherAdmin = await createUser(t, { site: await createSite(t.db), grants: 'all' });
  actor = { userId: admin.id, siteId: site.id, population: 'backstage', isSuperUser: false };
});
afterAll(() => t.close());

const valid = (overrides: Record<string, unknown> = {}) => ({ Contacts: 'Chan Tai Man', CountryCode: '852', Phone: '61234567', DetailedAddress: '12 Harbour Road, Wan Chai', ...overrides });
const add = async (body: Record<string, unknown>, user: TestUser = admin) => {
  const res = await call(t, api.addApplicantInformation, body, { token: user.token });
  expect([res.Code, res.Message]).toEqual([0, 'Success']);
  return res.Data.Id;
};
const rowOf = async (id: number) => (await t.db.select().from(applicantInformations).where(eq(applicantInformations.id, id)))[0];

describe('applicant information', () => {
  it('creates, lists, edits with an audit row, shows the history and deletes', async () => {
    const id = await add(valid({ CountryCode: '+852', ReceiveTel: '21234567', MailboxCode: '999077' }));
    expect((await rowOf(id))!.countryCode).toBe('852');
    const list = await call(t, api.getApplicantInformations, { Contacts: 'chan' }, { token: admin.token });
    expect(list.Data.Data).toEqual([
      expect.objectContaining({ Id: id, Contacts: 'Chan Tai Man', CountryCode: '852', Phone: '61234567', ReceiveTel: '21234567', MailboxCode: '999077', UsageCount: 0, IsDeactivate: false, SiteId: site.id }),
    ]);
    const edited = await call(t, api.editApplicantInformation, { Id: id, ...valid({ CountryCode: '86', Phone: '13800138000', ReceiveTel: '010-12345678' }) }, { token: admin.token });
    expect(edited.Data).toMatchObject({ CountryCode: '86', Phone: '13800138000', ReceiveTel: '010-12345678', MailboxCode: '' });
    const [audit] = await t.db.select().from(auditLogs).where(and(eq(auditLogs.entity, 'ApplicantInformation'), eq(auditLogs.entityId, String(id)), eq(auditLogs.action, 'Edit')));
    expect(audit).toMatchObject({ before: { Phone: '61234567' }, after: { Phone: '13800138000' } });
    expect((await call(t, api.getApplicantInformationById, { Id: id }, { token: admin.token })).Data.Audits.map((a) => a.Action)).toEqual(['Edit', 'Establish']);
    expect((await call(t, api.getEditApplicantInformation, { Id: id }, { token: admin.token })).Data.CountryCode).toBe('86');
    expect((await call(t, api.deleteApplicantInformation, { Id: id }, { token: admin.token })).Code).toBe(0);
    expect(await rowOf(id)).toBeUndefined();
  });

  it('judges phone and landline by the country code, naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [valid({ CountryCode: '86', Phone: '61234567' }), 'Phone: not a valid mobile number for the area code'],
      [valid({ CountryCode: '852', Phone: '13800138000' }), 'Phone: not a valid mobile number for the area code'],
      [valid({ CountryCode: '886', Phone: '0912345678', ReceiveTel: '12' }), 'ReceiveTel: not a valid landline number for the area code'],
      [valid({ CountryCode: 'HK' }), 'CountryCode: must be a country phone code such as 86 or 852'],
      [valid({ CountryCode: undefined }), 'CountryCode: cannot be empty'],
      [valid({ Contacts: undefined }), 'Contacts: cannot be empty'],
      [valid({ Phone: undefined }), 'Phone: cannot be empty'],
      [valid({ DetailedAddress: undefined }), 'DetailedAddress: cannot be empty'],
      [valid({ MailboxCode: '99#07' }), 'MailboxCode: a postal code holds letters, digits, spaces and "-" only'],
    ];
    for (const [body, message] of cases) {
      const res = await call(t, api.addApplicantInformation, body, { token: admin.token });
      expect([res.Code, res.Message], JSON.stringify(body)).toEqual([ErrorCode.InvalidInput, message]);
    }
    // Taiwan, Macau and a country without its own rule.
    await add(valid({ CountryCode: '886', Phone: '0912345678', ReceiveTel: '02-12345678' }));
    await add(valid({ CountryCode: '853', Phone: '61234567' }));
    await add(valid({ CountryCode: '44', Phone: '7911123456' }));
    const zh = await call(t, api.addApplicantInformation, valid({ CountryCode: '86', Phone: '123' }), { token: admin.token, language: '1' });
    expect(zh.Message).toBe('Phone：手机号码格式不正确');
  });

  it('the picker offers applicants in use of the caller’s site; quoting counts a use and a quoted one cannot be deleted', async () => {
    const ownSite = await createSite(t.db);
    const staff = await createUser(t, { site: ownSite, grants: 'all' });
    const customer = await createUser(t, { site: ownSite, type: 'user', grants: 'all' });
    const own: Actor = { userId: staff.id, siteId: ownSite.id, population: 'backstage', isSuperUser: false };
    const active = await add(valid({ Contacts: 'Active' }), staff);
    const retired = await add(valid({ Contacts: 'Retired', IsDeactivate: true }), staff);
    const picker = await call(t, api.getAvailableApplicantInformation, { rows: 6 }, { token: customer.token });
    expect(picker.Data.Data.map((r) => r.Id)).toEqual([active]);
    expect(Object.keys(picker.Data.Data[0]!).sort()).toEqual(['Contacts', 'CountryCode', 'CreationTime', 'DetailedAddress', 'Id', 'IsDeactivate', 'MailboxCode', 'Phone', 'ReceiveTel', 'SiteName', 'UsageCount']);
    expect((await call(t, api.getAvailableApplicantInformation, { Phone: '6123' }, { token: staff.token })).Data.Total).toBe(1);

    const used = await t.db.transaction((tx) => recordApplicantInformationUse(tx, own, active));
    expect(used.UsageCount).toBe(1);
    await expect(t.db.transaction((tx) => recordApplicantInformationUse(tx, own, retired))).rejects.toMatchObject({ key: 'ApplicantDeactivated' });
    const refused = await call(t, api.deleteApplicantInformation, { Id: active }, { token: staff.token });
    expect([refused.Code, refused.Message]).toEqual([ErrorCode.BusinessRule, 'The applicant “Active” is quoted on 1 order(s) and cannot be deleted; deactivate it instead']);
    // Deactivated, it stays on the record but leaves the picker.
    expect((await call(t, api.editApplicantInformation, { Id: active, ...valid({ Contacts: 'Active', IsDeactivate: true }) }, { token: staff.token })).Code).toBe(0);
    expect((await call(t, api.getAvailableApplicantInformation, {}, { token: staff.token })).Data.Total).toBe(0);
    expect((await rowOf(active))!.usageCount).toBe(1);
    await expect(t.db.transaction((tx) => recordApplicantInformationUse(tx, actor, retired))).rejects.toMatchObject({ key: 'NotFound' });
  });

  it('keeps another site’s applicants out of reach and refuses callers without the permission', async () => {
    const theirs = await add(valid({ Contacts: 'Foreign' }), otherAdmin);
    expect((await call(t, api.getApplicantInformations, { rows: 100 }, { token: admin.token })).Data.Data.map((r) => r.Id)).not.toContain(theirs);
    expect((await call(t, api.getAvailableApplicantInformation, { rows: 100 }, { token: admin.token })).Data.Data.map((r) => r.Id)).not.toContain(theirs);
    for (const c of [api.getEditApplicantInformation, api.getApplicantInformationById, api.deleteApplicantInformation]) {
      expect((await call(t, c, { Id: theirs }, { token: admin.token })).Code, c.path).toBe(ErrorCode.NotFound);
    }
    expect((await call(t, api.editApplicantInformation, { Id: theirs, ...valid() }, { token: admin.token })).Code).toBe(ErrorCode.NotFound);
    expect((await rowOf(theirs))!.contacts).toBe('Foreign');
    const customer = await createUser(t, { site, type: 'user', grants: 'all' });
    const nothing = await createUser(t, { site, grants: [] });
    for (const c of [api.getApplicantInformations, api.addApplicantInformation, api.getEditApplicantInformation, api.editApplicantInformation, api.deleteApplicantInformation, api.getApplicantInformationById, api.getAvailableApplicantInformation]) {
      const body = { Id: 1, ...valid() };
      if (c !== api.getAvailableApplicantInformation) expect((await call(t, c, body, { token: customer.token })).status, c.path).toBe(403);
      expect((await call(t, c, body, { token: nothing.token })).status, c.path).toBe(403);
      expect((await call(t, c, body)).status, c.path).toBe(401);
    }
  });
});
