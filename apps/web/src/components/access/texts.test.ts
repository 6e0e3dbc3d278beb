import { BUTTON_CALLS, CALLS, PAGE_CALLS } from '@lbo/contracts';
import { describe, expect, it } from 'vitest';
import { accessTexts } from './texts.ts';

describe('API permission areas', () => {
  it('have a name for every area of the product’s calls, so none is shown by its internal name', () => {
    const named = Object.keys(accessTexts.en.areas);
    expect([...new Set(CALLS.map((c) => c.area))].filter((area) => !named.includes(area))).toEqual([]);
  });
});

describe('views and buttons', () => {
  it('have a name for every button the pages check, so the views page and the role drawer never show an action such as EarlyWarning', () => {
    // The one button stored under another name than its key's action.
    const storedAs: Record<string, string> = { 'MineUserMessages.Read': 'MarkRead' };
    const actions = new Set(Object.keys(BUTTON_CALLS).map((key) => storedAs[key] ?? key.split('.')[1]!));
    expect([...actions].filter((action) => !(action in accessTexts.en.buttons))).toEqual([]);
  });

  it('have a name for every page with buttons, so the views page never shows a page by its router name', () => {
    // Each write a page makes is behind one of its own buttons (pageCalls.ts refuses one that is not):
    // a page has buttons exactly when it makes a call a button grants; the others are not views.
    const granted = new Set(Object.values(BUTTON_CALLS).flat());
    const withButtons = Object.keys(PAGE_CALLS).filter((page) => PAGE_CALLS[page]!.some((call) => granted.has(call)));
    expect(withButtons).toEqual(expect.arrayContaining(['BinLowerShelf', 'CommoditiesIndex', 'UserPackagesIndex']));
    expect(withButtons.filter((page) => !(page in accessTexts.en.views))).toEqual([]);
  });
});
