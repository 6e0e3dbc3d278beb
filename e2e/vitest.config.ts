import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['globalSetup.ts'],
    testTimeout: 60_000,
    // Above the harness's wait for the server to start (beforeAll), which reports what it printed.
    hookTimeout: 240_000,
    fileParallelism: false,
    // A page on a loaded CI machine can take seconds to show what a poll waits for; one second (the default) is a guess at speed.
    expect: { poll: { timeout: 10_000 } },
  },
});
