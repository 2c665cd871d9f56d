import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Three projects (docs/testing.md):
 * - unit: everything in-process: pure logic, contract schemas, client components. No database.
 * - integration: files named `*.int.test.ts`, the tests that need something outside the process:
 *   PostgreSQL (one embedded cluster per run, a database per file cloned from a migrated template),
 *   a child process, the OCR engine. Only this project runs server/test/global-setup.ts.
 * - e2e: the built client served by the real server, driven by Chromium (`npm run build` first).
 * `npm run test:unit`, `test:integration`, `test:e2e`; `npm test` runs all three after lint and typecheck.
 */

const TESTED = '{contract,common,server,client,scripts,eval}';

/** A test that needs something outside its process is named `<name>.int.test.ts`. */
const INTEGRATION = `${TESTED}/**/*.int.test.ts`;

export default defineConfig({
  resolve: {
    alias: {
      '@contract': path.resolve(import.meta.dirname, 'contract'),
      '@common': path.resolve(import.meta.dirname, 'common'),
      '@client': path.resolve(import.meta.dirname, 'client'),
    },
  },
  test: {
    // A run's global teardown (the e2e server, the embedded PostgreSQL) may take a while to stop.
    teardownTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [`${TESTED}/**/*.test.{ts,tsx}`],
          exclude: [...configDefaults.exclude, INTEGRATION],
          setupFiles: ['client/test-setup.ts'],
          environment: 'node',
          expect: { requireAssertions: true },
          testTimeout: 30_000,
          pool: 'forks',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: [INTEGRATION],
          globalSetup: ['server/test/global-setup.ts'],
          environment: 'node',
          expect: { requireAssertions: true },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          environment: 'node',
          // expect.poll waits as long as a locator does (e2e/fixtures.ts ACTION_TIMEOUT_MS).
          expect: { requireAssertions: true, poll: { timeout: 15_000 } },
          testTimeout: 60_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // One browser and one server on a 2-core machine: files run one after another, and after
          // the other projects when a single run has them all.
          fileParallelism: false,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
