import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * End-to-end tests: the built client served by the real server (e2e/global-setup.ts starts it with
 * its own embedded PostgreSQL), driven by Chromium through playwright-core. `npm run test:e2e`.
 */
export default defineConfig({
  resolve: {
    alias: {
      '@contract': path.resolve(import.meta.dirname, 'contract'),
      '@client': path.resolve(import.meta.dirname, 'client'),
    },
  },
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    environment: 'node',
    // expect.poll waits as long as a locator does (e2e/fixtures.ts ACTION_TIMEOUT_MS).
    expect: { poll: { timeout: 15_000 } },
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 60_000,
    pool: 'forks',
    // One browser and one server on a 2-core machine: files run one after another.
    fileParallelism: false,
    maxWorkers: 1,
  },
});
