import { createHmac, timingSafeEqual } from 'node:crypto';
import type pg from 'pg';
import type { TRole } from '../../../contract/auth';
import type { Logger } from '../../lib/logger';

/**
 * Session lookup for every guarded request. better-auth writes the session (`token.signature`
 * cookie, HMAC-SHA256 with the secret, as better-call signs it) and we read it with one indexed
 * query, applying the rules of issue 2: remembered sessions last 30 days; others last at most 24 h
 * and end after `idleMinutes` without activity.
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

type SessionRow = {
  session_id: string;
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: TRole;
  remember_me: boolean;
  expired: boolean;
  idle: boolean;
  touch: boolean;
};

const LOOKUP = {
  name: 'iw_session_lookup',
  text: `SELECT s.id AS session_id, s.user_id, u.email, u.first_name, u.last_name, u.role, s.remember_me,
                s.expires_at <= now() AS expired,
                (NOT s.remember_me AND s.last_active_at < now() - make_interval(mins => $2::int)) AS idle,
                s.last_active_at < now() - interval '60 seconds' AS touch
           FROM sessions s JOIN users u ON u.id = s.user_id
          WHERE s.token = $1`,
};

export type SessionStore = {
  load(token: string): Promise<SessionActor | null>;
  revoke(token: string): Promise<void>;
};

export function createSessionStore(pool: pg.Pool, idleMinutes: number, log: Logger): SessionStore {
  return {
    async load(token) {
      const result = await pool.query<SessionRow>({ ...LOOKUP, values: [token, idleMinutes] });
      const row = result.rows[0];
      if (!row) return null;
      if (row.expired || row.idle) {
        await pool.query('DELETE FROM sessions WHERE token = $1', [token]);
        return null;
      }
      // Activity is recorded at most once a minute per session to keep reads free of writes.
      if (row.touch) {
        pool
          .query('UPDATE sessions SET last_active_at = now() WHERE token = $1', [token])
          .catch((err) => log.warn({ err }, 'Could not record session activity'));
      }
      return {
        sessionId: row.session_id,
        token,
        userId: row.user_id,
        email: row.email,
        firstName: row.first_name,
        lastName: row.last_name,
        role: row.role,
        rememberMe: row.remember_me,
      };
    },
    async revoke(token) {
      await pool.query('DELETE FROM sessions WHERE token = $1', [token]);
    },
  };
}
