import MagicString from 'magic-string';
import { parseSync, type Plugin } from 'vite';

/** The contract package's modules (not its tests). */
const CONTRACT_MODULE = /[\\/]packages[\\/]contracts[\\/]src[\\/](?!.*\.test\.ts$).+\.ts$/;
/**
 * In a contract module these properties are a call definition's schemas, which the browser never
 * reads: api/client.ts sends to the call's `path`, as `multipart` says.
 */
const SERVER_ONLY_FIELDS = new Set(['request', 'response']);
/** Expressions that may run code when evaluated. */
const RUNS_CODE = new Set(['CallExpression', 'NewExpression', 'SpreadElement', 'MemberExpression', 'TaggedTemplateExpression', 'ChainExpression']);
/** Code inside these runs only when called, never while the module is evaluated. */
const FUNCTIONS = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration', 'ClassExpression', 'ClassDeclaration']);

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
const childrenOf = (node: Node): Node[] => Object.values(node).flatMap((v) => (Array.isArray(v) ? v.filter(isNode) : isNode(v) ? [v] : []));
const keyName = (property: Node): string | undefined => {
  const key = property.key as Node | undefined;
  return key?.type === 'Identifier' ? (key.name as string) : key?.type === 'Literal' ? String(key.value) : undefined;
};
/** Whether evaluating the expression could run code (a call, a spread, a property read), not counting function bodies. */
const runsCode = (node: Node): boolean => !FUNCTIONS.has(node.type) && (RUNS_CODE.has(node.type) || childrenOf(node).some(runsCode));

/**
 * The web imports calls from `@lbo/contracts` for their path (and types), yet evaluating a contract
 * module builds every zod schema in it, which would put zod and every area's schemas on the first
 * page. So in the browser build a contract module keeps only what the web reads (paths, constants,
 * rules, messages): each call definition loses its schemas (the server validates; the browser's
 * types still come from the real schemas), each top-level initializer is marked pure (dropped when
 * nothing uses it) and the module is side-effect free. A top-level statement of a contract module
 * must therefore never be run for its effect, and `request`/`response` name only a call's schemas.
 */
export function contractsInBrowser(): Plugin {
  return contractModules;
}

/*
 * What this rests on in Vite 8.3 (Rolldown 1.2, oxc's parser), none of it checked by the types:
 * - `parseSync` answers an ESTree program whose `start`/`end` are offsets in UTF-16 code units, as
 *   MagicString counts (contract modules hold Chinese text: messages.ts, select.ts);
 * - the hook runs after Vite's own TypeScript transform (plugins without `enforce` do), so it parses
 *   JavaScript: on TypeScript the parse fails and the module is left whole, schemas and all;
 * - the hook filter (`transform.filter.id`) and `moduleSideEffects` in a transform's answer;
 * - Rolldown drops a call marked `@__PURE__` whose value is unused, arguments and all.
 * `contractsInBrowser.test.ts` builds a small contract module through this plugin and checks each.
 */

const contractModules: Plugin = {
  name: 'lbo:contracts-in-browser',
  transform: {
    filter: { id: CONTRACT_MODULE },
    handler(code, id) {
      const { program, errors } = parseSync(id, code, { lang: 'js' });
      if (errors.length > 0) return null;
      const s = new MagicString(code);
      const removed = new Set<Node>();

      /** Takes the schemas out of every call definition, also of the shared parts spread into several. */
      const stripSchemas = (node: Node) => {
        if (node.type === 'ObjectExpression') {
          const properties = node.properties as Node[];
          properties.forEach((property, i) => {
            if (property.type !== 'Property' || !SERVER_ONLY_FIELDS.has(keyName(property) ?? '')) return;
            s.remove(property.start, properties[i + 1]?.start ?? property.end);
            removed.add(property);
          });
        }
        for (const child of childrenOf(node)) if (!removed.has(child)) stripSchemas(child);
      };

      for (const statement of program.body as unknown as Node[]) {
        stripSchemas(statement);
        const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const declarator of declaration.declarations as Node[]) {
          const init = declarator.init;
          // One pure call around the whole initializer: a bundler keeps the impure arguments of a
          // dropped pure call (a spread, a property read), so marking each call is not enough.
          if (!isNode(init) || !runsCode(init)) continue;
          s.appendLeft(init.start, '/* @__PURE__ */ (() => (');
          s.prependRight(init.end, '))()');
        }
      }
      return { code: s.toString(), map: s.generateMap({ hires: 'boundary', source: id }), moduleSideEffects: false };
    },
  },
};
