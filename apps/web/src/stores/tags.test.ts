import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TagView } from './tags.ts';

const messages: TagView = { name: 'MineUserMessagesIndex', path: '/mine/MineUserMessagesIndex', fullPath: '/mine/MineUserMessagesIndex?x=1', title: 'route.MineUserMessagesIndex', affix: false, noCache: false };

beforeEach(() => {
  localStorage.clear();
  vi.resetModules();
});

describe('the pinned Home tag', () => {
  it('leads the tags when a deep link is the first page opened after sign-in', async () => {
    const { useTags } = await import('./tags.ts');
    useTags.getState().clear();
    useTags.getState().visit(messages);
    expect(useTags.getState().views.map((v) => [v.name, v.affix])).toEqual([
      ['dashboard', true],
      ['MineUserMessagesIndex', false],
    ]);
  });

  it('leads the tags after a reload whose saved tags lack it', async () => {
    localStorage.setItem('openTabs', JSON.stringify([messages]));
    const { useTags } = await import('./tags.ts');
    expect(useTags.getState().views.map((v) => v.name)).toEqual(['dashboard', 'MineUserMessagesIndex']);
    expect(useTags.getState().closeAll().map((v) => v.name)).toEqual(['dashboard']);
  });
});
