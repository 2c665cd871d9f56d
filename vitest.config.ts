import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Three projects (docs/testing.md):
 * - unit: everything in-process: pure logic, contract schemas, client components. No database.
 * - integration: the tests that need something outside the process: PostgreSQL (one embedded
 *   cluster per run, a database per file cloned from a migrated template), a child process, the OCR
 *   engine. Only this project runs server/test/global-setup.ts.
 * - e2e: the built client served by the real server, driven by Chromium (`npm run build` first).
 * `npm run test:unit`, `test:integration`, `test:e2e`; `npm test` runs all three after lint and typecheck.
 */

const TESTED = '{contract,server,client,scripts,eval}';

/** Integration test files, until they carry the integration suffix. */
const INTEGRATION = [
  'eval/nutrition/nutrition-eval.test.ts',
  'scripts/admin-create.test.ts',
  'scripts/db-backup.test.ts',
  'server/db/embedded.test.ts',
  'server/db/migrate.test.ts',
  'server/db/seed/community.test.ts',
  'server/features/account/account.test.ts',
  'server/features/analytics/analytics.test.ts',
  'server/features/assistant/assistant-openai.test.ts',
  'server/features/assistant/assistant.test.ts',
  'server/features/auth/auth.test.ts',
  'server/features/auth/google-oidc.test.ts',
  'server/features/chat/chat.test.ts',
  'server/features/community/community.test.ts',
  'server/features/fasting/fasting.test.ts',
  'server/features/feedback/feedback.test.ts',
  'server/features/health-metrics/health-metrics.test.ts',
  'server/features/nutrition-analysis/nutrition-analysis.test.ts',
  'server/features/nutrition-label/nutrition-label.test.ts',
  'server/features/nutrition/nutrition.test.ts',
  'server/features/onboarding/onboarding.test.ts',
  'server/features/practitioners/practitioners.test.ts',
  'server/features/profile/profile.test.ts',
  'server/features/progress/checklist.test.ts',
  'server/features/progress/progress.test.ts',
  'server/features/recommendations/recommendations.test.ts',
  'server/features/sharing/sharing.test.ts',
  'server/features/subscription/subscription.test.ts',
  'server/features/symptoms/symptoms.test.ts',
  'server/features/system/client-serving.test.ts',
  'server/features/water/water.test.ts',
  'server/features/wellness/wellness.test.ts',
  'server/plugins/security.test.ts',
];

export default defineConfig({
  resolve: {
    alias: {
      '@contract': path.resolve(import.meta.dirname, 'contract'),
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
          exclude: [...configDefaults.exclude, ...INTEGRATION],
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
          include: INTEGRATION,
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
