import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../server/db/migrate';
import { signinPayload, signupPayload } from '../server/test/factories';
import { testPostgres } from '../server/test/harness';
import { apiRequest } from './lib/api-client';
import { type ServerProcess, startServer } from './lib/server-process';

/**
 * Two app servers (`node --import tsx server/main.ts`, separate processes that share nothing in
 * memory) on one external PostgreSQL database, as behind a load balancer (docs/operations.md#scaling).
 * Both start at the same moment on an empty database, so their migrations race.
 */

const AUTH_PER_MINUTE = 8;
let admin: pg.Client;
let dbName: string;
let a: ServerProcess;
let b: ServerProcess;
let startFailure: unknown;

function cookieOf(setCookie: string[]): string {
  return setCookie
    .map((c) => c.split(';')[0] ?? '')
    .filter((c) => c && !c.endsWith('='))
    .join('; ');
}

async function signUp(server: ServerProcess) {
  const payload = signupPayload();
  const answer = await apiRequest(server.baseUrl, 'POST', '/api/auth/signup', { body: payload });
  expect(answer.status, answer.text).toBe(201);
  const { userId } = answer.body as { userId: string };
  return { userId, email: payload.email, password: payload.password, cookie: cookieOf(answer.setCookie) };
}

/** A guarded read: 200 with a valid session, 401 without. */
const symptomsStatus = async (server: ServerProcess, user: { userId: string; cookie: string }) =>
  (await apiRequest(server.baseUrl, 'GET', `/api/symptoms/user/${user.userId}`, { cookie: user.cookie }))
    .status;

beforeAll(async () => {
  const { serverUrl } = testPostgres();
  dbName = `iw_two_${randomBytes(5).toString('hex')}`;
  admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await admin.connect();
  // Empty (not the migrated template): both instances find every migration pending.
  await admin.query(`CREATE DATABASE ${dbName} TEMPLATE template0`);
  const env = {
    DATABASE_URL: `${serverUrl}/${dbName}`,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    SERVE_CLIENT: 'false',
    SEED_DEMO_CONTENT: 'false',
    RATE_LIMIT_AUTH_PER_MINUTE: String(AUTH_PER_MINUTE),
    DATABASE_POOL_MAX: '4',
  };
  const started = await Promise.allSettled([startServer({ env }), startServer({ env })]);
  for (const s of started) if (s.status === 'rejected') startFailure = s.reason;
  [a, b] = started.map((s) => (s.status === 'fulfilled' ? s.value : undefined)) as [
    ServerProcess,
    ServerProcess,
  ];
}, 180_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
  await admin.end();
}, 90_000);

describe('two app instances on one database', () => {
  it('both start at once on an empty database and apply each migration once', async () => {
    expect(startFailure).toBeUndefined();
    const journal = JSON.parse(
      fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
    ) as {
      entries: unknown[];
    };
    const db = new pg.Client({ connectionString: `${testPostgres().serverUrl}/${dbName}` });
    await db.connect();
    try {
      const applied = await db.query<{ hash: string }>('SELECT hash FROM drizzle.__drizzle_migrations');
      expect(journal.entries.length).toBeGreaterThan(0);
      expect(applied.rows).toHaveLength(journal.entries.length);
      expect(new Set(applied.rows.map((r) => r.hash)).size).toBe(journal.entries.length);
    } finally {
      await db.end();
    }
    for (const server of [a, b]) {
      const health = await apiRequest(server.baseUrl, 'GET', '/healthz');
      expect(health.status).toBe(200);
    }
  });

  it('accepts a session made on one instance on the other, and a sign-out on one is refused by the other', async () => {
    const user = await signUp(a);
    expect(await symptomsStatus(b, user)).toBe(200);
    expect(await symptomsStatus(a, user)).toBe(200);

    const out = await apiRequest(b.baseUrl, 'POST', '/api/auth/signout', { cookie: user.cookie, body: {} });
    expect(out.status, out.text).toBe(200);
    expect(await symptomsStatus(b, user)).toBe(401);
    // A kept the session in its memory: the change notification makes it forget it.
    await expect.poll(() => symptomsStatus(a, user), { timeout: 2_000, interval: 50 }).toBe(401);
  });

  it('counts a per-IP limit across both instances', async () => {
    const user = await signUp(a);
    const statuses: number[] = [];
    // Alternate: each instance alone sees only half of the attempts.
    for (let i = 0; i < AUTH_PER_MINUTE + 2; i += 1) {
      const server = i % 2 === 0 ? a : b;
      const answer = await apiRequest(server.baseUrl, 'POST', '/api/auth/signin', {
        body: signinPayload(user),
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, AUTH_PER_MINUTE)).toEqual(Array(AUTH_PER_MINUTE).fill(200));
    expect(statuses.slice(AUTH_PER_MINUTE)).toEqual([429, 429]);
  });

  it('runs each queued data export once although both instances run the job', async () => {
    const users = [await signUp(a), await signUp(b), await signUp(a), await signUp(b)];
    // Queued on both instances at once: both runners work the one queue.
    const queued = await Promise.all(
      users.flatMap((user) =>
        [a, b].map((server) =>
          apiRequest(server.baseUrl, 'POST', '/api/user/data-export', {
            cookie: user.cookie,
            body: { requestType: 'export' },
          }),
        ),
      ),
    );
    const ids = queued.filter((q) => q.status === 202).map((q) => (q.body as { exportId: string }).exportId);
    expect(ids.length).toBeGreaterThanOrEqual(users.length);

    const db = new pg.Client({ connectionString: `${testPostgres().serverUrl}/${dbName}` });
    await db.connect();
    try {
      await expect
        .poll(
          async () =>
            (await db.query(`SELECT 1 FROM data_exports WHERE id = ANY($1) AND status = 'ready'`, [ids]))
              .rowCount,
          { timeout: 30_000, interval: 100 },
        )
        .toBe(ids.length);
      const done = await db.query<{ id: string; n: number }>(
        `SELECT resource_id AS id, count(*)::int AS n FROM audit_log
          WHERE action = 'export' AND resource = 'data_export' AND resource_id = ANY($1) GROUP BY resource_id`,
        [ids],
      );
      expect(done.rows).toHaveLength(ids.length);
      expect(done.rows.map((r) => r.n)).toEqual(ids.map(() => 1));
      const mails = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM outbox WHERE "to" = ANY($1) AND subject ILIKE '%export%'`,
        [users.map((u) => u.email)],
      );
      expect(mails.rows[0]?.n).toBe(ids.length);
    } finally {
      await db.end();
    }
  });
});
