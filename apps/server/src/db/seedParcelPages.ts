import { inArray } from 'drizzle-orm';
import { AccountType, parcels, upload } from '@lbo/contracts';
import type { Executor } from '../platform/db.ts';
import { viewButtons } from './schema.ts';
import { grantPages, seedMenuGroup } from './seedPages.ts';

/** The staff's parcel pages, their view names and the button keys they check. */
const PAGES = [
  { router: 'PackageSigning', name: 'Sign for parcels', icon: 'ScanOutlined', buttons: [] },
  { router: 'PackagePutOnShelvesIndex', name: 'Put parcels on shelves', icon: 'InboxOutlined', buttons: [] },
  { router: 'PackagesIndex', name: 'Parcels', icon: 'GiftOutlined', buttons: ['Package.Edit', 'Package.Export'] },
  { router: 'UnknownPackagesIndex', name: 'Unknown parcels', icon: 'QuestionCircleOutlined', buttons: ['UnknownPackage.Assign', 'UnknownPackage.Approve', 'UnknownPackage.Refuse'] },
  { router: 'ForecastAnomaliesIndex', name: 'Forecast anomalies', icon: 'WarningOutlined', buttons: ['ForecastAnomaly.Resolve'] },
];

/** The scan screens write without a button: signing (with its photos) and shelving are the pages themselves. */
const SCAN_CALLS = [parcels.signPackage.path, parcels.putPackageOnShelf.path, upload.upLoadFile.path];

/**
 * Parcels in the back office: the group "Parcels" with the signing and shelving scan screens, the
 * parcel list, unknown parcels and forecast anomalies, granted to the platform and site
 * administrators. The warehouse operator signs, shelves and reads parcels, and assigns unknown
 * parcels, but does not decide claims, correct parcels or resolve anomalies.
 */
export async function seedParcelPages(tx: Executor) {
  const pages = await seedMenuGroup(tx, { population: AccountType.Backstage, name: 'PackageManagement', path: '/package', icon: 'GiftOutlined', sort: 2, firstPageSort: 0, pages: PAGES });
  await grantPages(tx, ['platform-admin', 'site-admin'], pages, SCAN_CALLS);
  const operatorButtons = await tx
    .select({ id: viewButtons.id })
    .from(viewButtons)
    .where(inArray(viewButtons.key, ['Package.Export', 'UnknownPackage.Assign']));
  await grantPages(tx, ['operator'], { menuIds: pages.menuIds, buttonIds: operatorButtons.map((b) => b.id) }, SCAN_CALLS);
}
