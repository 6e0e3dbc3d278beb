import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Every page: `./<area>/<RouterName>.tsx`, named as the server's menu names it (its router name):
 * `*Index`, or a scan screen the spec names without it (SCAN_SHORTCUT_TARGETS; pageCalls.ts reads the same files).
 */
const pageModules = import.meta.glob<{ default: ComponentType }>(['./*/*Index.tsx', './*/{PackageSigning,BinPutOnShelves,BinLowerShelf,PackEdit}.tsx']);
/** The texts of an area (`./<area>/texts.ts`); they mount when the module is evaluated. */
const areaTexts = import.meta.glob('./*/texts.ts');

/**
 * Pages by the router name the server's menu gives them. Each is its own chunk, loaded with its
 * area's texts when first opened. A business area adds a page by adding its file.
 */
export const PAGES: Record<string, LazyExoticComponent<ComponentType>> = Object.fromEntries(
  Object.entries(pageModules).map(([file, load]) => {
    const [, area, router] = /^\.\/(\w+)\/(\w+)\.tsx$/.exec(file)!;
    const texts = areaTexts[`./${area}/texts.ts`];
    return [router!, lazy(async () => (await Promise.all([load(), texts?.()]))[0])];
  }),
);
