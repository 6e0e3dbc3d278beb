/** Everything the spec keeps in the browser, under one set of keys. */
export const STORAGE_KEYS = {
  adminToken: 'adminToken',
  refreshToken: 'refreshToken',
  loginType: 'loginType',
  serviceAgreement: 'serviceAgreement',
  size: 'size',
  sidebarStatus: 'sidebarStatus',
  language: 'language',
  rememberedAccount: 'rememberedAccount',
  quickNavigations: 'quickNavigations',
  openTabs: 'openTabs',
  localSettings: 'localSettings',
  version: 'version',
  apiBase: 'apiBase',
  /** the warehouse the scan screens (signing, shelving) work in */
  scanWarehouse: 'scanWarehouse',
  columnSettings: (set: string) => `columns:${set}`,
} as const;

export function readJson<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown) {
  localStorage.setItem(key, JSON.stringify(value));
}
