import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import pg from 'pg';
import type { TRole } from '../../contract/auth';
import type { Logger } from './logger';

/**
 * Session lookup for every guarded request. better-auth writes the session (`token.signature`
 * cookie, HMAC-SHA256 with the secret, as better-call signs it; the table holds `sessionTokenKey`
 * of the token) and we read it with one indexed query, applying the session rules: remembered sessions last 30 days and end after
 * `REMEMBERED_IDLE_DAYS` without activity; others last at most 24 h and end after `idleMinutes`
 * without activity (docs/product/accounts.md#sessions-and-their-limits). An admin's session counts
 * only once its second factor was passed (`second_factor_at`, set by admin sign-in) and ends after
 * `adminIdleMinutes` without activity, whatever else it says (docs/product/admin.md#sign-in).
 *
 * A session read from the database is remembered for a few seconds (`cacheMs`), so that a screen's
 * burst of requests pays for one lookup. Nothing that ends or changes a session waits for that:
 * - code on this instance that deletes sessions or changes an account calls `forgetUser` (or
 *   `revoke`) once its change is committed;
 * - every change in the database (any instance, better-auth's own writes, an operator's SQL) is
 *   announced by a trigger with NOTIFY on `SESSION_CHANNEL`, and every instance LISTENs and forgets
 *   that user's sessions as the notification arrives (milliseconds);
 * - without that connection nothing is cached: the cache is off until it is back.
 * The rules (expiry, idleness) are checked on every request against deadlines taken from the row.
 * docs/operations.md (Performance) says what holds across instances.
 */
export type SessionActor = {
  sessionId: string;
  token: string;
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: TRole;
  rememberMe: boolean;
};

export function verifySignedToken(cookieValue: string | undefined, secret: string): string | null {
  if (!cookieValue) return null;
  let value: string;
  try {
    value = decodeURIComponent(cookieValue);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
  return token;
}

/**
 * What `sessions.token` holds for a session token: `sha256:` and the token's SHA-256 in base64url.
 * Only the cookie carries the token itself, so a copy of the database signs nobody in
 * (docs/data-protection.md#sign-in-secrets). better-auth writes and finds sessions through the same
 * function (server/features/auth/better-auth.ts).
 */
export const SESSION_TOKEN_KEY_PREFIX = 'sha256:';
export function sessionTokenKey(token: string): string {
  return SESSION_TOKEN_KEY_PREFIX + createHash('sha256').update(token).digest('base64url');
}

/** The NOTIFY channel of the session triggers (server/db/migrations): the payload is the user id. */
export const SESSION_CHANNEL = 'iw_session_change';
/** How long a session read from the database is used without reading it again. */
export const SESSION_CACHE_MS = 5_000;
/** A remembered session ends after this many days without use, besides its 30-day cap. */
export const REMEMBERED_IDLE_DAYS = 7;
/** Activity is recorded at most once a minute per session, to keep reads free of writes. */
const TOUCH_INTERVAL_MS = 60_000;
const MAX_ENTRIES = 10_000;
export const LISTENER_NAME = 'iw-session-listener';
const RECONNECT_MS = { first: 500, max: 30_000 };

type SessionRow = {
  session_id: string;
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: TRole;
  remember_me: boolean;
  /** Seconds until `expires_at`, by the database's clock (≤ 0: expired). */
  expires_in: number;
  /**
   * Seconds until the idle limit (< 0: idle): `adminIdleMinutes` for an admin, else `idleMinutes`, or
   * `REMEMBERED_IDLE_DAYS` when remembered.
   */
  idle_in: number;
  /** Whether the session passed the second factor (admin sign-in). */
  second_factor: boolean;
  /** Seconds until activity should be recorded again (< 0: now). */
  touch_in: number;
};

// Deadlines are sent as seconds from the database's now() so that the app's clock (and its skew
// from the database server) plays no part; the comparisons are those of the uncached check.
const LOOKUP = {
  name: 'iw_session_lookup',
  text: `SELECT s.id AS session_id, s.user_id, u.email, u.first_name, u.last_name, u.role, s.remember_me,
                EXTRACT(EPOCH FROM s.expires_at - now())::float8 AS expires_in,
                EXTRACT(EPOCH FROM s.last_active_at - now()
                  + CASE WHEN u.role = 'admin' THEN make_interval(mins => $4::int)
                         WHEN s.remember_me THEN make_interval(days => $3::int)
                         ELSE make_interval(mins => $2::int) END)::float8 AS idle_in,
                s.second_factor_at IS NOT NULL AS second_factor,
                EXTRACT(EPOCH FROM s.last_active_at + interval '60 seconds' - now())::float8 AS touch_in
           FROM sessions s JOIN users u ON u.id = s.user_id
          WHERE s.token = $1`,
};

type Entry = {
  actor: SessionActor;
  /** Time (`now()`) after which the row is read again. */
  freshUntil: number;
  /** Time (`now()`) at which activity is next recorded. */
  touchAt: number;
};

export type SessionStore = {
  /** The live session of `token`, or null; an expired or idle session is deleted. */
  load(token: string): Promise<SessionActor | null>;
  /** Deletes the session of `token` and forgets it on this instance at once. */
  revoke(token: string): Promise<void>;
  /**
   * Forgets what this instance remembers of the user's sessions. Call it after committing anything
   * that ends or changes them (sessions deleted, password, role, name or email changed).
   */
  forgetUser(userId: string): void;
  /** Resolves once every session change committed before the call has been applied here. */
  settle(): Promise<void>;
  /** Starts listening for session changes; until then (and without that connection) nothing is cached. */
  start(): Promise<void>;
  close(): Promise<void>;
};

export function createSessionStore(options: {
  pool: pg.Pool;
  idleMinutes: number;
  /** An admin's session ends after this many minutes without activity (ADMIN_SESSION_IDLE_MINUTES). */
  adminIdleMinutes: number;
  log: Logger;
  cacheMs?: number;
  /** Monotonic milliseconds; tests move it on. */
  now?: () => number;
}): SessionStore {
  const { pool, idleMinutes, adminIdleMinutes, log } = options;
  const cacheMs = options.cacheMs ?? SESSION_CACHE_MS;
  const now = options.now ?? (() => performance.now());

  const entries = new Map<string, Entry>();
  const tokensOfUser = new Map<string, Set<string>>();
  /** Bumped by every forget: a lookup that overlapped one does not fill the cache. */
  let generation = 0;
  let listener: pg.Client | null = null;
  let isListening = false;
  let isClosed = false;
  let reconnectTimer: NodeJS.Timeout | null = null;
  let reconnectMs = RECONNECT_MS.first;

  const drop = (token: string) => {
    const entry = entries.get(token);
    if (!entry) return;
    entries.delete(token);
    const tokens = tokensOfUser.get(entry.actor.userId);
    tokens?.delete(token);
    if (tokens?.size === 0) tokensOfUser.delete(entry.actor.userId);
  };

  const forgetUser = (userId: string) => {
    generation += 1;
    const tokens = tokensOfUser.get(userId);
    if (!tokens) return;
    tokensOfUser.delete(userId);
    for (const token of tokens) entries.delete(token);
  };

  const forgetAll = () => {
    generation += 1;
    entries.clear();
    tokensOfUser.clear();
  };

  const remember = (actor: SessionActor, row: SessionRow, readAt: number, touchAt: number) => {
    if (entries.size >= MAX_ENTRIES) {
      // Maps iterate in insertion order: the oldest entry goes.
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) drop(oldest);
    }
    // Never past the session's own end: from then on the database decides (and deletes it).
    const endsIn = Math.min(row.expires_in, row.idle_in) * 1000;
    entries.set(actor.token, { actor, freshUntil: readAt + Math.min(cacheMs, endsIn), touchAt });
    let tokens = tokensOfUser.get(actor.userId);
    if (!tokens) {
      tokens = new Set();
      tokensOfUser.set(actor.userId, tokens);
    }
    tokens.add(actor.token);
  };

  const touch = (token: string) => {
    pool
      .query('UPDATE sessions SET last_active_at = now() WHERE token = $1', [sessionTokenKey(token)])
      .catch((err) => log.warn({ err }, 'Could not record session activity'));
  };

  const scheduleReconnect = () => {
    if (isClosed || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      void listen();
    }, reconnectMs);
    reconnectTimer.unref();
    reconnectMs = Math.min(RECONNECT_MS.max, reconnectMs * 2);
  };

  const lost = (client: pg.Client, err?: unknown) => {
    if (listener !== client) return;
    listener = null;
    isListening = false;
    forgetAll();
    if (isClosed) return;
    log.warn(
      { err },
      'Session change notifications lost; sessions are read from the database until they are back',
    );
    client.end().catch(() => {});
    scheduleReconnect();
  };

  const listen = async () => {
    if (isClosed) return;
    // Named so that operators can tell it apart in pg_stat_activity.
    const client = new pg.Client({ ...pool.options, keepAlive: true, application_name: LISTENER_NAME });
    listener = client;
    client.on('notification', (message) => {
      if (message.channel === SESSION_CHANNEL && message.payload) forgetUser(message.payload);
    });
    client.on('error', (err) => lost(client, err));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${SESSION_CHANNEL}`);
      if (listener !== client) return;
      isListening = true;
      reconnectMs = RECONNECT_MS.first;
    } catch (err) {
      lost(client, err);
    }
  };

  return {
    async load(token) {
      const at = now();
      const entry = entries.get(token);
      if (entry) {
        if (at < entry.freshUntil) {
          if (at >= entry.touchAt) {
            entry.touchAt = at + TOUCH_INTERVAL_MS;
            touch(token);
          }
          return entry.actor;
        }
        drop(token);
      }

      const startedAt = generation;
      const result = await pool.query<SessionRow>({
        ...LOOKUP,
        values: [sessionTokenKey(token), idleMinutes, REMEMBERED_IDLE_DAYS, adminIdleMinutes],
      });
      const readAt = now();
      const row = result.rows[0];
      if (!row) return null;
      // An admin's session without the second factor (made before admin sign-in finished, or before
      // the account became an admin) is no session; it ends by its own limits.
      if (row.role === 'admin' && !row.second_factor) return null;
      if (row.expires_in <= 0 || row.idle_in < 0) {
        await pool.query('DELETE FROM sessions WHERE token = $1', [sessionTokenKey(token)]);
        return null;
      }
      const isTouched = row.touch_in < 0;
      if (isTouched) touch(token);
      const actor: SessionActor = {
        sessionId: row.session_id,
        token,
        userId: row.user_id,
        email: row.email,
        firstName: row.first_name,
        lastName: row.last_name,
        role: row.role,
        rememberMe: row.remember_me,
      };
      if (isListening && generation === startedAt && cacheMs > 0) {
        remember(actor, row, readAt, readAt + (isTouched ? TOUCH_INTERVAL_MS : row.touch_in * 1000));
      }
      return actor;
    },

    async revoke(token) {
      await pool.query('DELETE FROM sessions WHERE token = $1', [sessionTokenKey(token)]);
      const entry = entries.get(token);
      if (entry) forgetUser(entry.actor.userId);
      else generation += 1;
    },

    forgetUser,

    async settle() {
      // A notification committed before this query reaches the listener before the query's answer
      // (PostgreSQL sends pending notifications ahead of ReadyForQuery).
      if (listener && isListening) await listener.query('SELECT 1');
    },

    start: listen,

    async close() {
      isClosed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      const client = listener;
      listener = null;
      isListening = false;
      forgetAll();
      await client?.end().catch(() => {});
    },
  };
}
