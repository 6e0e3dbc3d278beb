import type { CallDefinition } from '@lbo/contracts';

/**
 * Successful writes, counted so that lists refresh after any create, edit or delete and a table
 * action can tell whether it changed anything. A call writes unless it is declared read-only or its
 * operation is a Get (reads not yet marked `readOnly`, captchas, prints and exports).
 */
let version = 0;
const listeners = new Set<() => void>();

export const isWrite = (call: CallDefinition) => !call.readOnly && !call.operation.startsWith('Get');

/** Called by the client after a write succeeded. */
export function dataChanged(): void {
  version += 1;
  for (const listener of listeners) listener();
}

/** How many writes have succeeded so far. */
export const dataVersion = () => version;

/** Calls `listener` after each successful write; returns the unsubscribe. */
export function onDataChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
