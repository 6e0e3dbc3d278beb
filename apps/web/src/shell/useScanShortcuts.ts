import { SCAN_SHORTCUT_TARGETS } from '@lbo/contracts';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { createScanDetector } from '../lib/scanner.ts';
import { pageRoutes, type AppRoute } from './routeBuilder.ts';

/** The seven control codes (configuration: VITE_SCAN_SHORTCUTS="CODE=Target,..."; default LBOSCAN1..7 in the spec's order). */
function scanShortcutCodes(config = import.meta.env.VITE_SCAN_SHORTCUTS): Map<string, string> {
  if (config) return new Map(config.split(',').map((pair) => pair.split('=').map((s) => s.trim()) as [string, string]));
  return new Map(SCAN_SHORTCUT_TARGETS.map((target, i) => [`LBOSCAN${i + 1}`, target]));
}

/** A scanned control code opens its screen (by router name) when the user may open it. */
export function useScanShortcuts(routes: AppRoute[]) {
  const navigate = useNavigate();
  useEffect(() => {
    const byRouter = new Map(pageRoutes(routes).map((r) => [r.router, r.path]));
    const onKey = createScanDetector(scanShortcutCodes(), (target) => {
      const path = byRouter.get(target);
      if (path) navigate(path);
    });
    const listener = (e: KeyboardEvent) => {
      if (onKey(e.key, e.timeStamp)) e.preventDefault();
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [routes, navigate]);
}
