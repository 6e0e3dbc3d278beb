import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Pages by the router name the server's menu gives them. Each is its own chunk, loaded when first
 * opened. A business area adds its pages here.
 */
export const PAGES: Record<string, LazyExoticComponent<ComponentType>> = {
  MineUserMessagesIndex: lazy(() => import('./mine/MineUserMessagesIndex.tsx')),
  MineProfileIndex: lazy(() => import('./mine/MineProfileIndex.tsx')),
  UserOrganizesIndex: lazy(() => import('./organizes/UserOrganizesIndex.tsx')),
  BackstageOrganizesIndex: lazy(() => import('./organizes/BackstageOrganizesIndex.tsx')),
  UserRolesIndex: lazy(() => import('./roles/UserRolesIndex.tsx')),
  BackstageRolesIndex: lazy(() => import('./roles/BackstageRolesIndex.tsx')),
  UserApiPermissionsIndex: lazy(() => import('./menus/UserApiPermissionsIndex.tsx')),
  BackstageApiPermissionsIndex: lazy(() => import('./menus/BackstageApiPermissionsIndex.tsx')),
  UserViewsIndex: lazy(() => import('./menus/UserViewsIndex.tsx')),
  BackstageViewsIndex: lazy(() => import('./menus/BackstageViewsIndex.tsx')),
  UserMenusIndex: lazy(() => import('./menus/UserMenusIndex.tsx')),
  BackstageMenusIndex: lazy(() => import('./menus/BackstageMenusIndex.tsx')),
  UserUsersIndex: lazy(() => import('./users/UserUsersIndex.tsx')),
  BackstageUsersIndex: lazy(() => import('./users/BackstageUsersIndex.tsx')),
  SitesIndex: lazy(() => import('./sites/SitesIndex.tsx')),
  SiteSettingsIndex: lazy(() => import('./sites/SiteSettingsIndex.tsx')),
  SitePageConfigurationIndex: lazy(() => import('./sites/SitePageConfigurationIndex.tsx')),
  TemplatesIndex: lazy(() => import('./templates/TemplatesIndex.tsx')),
  PaymentConfigurationIndex: lazy(() => import('./paymentConfiguration/PaymentConfigurationIndex.tsx')),
  CommonFilesIndex: lazy(() => import('./commonFiles/CommonFilesIndex.tsx')),
  UserCommonFilesIndex: lazy(() => import('./commonFiles/UserCommonFilesIndex.tsx')),
};
