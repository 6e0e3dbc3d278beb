import { useSyncExternalStore } from 'react';

function subscribe(onResize: () => void) {
  window.addEventListener('resize', onResize);
  return () => window.removeEventListener('resize', onResize);
}

/** The window's inner width, following resizes. */
export function useWindowWidth(): number {
  return useSyncExternalStore(subscribe, () => window.innerWidth);
}

/** The window's inner height, following resizes. */
export function useWindowHeight(): number {
  return useSyncExternalStore(subscribe, () => window.innerHeight);
}
