import fastifyRateLimit, {
  type FastifyRateLimitStore,
  type RateLimitHook,
  type RateLimitOptions,
} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rateLimitSubject } from '../lib/client-address';
import { AppError } from '../lib/errors';
import type { RateLimiter } from '../lib/rate-limit';
import { actorOf } from './auth';

/** One route's allowance: `max` requests per `windowSeconds`, and the 429 message past it. */
export type RouteLimit = { max: number; windowSeconds: number; message: string };

/**
 * Route-level rate limits through @fastify/rate-limit. A route declares
 * `config: { rateLimit: perIp(…) | perUser(…) }`; nothing else is limited. Counters live in
 * PostgreSQL (`RateLimiter`, fixed windows), so every app instance shares them. Answers carry
 * `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset`, and past the limit a 429
 * `{ error: { code: 'RATE_LIMITED', message } }` with `Retry-After` (through the one error handler).
 * Register before the routes: the plugin attaches its hook as each route is added.
 */
export async function registerRateLimits(app: FastifyInstance, limiter: RateLimiter) {
  await app.register(fastifyRateLimit, {
    global: false,
    enableDraftSpec: true,
    store: postgresStore(limiter),
  });
}

/**
 * Counted per client IP, first on the route (before the session and validation), so signed-out and
 * malformed attempts count too. For public routes: sign-up, sign-in, password reset, analytics.
 */
export function perIp(bucket: string, limit: RouteLimit): RateLimitOptions {
  return declare(limit, 'ip', (request) => `${bucket}:ip:${rateLimitSubject(request.ip)}`);
}

/**
 * Counted per signed-in user, after the route's auth guard (the key needs the user) and after
 * validation, right before the handler: a refused (401/403/400) request does not use up the allowance.
 */
export function perUser(bucket: string, limit: RouteLimit): RateLimitOptions {
  return declare(limit, 'user', (request) => `${bucket}:user:${actorOf(request).userId}`);
}

/** What a declaration limits, for the API reference: the allowance and what it is counted per. */
export type DeclaredLimit = { key: 'ip' | 'user'; max: number; windowSeconds: number };
const declared = new WeakMap<object, DeclaredLimit>();

/** The limit behind a route's `config.rateLimit`, when it came from `perIp` or `perUser`. */
export function limitOf(options: unknown): DeclaredLimit | undefined {
  return typeof options === 'object' && options !== null ? declared.get(options) : undefined;
}

/** Where each kind of limit runs in Fastify's request lifecycle. */
const HOOK_OF: Record<DeclaredLimit['key'], RateLimitHook> = { ip: 'onRequest', user: 'preHandler' };

function declare(
  limit: RouteLimit,
  key: DeclaredLimit['key'],
  keyGenerator: (request: FastifyRequest) => string,
): RateLimitOptions {
  const options: RateLimitOptions = {
    max: limit.max,
    timeWindow: limit.windowSeconds * 1000,
    hook: HOOK_OF[key],
    keyGenerator,
    errorResponseBuilder: () => new AppError('RATE_LIMITED', limit.message),
  };
  declared.set(options, { key, max: limit.max, windowSeconds: limit.windowSeconds });
  return options;
}

/** The plugin's store contract over our PostgreSQL counters; one store serves every route. */
function postgresStore(limiter: RateLimiter) {
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ) {
      limiter.hit(key, max, Math.ceil(timeWindow / 1000)).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.retryAfterSeconds * 1000 }),
        (error: Error) => callback(error),
      );
    }

    child() {
      return this;
    }
  };
}
