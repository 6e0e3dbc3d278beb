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

interface ModuleFacts {
  imports: string[];
  calls: contracts.CallDefinition[];
}

const factsCache = new Map<string, ModuleFacts>();

/** A module's relative imports and the contract calls its code reads. */
function factsOf(file: string): ModuleFacts {
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
  const calls: contracts.CallDefinition[] = [];
  /** The value an expression reads from the contracts, or undefined when it reads none (or a computed member). */
  const valueOf = (node: Node): unknown => {
    if (node.type === 'Identifier') return bound.get(node.name as string);
    if (node.type === 'MemberExpression' && !node.computed && isNode(node.object)) {
      const object = valueOf(node.object);
      return typeof object === 'object' && object !== null ? (object as Record<string, unknown>)[(node.property as { name: string }).name] : undefined;
    }
    return undefined;
  };
  const visit = (node: Node, parent: Node | undefined) => {
    // The outermost member expression (or a lone identifier) of a chain says what is read.
    const outermost = !(parent?.type === 'MemberExpression' && parent.object === node);
    if (outermost && (node.type === 'MemberExpression' || (node.type === 'Identifier' && parent?.type !== 'ImportSpecifier' && parent?.type !== 'MemberExpression'))) {
      let chain: Node | undefined = node;
      while (chain) {
        const value = valueOf(chain);
        if (value !== undefined) {
          calls.push(...callsIn(value));
          break;
        }
        chain = chain.type === 'MemberExpression' && isNode(chain.object) ? chain.object : undefined;
      }
    }
    for (const child of childrenOf(node)) visit(child, node);
  };
  visit(program, undefined);
  const facts = { imports, calls };
  factsCache.set(file, facts);
  return facts;
}

/** Every granted call a page module and the modules it imports read. */
function callsOfPage(page: string): string[] {
  const seen = new Set<string>();
  const paths = new Set<string>();
  const pending = [page];
  while (pending.length) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const facts = factsOf(file);
    for (const call of facts.calls) if (call.access === 'granted') paths.add(call.path);
    pending.push(...facts.imports);
  }
  return [...paths].sort();
}

/** Router name → the granted calls its page makes, for every page (`src/pages/<area>/<Router>Index.tsx`). */
export function derivePageCalls(): Record<string, string[]> {
  const pagesDir = join(SRC, 'pages');
  const pages = readdirSync(pagesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((area) => readdirSync(join(pagesDir, area.name)).filter((name) => /^\w+Index\.tsx$/.test(name)).map((name) => join(pagesDir, area.name, name)))
    .sort();
  return Object.fromEntries(pages.map((file) => [/(\w+)\.tsx$/.exec(file)![1]!, callsOfPage(file)]));
}

/** The manifest module's text. */
export function renderManifest(pageCalls: Record<string, string[]>): string {
  const body = Object.entries(pageCalls)
    .filter(([, calls]) => calls.length > 0)
    .map(([router, calls]) => `  ${router}: [\n${calls.map((c) => `    '${c}',\n`).join('')}  ],\n`)
    .join('');
  return `// Generated by \`npm run page-calls\` (apps/web/pageCalls.ts) from the web pages' code: do not edit.
/** Router name of a page → the calls needing a grant that the page and its dialogs make. */
export const PAGE_CALLS: Readonly<Record<string, readonly string[]>> = {
${body}};
`;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  writeFileSync(MANIFEST, renderManifest(derivePageCalls()));
}
