import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@contract': path.resolve(import.meta.dirname, 'contract'),
      '@client': path.resolve(import.meta.dirname, 'client'),
    },
  },
  test: {
    include: ['{contract,server,client,scripts,eval}/**/*.test.{ts,tsx}'],
    globalSetup: ['server/test/global-setup.ts'],
    setupFiles: ['client/test-setup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
