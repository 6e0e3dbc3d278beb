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
 * - `<SiteListPage permission="P" calls={api.cargoTypeCalls}>` (or an object of calls written in
 *   place): `P.Add` (or `P.<addButton>`) makes `add`, `P.Edit` `getEdit` and `edit`, `P.Delete` `delete` (the kit's own
 *   buttons); `P.Add` and `P.Edit` also the writes of the form's inputs (`form: { input: <CommonFileUpload /> }`);
 * - a check of `usePermission()` (`may('Key') && …`, `can('Key') ? [...] : []`): the handlers of what
 *   it shows; for a submit button, the form it submits (its `onFinish` and inputs); for a prop of an
 *   element (`onSubmit={may('Key') ? save : undefined}`), that element;
 * - an action or toolbar button `{ permission: 'Key', onClick }`: the writes its `onClick` reaches in
 *   its module (through the functions of that module it calls), and those of the dialogs and drawers
 *   it opens: an element shown by a state the handler sets (`{editing && <Form/>}`, `open={x !== null}`;
 *   a condition known false for the value set, `open?.kind === 'lock'` after `setOpen({ kind: 'edit' })`,
 *   does not count), followed into the module's components and into the components and functions
 *   it uses from its own folder or `components/` (read with the literal props they are given).
 * A key is a literal or built from consts and the literal props the page renders the module with
 * (`${keyPrefix}.Edit`, `keyPrefix = side === 'user' ? …`, `<UsersListPage side="backstage">`); one
 * that cannot be read so stops the generator. A button grants writes only: a call marked read-only
 * or a `Get…` is a read (as `api/dataChanged.ts` counts them). A handler or dialog two buttons share
 * (one form adding and editing) gives each button the calls of both. A write a page makes that no
 * key found in the code guards stops the generator rather than being guessed: the page is to show
 * it behind the button that grants it (a menu grants reads only).
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

/** Literal props a component is rendered with (`side="user"`, `population={1}`): they resolve keys and calls built from them. */
export type Props = Readonly<Record<string, string | number | boolean>>;

export interface ModuleFacts {
  /** The modules of `src` it imports, with the literal props it renders their components with. */
  imports: { file: string; props: Props }[];
  calls: contracts.CallDefinition[];
  /** Button key → the calls the code it guards makes. */
  guarded: Map<string, contracts.CallDefinition[]>;
}

const isWrite = (call: contracts.CallDefinition) => call.access === 'granted' && !contracts.isRead(call);
/**
 * What a button grants: a write, never a read. As `api/dataChanged.ts` counts writes, a `Get…` call
 * not yet marked read-only is a read too.
 */
const isButtonWrite = (call: contracts.CallDefinition) => isWrite(call) && !call.operation.startsWith('Get');

/** The kit's list page: its `calls` prop's calls each button key suffix makes. */
const SITE_LIST_BUTTONS: Record<string, readonly string[]> = { Add: ['add'], Edit: ['getEdit', 'edit'], Delete: ['delete'] };
/** The kit's buttons opening its form: the writes of the form's inputs are theirs. */
const FORM_BUTTONS = new Set(['Add', 'Edit']);

/** A property of an object expression, by its plain name. */
const propertyOf = (object: Node, name: string): Node | undefined =>
  (object.properties as Node[]).find((p) => p.type === 'Property' && !p.computed && (p.key as { name?: string; value?: unknown }).name === name)?.value as Node | undefined;

/** What a component's code reaches: the contract calls, the state it sets, the imported components it renders (or functions it calls). */
interface Reach {
  calls: contracts.CallDefinition[];
  /** The state it sets, each with the value set (UNKNOWN where not known statically). */
  sets: { state: string; value: unknown }[];
  rendered: { file: string; name: string; props: Props }[];
}

/** One module read under the props it is rendered with. */
interface Module {
  facts: ModuleFacts;
  /** What the component (or function) `name` of the module reaches, `default` for the default export. */
  reach: (name: string) => Reach | undefined;
  /** The writes a reach of the module makes, with those of the components it renders. */
  writesOf: (reach: Reach, seen: Set<string>) => contracts.CallDefinition[];
}

/** TypeScript nodes holding an expression (the others are types). */
const EXPRESSION_TS = new Set(['TSAsExpression', 'TSSatisfiesExpression', 'TSNonNullExpression', 'TSInstantiationExpression', 'TSTypeAssertion']);

/** A value the generator cannot know statically. */
const UNKNOWN = Symbol('unknown');

const COMPONENTS = join(SRC, 'components');
const modules = new Map<string, Module>();

/** A module's relative imports and the contract calls its code reads. */
export function factsOf(file: string, props: Props = {}): ModuleFacts {
  return moduleOf(file, props).facts;
}

function moduleOf(file: string, props: Props): Module {
  const cacheKey = `${file}\n${JSON.stringify(Object.entries(props).sort())}`;
  const cached = modules.get(cacheKey);
  if (cached) return cached;
  const program = parseSync(file, readFileSync(file, 'utf8')).program as unknown as Node;
  // Local name → the contract export it stands for (a namespace such as `warehouse`, or `USER_CALLS`).
  const bound = new Map<string, unknown>();
  // Local name → the component of another module of `src` it stands for.
  const components = new Map<string, { file: string; name: string }>();
  const importTargets: string[] = [];
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
    // A type-only import brings no code into the page.
    if (!target || target.endsWith('texts.ts') || statement.importKind === 'type') continue;
    importTargets.push(target);
    for (const specifier of statement.specifiers as Node[]) {
      const local = (specifier.local as { name: string }).name;
      if (specifier.type === 'ImportSpecifier') components.set(local, { file: target, name: (specifier.imported as { name: string }).name });
      if (specifier.type === 'ImportDefaultSpecifier') components.set(local, { file: target, name: 'default' });
    }
  }
  for (const statement of childrenOf(program)) {
    if (statement.type !== 'ExportNamedDeclaration' && statement.type !== 'ExportAllDeclaration') continue;
    const source = (statement.source as { value: string } | null)?.value;
    const target = source && resolveImport(file, source);
    if (target) importTargets.push(target);
  }
  /** The names appearing in an expression. */
  const namesIn = (node: Node): string[] => (node.type === 'Identifier' ? [node.name as string] : childrenOf(node).flatMap(namesIn));
  /** The names a parameter or pattern binds: not its type (`{ provider }: { provider: api.PaymentProvider }` binds no `api`), defaults or property keys. */
  const boundBy = (pattern: Node): string[] => {
    switch (pattern.type) {
      case 'Identifier':
        return [pattern.name as string];
      case 'ObjectPattern':
        return (pattern.properties as Node[]).flatMap((p) => boundBy((p.type === 'RestElement' ? p.argument : p.value) as Node));
      case 'ArrayPattern':
        return (pattern.elements as (Node | null)[]).flatMap((element) => (element ? boundBy(element) : []));
      case 'AssignmentPattern':
        return boundBy(pattern.left as Node);
      case 'RestElement':
        return boundBy(pattern.argument as Node);
      case 'TSParameterProperty':
        return boundBy(pattern.parameter as Node);
      default:
        return [];
    }
  };
  // The module's declarations by name, to follow a button's handler into the functions it calls; a
  // name declared twice (two components of one file) is not followed.
  const declared = new Map<string, Node | null>();
  const declaredAll = new Map<string, Node[]>();
  const declare = (name: string, node: Node) => {
    declared.set(name, declared.has(name) ? null : node);
    declaredAll.set(name, [...(declaredAll.get(name) ?? []), node]);
  };
  // State setter → its state (`const [editing, setEditing] = useState(...)`).
  const setters = new Map<string, string>();
  // Names some function takes as a parameter: a use of one may be the parameter, not the module's const.
  const params = new Set<string>();
  // The permission checks of the module (`const may = usePermission()`): `may('Key')` guards what it shows.
  const checks = new Set<string>();
  const collectDeclarations = (node: Node) => {
    if (node.type === 'VariableDeclarator' && (node.id as Node).type === 'Identifier' && isNode(node.init) && node.init.type === 'CallExpression' && (node.init.callee as { name?: string }).name === 'usePermission') {
      checks.add((node.id as { name: string }).name);
    }
    if (node.type === 'VariableDeclarator' && (node.id as Node).type === 'Identifier' && isNode(node.init)) declare((node.id as { name: string }).name, node.init);
    if (node.type === 'VariableDeclarator' && (node.id as Node).type === 'ArrayPattern' && isNode(node.init) && node.init.type === 'CallExpression') {
      const callee = node.init.callee as Node;
      const hook = callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' ? (callee.property as { name?: string }).name : undefined;
      const [state, setter] = (node.id as { elements: (Node | null)[] }).elements;
      if (hook === 'useState' && state?.type === 'Identifier' && setter?.type === 'Identifier') setters.set(setter.name as string, state.name as string);
    }
    if (node.type === 'FunctionDeclaration' && isNode(node.id)) declare(node.id.name as string, node);
    if (['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression'].includes(node.type)) for (const param of node.params as Node[]) for (const name of boundBy(param)) params.add(name);
    if (node.type === 'ExportDefaultDeclaration' && isNode(node.declaration)) declare('default', node.declaration);
    for (const child of childrenOf(node)) collectDeclarations(child);
  };
  collectDeclarations(program);

  /**
   * The value of an expression when known statically: a literal, a contract export, the module's
   * consts, the props the module is rendered with (`side`, `props.side`), and what is built from
   * them (`${keyPrefix}.Edit`, `side === 'user' ? 'UserUsers' : 'BackstageUsers'`, `USER_CALLS[side]`).
   */
  const evaluate = (node: Node, scope: ReadonlyMap<string, unknown> = new Map(), depth = 0): unknown => {
    if (depth > 20) return UNKNOWN;
    const inner = (child: unknown) => (isNode(child) ? evaluate(child, scope, depth + 1) : UNKNOWN);
    switch (node.type) {
      case 'Literal':
        return node.value;
      case 'TemplateLiteral': {
        const parts = (node.expressions as Node[]).map(inner);
        if (parts.some((part) => typeof part !== 'string' && typeof part !== 'number')) return UNKNOWN;
        return (node.quasis as { value: { cooked: string } }[]).map((quasi, i) => quasi.value.cooked + (i < parts.length ? String(parts[i]) : '')).join('');
      }
      case 'Identifier': {
        const name = node.name as string;
        if (scope.has(name)) return scope.get(name);
        if (name === 'undefined') return undefined;
        if (name in props) return props[name];
        if (bound.has(name)) return bound.get(name);
        // A name declared in several components (`const calls = ROLE_CALLS[props.side]`) is known where all agree.
        const values = (declaredAll.get(name) ?? []).map((declaration) => (declaration.type === 'FunctionDeclaration' ? UNKNOWN : inner(declaration)));
        return values.length > 0 && values.every((value) => value === values[0]) ? values[0] : UNKNOWN;
      }
      case 'MemberExpression': {
        const object = inner(node.object);
        const key = node.computed ? inner(node.property) : (node.property as { name: string }).name;
        // `props.side` of a component rendered with `side`.
        if (object === UNKNOWN && !node.computed && (node.object as Node).type === 'Identifier' && typeof key === 'string' && key in props) return props[key];
        // `open?.kind` of a state set to null.
        if ((object === null || object === undefined) && node.optional) return undefined;
        if (typeof object !== 'object' || object === null || (typeof key !== 'string' && typeof key !== 'number')) return UNKNOWN;
        return (object as Record<string, unknown>)[key];
      }
      case 'BinaryExpression': {
        const [left, right] = [inner(node.left), inner(node.right)];
        if (left === UNKNOWN || right === UNKNOWN) return UNKNOWN;
        if (node.operator === '===' || node.operator === '==') return left === right;
        if (node.operator === '!==' || node.operator === '!=') return left !== right;
        return UNKNOWN;
      }
      case 'ConditionalExpression': {
        const test = inner(node.test);
        if (test !== UNKNOWN) return inner(test ? node.consequent : node.alternate);
        // `isPortalUser ? undefined : key`: where the button has a key at all, it is this one.
        const [yes, no] = [inner(node.consequent), inner(node.alternate)];
        return yes === undefined ? no : no === undefined || no === yes ? yes : UNKNOWN;
      }
      case 'CallExpression': {
        // A module's arrow function returning an expression, called with known arguments.
        const callee = node.callee as Node;
        const fn = callee.type === 'Identifier' ? declared.get(callee.name as string) : undefined;
        if (fn?.type !== 'ArrowFunctionExpression' || !isNode(fn.body) || fn.body.type === 'BlockStatement') return UNKNOWN;
        const params = fn.params as Node[];
        if (params.some((p) => p.type !== 'Identifier')) return UNKNOWN;
        const args = (node.arguments as Node[]).map(inner);
        return evaluate(fn.body, new Map(params.map((p, i) => [p.name as string, args[i]])), depth + 1);
      }
      case 'ObjectExpression': {
        const object: Record<string, unknown> = {};
        for (const property of node.properties as Node[]) {
          if (property.type !== 'Property' || property.computed) return UNKNOWN;
          object[(property.key as { name?: string; value?: string }).name ?? String((property.key as { value?: string }).value)] = inner(property.value);
        }
        return object;
      }
      case 'LogicalExpression': {
        const [left, right] = [inner(node.left), inner(node.right)];
        if (node.operator === '&&') return left === UNKNOWN ? (right !== UNKNOWN && !right ? right : UNKNOWN) : left ? right : left;
        if (node.operator === '||') return left === UNKNOWN ? (right !== UNKNOWN && right ? right : UNKNOWN) : left ? left : right;
        return UNKNOWN;
      }
      case 'UnaryExpression': {
        const argument = inner(node.argument);
        return node.operator === '!' && argument !== UNKNOWN ? !argument : UNKNOWN;
      }
      case 'ChainExpression':
      case 'ParenthesizedExpression':
      case 'TSAsExpression':
      case 'TSSatisfiesExpression':
      case 'TSNonNullExpression':
        return inner(node.expression);
      default:
        return UNKNOWN;
    }
  };
  const known = (node: Node) => {
    const value = evaluate(node);
    return value === UNKNOWN ? undefined : value;
  };

  /** The literal props of a rendered element. */
  const propsOf = (element: Node): Props => {
    const given: Record<string, string | number | boolean> = {};
    for (const attribute of element.attributes as Node[]) {
      if (attribute.type !== 'JSXAttribute' || (attribute.name as Node).type !== 'JSXIdentifier') continue;
      const value = attribute.value as Node | null;
      const literal = value === null ? true : value.type === 'JSXExpressionContainer' ? known(value.expression as Node) : known(value);
      if (typeof literal === 'string' || typeof literal === 'number' || typeof literal === 'boolean') given[(attribute.name as { name: string }).name] = literal;
    }
    return given;
  };

  /**
   * The contract calls read under `node`; with `follow`, also those of the module's functions, values and
   * components it names. The parts in `skip` are left out (another key's buttons inside a form).
   */
  const callsUnder = (root: Node, follow: boolean, skip: ReadonlySet<Node> = new Set()): Reach => {
    const reach: Reach = { calls: [], sets: [], rendered: [] };
    const followed = new Set<Node>();
    const followName = (name: string) => {
      if (params.has(name)) return;
      const declaration = declared.get(name);
      // A const known statically (`calls = USER_CALLS[side]`) counts where it is used (`calls.edit`), not whole.
      if (declaration && declaration.type !== 'FunctionDeclaration' && evaluate(declaration) !== UNKNOWN) return;
      if (declaration && !followed.has(declaration)) {
        followed.add(declaration);
        visit(declaration, undefined, new Set());
      }
    };
    const visit = (node: Node, parent: Node | undefined, shadowed: ReadonlySet<string>) => {
      if (skip.has(node)) return;
      // Types (`roles.RoleRow`, `typeof user.freezeUser`) make no call.
      if (node.type.startsWith('TS') && !EXPRESSION_TS.has(node.type)) return;
      // Behind a button, a const known statically (`calls = USER_CALLS[side]`) counts where it is used (`calls.edit`), not whole.
      if (follow && node.type === 'VariableDeclarator' && (node.id as Node).type === 'Identifier' && isNode(node.init) && evaluate(node.init) !== UNKNOWN) return;
      if (follow && node.type === 'JSXOpeningElement' && (node.name as Node).type === 'JSXIdentifier') {
        const name = (node.name as { name: string }).name;
        const imported = components.get(name);
        if (imported) reach.rendered.push({ ...imported, props: propsOf(node) });
        else followName(name);
      }
      if (node.type === 'CallExpression' && (node.callee as Node).type === 'Identifier' && setters.has((node.callee as { name: string }).name)) {
        const [value] = node.arguments as Node[];
        reach.sets.push({ state: setters.get((node.callee as { name: string }).name)!, value: value ? evaluate(value) : undefined });
      } else if (node.type === 'Identifier' && setters.has(node.name as string) && parent?.type !== 'CallExpression') {
        // A setter handed on (`onChange={setEditing}`) sets a value not known here.
        reach.sets.push({ state: setters.get(node.name as string)!, value: UNKNOWN });
      }
      // The outermost member expression (or a lone identifier) of a chain says what is read.
      const outermost = !(parent?.type === 'MemberExpression' && parent.object === node);
      if (outermost && (node.type === 'MemberExpression' || (node.type === 'Identifier' && parent?.type !== 'ImportSpecifier' && parent?.type !== 'MemberExpression'))) {
        let base: Node = node;
        while (base.type === 'MemberExpression' && isNode(base.object)) base = base.object;
        // A parameter of a function around it (`({ apis: calls }) => calls.filter(…)`) is not the module's const of that name.
        let chain: Node | undefined = base.type === 'Identifier' && shadowed.has(base.name as string) ? undefined : node;
        while (chain) {
          const value = known(chain);
          if (value !== undefined) {
            reach.calls.push(...callsIn(value));
            break;
          }
          // A property's name (`{ Id: row.Id }`) names nothing of the module.
          const propertyName = parent?.type === 'Property' && parent.key === chain && !parent.computed && !parent.shorthand;
          if (follow && chain.type === 'Identifier' && !propertyName) {
            followName(chain.name as string);
            // A function of another module (`uploadFile(...)`): followed there, as a component is.
            const imported = components.get(chain.name as string);
            if (imported) reach.rendered.push({ ...imported, props: {} });
          }
          chain = chain.type === 'MemberExpression' && isNode(chain.object) ? chain.object : undefined;
        }
      }
      // What a pattern or a parameter binds (`{ apis: calls }`, `(call) =>`) is a new name, not a read.
      const bindings = new Set<unknown>(Array.isArray(node.params) ? node.params : []);
      const inner = bindings.size ? new Set([...shadowed, ...[...bindings].flatMap((param) => boundBy(param as Node))]) : shadowed;
      for (const child of childrenOf(node)) if (!bindings.has(child) && child.type !== 'ObjectPattern' && child.type !== 'ArrayPattern') visit(child, node, inner);
    };
    visit(root, undefined, new Set());
    return reach;
  };

  // Each element shown only while some state says so: under `state && …` or `state ? … : …`, or with
  // `open={…state…}`; with the conditions, to tell which value of the state shows it.
  const shown: { element: Node; by: Set<string>; tests: Node[] }[] = [];
  const findShown = (node: Node, guards: readonly { names: string[]; test?: Node }[]) => {
    if (node.type === 'JSXElement') {
      const opening = node.openingElement as Node;
      const own = (opening.attributes as Node[])
        .filter((a) => a.type === 'JSXAttribute' && ['open', 'visible'].includes((a.name as { name?: string }).name ?? '') && a.value && (a.value as Node).type === 'JSXExpressionContainer')
        .map((a) => ((a.value as Node).expression as Node))
        .map((test) => ({ names: namesIn(test), test }));
      const all = [...guards, ...own];
      if (all.length) shown.push({ element: node, by: new Set(all.flatMap((g) => g.names)), tests: all.flatMap((g) => (g.test ? [g.test] : [])) });
    }
    if (node.type === 'LogicalExpression' && node.operator === '&&') {
      findShown(node.left as Node, guards);
      findShown(node.right as Node, [...guards, { names: namesIn(node.left as Node), test: node.left as Node }]);
      return;
    }
    if (node.type === 'ConditionalExpression') {
      const names = namesIn(node.test as Node);
      findShown(node.test as Node, guards);
      findShown(node.consequent as Node, [...guards, { names, test: node.test as Node }]);
      findShown(node.alternate as Node, [...guards, { names }]);
      return;
    }
    for (const child of childrenOf(node)) findShown(child, guards);
  };
  findShown(program, []);
  /** Whether setting `state` to `value` can show the element: no condition of it is then known false. */
  const shows = (entry: (typeof shown)[number], state: string, value: unknown) =>
    entry.by.has(state) &&
    entry.tests.every((test) => {
      const result = evaluate(test, new Map([[state, value]]));
      return result === UNKNOWN || Boolean(result);
    });

  /** The writes a reach makes, with those of the components of its page folder or the kit it renders. */
  const writesOf = (reach: Reach, seen: Set<string>): contracts.CallDefinition[] => [
    ...reach.calls.filter(isButtonWrite),
    ...reach.rendered
      .filter((r) => dirname(r.file) === dirname(file) || r.file.startsWith(`${COMPONENTS}/`))
      .flatMap((r) => {
        const key = `${r.file}#${r.name}#${JSON.stringify(r.props)}`;
        if (seen.has(key)) return [];
        seen.add(key);
        const target = moduleOf(r.file, r.props);
        const reach = target.reach(r.name);
        return reach ? target.writesOf(reach, seen) : [];
      }),
  ];

  const guarded = new Map<string, contracts.CallDefinition[]>();
  const guard = (key: string, calls: contracts.CallDefinition[]) => guarded.set(key, [...new Set([...(guarded.get(key) ?? []), ...calls])]);
  /** The key a test checks (`may('Key')`, `can('Key') && view.Configured`), if it checks one. */
  const keyChecked = (test: Node): unknown => {
    if (test.type === 'CallExpression' && checks.has((test.callee as { name?: string }).name ?? '')) {
      const [argument] = test.arguments as Node[];
      const key = argument ? evaluate(argument) : UNKNOWN;
      // The kit checking the buttons it is given (`can(b.permission)`): their keys are read where they are declared.
      if (key === UNKNOWN && argument && (argument.type === 'MemberExpression' || argument.type === 'Identifier') && namesIn(argument).some((name) => params.has(name))) return undefined;
      if (typeof key !== 'string') throw new Error(`${file}: a permission check's key cannot be read from the code (a literal, a const or a literal prop of the page rendering it), to tell what granting it grants`);
      return key;
    }
    if (test.type === 'LogicalExpression' && test.operator === '&&') return keyChecked(test.left as Node) ?? keyChecked(test.right as Node);
    return undefined;
  };
  const has = (node: Node, found: (n: Node) => boolean): boolean => found(node) || childrenOf(node).some((child) => has(child, found));
  const isSubmit = (n: Node) =>
    n.type === 'JSXAttribute' && (n.name as { name?: string }).name === 'htmlType' && isNode(n.value) && n.value.type === 'Literal' && n.value.value === 'submit';
  const hasAttribute = (element: Node, name: string) =>
    ((element.openingElement as Node).attributes as Node[]).some((a) => a.type === 'JSXAttribute' && (a.name as { name?: string }).name === name);
  /** The part a key check shows (`may('K') && part`, `can('K') ? part : …`) and the key, if `node` is such a check. */
  const checkAt = (node: Node): { key: string; part: Node } | undefined => {
    const part = node.type === 'ConditionalExpression' ? (node.consequent as Node) : node.type === 'LogicalExpression' && node.operator === '&&' ? (node.right as Node) : undefined;
    const key = part && keyChecked((node.type === 'ConditionalExpression' ? node.test : node.left) as Node);
    return typeof key === 'string' ? { key, part: part! } : undefined;
  };
  /** The parts under `node` that a check of a key other than `key` shows. */
  const othersUnder = (node: Node, key: string, found = new Set<Node>()): Set<Node> => {
    const check = checkAt(node);
    if (check && check.key !== key) found.add(check.part);
    for (const child of childrenOf(node)) othersUnder(child, key, found);
    return found;
  };
  /**
   * What a checked key shows: the handlers of the guarded elements; for a submit button, the form it
   * submits (its `onFinish` and its inputs, not the buttons of other keys in it: a Remove beside Save
   * in the form's card); for a guarded prop of an element (`onSubmit={may('K') ? save : undefined}`),
   * that element (the form whose saving it guards, with its inputs).
   */
  const guardedBy = (key: string, guarded: Node, ancestors: readonly Node[]): Reach[] => {
    const reaches = [callsUnder(guarded, true)];
    const parent = ancestors.at(-1);
    const owner = parent?.type === 'JSXExpressionContainer' && ancestors.at(-2)?.type === 'JSXAttribute' ? ancestors.at(-4) : undefined;
    if (owner?.type === 'JSXElement') reaches.push(callsUnder(owner, true));
    if (has(guarded, isSubmit)) {
      const form = [...ancestors].reverse().find((a) => a.type === 'JSXElement' && hasAttribute(a, 'onFinish'));
      if (form) reaches.push(callsUnder(form, true, othersUnder(form, key)));
    }
    return reaches;
  };
  const findButtons = (node: Node, ancestors: readonly Node[] = []) => {
    const check = checkAt(node);
    if (check) guard(check.key, guardedBy(check.key, check.part, ancestors).flatMap((reach) => writesOf(reach, new Set())));
    if (node.type === 'ObjectExpression') {
      const permission = propertyOf(node, 'permission');
      const onClick = propertyOf(node, 'onClick');
      if (permission && onClick) {
        const key = evaluate(permission);
        // The kit's own buttons keyed from the props it is given (`${permission}.${addButton}`): read where it is declared (`<SiteListPage>`, below).
        const kitProp = key === UNKNOWN && file.startsWith(`${COMPONENTS}/`) && namesIn(permission).some((name) => params.has(name));
        if (key === UNKNOWN && !kitProp) throw new Error(`${file}: a button's permission key cannot be read from the code (a literal, a const or a literal prop of the page rendering it), to tell what granting it grants`);
        if (typeof key === 'string') {
          const handler = callsUnder(onClick, true);
          // The dialogs and drawers the handler opens by setting the state they are shown by.
          const opened = shown.filter((entry) => handler.sets.some(({ state, value }) => shows(entry, state, value))).map(({ element }) => callsUnder(element, true));
          guard(key, [handler, ...opened].flatMap((reach) => writesOf(reach, new Set())));
        }
      }
    }
    if (node.type === 'JSXOpeningElement' && (node.name as { name?: string }).name === 'SiteListPage') {
      const attribute = (name: string) => (node.attributes as Node[]).find((a) => a.type === 'JSXAttribute' && (a.name as { name: string }).name === name)?.value as Node | undefined;
      const permissionAttribute = attribute('permission');
      const permission = permissionAttribute && known(permissionAttribute.type === 'JSXExpressionContainer' ? (permissionAttribute.expression as Node) : permissionAttribute);
      // The contract's site-list calls (`api.cargoTypeCalls`) or an object of calls written in place.
      const callsAttribute = attribute('calls');
      const calls = callsAttribute?.type === 'JSXExpressionContainer' ? known(callsAttribute.expression as Node) : undefined;
      if (typeof permission !== 'string' || typeof calls !== 'object' || calls === null) {
        throw new Error(`${file}: a SiteListPage's permission must be a string and its calls an object read from the code (a contract's, or written in place), to tell which button makes which call`);
      }
      // The inputs of the form (`form: { input: <CommonFileUpload /> }`) write while it adds or edits (an upload).
      const fields = attribute('fields');
      const inputs: Node[] = [];
      const findInputs = (n: Node) => {
        const input = n.type === 'Property' && (n.key as { name?: string }).name === 'form' && isNode(n.value) && n.value.type === 'ObjectExpression' ? propertyOf(n.value, 'input') : undefined;
        if (input) inputs.push(input);
        for (const child of childrenOf(n)) findInputs(child);
      };
      if (fields) findInputs(fields);
      const inputWrites = inputs.flatMap((input) => writesOf(callsUnder(input, true), new Set()));
      const addButtonAttribute = attribute('addButton');
      const addButton = addButtonAttribute ? known(addButtonAttribute.type === 'JSXExpressionContainer' ? (addButtonAttribute.expression as Node) : addButtonAttribute) : 'Add';
      if (typeof addButton !== 'string') throw new Error(`${file}: a SiteListPage's addButton must be a string written in place`);
      for (const [suffix, names] of Object.entries(SITE_LIST_BUTTONS)) {
        guard(`${permission}.${suffix === 'Add' ? addButton : suffix}`, [
          ...names.flatMap((name) => callsIn((calls as Record<string, unknown>)[name])),
          ...(FORM_BUTTONS.has(suffix) ? inputWrites : []),
        ]);
      }
    }
    for (const child of childrenOf(node)) findButtons(child, [...ancestors, node]);
  };

  // The props each imported module's components are rendered with here (a module only imported: none).
  const renders = new Map<string, Props[]>();
  const findRenders = (node: Node) => {
    if (node.type === 'JSXOpeningElement' && (node.name as Node).type === 'JSXIdentifier') {
      const imported = components.get((node.name as { name: string }).name);
      if (imported) renders.set(imported.file, [...(renders.get(imported.file) ?? []), propsOf(node)]);
    }
    for (const child of childrenOf(node)) findRenders(child);
  };
  findRenders(program);
  // The renders of one module's components are read together where their props agree (`<RoleSelect
  // side={side}>` and `<MainAccountSelect>` of one file), apart where they differ.
  const imports = [...new Set(importTargets)].flatMap((target) => {
    const merged: Record<string, string | number | boolean>[] = [];
    for (const given of renders.get(target) ?? [{}]) {
      const agreeing = merged.find((m) => Object.entries(given).every(([name, value]) => !(name in m) || m[name] === value));
      if (agreeing) Object.assign(agreeing, given);
      else merged.push({ ...given });
    }
    return merged.map((p) => ({ file: target, props: p }));
  });

  const facts: ModuleFacts = { imports, calls: [], guarded };
  const module: Module = {
    facts,
    reach: (name) => {
      const declaration = declared.get(name);
      return declaration ? callsUnder(declaration, true) : undefined;
    },
    writesOf: (reach, seen) => writesOf(reach, seen),
  };
  // Cached before its buttons are read: a dialog may render a component of the module that renders it.
  modules.set(cacheKey, module);
  findButtons(program);
  facts.calls = callsUnder(program, false).calls;
  return module;
}
/** What a page makes, read from the page module and the modules it imports. */
export interface PageFacts {
  /** every granted call */
  calls: string[];
  /** button key → the calls behind it */
  buttons: Map<string, Set<string>>;
}

/** What the page module `page` and the modules it imports make; a write no key guards stops the generator. */
export function factsOfPage(page: string): PageFacts {
  const seen = new Set<string>();
  const paths = new Set<string>();
  const buttons = new Map<string, Set<string>>();
  const pending: { file: string; props: Props }[] = [{ file: page, props: {} }];
  while (pending.length) {
    const { file, props } = pending.pop()!;
    const key = `${file}\n${JSON.stringify(Object.entries(props).sort())}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const facts = factsOf(file, props);
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
  const unguarded = [...paths].filter((path) => writes.has(path) && !guardedPaths.has(path)).sort();
  if (unguarded.length > 0) {
    throw new Error(
      `${page}: no button key found in the code guards ${unguarded.join(', ')}; show each write behind the button granting it (a usePermission check, an action's permission, a SiteListPage), as apps/web/pageCalls.ts reads them`,
    );
  }
  return { calls: [...paths].sort(), buttons };
}

/** A page's file, as pages/registry.ts finds them: `<Router>Index.tsx`, or a scan screen the spec names without it. */
const isPageFile = (name: string) => /^\w+Index\.tsx$/.test(name) || (contracts.SCAN_SHORTCUT_TARGETS as readonly string[]).includes(name.replace(/\.tsx$/, ''));

/** Router name → what its page makes, for every page (`src/pages/<area>/<Router>Index.tsx`, the scan screens). */
export function derivePageFacts(): Record<string, PageFacts> {
  const pagesDir = join(SRC, 'pages');
  const pages = readdirSync(pagesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((area) => readdirSync(join(pagesDir, area.name)).filter(isPageFile).map((name) => join(pagesDir, area.name, name)))
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
  return `// Generated by \`npm run page-calls\` (apps/web/pageCalls.ts) from the web pages' code: do not edit.
/** Router name of a page → the calls needing a grant that the page and its dialogs make. */
export const PAGE_CALLS: Readonly<Record<string, readonly string[]>> = {
${pageCalls}};

/** Button (view) key → the calls the code behind the button makes: granting the button grants them. */
export const BUTTON_CALLS: Readonly<Record<string, readonly string[]>> = {
${buttonCalls}};
`;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  writeFileSync(MANIFEST, renderManifest(derivePageFacts()));
}
