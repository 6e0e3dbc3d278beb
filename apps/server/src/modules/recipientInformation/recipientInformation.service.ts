import { and, asc, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { shippingAddress, recipientInformation as contract, type Language, type ParsedRequestOf, type Population } from '@lbo/contracts';
import type { z } from 'zod';
import { advisoryKey } from '../../platform/advisoryLocks.ts';
import type { Actor } from '../../platform/auth.ts';
import type { CallContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { historyFor, recordHistory, refuseUnlessAllowed } from '../../platform/lifecycles.ts';
import { pageOf } from '../../platform/siteLists.ts';
import { containing, ofCallerSite } from '../../platform/siteRecords.ts';
import { chosenSite, siteNames } from '../../platform/siteResources.ts';
import { users } from '../access/tables.ts';
import { regionNames } from '../globalCountries/index.ts';
import { regions } from '../globalCountries/tables.ts';
import { shippingAddresses } from '../shippingAddresses/tables.ts';
import { tellCustomer } from '../userMessages/index.ts';
import { warehouses } from '../warehouses/tables.ts';
import { recipientInformations } from './tables.ts';

/**
 * Recipients (contracts recipientInformation.ts): a customer works on their own (row-level
 * security, and the owner in every query so its index serves), staff on their site's customers'
 * (platform staff on every site's, or the one they name). The real-name audit goes through its
 * transition table; the default is one per customer, kept under a per-customer lock.
 */

const { realNameLifecycle, RealNameStatus, RecipientInformationType } = contract;
type RealNameStatus = contract.RealNameStatus;
type Fields = contract.RecipientFields;
export type Recipient = typeof recipientInformations.$inferSelect;
type StaffQuery = z.output<typeof contract.recipientQuery>;
type UserQuery = z.output<typeof contract.userRecipientQuery>;

const scopeOf = (actor: Actor): SQL[] => [...ofCallerSite(recipientInformations.siteId, actor), ...(actor.population === 'user' ? [eq(recipientInformations.ownerId, actor.userId)] : [])];

/** One recipient the caller may work on, else "not found". */
export async function findRecipient(tx: Executor, actor: Actor, id: number, forUpdate = false): Promise<Recipient> {
  const query = tx
    .select()
    .from(recipientInformations)
    .where(and(eq(recipientInformations.id, id), ...scopeOf(actor)));
  const [row] = await (forUpdate ? query.for('update') : query);
  if (!row) throw notFound();
  return row;
}

// ── Rows ─────────────────────────────────────────────────────────────────────────────────────

const auditor = alias(users, 'auditor');
const selectRecipients = (tx: Executor) =>
  tx
    .select({ r: recipientInformations, userName: users.userName, memberNumber: users.number, auditorName: auditor.userName, pickup: shippingAddresses })
    .from(recipientInformations)
    .leftJoin(users, eq(users.id, recipientInformations.ownerId))
    .leftJoin(auditor, eq(auditor.id, recipientInformations.auditedBy))
    .leftJoin(shippingAddresses, eq(shippingAddresses.id, recipientInformations.selfPickupAddressId));
type RecipientRecord = Awaited<ReturnType<ReturnType<typeof selectRecipients>['execute']>>[number];

const actionsOf = (r: Recipient, population: Population) =>
  // Redeclare is taken by Edit when the name or identity number changes; the default is set once.
  realNameLifecycle.actionsFrom(r.auditStatus as RealNameStatus, population).filter((a) => a !== 'Redeclare' && !(a === 'SetDefault' && r.isDefault));

/** Rows of these records, in their order, with site names and regions in the caller's language. */
async function toRows(tx: Executor, records: readonly RecipientRecord[], population: Population, language: Language): Promise<contract.RecipientRow[]> {
  const sites = await siteNames(tx, [...new Set(records.map((x) => x.r.siteId))]);
  const names = await regionNames(
    tx,
    records.flatMap((x) => [x.r.regions, x.pickup?.regions ?? []]),
    language,
  );
  return records.map(({ r, userName, memberNumber, auditorName, pickup }, i) => {
    const code = (level: number) => r.regions[level]?.Code ?? '';
    const pickupTrail = (names[i * 2 + 1] ?? []).join(' / ');
    return {
      Id: r.id,
      SiteId: r.siteId,
      SiteName: sites.get(r.siteId) ?? '',
      UserId: r.ownerId,
      UserName: userName ?? '',
      MemberNumber: memberNumber ?? '',
      RecipientInformationType: r.type,
      RecipientName: r.recipientName,
      PhoneCode: r.phoneCode,
      Phone: r.phone,
      Tel: r.tel,
      IdentityNumber: r.identityNumber,
      Regions: r.regions,
      CountryCode: r.countryCode,
      ProvinceCode: code(1),
      CityCode: code(2),
      CountyCode: code(3),
      TownCode: code(4),
      RegionName: (names[i * 2] ?? []).join(' / '),
      DetailedAddress: r.detailedAddress,
      MailboxCode: r.mailboxCode,
      SelfPickupAddressId: r.selfPickupAddressId,
      SelfPickupAddress: pickup ? `${pickup.name}: ${[pickupTrail, pickup.detailedAddress].filter(Boolean).join(' ')}` : '',
      IsDefault: r.isDefault,
      AuditStatus: r.auditStatus,
      AuditReason: r.auditReason,
      // A customer is never told a staff member's name: their page says "the warehouse".
      AuditorName: population === 'backstage' ? (auditorName ?? '') : '',
      AuditTime: r.auditedAt?.toISOString() ?? null,
      CreationTime: r.createdAt.toISOString(),
      UpdateTime: r.updatedAt.toISOString(),
      Actions: actionsOf(r, population),
    };
  });
}

async function rowsByIds(tx: Executor, actor: Actor, ids: readonly number[], language: Language) {
  if (ids.length === 0) return [];
  const records = await selectRecipients(tx).where(inArray(recipientInformations.id, [...ids]));
  const rows = await toRows(tx, records, actor.population, language);
  const byId = new Map(rows.map((r) => [r.Id, r]));
  return ids.map((id) => byId.get(id)!);
}

const rowOf = async (tx: Executor, actor: Actor, id: number, language: Language) => (await rowsByIds(tx, actor, [id], language))[0]!;

// ── Reads ────────────────────────────────────────────────────────────────────────────────────

export async function listRecipients(tx: Executor, actor: Actor, q: UserQuery | StaffQuery, language: Language) {
  const staff = q as Partial<StaffQuery>;
  const site = actor.population === 'backstage' && actor.siteId === null ? await chosenSite(tx, actor, staff.SiteId) : null;
  const content = q.Content;
  const where = and(
    ...scopeOf(actor),
    site === null ? undefined : eq(recipientInformations.siteId, site),
    staff.UserId === undefined ? undefined : eq(recipientInformations.ownerId, staff.UserId),
    staff.MemberNumber === undefined ? undefined : inArray(recipientInformations.ownerId, tx.select({ id: users.id }).from(users).where(eq(users.number, staff.MemberNumber))),
    staff.AuditStatus === undefined ? undefined : eq(recipientInformations.auditStatus, staff.AuditStatus),
    q.RecipientInformationType === undefined ? undefined : eq(recipientInformations.type, q.RecipientInformationType),
    content === undefined
      ? undefined
      : or(containing(recipientInformations.recipientName, content), containing(recipientInformations.phone, content), containing(recipientInformations.tel, content), containing(recipientInformations.detailedAddress, content)),
  );
  const newest = q.descendingOrder ? desc(recipientInformations.id) : asc(recipientInformations.id);
  // A customer's address book shows their default first.
  const order = actor.population === 'user' ? [desc(recipientInformations.isDefault), newest] : [newest];
  const { rows, total } = await pageOf(tx, recipientInformations, where, order, q);
  return {
    Data: await rowsByIds(
      tx,
      actor,
      rows.map((r) => r.id),
      language,
    ),
    Total: total,
  };
}

export async function recipientDetail(tx: Executor, actor: Actor, id: number, language: Language) {
  const r = await findRecipient(tx, actor, id);
  return { ...(await rowOf(tx, actor, r.id, language)), History: await historyFor(tx, [realNameLifecycle], r.id, actor) };
}

export async function defaultRecipient(tx: Executor, actor: Actor, language: Language) {
  const [found] = await tx
    .select({ id: recipientInformations.id })
    .from(recipientInformations)
    .where(and(...scopeOf(actor), eq(recipientInformations.isDefault, true)));
  return found ? rowOf(tx, actor, found.id, language) : null;
}

// ── Checks against the region list and the self-pickup points ────────────────────────────────

/**
 * The regions as the region list names them: a country, then each one inside the one before. The
 * country's calling codes must hold PhoneCode. The client's codes are not believed: the destination
 * rules are judged again on the list's.
 */
async function checkedRegions(tx: Executor, fields: Fields): Promise<Fields['Regions']> {
  const ids = fields.Regions.map((r) => r.Id);
  const rows = await tx.select().from(regions).where(inArray(regions.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const path = ids.map((id) => byId.get(id));
  const cascades = path.every((r, i) => r !== undefined && (i === 0 ? r.parentId === null : r.parentId === ids[i - 1]));
  if (!cascades) throw invalid('Regions', 'RegionsNotACascade');
  const country = path[0]!;
  if (!country.phoneCode.split(',').map((c) => c.trim().replace(/^\+/, '')).includes(fields.PhoneCode)) throw invalid('PhoneCode', 'PhoneCodeNotOfCountry', { value: fields.PhoneCode });
  return path.map((r) => ({ Id: r!.id, Code: r!.code, Name: r!.name }));
}

/** A self-pickup point in use of the recipient's site: enabled, of an enabled warehouse, in the recipient's country. */
async function checkSelfPickup(tx: Executor, siteId: number, id: number, country: string) {
  const [point] = await tx
    .select({ regions: shippingAddresses.regions })
    .from(shippingAddresses)
    .innerJoin(warehouses, eq(warehouses.id, shippingAddresses.warehouseId))
    .where(
      and(
        eq(shippingAddresses.id, id),
        eq(shippingAddresses.siteId, siteId),
        eq(shippingAddresses.type, shippingAddress.ShippingAddressType.SelfPickup),
        eq(shippingAddresses.isEnabled, true),
        eq(warehouses.isEnabled, true),
      ),
    );
  if (!point) throw invalid('SelfPickupAddressId', 'SelfPickupAddressNotAvailable');
  const pointCountry = point.regions[0]?.Code.toUpperCase();
  if (pointCountry !== undefined && pointCountry !== country) throw invalid('SelfPickupAddressId', 'SelfPickupInAnotherCountry');
}

/** The first rule the fields break with these regions, as the refusal of that field. */
function refuseBrokenRule(fields: Fields, checked: Fields['Regions']) {
  const [issue] = contract.recipientIssues({ ...fields, Regions: checked });
  if (issue) throw invalid(issue.path[0], issue.message);
}

/** The fields as columns: a home delivery keeps no self-pickup point, a self-pickup recipient no street address. */
async function columnsOf(tx: Executor, siteId: number, fields: Fields, before?: Recipient) {
  const checked = await checkedRegions(tx, fields);
  refuseBrokenRule(fields, checked);
  const country = checked[0]!.Code.toUpperCase();
  const selfPickup = fields.RecipientInformationType === RecipientInformationType.SelfPickup;
  if (selfPickup && (fields.SelfPickupAddressId !== before?.selfPickupAddressId || country !== before.countryCode)) await checkSelfPickup(tx, siteId, fields.SelfPickupAddressId!, country);
  return {
    type: fields.RecipientInformationType,
    recipientName: fields.RecipientName,
    phoneCode: fields.PhoneCode,
    phone: fields.Phone,
    tel: fields.Tel,
    identityNumber: fields.IdentityNumber,
    regions: checked,
    countryCode: country,
    detailedAddress: selfPickup ? '' : fields.DetailedAddress,
    mailboxCode: selfPickup ? '' : fields.MailboxCode,
    selfPickupAddressId: selfPickup ? fields.SelfPickupAddressId : null,
  };
}

// ── Writes ───────────────────────────────────────────────────────────────────────────────────

/** Serialises one customer's changes of their default (adds and set-defaults), so the later one wins instead of failing on the unique index. */
async function lockDefaults(tx: Executor, ownerId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${advisoryKey('recipientDefaults')}::int, ${ownerId}::int)`);
}

/** Makes `id` the customer's one default. */
async function makeDefault(tx: Executor, ownerId: number, id: number) {
  await tx
    .update(recipientInformations)
    .set({ isDefault: false })
    .where(and(eq(recipientInformations.ownerId, ownerId), eq(recipientInformations.isDefault, true), ne(recipientInformations.id, id)));
  await tx.update(recipientInformations).set({ isDefault: true }).where(eq(recipientInformations.id, id));
}

export async function addRecipient(tx: Executor, actor: Actor, body: Fields, language: Language) {
  // Portal users always belong to a site; the contract admits no other population.
  if (actor.siteId === null) throw notFound();
  refuseUnlessAllowed(realNameLifecycle, null, 'Establish', actor.population, 'RecipientName');
  const columns = await columnsOf(tx, actor.siteId, body);
  await lockDefaults(tx, actor.userId);
  const [existingDefault] = await tx
    .select({ id: recipientInformations.id })
    .from(recipientInformations)
    .where(and(eq(recipientInformations.ownerId, actor.userId), eq(recipientInformations.isDefault, true)));
  const [created] = await tx
    .insert(recipientInformations)
    .values({ siteId: actor.siteId, ownerId: actor.userId, ...columns, auditStatus: RealNameStatus.NotAudited })
    .returning({ id: recipientInformations.id });
  const id = created!.id;
  // The first recipient of an address book is its default.
  if (body.IsDefault || !existingDefault) await makeDefault(tx, actor.userId, id);
  await recordHistory(tx, realNameLifecycle, actor, { siteId: actor.siteId, ownerId: actor.userId, recordId: id, action: 'Establish', from: null });
  return rowOf(tx, actor, id, language);
}

/** Saves the fields; a changed name or identity number sends an audited recipient back to audit (Redeclare). */
export async function editRecipient(tx: Executor, actor: Actor, body: Fields & { Id: number }, language: Language) {
  // Only the customer chooses their default (staff correcting a recipient leave it as it is); the
  // lock comes before the row's, in the order SetDefault takes them.
  const choosesDefault = body.IsDefault && actor.population === 'user';
  if (choosesDefault) await lockDefaults(tx, actor.userId);
  const before = await findRecipient(tx, actor, body.Id, true);
  const state = before.auditStatus as RealNameStatus;
  const realNameChanged = before.recipientName !== body.RecipientName || before.identityNumber !== body.IdentityNumber;
  const action = realNameChanged ? 'Redeclare' : 'Edit';
  refuseUnlessAllowed(realNameLifecycle, state, action, actor.population, 'Id');
  const columns = await columnsOf(tx, before.siteId, body, before);
  const next = realNameLifecycle.next(state, action)!;
  const [after] = await tx
    .update(recipientInformations)
    .set({ ...columns, auditStatus: next, ...(next !== state ? { auditedBy: null, auditedAt: null, auditReason: '' } : {}), updatedAt: new Date() })
    .where(and(eq(recipientInformations.id, before.id), eq(recipientInformations.auditStatus, state)))
    .returning({ id: recipientInformations.id });
  if (!after) throw notFound();
  if (choosesDefault && !before.isDefault) await makeDefault(tx, before.ownerId, before.id);
  const details = realNameChanged ? { RecipientName: { before: before.recipientName, after: body.RecipientName } } : {};
  await recordHistory(tx, realNameLifecycle, actor, { siteId: before.siteId, ownerId: before.ownerId, recordId: before.id, action, from: state, details });
  return rowOf(tx, actor, before.id, language);
}

export async function deleteRecipient(tx: Executor, actor: Actor, id: number): Promise<null> {
  const r = await findRecipient(tx, actor, id, true);
  refuseUnlessAllowed(realNameLifecycle, r.auditStatus as RealNameStatus, 'Delete', actor.population, 'Id');
  await tx.delete(recipientInformations).where(eq(recipientInformations.id, r.id));
  await recordHistory(tx, realNameLifecycle, actor, { siteId: r.siteId, ownerId: r.ownerId, recordId: r.id, action: 'Delete', from: r.auditStatus as RealNameStatus, details: { RecipientName: r.recipientName } });
  return null;
}

export async function setDefault(tx: Executor, actor: Actor, id: number, language: Language) {
  await lockDefaults(tx, actor.userId);
  const r = await findRecipient(tx, actor, id, true);
  refuseUnlessAllowed(realNameLifecycle, r.auditStatus as RealNameStatus, 'SetDefault', actor.population, 'Id');
  if (!r.isDefault) {
    await makeDefault(tx, r.ownerId, r.id);
    await recordHistory(tx, realNameLifecycle, actor, { siteId: r.siteId, ownerId: r.ownerId, recordId: r.id, action: 'SetDefault', from: r.auditStatus as RealNameStatus });
  }
  return rowOf(tx, actor, r.id, language);
}

/** Approves or refuses the real name, and tells the customer. */
export async function auditRecipient(ctx: CallContext, actor: Actor, body: ParsedRequestOf<typeof contract.auditRecipientInformation>) {
  const { tx } = ctx;
  const r = await findRecipient(tx, actor, body.Id, true);
  const state = r.auditStatus as RealNameStatus;
  const action = body.AuditStatus === RealNameStatus.Approved ? 'Approve' : 'Refuse';
  refuseUnlessAllowed(realNameLifecycle, state, action, actor.population, 'AuditStatus');
  const reason = action === 'Refuse' ? body.AuditReason : '';
  const [done] = await tx
    .update(recipientInformations)
    .set({ auditStatus: body.AuditStatus, auditedBy: actor.userId, auditedAt: new Date(), auditReason: reason, updatedAt: new Date() })
    .where(and(eq(recipientInformations.id, r.id), eq(recipientInformations.auditStatus, state)))
    .returning({ id: recipientInformations.id });
  if (!done) throw notFound();
  await recordHistory(tx, realNameLifecycle, actor, { siteId: r.siteId, ownerId: r.ownerId, recordId: r.id, action, from: state, details: reason ? { AuditReason: reason } : {} });
  const params = { name: r.recipientName, reason };
  await tellCustomer(
    ctx,
    r.siteId,
    r.ownerId,
    action === 'Approve'
      ? { infoType: 'RecipientAuditPassed', title: 'RecipientAuditPassedTitle', message: 'RecipientAuditPassedMessage', params }
      : { infoType: 'RecipientAuditRefused', title: 'RecipientAuditRefusedTitle', message: 'RecipientAuditRefusedMessage', params },
  );
  return rowOf(tx, actor, r.id, ctx.language);
}

// ── For the order area ───────────────────────────────────────────────────────────────────────

/**
 * Refuses a recipient an order to `countryCode` (ISO 3166-1) cannot take, naming the rule: the
 * recipient must be in that country, not refused by the real-name audit, and meet the country's
 * rules as they are now (identity number, numbers, postal code). `field` is the order's field.
 */
export function checkRecipientForDestination(recipient: Recipient, countryCode: string, field = 'RecipientInformationId'): void {
  const destination = countryCode.toUpperCase();
  if (recipient.countryCode !== destination) throw invalid(field, 'RecipientNotInDestination', { country: recipient.countryCode, destination });
  if (recipient.auditStatus === RealNameStatus.Refused) throw invalid(field, 'RecipientRealNameRefused', { reason: recipient.auditReason });
  const [issue] = contract.recipientIssues({
    RecipientInformationType: recipient.type,
    PhoneCode: recipient.phoneCode,
    Phone: recipient.phone,
    Tel: recipient.tel,
    IdentityNumber: recipient.identityNumber,
    Regions: recipient.regions,
    DetailedAddress: recipient.detailedAddress,
    MailboxCode: recipient.mailboxCode,
    SelfPickupAddressId: recipient.selfPickupAddressId,
  });
  if (issue) throw invalid(`${field}.${issue.path[0]}`, issue.message);
}
