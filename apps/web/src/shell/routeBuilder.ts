import { HIDDEN_MENU_NAMES, type MenuNode } from '@lbo/contracts';

/** One route of the app, built from a server menu entry. */
export interface AppRoute {
  /** the route name: the menu entry's Name */
  name: string;
  /** absolute path */
  path: string;
  /** i18n key of the title */
  title: string;
  icon: string;
  /** page component name in the registry; empty for a container */
  router: string;
  /** not shown in the sidebar (still routable) */
  hidden: boolean;
  children: AppRoute[];
}

const join = (parent: string, child: string) => `${parent.replace(/\/+$/, '')}/${child.replace(/^\/+/, '')}`;

/**
 * Spec §2 "Routes": top-level entries become routes named after the entry; a child uses its own
 * Path, or one built from its Name, under its parent; each child loads the page named by its Router;
 * entries without a page are containers; entries named HomePage or Dashboard are hidden.
 */
export function buildRoutes(menu: readonly MenuNode[], parentPath = ''): AppRoute[] {
  return menu.map((node) => {
    const own = node.Path || node.Name;
    const path = own.startsWith('/') ? own : join(parentPath || '', own);
    return {
      name: node.Name,
      path: path.startsWith('/') ? path : `/${path}`,
      title: `route.${node.Name}`,
      icon: node.Icon,
      router: node.Router,
      hidden: node.Invisible || (HIDDEN_MENU_NAMES as readonly string[]).includes(node.Name),
      children: buildRoutes(node.Children, path.startsWith('/') ? path : `/${path}`),
    };
  });
}

/** Every route with a page, flattened (containers left out). */
export function pageRoutes(routes: readonly AppRoute[]): AppRoute[] {
  return routes.flatMap((r) => [...(r.router ? [r] : []), ...pageRoutes(r.children)]);
}

/** The routes a person can see in the sidebar and find in the route search. */
export function visibleRoutes(routes: readonly AppRoute[]): AppRoute[] {
  return routes.filter((r) => !r.hidden).map((r) => ({ ...r, children: visibleRoutes(r.children) }));
}

/** The chain of routes from the top to the one at `path` (for the breadcrumb and the open submenu). */
export function routeTrail(routes: readonly AppRoute[], path: string): AppRoute[] {
  for (const r of routes) {
    if (r.path === path) return [r];
    const below = routeTrail(r.children, path);
    if (below.length > 0) return [r, ...below];
  }
  return [];
}
