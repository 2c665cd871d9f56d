import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export type RateLimitResult = { count: number; allowed: boolean; retryAfterSeconds: number };

/**
 * Fixed-window counters in PostgreSQL, so every app instance behind a load balancer shares them.
 */
export type RateLimiter = {
  /** Counts one hit against `key` and says whether it is within `limit` per `windowSeconds`. */
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
  /** Reads the count without adding to it. */
  peek(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
  reset(key: string): Promise<void>;
  prune(): Promise<void>;
};

export function createRateLimiter(db: Db): RateLimiter {
  const toResult = (
    row: { count: number; age: number } | undefined,
    limit: number,
    windowSeconds: number,
  ) => {
    const count = row ? Number(row.count) : 0;
    const age = row ? Number(row.age) : 0;
    return { count, allowed: count <= limit, retryAfterSeconds: Math.max(1, Math.ceil(windowSeconds - age)) };
  };
  return {
    async hit(key, limit, windowSeconds) {
      const result = await db.execute<{ count: number; age: number }>(sql`
        INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, now(), 1)
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                       THEN 1 ELSE rate_limits.count + 1 END,
          window_start = CASE WHEN rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                       THEN now() ELSE rate_limits.window_start END
        RETURNING count, EXTRACT(EPOCH FROM now() - window_start)::float8 AS age`);
      return toResult(result.rows[0], limit, windowSeconds);
    },
    async peek(key, limit, windowSeconds) {
      const result = await db.execute<{ count: number; age: number }>(sql`
        SELECT count, EXTRACT(EPOCH FROM now() - window_start)::float8 AS age FROM rate_limits
        WHERE key = ${key} AND window_start > now() - make_interval(secs => ${windowSeconds})`);
      const row = result.rows[0];
      // A peek is "allowed" while the count is still below the limit.
      const r = toResult(row, limit, windowSeconds);
      return { ...r, allowed: r.count < limit };
    },
    async reset(key) {
      await db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
    },
    async prune() {
      await db.execute(sql`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`);
    },
  };
}
