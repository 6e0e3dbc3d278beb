import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseSync } from 'vite';
import * as contracts from '@lbo/contracts';

/**
 * The calls each page makes, read from the code: a page `src/pages/<area>/<Router>Index.tsx` and
 * every module of `src` it imports (its dialogs, the kit's pickers, the site choice...) are parsed,
 * and every expression reading a contract export (`api.getWarehouses`, `user.USER_CALLS.backstage`)
 * is resolved against the real contracts. A call definition reached counts; an object of calls
 * passed on whole (`ORGANIZE_CALLS`) counts with every call inside it. Only calls that need a grant
 * (`access: 'granted'`) are listed. The manifest is written to the contracts (PAGE_CALLS), where the
 * server reads which calls a menu or view grants; `pageCalls.test.ts` fails when it is stale.
 *
 * Each write is also attributed to the button (view) key guarding it in the code (BUTTON_CALLS):
 * - `<SiteListPage permission="P" calls={{ ... }}>`: `P.Add` makes `add`, `P.Edit` `getEdit` and
 *   `edit`, `P.Delete` `remove` (the kit's own buttons);
 * - an action or toolbar button `{ permission: 'Key', onClick }`: the writes its `onClick` reaches in
 *   its module (through the functions of that module it calls).
 * A handler two buttons share (one function enabling or disabling) gives each button the calls of
 * both. A call that neither the menu (a read) nor a key found in the code grants is listed as such
 * (API_ONLY_CALLS) instead of being guessed: it stays an API permission of its own.
 */

const SRC = resolve(import.meta.dirname, 'src');
export const MANIFEST = resolve(import.meta.dirname, '../../packages/contracts/src/pageCalls.ts');

interface Node {
  type: string;
  [key: string]: unknown;
}
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
const childrenOf = (node: Node): Node[] => Object.values(node).flatMap((v) => (Array.isArray(v) ? v.filter(isNode) : isNode(v) ? [v] : []));

const isCall = (value: unknown): value is contracts.CallDefinition =>
  typeof value === 'object' && value !== null && typeof (value as { path?: unknown }).path === 'string' && 'access' in value;

/** The calls inside a value read from the contracts: itself, or those of an object of calls (a few levels deep). */
function callsIn(value: unknown, depth = 0): contracts.CallDefinition[] {
  if (isCall(value)) return [value];
  // A contract module passed on whole says nothing about which of its calls are made.
  if (depth > 2 || typeof value !== 'object' || value === null || Array.isArray(value) || Object.prototype.toString.call(value) === '[object Module]') return [];
  return Object.values(value).flatMap((v) => callsIn(v, depth + 1));
}

function resolveImport(from: string, source: string): string | undefined {
  if (!source.startsWith('.')) return undefined;
  const base = resolve(dirname(from), source);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((file) => /\.tsx?$/.test(file) && existsSync(file));
}

export interface ModuleFacts {
  imports: string[];
  calls: contracts.CallDefinition[];
  /** Button key → the calls the code it guards makes. */
  guarded: Map<string, contracts.CallDefinition[]>;
}

const isWrite = (call: contracts.CallDefinition) => call.access === 'granted' && call.readOnly !== true;

/** The kit's list page: its `calls` prop's calls each button key suffix makes. */
const SITE_LIST_BUTTONS: Record<string, readonly string[]> = { Add: ['add'], Edit: ['getEdit', 'edit'], Delete: ['remove'] };

/** A property of an object expression, by its plain name. */
const propertyOf = (object: Node, name: string): Node | undefined =>
  (object.properties as Node[]).find((p) => p.type === 'Property' && !p.computed && (p.key as { name?: string; value?: unknown }).name === name)?.value as Node | undefined;

/** The text of a string literal or of a template without expressions; undefined for anything computed. */
function literalText(node: Node | undefined): string | undefined {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node?.type === 'TemplateLiteral' && (node.expressions as Node[]).length === 0) return (node.quasis as { value: { cooked: string } }[])[0]!.value.cooked;
  return undefined;
}

const factsCache = new Map<string, ModuleFacts>();

/** A module's relative imports and the contract calls its code reads. */
export function factsOf(file: string): ModuleFacts {
  const cached = factsCache.get(file);
  if (cached) return cached;
  const program = parseSync(file, readFileSync(file, 'utf8')).program as unknown as Node;
  const imports: string[] = [];
  // Local name → the contract export it stands for (a namespace such as `warehouse`, or `USER_CALLS`).
  const bound = new Map<string, unknown>();
  for (const statement of childrenOf(program)) {
    if (statement.type !== 'ImportDeclaration') continue;
    const source = (statement.source as { value: string }).value;
    if (source === '@lbo/contracts') {
      for (const specifier of statement.specifiers as Node[]) {
        if (specifier.type !== 'ImportSpecifier') continue;
        const imported = (specifier.imported as { name: string }).name;
        bound.set((specifier.local as { name: string }).name, (contracts as Record<string, unknown>)[imported]);
      }
      continue;
    }
    const target = resolveImport(file, source);
    if (target && !target.endsWith('texts.ts')) imports.push(target);
  }
  for (const statement of childrenOf(program)) {
    if (statement.type !== 'ExportNamedDeclaration' && statement.type !== 'ExportAllDeclaration') continue;
    const source = (statement.source as { value: string } | null)?.value;
    const target = source && resolveImport(file, source);
    if (target) imports.push(target);
  }
  /** The value an expression reads from the contracts, or undefined when it reads none (or a computed member). */
  const valueOf = (node: Node): unknown => {
    if (node.type === 'Identifier') return bound.get(node.name as string);
    if (node.type === 'MemberExpression' && !node.computed && isNode(node.object)) {
      const object = valueOf(node.object);
      return typeof object === 'object' && object !== null ? (object as Record<string, unknown>)[(node.property as { name: string }).name] : undefined;
    }
    return undefined;
  };
  // The module's declarations by name, to follow a button's handler into the functions it calls; a
  // name declared twice (two components of one file) is not followed.
  const declared = new Map<string, Node | null>();
  const declare = (name: string, node: Node) => declared.set(name, declared.has(name) ? null : node);
  const collectDeclarations = (node: Node) => {
    if (node.type === 'VariableDeclarator' && (node.id as Node).type === 'Identifier' && isNode(node.init)) declare((node.id as { name: string }).name, node.init);
    if (node.type === 'FunctionDeclaration' && isNode(node.id)) declare(node.id.name as string, node);
    for (const child of childrenOf(node)) collectDeclarations(child);
  };
  collectDeclarations(program);

  /** The contract calls read under `node`; with `follow`, also those of the module's functions and values it names. */
  const callsUnder = (root: Node, follow: boolean): contracts.CallDefinition[] => {
    const found: contracts.CallDefinition[] = [];
    const followed = new Set<Node>();
    const visit = (node: Node, parent: Node | undefined) => {
      // The outermost member expression (or a lone identifier) of a chain says what is read.
      const outermost = !(parent?.type === 'MemberExpression' && parent.object === node);
      if (outermost && (node.type === 'MemberExpression' || (node.type === 'Identifier' && parent?.type !== 'ImportSpecifier' && parent?.type !== 'MemberExpression'))) {
        let chain: Node | undefined = node;
        while (chain) {
          const value = valueOf(chain);
          if (value !== undefined) {
            found.push(...callsIn(value));
            break;
          }
          // A property's name (`{ Id: row.Id }`) names nothing of the module.
          const propertyName = parent?.type === 'Property' && parent.key === chain && !parent.computed && !parent.shorthand;
          if (follow && chain.type === 'Identifier' && !propertyName) {
            const declaration = declared.get(chain.name as string);
            if (declaration && !followed.has(declaration)) {
              followed.add(declaration);
              visit(declaration, undefined);
            }
          }
          chain = chain.type === 'MemberExpression' && isNode(chain.object) ? chain.object : undefined;
        }
      }
      for (const child of childrenOf(node)) visit(child, node);
    };
    visit(root, undefined);
    return found;
  };

  const guarded = new Map<string, contracts.CallDefinition[]>();
  const guard = (key: string, calls: contracts.CallDefinition[]) => guarded.set(key, [...(guarded.get(key) ?? []), ...calls]);
  const findButtons = (node: Node) => {
    if (node.type === 'ObjectExpression') {
      const key = literalText(propertyOf(node, 'permission'));
      const onClick = propertyOf(node, 'onClick');
      if (key && onClick) guard(key, callsUnder(onClick, true).filter(isWrite));
    }
    if (node.type === 'JSXOpeningElement' && (node.name as { name?: string }).name === 'SiteListPage') {
      const attribute = (name: string) => (node.attributes as Node[]).find((a) => a.type === 'JSXAttribute' && (a.name as { name: string }).name === name)?.value as Node | undefined;
      const permission = literalText(attribute('permission'));
      const calls = attribute('calls');
      const object = calls?.type === 'JSXExpressionContainer' ? (calls.expression as Node) : undefined;
      if (!permission || object?.type !== 'ObjectExpression') {
        throw new Error(`${file}: a SiteListPage's permission must be a string and its calls an object written in place, to tell which button makes which call`);
      }
      for (const [suffix, names] of Object.entries(SITE_LIST_BUTTONS)) {
        guard(
          `${permission}.${suffix}`,
          names.flatMap((name) => {
            const value = propertyOf(object, name);
            return value ? callsUnder(value, false) : [];
          }),
        );
      }
    }
    for (const child of childrenOf(node)) findButtons(child);
  };
  findButtons(program);
  const calls = callsUnder(program, false);
  const facts = { imports, calls, guarded };
  factsCache.set(file, facts);
  return facts;
}

/** What a page makes, read from the page module and the modules it imports. */
export interface PageFacts {
  /** every granted call */
  calls: string[];
  /** button key → the calls behind it */
  buttons: Map<string, Set<string>>;
  /** the calls neither the page's menu (the reads) nor a button key found in the code grants */
  apiOnly: string[];
}

function factsOfPage(page: string): PageFacts {
  const seen = new Set<string>();
  const paths = new Set<string>();
  const buttons = new Map<string, Set<string>>();
  const pending = [page];
  while (pending.length) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const facts = factsOf(file);
    for (const call of facts.calls) if (call.access === 'granted') paths.add(call.path);
    for (const [key, calls] of facts.guarded) {
      const granted = buttons.get(key) ?? new Set<string>();
      for (const call of calls) if (call.access === 'granted') granted.add(call.path);
      buttons.set(key, granted);
    }
    pending.push(...facts.imports);
  }
  const guardedPaths = new Set([...buttons.values()].flatMap((calls) => [...calls]));
  const writes = new Set<string>(contracts.CALLS.filter(isWrite).map((call) => call.path));
  return { calls: [...paths].sort(), buttons, apiOnly: [...paths].filter((path) => writes.has(path) && !guardedPaths.has(path)).sort() };
}

/** Router name → what its page makes, for every page (`src/pages/<area>/<Router>Index.tsx`). */
export function derivePageFacts(): Record<string, PageFacts> {
  const pagesDir = join(SRC, 'pages');
  const pages = readdirSync(pagesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((area) => readdirSync(join(pagesDir, area.name)).filter((name) => /^\w+Index\.tsx$/.test(name)).map((name) => join(pagesDir, area.name, name)))
    .sort();
  return Object.fromEntries(pages.map((file) => [/(\w+)\.tsx$/.exec(file)![1]!, factsOfPage(file)]));
}

const list = (paths: readonly string[], indent: string) => `[\n${paths.map((c) => `${indent}  '${c}',\n`).join('')}${indent}]`;

/** The manifest module's text. */
export function renderManifest(pages: Record<string, PageFacts>): string {
  const entries = Object.entries(pages);
  const pageCalls = entries
    .filter(([, page]) => page.calls.length > 0)
    .map(([router, page]) => `  ${router}: ${list(page.calls, '  ')},\n`)
    .join('');
  // A key checked by two pages (a shared dialog) grants what it guards on either.
  const byKey = new Map<string, Set<string>>();
  for (const [, page] of entries) {
    for (const [key, calls] of page.buttons) byKey.set(key, new Set([...(byKey.get(key) ?? []), ...calls]));
  }
  const buttonCalls = [...byKey.entries()]
    .filter(([, calls]) => calls.size > 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, calls]) => `  '${key}': ${list([...calls].sort(), '  ')},\n`)
    .join('');
  const apiOnly = entries
    .filter(([, page]) => page.apiOnly.length > 0)
    .map(([router, page]) => `  ${router}: ${list(page.apiOnly, '  ')},\n`)
    .join('');
  return `// Generated by \`npm run page-calls\` (apps/web/pageCalls.ts) from the web pages' code: do not edit.
/** Router name of a page → the calls needing a grant that the page and its dialogs make. */
export const PAGE_CALLS: Readonly<Record<string, readonly string[]>> = {
${pageCalls}};

/** Button (view) key → the calls the code behind the button makes: granting the button grants them. */
export const BUTTON_CALLS: Readonly<Record<string, readonly string[]>> = {
${buttonCalls}};

/**
 * Router name of a page → the calls it makes that neither its menu (the reads) nor a button key found
 * guarding them in its code grants: they stay API permissions of their own.
 */
export const API_ONLY_CALLS: Readonly<Record<string, readonly string[]>> = {
${apiOnly}};
`;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  writeFileSync(MANIFEST, renderManifest(derivePageFacts()));
}
