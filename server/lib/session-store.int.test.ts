import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase } from '../test/harness';
import { createLogger } from './logger';
import {
  createSessionStore,
  LISTENER_NAME,
  SESSION_CACHE_MS,
  type SessionStore,
  sessionTokenKey,
} from './session-store';

let database: Database & { name: string };
const stores: SessionStore[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
  vi.restoreAllMocks();
});
afterAll(async () => {
  await database.close();
});

/** A store on the test database with a clock the test moves. */
async function openStore() {
  let time = 0;
  const store = createSessionStore({
    pool: database.pool,
    idleMinutes: 30,
    adminIdleMinutes: 15,
    log: createLogger('silent'),
    now: () => time,
  });
  await store.start();
  stores.push(store);
  return { store, advance: (ms: number) => (time += ms) };
}

/** A user with one session; `expiresIn` and `idleFor` are SQL interval text. */
async function session(
  options: {
    role?: string;
    expiresIn?: string;
    rememberMe?: boolean;
    idleFor?: string;
    /** The session passed the second factor (as admin sign-in leaves it). */
    secondFactor?: boolean;
  } = {},
) {
  const userId = `u-${randomBytes(6).toString('hex')}`;
  const token = randomBytes(16).toString('hex');
  await database.pool.query(
    `INSERT INTO users (id, name, email, first_name, last_name, role)
     VALUES ($1, 'Maya Rivera', $1 || '@example.com', 'Maya', 'Rivera', $2)`,
    [userId, options.role ?? 'user'],
  );
  await database.pool.query(
    `INSERT INTO sessions (id, token, user_id, expires_at, remember_me, last_active_at, second_factor_at)
     VALUES ($1, $2, $3, now() + $4::interval, $5, now() - $6::interval, CASE WHEN $7 THEN now() END)`,
    [
      `s-${token}`,
      sessionTokenKey(token),
      userId,
      options.expiresIn ?? '1 hour',
      options.rememberMe ?? false,
      options.idleFor ?? '0 seconds',
      options.secondFactor ?? false,
    ],
  );
  return { userId, token };
}

/** Counts the session lookups that reach the database. */
function countLookups() {
  const query = vi.spyOn(database.pool, 'query');
  return () =>
    query.mock.calls.filter(([config]) => (config as { name?: string }).name === 'iw_session_lookup').length;
}

describe('session store', () => {
  it('reads a session once for a burst of requests, and again after a few seconds', async () => {
    const { store, advance } = await openStore();
    const { userId, token } = await session();
    const lookups = countLookups();
    expect((await store.load(token))?.userId).toBe(userId);
    expect((await store.load(token))?.userId).toBe(userId);
    expect(lookups()).toBe(1);
    advance(SESSION_CACHE_MS);
    expect((await store.load(token))?.userId).toBe(userId);
    expect(lookups()).toBe(2);
  });

  it('never serves a session from memory past its expiry: the database decides then', async () => {
    const { store, advance } = await openStore();
    const { token } = await session({ expiresIn: '2 seconds' });
    const lookups = countLookups();
    await store.load(token);
    advance(1000);
    await store.load(token);
    expect(lookups()).toBe(1);
    advance(1500);
    await store.load(token);
    expect(lookups()).toBe(2);
  });

  it('refuses a revoked session at once on the instance that revoked it', async () => {
    const { store } = await openStore();
    const { token } = await session();
    expect(await store.load(token)).not.toBeNull();
    await store.revoke(token);
    expect(await store.load(token)).toBeNull();
  });

  it('reads the database again right after forgetUser', async () => {
    const { store } = await openStore();
    const { userId, token } = await session();
    const lookups = countLookups();
    await store.load(token);
    store.forgetUser(userId);
    await store.load(token);
    expect(lookups()).toBe(2);
  });

  it('forgets a session deleted elsewhere (another instance, better-auth, SQL) once notified', async () => {
    const { store } = await openStore();
    const { store: other } = await openStore();
    const { token } = await session();
    const second = await session();
    expect(await store.load(token)).not.toBeNull();
    expect(await store.load(second.token)).not.toBeNull();

    await other.revoke(token);
    await database.pool.query('DELETE FROM users WHERE id = $1', [second.userId]);
    await store.settle();
    expect(await store.load(token)).toBeNull();
    expect(await store.load(second.token)).toBeNull();
  });

  it('sees a role, name or expiry changed in the database once notified', async () => {
    const { store } = await openStore();
    const { userId, token } = await session();
    expect((await store.load(token))?.role).toBe('user');

    await database.pool.query(`UPDATE users SET role = 'practitioner', first_name = 'Mia' WHERE id = $1`, [
      userId,
    ]);
    await store.settle();
    expect(await store.load(token)).toMatchObject({ role: 'practitioner', firstName: 'Mia' });

    await database.pool.query(
      `UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token = $1`,
      [sessionTokenKey(token)],
    );
    await store.settle();
    expect(await store.load(token)).toBeNull();
  });

  it('keeps nothing in memory while the notification connection is down, and resumes after', async () => {
    const { store } = await openStore();
    const { token } = await session();
    const lookups = countLookups();
    await store.load(token);
    await store.load(token);
    expect(lookups()).toBe(1);

    await database.pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE application_name = $1 AND datname = current_database()`,
      [LISTENER_NAME],
    );
    // Until the store hears that the connection is gone it may still answer from memory; from then
    // on every load reads the database, until it listens again.
    await expect
      .poll(async () => {
        const before = lookups();
        await store.load(token);
        return lookups() - before;
      })
      .toBe(1);
    await expect
      .poll(
        async () => {
          await store.load(token);
          const before = lookups();
          await store.load(token);
          return lookups() - before;
        },
        { timeout: 10_000 },
      )
      .toBe(0);
  });

  it('treats an admin session without the second factor as no session, and one with it as signed in', async () => {
    const { store } = await openStore();
    const without = await session({ role: 'admin' });
    const passed = await session({ role: 'admin', secondFactor: true });
    expect(await store.load(without.token)).toBeNull();
    expect(await store.load(passed.token)).toMatchObject({ role: 'admin', userId: passed.userId });
  });

  it('refuses a member’s session once the account becomes an admin, until it passes the second factor', async () => {
    const { store } = await openStore();
    const { userId, token } = await session();
    expect((await store.load(token))?.role).toBe('user');
    await database.pool.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [userId]);
    await store.settle();
    expect(await store.load(token)).toBeNull();
  });

  it('ends an admin session after 15 minutes without activity, remembered or not, while a member’s lasts 30', async () => {
    const { store } = await openStore();
    const admin = await session({ role: 'admin', secondFactor: true, idleFor: '15 minutes 5 seconds' });
    const rememberedAdmin = await session({
      role: 'admin',
      secondFactor: true,
      rememberMe: true,
      idleFor: '16 minutes',
    });
    const activeAdmin = await session({ role: 'admin', secondFactor: true, idleFor: '14 minutes' });
    const member = await session({ idleFor: '16 minutes' });
    expect(await store.load(admin.token)).toBeNull();
    expect(await store.load(rememberedAdmin.token)).toBeNull();
    expect(await store.load(activeAdmin.token)).not.toBeNull();
    expect(await store.load(member.token)).not.toBeNull();
    // Ended, not only refused: the rows are gone.
    const { rows } = await database.pool.query('SELECT 1 FROM sessions WHERE token = ANY($1)', [
      [sessionTokenKey(admin.token), sessionTokenKey(rememberedAdmin.token)],
    ]);
    expect(rows).toHaveLength(0);
  });

  it('ends a remembered session unused for 7 days and a minute, before its 30-day cap', async () => {
    const { store } = await openStore();
    const { token } = await session({ rememberMe: true, expiresIn: '20 days', idleFor: '7 days 1 minute' });
    expect(await store.load(token)).toBeNull();
    const { rows } = await database.pool.query('SELECT 1 FROM sessions WHERE token = $1', [
      sessionTokenKey(token),
    ]);
    expect(rows).toHaveLength(0);
  });

  it('keeps a remembered session last used 6 days ago, while an unremembered one idles out', async () => {
    const { store } = await openStore();
    const remembered = await session({ rememberMe: true, expiresIn: '20 days', idleFor: '6 days' });
    expect((await store.load(remembered.token))?.userId).toBe(remembered.userId);
    const unremembered = await session({ rememberMe: false, idleFor: '31 minutes' });
    expect(await store.load(unremembered.token)).toBeNull();
  });
});
