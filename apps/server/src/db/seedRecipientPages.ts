import { and, eq, inArray, isNull } from 'drizzle-orm';
import { AccountType, recipientInformation as contract, shippingAddress } from '@lbo/contracts';
import type { Actor } from '../platform/auth.ts';
import type { Executor } from '../platform/db.ts';
import { addRecipient } from '../modules/recipientInformation/recipientInformation.service.ts';
import { DEMO_SITE_CODES, wordsOf } from './demoLanguage.ts';
import { regions, shippingAddresses, sites, users } from './schema.ts';
import { grantPages, PORTAL_ROLE_CODES, seedMenuGroup } from './seedPages.ts';

/** A region under `parent` (a country when null) by its code, or by its Traditional Chinese name where the list gives it no code. */
async function regionOf(tx: Executor, parent: number | null, by: { code: string } | { nameZhTw: string }) {
  const [row] = await tx
    .select({ Id: regions.id, Code: regions.code, Name: regions.name })
    .from(regions)
    .where(and(parent === null ? isNull(regions.parentId) : eq(regions.parentId, parent), 'code' in by ? eq(regions.code, by.code) : eq(regions.nameZhTw, by.nameZhTw)));
  return row;
}

/**
 * Recipients on both sides: staff's list with the real-name audit under "Logistics", granted to the
 * platform and site administrators; the customer's address book under "Orders" (where the order
 * pages will join it), granted to the customer groups; and per demo site two recipients of alice:
 * one in Taipei (the default) and one collecting at the Hong Kong self-pickup counter.
 */
export async function seedRecipientPages(tx: Executor) {
  const staff = await seedMenuGroup(tx, {
    population: AccountType.Backstage,
    name: 'LogisticsManagement',
    path: '/logistics',
    icon: 'CarOutlined',
    sort: 5,
    firstPageSort: 5,
    pages: [{ router: 'RecipientInformationIndex', name: 'Recipient information', icon: 'ContactsOutlined', buttons: ['RecipientInformation.Edit', 'RecipientInformation.Audit'] }],
  });
  await grantPages(tx, ['platform-admin', 'site-admin'], staff);
  const portal = await seedMenuGroup(tx, {
    population: AccountType.SiteUser,
    name: 'OrderCenter',
    path: '/orders',
    icon: 'SendOutlined',
    sort: 4,
    // after the order pages (seedLogisticsOrderPages)
    firstPageSort: 5,
    pages: [
      {
        router: 'UserRecipientInformationIndex',
        name: 'Recipient information',
        icon: 'ContactsOutlined',
        buttons: ['UserRecipientInformation.Add', 'UserRecipientInformation.Edit', 'UserRecipientInformation.Delete', 'UserRecipientInformation.SetDefault'],
      },
    ],
  });
  await grantPages(tx, PORTAL_ROLE_CODES, portal);

  const tw = await regionOf(tx, null, { code: 'TW' });
  const taipeiCity = tw && (await regionOf(tx, tw.Id, { nameZhTw: '臺北市' }));
  const zhongzheng = taipeiCity && (await regionOf(tx, taipeiCity.Id, { code: '100' }));
  const hk = await regionOf(tx, null, { code: 'HK' });
  if (!zhongzheng || !hk) return;
  const demoSites = await tx.select({ id: sites.id, code: sites.code }).from(sites).where(inArray(sites.code, DEMO_SITE_CODES));
  for (const site of demoSites) {
    const [alice] = await tx.select({ id: users.id }).from(users).where(and(eq(users.siteId, site.id), eq(users.userName, 'alice')));
    const points = await tx
      .select({ id: shippingAddresses.id, regions: shippingAddresses.regions })
      .from(shippingAddresses)
      .where(and(eq(shippingAddresses.siteId, site.id), eq(shippingAddresses.type, shippingAddress.ShippingAddressType.SelfPickup)));
    const counter = points.find((p) => p.regions[0]?.Code === 'HK');
    if (!alice || !counter) continue;
    const actor: Actor = { userId: alice.id, siteId: site.id, population: 'user', isSuperUser: false };
    const w = wordsOf(site.code);
    const add = (body: Record<string, unknown>) => addRecipient(tx, actor, contract.recipientFields.parse(body), 'en');
    await add({
      RecipientName: w(['林美华', '林美華']),
      PhoneCode: '886',
      Phone: '0912345678',
      Tel: '02-23456789',
      IdentityNumber: 'A123456789',
      Regions: [tw, taipeiCity, zhongzheng],
      DetailedAddress: w(['重庆南路一段122号5楼', '重慶南路一段122號5樓']),
      MailboxCode: '10048',
      IsDefault: true,
    });
    await add({
      RecipientInformationType: contract.RecipientInformationType.SelfPickup,
      RecipientName: w(['陈大文', '陳大文']),
      PhoneCode: '852',
      Phone: '61234567',
      Regions: [hk],
      SelfPickupAddressId: counter.id,
    });
  }
}
