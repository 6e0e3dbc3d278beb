import { create } from 'zustand';
import { COMPONENT_SIZES, DEFAULT_COMPONENT_SIZE, DEFAULT_THEME_COLOR, MOBILE_BREAKPOINT } from '@lbo/contracts';
import { readJson, STORAGE_KEYS, writeJson } from '../lib/storage.ts';

export type ComponentSize = (typeof COMPONENT_SIZES)[number];

/** The spec's local-only settings (theme, tags view, fixed header, printing...), kept in the browser. */
export interface LocalSettings {
  theme: string;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  OpenService: boolean;
  AutomaticallyPrintPickingList: boolean;
  AutomaticallyPrintWarehouseIds: number[];
  isFixedActionBar: boolean;
}

export const DEFAULT_LOCAL_SETTINGS: LocalSettings = {
  theme: DEFAULT_THEME_COLOR,
  tagsView: true,
  fixedHeader: true,
  sidebarLogo: true,
  OpenService: false,
  AutomaticallyPrintPickingList: false,
  AutomaticallyPrintWarehouseIds: [],
  isFixedActionBar: true,
};

interface AppState {
  sidebarOpened: boolean;
  device: 'desktop' | 'mobile';
  size: ComponentSize;
  settings: LocalSettings;
  /** bumped by "refresh" to re-render the current page */
  refreshKey: number;
  errorLog: { time: string; message: string; url: string }[];
  toggleSidebar(): void;
  closeSidebar(): void;
  setDevice(width: number): void;
  setSize(size: ComponentSize): void;
  setSettings(settings: Partial<LocalSettings>): void;
  resetSettings(): void;
  refresh(): void;
  logError(message: string): void;
}

const storedSize = (): ComponentSize => {
  const s = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEYS.size);
  return (COMPONENT_SIZES as readonly string[]).includes(s ?? '') ? (s as ComponentSize) : DEFAULT_COMPONENT_SIZE;
};

export const useApp = create<AppState>((set, get) => ({
  // Sidebar state is remembered as 1 (open) / 0 (closed).
  sidebarOpened: typeof localStorage === 'undefined' || localStorage.getItem(STORAGE_KEYS.sidebarStatus) !== '0',
  device: typeof window !== 'undefined' && window.innerWidth < MOBILE_BREAKPOINT ? 'mobile' : 'desktop',
  size: storedSize(),
  settings: typeof localStorage === 'undefined' ? DEFAULT_LOCAL_SETTINGS : { ...DEFAULT_LOCAL_SETTINGS, ...readJson<Partial<LocalSettings>>(STORAGE_KEYS.localSettings, {}) },
  refreshKey: 0,
  errorLog: [],
  toggleSidebar() {
    const opened = !get().sidebarOpened;
    localStorage.setItem(STORAGE_KEYS.sidebarStatus, opened ? '1' : '0');
    set({ sidebarOpened: opened });
  },
  closeSidebar() {
    localStorage.setItem(STORAGE_KEYS.sidebarStatus, '0');
    set({ sidebarOpened: false });
  },
  setDevice(width) {
    const device = width < MOBILE_BREAKPOINT ? 'mobile' : 'desktop';
    if (device !== get().device) set({ device, ...(device === 'mobile' ? { sidebarOpened: false } : {}) });
  },
  setSize(size) {
    localStorage.setItem(STORAGE_KEYS.size, size);
    set({ size });
  },
  setSettings(partial) {
    const settings = { ...get().settings, ...partial };
    writeJson(STORAGE_KEYS.localSettings, settings);
    set({ settings });
  },
  resetSettings() {
    writeJson(STORAGE_KEYS.localSettings, DEFAULT_LOCAL_SETTINGS);
    set({ settings: DEFAULT_LOCAL_SETTINGS });
  },
  refresh() {
    set({ refreshKey: get().refreshKey + 1 });
  },
  logError(message) {
    set({ errorLog: [{ time: new Date().toISOString(), message, url: location.pathname }, ...get().errorLog].slice(0, 100) });
  },
}));
