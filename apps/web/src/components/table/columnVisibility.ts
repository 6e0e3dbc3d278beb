import { useMemo, useSyncExternalStore } from 'react';
import { STORAGE_KEYS, writeJson } from '../../lib/storage.ts';

// Every setter and table of the page showing the same column set re-reads when one of them saves.
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function parseHidden(raw: string | null): string[] {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The hidden columns of a column set, saved in local storage under the set's key. Hidden keys are
 * kept rather than visible ones, so a column added to the page later shows by default.
 */
export function useHiddenColumns(storageKey: string | undefined): readonly string[] {
  const raw = useSyncExternalStore(subscribe, () => (storageKey ? localStorage.getItem(STORAGE_KEYS.columnSettings(storageKey)) : null));
  return useMemo(() => parseHidden(raw), [raw]);
}

export function saveHiddenColumns(storageKey: string, hidden: readonly string[]) {
  writeJson(STORAGE_KEYS.columnSettings(storageKey), hidden);
  listeners.forEach((listener) => listener());
}
