import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness';

describe('billing jobs', () => {
  it('schedules the renewals every 15 minutes and the reconciliation every 5, one run at a time', async () => {
    const ctx = await createTestApp({}, { jobs: true });
    try {
      const { rows } = await ctx.database.pool.query<{ name: string; cron: string; policy: string }>(
        `SELECT s.name, s.cron, q.policy FROM pgboss.schedule s JOIN pgboss.queue q ON q.name = s.name
          WHERE s.name LIKE 'billing.%' ORDER BY s.name`,
      );
      expect(rows).toEqual([
        { name: 'billing.reconcile', cron: '*/5 * * * *', policy: 'stately' },
        { name: 'billing.renewals', cron: '*/15 * * * *', policy: 'stately' },
      ]);
    } finally {
      await ctx.close();
    }
  }, 60_000);
});
