import { create } from 'zustand';
import { readJson, STORAGE_KEYS, writeJson } from '../lib/storage.ts';

/** A visited view in the tag bar. */
export interface TagView {
  /** route name (quick navigation identifies tags by it) */
  name: string;
  path: string;
  fullPath: string;
  title: string;
  affix: boolean;
  noCache: boolean;
}

interface TagsState {
  views: TagView[];
  /** per-view render key; bumping it re-creates the page (Refresh) */
  versions: Record<string, number>;
  visit(view: TagView): void;
  close(path: string): TagView[];
  closeOthers(path: string): void;
  closeAll(): TagView[];
  refreshView(path: string): void;
  /** sign-out: forget every view and the open-tabs cache */
  clear(): void;
}

/** The Home tag (the dashboard) is pinned. */
export const HOME_VIEW: TagView = { name: 'dashboard', path: '/dashboard', fullPath: '/dashboard', title: 'route.dashboard', affix: true, noCache: false };

/**
 * Home always leads the tags, whichever page was opened first: a deep link followed by sign-in,
 * or a reload before the dashboard was ever shown, otherwise left the bar without it.
 */
const withHome = (views: TagView[]): TagView[] => [views.find((v) => v.path === HOME_VIEW.path) ?? HOME_VIEW, ...views.filter((v) => v.path !== HOME_VIEW.path)];

const persist = (views: TagView[]) => writeJson(STORAGE_KEYS.openTabs, views);

export const useTags = create<TagsState>((set, get) => ({
  views: withHome(typeof localStorage === 'undefined' ? [] : readJson<TagView[]>(STORAGE_KEYS.openTabs, [])),
  versions: {},
  visit(view) {
    const views = get().views;
    const existing = views.findIndex((v) => v.path === view.path);
    const next = withHome(existing >= 0 ? views.map((v, i) => (i === existing ? { ...v, fullPath: view.fullPath, title: view.title } : v)) : [...views, view]);
    persist(next);
    set({ views: next });
  },
  close(path) {
    // Pinned (affix) tags cannot be closed.
    const next = get().views.filter((v) => v.path !== path || v.affix);
    persist(next);
    set({ views: next });
    return next;
  },
  closeOthers(path) {
    const next = get().views.filter((v) => v.affix || v.path === path);
    persist(next);
    set({ views: next });
  },
  closeAll() {
    const next = get().views.filter((v) => v.affix);
    persist(next);
    set({ views: next });
    return next;
  },
  refreshView(path) {
    const versions = get().versions;
    set({ versions: { ...versions, [path]: (versions[path] ?? 0) + 1 } });
  },
  clear() {
    localStorage.removeItem(STORAGE_KEYS.openTabs);
    set({ views: withHome([]), versions: {} });
  },
}));
