import { describe, expect, it } from 'vitest';
import { searchRoutes } from './RouteSearch.tsx';

const ENTRIES = [
  { title: 'My messages', path: '/mine/MineUserMessagesIndex' },
  { title: 'Shelves', path: '/warehouse/ShelvesIndex' },
  { title: 'Picking lists', path: '/outbound/PickingListIndex' },
];

describe('route search', () => {
  it('finds routes by a fuzzy title', () => {
    expect(searchRoutes(ENTRIES, 'mesages')[0]?.path).toBe('/mine/MineUserMessagesIndex');
    expect(searchRoutes(ENTRIES, 'shelve')[0]?.path).toBe('/warehouse/ShelvesIndex');
  });

  it('finds routes by path too, and nothing for an unrelated pattern', () => {
    expect(searchRoutes(ENTRIES, 'outbound')[0]?.title).toBe('Picking lists');
    expect(searchRoutes(ENTRIES, 'zzzzqqq')).toEqual([]);
  });
});
