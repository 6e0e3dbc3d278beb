import fs from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const foldersOf = (dir) =>
  fs
    .readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const PAGES = 'apps/web/src/pages';
const MODULES = 'apps/server/src/modules';
const modules = foldersOf(MODULES);

/**
 * Boundaries (issue 17), read from the resolved file of every import:
 * - a page never imports another page's folder: what two pages share lives in components/ or lib/
 *   (pages/registry.ts, outside every page folder, finds the pages, and a page may read it);
 * - the platform never imports a module: an area stands on the platform, never the reverse;
 * - a module reaches another module only through its index.ts, or its tables.ts: the tables are the
 *   database schema (db/schema.ts re-exports them all for drizzle-kit), and foreign keys and joins
 *   name other areas' tables; routing them through index.ts would pull every area's services into
 *   the others' schema and make import cycles (warehouses <-> shipping addresses).
 * Not fenced: the composition root (app.ts, routes.ts, main.ts), db/seed*.ts and db/schema.ts and
 * the harness in apps/server/test wire the areas together and may import any of their files.
 */
const importSettings = {
  'import-x/resolver-next': [createNodeResolver()],
  'import-x/extensions': ['.ts', '.tsx', '.js'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
};
const boundaries = [
  ...foldersOf(PAGES).map((page) => ({
    target: `./${PAGES}/${page}`,
    from: `./${PAGES}`,
    except: [`./${page}`, './registry.ts'],
    message: 'A page never imports another page: move what they share to components/ or lib/.',
  })),
  {
    target: './apps/server/src/platform',
    from: `./${MODULES}`,
    message: 'The platform never imports a module: move what it needs into platform/, or let the module hand it over.',
  },
  ...modules.map((module) => ({
    target: `./${MODULES}/${module}`,
    from: `./${MODULES}`,
    except: [`./${module}`, ...modules.flatMap((other) => [`./${other}/index.ts`, `./${other}/tables.ts`])],
    message: "A module imports another module only through that module's index.ts (or its tables.ts).",
  })),
];

/**
 * Envelope codes and advisory lock numbers are named in one registry each (ErrorCode in
 * packages/contracts/src/errors.ts, ADVISORY_LOCKS in apps/server/src/platform/advisoryLocks.ts),
 * so two areas cannot mean different things by one number. A later block setting
 * no-restricted-syntax replaces these, so it repeats them.
 */
const NAMED_NUMBERS = [
  ...[
    "NewExpression[callee.name='AppError'][arguments.0.type='Literal']",
    "BinaryExpression[operator=/^[!=]==?$/][left.property.name=/^(Code|code)$/][right.raw=/^[0-9]+$/]",
    "BinaryExpression[operator=/^[!=]==?$/][right.property.name=/^(Code|code)$/][left.raw=/^[0-9]+$/]",
    "Property[key.name='Code'][value.raw=/^[0-9]+$/]",
  ].map((selector) => ({ selector, message: 'Name the envelope code: ErrorCode from @lbo/contracts.' })),
  ...[
    // a number of three digits or more inside a lock statement (a `?? 0` for "no site" is not a lock number)
    'TaggedTemplateExpression[quasi.quasis.0.value.raw=/pg_advisory/] Literal[raw=/^[0-9][0-9_]{2,}$/]',
    'TemplateElement[value.raw=/pg_advisory\\w*\\(\\s*[0-9]/]',
    'Literal[value=/pg_advisory\\w*\\(\\s*[0-9]/]',
  ].map((selector) => ({ selector, message: 'Take the lock number from ADVISORY_LOCKS (platform/advisoryLocks.ts): advisoryKey(name).' })),
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'apps/server/src/db/migrations/**', 'e2e/screenshots/**', 'apps/web/dist/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2022, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaries }] },
  },
  {
    // A runtime import cycle makes a module see another half-evaluated (an undefined import at load time).
    // Type-only imports are erased and do not count. Test files are left out: nothing imports them,
    // so every cycle they could be on is reported at the non-test files on it.
    files: ['apps/server/src/**/*.ts', 'packages/*/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Tests may pin the wire numbers the spec fixes.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts', 'bench/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', ...NAMED_NUMBERS],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Pages' forms (issue 16). A form in a dialog or drawer is the kit's FormDialog, which asks before
    // touched fields are dropped and saves with one word; a hand-rolled one forgets. A hand-written
    // field is FormItem, which gives its control the placeholder. A required rule says the kit's
    // "cannot be empty": a message of its own repeats the label right above it.
    files: [`${PAGES}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...NAMED_NUMBERS,
        ...["Property[key.name='required'] ~ Property[key.name='message']", "Property[key.name='message'] ~ Property[key.name='required']"].map((selector) => ({
          selector,
          message: 'A required rule is requiredRule() (lib/formRules.ts): its "cannot be empty" sits under the label; a message of its own repeats it.',
        })),
        {
          selector: "JSXElement[openingElement.name.name=/^(Modal|Drawer)$/] JSXOpeningElement[name.name=/^(Form|SimpleForm)$/]",
          message: 'A form in a dialog or drawer is components/form/FormDialog: it asks before unsaved changes are dropped.',
        },
        {
          selector: "JSXMemberExpression[object.name='Form'][property.name='Item']",
          message: 'A hand-written field is components/form/FormItem: it gives the control the spec’s placeholder from the label.',
        },
      ],
    },
  },
  {
    files: ['apps/server/src/main.ts', 'bench/**', 'e2e/**', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
