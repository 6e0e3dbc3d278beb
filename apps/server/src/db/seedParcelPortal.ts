import { AccountType } from '@lbo/contracts';
import type { Executor } from '../platform/db.ts';
import { grantPages, PORTAL_ROLE_CODES, seedMenuGroup } from './seedPages.ts';

/**
 * The customer portal's parcel pages (My parcels, Forecast, Unknown parcels, Where to send goods)
 * under "Parcels", granted to the customer groups.
 */
export async function seedParcelPortal(tx: Executor) {
  const pages = await seedMenuGroup(tx, {
    population: AccountType.SiteUser,
    name: 'ParcelCenter',
    path: '/parcels',
    icon: 'InboxOutlined',
    sort: 1,
    firstPageSort: 0,
    pages: [
      { router: 'UserPackagesIndex', name: 'My parcels', icon: 'InboxOutlined', buttons: ['UserPackage.Add', 'UserPackage.Edit', 'UserPackage.Delete'] },
      { router: 'UserForecastIndex', name: 'Forecast parcels', icon: 'FormOutlined', buttons: ['UserPackage.Forecast'] },
      { router: 'UserUnknownPackagesIndex', name: 'Unknown parcels (customers)', icon: 'QuestionCircleOutlined', buttons: ['UserUnknownPackage.Claim'] },
      { router: 'ReceivingAddressesIndex', name: 'Where to send goods', icon: 'EnvironmentOutlined', buttons: [] },
    ],
  });
  await grantPages(tx, PORTAL_ROLE_CODES, pages);
}
