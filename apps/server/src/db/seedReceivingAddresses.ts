import { AccountType } from '@lbo/contracts';
import type { Executor } from '../platform/db.ts';
import { grantPages, PORTAL_ROLE_CODES, seedMenuGroup } from './seedPages.ts';

/**
 * "Where to send goods" for customers, the first page of their parcels group (the parcel pages join
 * the same group by its name). Its menu grants the page's read, so the customer roles need no API
 * permission of their own for it.
 */
export async function seedReceivingAddresses(tx: Executor) {
  const pages = await seedMenuGroup(tx, {
    population: AccountType.SiteUser,
    name: 'MyParcels',
    path: '/parcels',
    icon: 'InboxOutlined',
    sort: 1,
    firstPageSort: 0,
    pages: [{ router: 'ReceivingAddressesIndex', name: 'Where to send goods', icon: 'EnvironmentOutlined', buttons: [] }],
  });
  await grantPages(tx, PORTAL_ROLE_CODES, pages);
}
