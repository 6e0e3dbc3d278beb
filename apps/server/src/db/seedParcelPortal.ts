import { AccountType, parcels } from '@lbo/contracts';
import type { Executor } from '../platform/db.ts';
import { grantPages, PORTAL_ROLE_CODES, seedMenuGroup } from './seedPages.ts';

/** The writes of the portal's parcel pages (a menu grants only the reads its page makes). */
const PARCEL_WRITES = [
  parcels.addUserPackage,
  parcels.batchAddUserPackages,
  parcels.upLoadUserPackages,
  parcels.editUserPackage,
  parcels.deleteUserPackage,
  parcels.claimUnknownPackage,
].map((call) => call.path);

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
      { router: 'UserPackagesIndex', name: 'My parcels', icon: 'InboxOutlined', buttons: [] },
      { router: 'UserForecastIndex', name: 'Forecast parcels', icon: 'FormOutlined', buttons: [] },
      { router: 'UserUnknownPackagesIndex', name: 'Unknown parcels', icon: 'QuestionCircleOutlined', buttons: [] },
      { router: 'ReceivingAddressesIndex', name: 'Where to send goods', icon: 'EnvironmentOutlined', buttons: [] },
    ],
  });
  await grantPages(tx, PORTAL_ROLE_CODES, pages, PARCEL_WRITES);
}
