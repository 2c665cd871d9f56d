import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export type RateLimitResult = { count: number; allowed: boolean; retryAfterSeconds: number };

/**
 * Fixed-window counters in PostgreSQL, so every app instance behind a load balancer shares them.
 * A hit is one statement (insert or increment, and read back), so parallel hits each see a count of
 * their own: to let at most `limit` attempts through, count the attempt before doing it, never read
 * the count and add to it afterwards.
 */
export type RateLimiter = {
  /** Counts one hit against `key` and says whether it is within `limit` per `windowSeconds`. */
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
  /** Takes back one hit (an attempt counted beforehand that turned out not to count). */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  /** Deletes every counter whose key starts with `prefix`. */
  resetPrefix(prefix: string): Promise<void>;
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
    async release(key) {
      await db.execute(sql`UPDATE rate_limits SET count = greatest(count - 1, 0) WHERE key = ${key}`);
    },
    async reset(key) {
      await db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
    },
    async resetPrefix(prefix) {
      await db.execute(sql`DELETE FROM rate_limits WHERE starts_with(key, ${prefix})`);
    },
    async prune() {
      await db.execute(sql`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`);
    },
  };
}
