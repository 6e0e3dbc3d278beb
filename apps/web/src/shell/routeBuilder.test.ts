import { describe, expect, it } from 'vitest';
import type { MenuNode } from '@lbo/contracts';
import { buildRoutes, pageRoutes, routeTrail, visibleRoutes } from './routeBuilder.ts';

const node = (n: Partial<MenuNode> & { Name: string }): MenuNode => ({ Path: '', Router: '', Icon: '', Invisible: false, Children: [], ...n });

const MENU: MenuNode[] = [
  node({
    Name: 'PersonalCenter',
    Path: '/mine',
    Children: [
      node({ Name: 'MineUserMessagesIndex', Path: 'MineUserMessagesIndex', Router: 'MineUserMessagesIndex' }),
      // no Path: the path is built from the name
      node({ Name: 'MineProfileIndex', Router: 'MineProfileIndex', Invisible: true }),
    ],
  }),
  node({ Name: 'Dashboard', Path: '/Dashboard', Router: 'Dashboard' }),
  node({ Name: 'Warehouse', Path: 'warehouse', Children: [node({ Name: 'Shelves', Path: '/shelves', Router: 'ShelvesIndex' })] }),
];

describe('buildRoutes', () => {
  const routes = buildRoutes(MENU);

  it('names top-level routes after the entry and nests child paths under their parent', () => {
    expect(routes.map((r) => [r.name, r.path])).toEqual([
      ['PersonalCenter', '/mine'],
      ['Dashboard', '/Dashboard'],
      ['Warehouse', '/warehouse'],
    ]);
    expect(routes[0]!.children.map((r) => r.path)).toEqual(['/mine/MineUserMessagesIndex', '/mine/MineProfileIndex']);
  });

  it('keeps an absolute child path as given', () => {
    expect(routes[2]!.children[0]!.path).toBe('/shelves');
  });

  it('hides invisible entries and those named HomePage or Dashboard, but keeps them routable', () => {
    expect(visibleRoutes(routes).map((r) => r.name)).toEqual(['PersonalCenter', 'Warehouse']);
    expect(visibleRoutes(routes)[0]!.children.map((r) => r.name)).toEqual(['MineUserMessagesIndex']);
    expect(pageRoutes(routes).map((r) => r.router)).toEqual(['MineUserMessagesIndex', 'MineProfileIndex', 'Dashboard', 'ShelvesIndex']);
  });

  it('treats entries without a page as containers and titles each route by its name', () => {
    expect(pageRoutes(routes).some((r) => r.name === 'Warehouse')).toBe(false);
    expect(routes[0]!.children[0]!.title).toBe('route.MineUserMessagesIndex');
  });

  it('finds the trail to a route for the breadcrumb', () => {
    expect(routeTrail(routes, '/mine/MineProfileIndex').map((r) => r.name)).toEqual(['PersonalCenter', 'MineProfileIndex']);
    expect(routeTrail(routes, '/nowhere')).toEqual([]);
  });
});
