import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { createTestApp, createTestDatabase } from '../test/harness';
import { createJobs, type Jobs } from './jobs';
import { createLogger } from './logger';

/**
 * Two app instances on one database, as two processes would be: each with its own pool and its own
 * pg-boss, sharing only PostgreSQL.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let second: Database;
const log = createLogger('silent');

beforeAll(async () => {
  database = await createTestDatabase();
  second = openDatabase(database.url, 5);
}, 60_000);

afterAll(async () => {
  await second?.close();
  await database?.close();
});

function instances(): [Jobs, Jobs] {
  const options = { log, enabled: true, pollSeconds: 0.5, cronCheckSeconds: 1, stopTimeoutMs: 5000 };
  return [createJobs({ ...options, pool: database.pool }), createJobs({ ...options, pool: second.pool })];
}

async function until(condition: () => boolean | Promise<boolean>, what: string) {
  for (let i = 0; i < 300; i += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('background jobs with two app instances', () => {
  it('a scheduled job runs in one instance per tick', async () => {
    const [a, b] = instances();
    const runs: string[] = [];
    await a.schedule('test.tick', '* * * * *', async () => void runs.push('a'));
    await b.schedule('test.tick', '* * * * *', async () => void runs.push('b'));
    await Promise.all([a.start(), b.start()]);
    try {
      await until(() => runs.length > 0, 'the first tick');
      // Both instances check the schedule every second: give them several more checks.
      await new Promise((resolve) => setTimeout(resolve, 3000));
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
    const { rows: ticks } = await database.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pgboss.job
        WHERE name = '__pgboss__send-it' AND singleton_key = 'test.tick' GROUP BY singleton_on`,
    );
    // One send per minute however many instances looked, and one run per send.
    expect(ticks.length).toBeGreaterThan(0);
    expect(ticks.every((t) => t.n === 1)).toBe(true);
    const { rows: jobs } = await database.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'test.tick' AND state = 'completed'`,
    );
    expect(runs).toHaveLength(jobs[0]?.n ?? -1);
    expect(runs.length).toBeLessThanOrEqual(ticks.length);
  }, 60_000);

  it('each queued job runs once, whichever instance takes it', async () => {
    const [a, b] = instances();
    const done: string[] = [];
    const handler = (who: string) => async (data: { n: number }) => void done.push(`${data.n}:${who}`);
    await a.work('test.queue', handler('a'));
    await b.work('test.queue', handler('b'));
    await Promise.all([a.start(), b.start()]);
    try {
      for (let n = 0; n < 10; n += 1) await (n % 2 ? a : b).send('test.queue', { n });
      await until(() => done.length >= 10, 'ten jobs');
      await new Promise((resolve) => setTimeout(resolve, 1500));
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
    expect(done).toHaveLength(10);
    expect(new Set(done.map((d) => d.split(':')[0])).size).toBe(10);
  }, 60_000);

  it('the same job sent by two instances while it waits is one job (stately queue, singleton key)', async () => {
    const [a, b] = instances();
    const ran: number[] = [];
    await a.work('test.renewal', async (data: { n: number }) => void ran.push(data.n), { policy: 'stately' });
    await b.work('test.renewal', async (data: { n: number }) => void ran.push(data.n), { policy: 'stately' });
    await Promise.all([a.start(), b.start()]);
    try {
      const later = new Date(Date.now() + 60 * 60 * 1000);
      const key = `user:${randomUUID()}`;
      const first = await a.send('test.renewal', { n: 1 }, { singletonKey: key, startAfter: later });
      const again = await b.send('test.renewal', { n: 2 }, { singletonKey: key, startAfter: later });
      expect(first).toEqual(expect.any(String));
      expect(again).toBeNull();
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
    expect(ran).toEqual([]);
  }, 60_000);

  it('a failing job is logged and retried, not lost', async () => {
    const [a] = instances();
    let attempts = 0;
    await a.work(
      'test.flaky',
      async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('first attempt fails');
      },
      { retryLimit: 1, retryDelaySeconds: 1 },
    );
    await a.start();
    try {
      await a.send('test.flaky', {});
      await until(() => attempts >= 2, 'the retry');
    } finally {
      await a.stop();
    }
    expect(attempts).toBe(2);
  }, 60_000);
});

describe('the app’s jobs', () => {
  it('off: nothing is installed and queuing says so', async () => {
    const jobs = createJobs({ pool: database.pool, log, enabled: false });
    await jobs.start();
    await expect(jobs.send('test.off', {})).rejects.toThrow(/BACKGROUND_JOBS=false/);
    await jobs.stop();
  });

  it('on: the app starts pg-boss, schedules the sandbox redelivery every minute, and stops cleanly', async () => {
    const ctx = await createTestApp({}, { jobs: true });
    try {
      expect(ctx.app.services.backgroundJobs.enabled).toBe(true);
      const { rows } = await ctx.database.pool.query('SELECT name, cron FROM pgboss.schedule ORDER BY name');
      expect(rows).toContainEqual({ name: 'payments.sandbox-redeliver', cron: '* * * * *' });
    } finally {
      await ctx.close();
    }
  }, 60_000);
});
