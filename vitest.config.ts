import fs from 'node:fs';
import { defineConfig } from 'vitest/config';

const SERVER_TESTS = ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'];
const SERVER_DIRS = ['packages', 'apps/server/src', 'apps/server/test'];

/**
 * Server test files that replace a module with `vi.mock`. A mock lasts as long as the module cache,
 * so these run isolated; every other server file shares its worker's imported modules with the next
 * file (importing the whole server per file was half the run).
 */
const MOCKING_SERVER_TESTS = SERVER_DIRS.flatMap((dir) =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts') && !file.includes('node_modules'))
    .map((file) => `${dir}/${file}`)
    .filter((file) => /\bvi\.mock\(/.test(fs.readFileSync(file, 'utf8'))),
);

const server = {
  globalSetup: ['apps/server/test/globalSetup.ts'],
  pool: 'forks' as const,
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    // Vitest leaves a core free by default; on CI's two cores that halves the run.
    maxWorkers: 2,
    projects: [
      { test: { ...server, name: 'server', include: SERVER_TESTS, exclude: ['**/node_modules/**', ...MOCKING_SERVER_TESTS], isolate: false } },
      { test: { ...server, name: 'server (module mocks)', include: MOCKING_SERVER_TESTS } },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // A busy machine (CI shares it) renders Ant Design in jsdom slowly; a timeout is not an assertion of speed.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
