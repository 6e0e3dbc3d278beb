import { SCANNER_ENTER_GAP_MS, SCANNER_KEY_GAP_MS } from '@lbo/contracts';

/**
 * Tells a barcode scanner from a person typing: a scanner "types" a burst of keys under 50 ms
 * apart and ends with Enter (under 1 s after the last key). A burst that matches a control code
 * is reported; everything else is ignored.
 */
export function createScanDetector(codes: ReadonlyMap<string, string>, onScan: (target: string, code: string) => void) {
  let buffer = '';
  let last = 0;
  return function onKey(key: string, time: number): boolean {
    const gap = time - last;
    last = time;
    if (key === 'Enter') {
      const code = buffer;
      buffer = '';
      const target = code.length > 1 && gap < SCANNER_ENTER_GAP_MS ? codes.get(code) : undefined;
      if (target) onScan(target, code);
      return Boolean(target);
    }
    if (key.length !== 1) return false;
    buffer = gap < SCANNER_KEY_GAP_MS && buffer ? buffer + key : key;
    return false;
  };
}
