import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom lacks the browser APIs Ant Design reads (responsive grid, virtual lists, scroll bars).
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as MediaQueryList;
}
// jsdom does not scroll (the phone portal opens each page at its top).
window.scrollTo = () => undefined;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
// Ant Design measures the scroll bar through getComputedStyle(el, '::-webkit-scrollbar'), which jsdom does not implement.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);
// Ant Design's CSS-in-JS injects thousands of rules, and jsdom matches every rule in each
// getComputedStyle (Testing Library's role queries call it for every element): the suite ran
// about 6 times slower. Tests assert behaviour, not looks, so the injected style tags are dropped.
for (const style of document.head.querySelectorAll('style')) style.remove();
new MutationObserver((records) => {
  for (const r of records) for (const n of r.addedNodes) if (n.nodeName === 'STYLE') (n as HTMLStyleElement).remove();
}).observe(document.head, { childList: true });

// The app mounts an area's texts with its pages (pages/registry.ts); tests render page modules
// directly, so every part's texts are mounted here.
import.meta.glob('../**/texts.ts', { eager: true });

// Lazily loaded parts (icon set, rich-text editor) take seconds to load on a busy machine: findBy* and waitFor wait for them.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
