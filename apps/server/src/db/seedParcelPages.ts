import { inArray } from 'drizzle-orm';
import { AccountType } from '@lbo/contracts';
import type { Executor } from '../platform/db.ts';
import { viewButtons } from './schema.ts';
import { grantPages, seedMenuGroup } from './seedPages.ts';

/** The staff's parcel pages, their view names and the button keys they check. */
const PAGES = [
  // A scan screen is its button: holding the page without it shows "no permission".
  { router: 'PackageSigning', name: 'Sign for parcels', icon: 'ScanOutlined', buttons: ['Package.Sign'] },
  { router: 'PackagePutOnShelvesIndex', name: 'Put parcels on shelves', icon: 'InboxOutlined', buttons: ['Package.PutOnShelf'] },
  { router: 'PackagesIndex', name: 'Parcels', icon: 'GiftOutlined', buttons: ['Package.Edit', 'Package.Export'] },
  { router: 'UnknownPackagesIndex', name: 'Unknown parcels', icon: 'QuestionCircleOutlined', buttons: ['UnknownPackage.Assign', 'UnknownPackage.Approve', 'UnknownPackage.Refuse'] },
  { router: 'ForecastAnomaliesIndex', name: 'Forecast anomalies', icon: 'WarningOutlined', buttons: ['ForecastAnomaly.Resolve'] },
];

/**
 * Parcels in the back office: the group "Parcels" with the signing and shelving scan screens, the
 * parcel list, unknown parcels and forecast anomalies, granted to the platform and site
 * administrators. The warehouse operator signs, shelves and reads parcels, and assigns unknown
 * parcels, but does not decide claims, correct parcels or resolve anomalies.
 */
export async function seedParcelPages(tx: Executor) {
  const pages = await seedMenuGroup(tx, { population: AccountType.Backstage, name: 'PackageManagement', path: '/package', icon: 'GiftOutlined', sort: 2, firstPageSort: 0, pages: PAGES });
  await grantPages(tx, ['platform-admin', 'site-admin'], pages);
  const operatorButtons = await tx
    .select({ id: viewButtons.id })
    .from(viewButtons)
    .where(inArray(viewButtons.key, ['Package.Sign', 'Package.PutOnShelf', 'Package.Export', 'UnknownPackage.Assign']));
  await grantPages(tx, ['operator'], { menuIds: pages.menuIds, buttonIds: operatorButtons.map((b) => b.id) });
}
