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
};
