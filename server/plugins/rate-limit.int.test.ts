import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../contract/auth';
import { PROFILE_LIMITS, PROFILE_MESSAGES } from '../../contract/profile';
import { type App, buildApp } from '../app';
import {
  cookieHeader,
  createTestApp,
  signupPayload,
  TEST_ENCRYPTION_KEY,
  TEST_SESSION_SECRET,
  type TestContext,
  testEnv,
} from '../test/harness';

const AUTH_PER_MINUTE = 3;
const FAILURES = 2;
const ENV = {
  RATE_LIMIT_AUTH_PER_MINUTE: String(AUTH_PER_MINUTE),
  SIGNIN_FAILURES_PER_15_MIN: String(FAILURES),
};

let ctx: TestContext;
/** A second app instance on the same database, as behind a load balancer. */
let other: App;
beforeAll(async () => {
  ctx = await createTestApp(ENV);
  other = await buildApp({
    env: testEnv(ENV),
    database: ctx.database,
    sessionSecret: TEST_SESSION_SECRET,
    encryptionKey: TEST_ENCRYPTION_KEY,
    clientDir: null,
  });
  await other.ready();
});
afterAll(async () => {
  await other?.close();
  await ctx?.close();
});

/** Signs up from an address of its own, so the low per-IP sign-up limit of this file is not reached. */
let signups = 0;
async function signUp() {
  signups += 1;
  const payload = signupPayload();
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload,
    remoteAddress: `198.51.100.${signups}`,
  });
  expect(response.statusCode).toBe(201);
  return {
    email: payload.email,
    password: payload.password,
    cookie: cookieHeader(response.headers['set-cookie']),
  };
}

const headersOf = (response: LightMyRequestResponse) => ({
  limit: response.headers['ratelimit-limit'],
  remaining: response.headers['ratelimit-remaining'],
  reset: Number(response.headers['ratelimit-reset']),
  retryAfter: response.headers['retry-after'],
});

const expectRateLimited = (
  response: LightMyRequestResponse,
  message: string,
  limit: number,
  window: number,
) => {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ error: { code: 'RATE_LIMITED', message } });
  const headers = headersOf(response);
  expect(headers.limit).toBe(String(limit));
  expect(headers.remaining).toBe('0');
  expect(headers.reset).toBeGreaterThanOrEqual(1);
  expect(headers.reset).toBeLessThanOrEqual(window);
  expect(Number(headers.retryAfter)).toBe(headers.reset);
};

describe('a per-IP limit (password reset)', () => {
  const forgot = (app: App, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'someone@example.com' },
      remoteAddress,
    });

  it('answers with RateLimit-Limit, -Remaining and -Reset, then 429 with Retry-After past the limit', async () => {
    const ip = '192.0.2.10';
    for (let i = 1; i <= AUTH_PER_MINUTE; i += 1) {
      const response = await forgot(ctx.app, ip);
      expect(response.statusCode).toBe(200);
      const headers = headersOf(response);
      expect(headers.limit).toBe(String(AUTH_PER_MINUTE));
      expect(headers.remaining).toBe(String(AUTH_PER_MINUTE - i));
      expect(headers.reset).toBeGreaterThanOrEqual(1);
      expect(headers.reset).toBeLessThanOrEqual(60);
      expect(headers.retryAfter).toBeUndefined();
    }
    expectRateLimited(await forgot(ctx.app, ip), AUTH_MESSAGES.rateLimited, AUTH_PER_MINUTE, 60);
    // The reset form shares the allowance; another IP has its own.
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: 'x', password: 'Fresh-Start9', confirmPassword: 'Fresh-Start9' },
      remoteAddress: ip,
    });
    expect(reset.statusCode).toBe(429);
    expect((await forgot(ctx.app, '192.0.2.11')).statusCode).toBe(200);
  });

  it('is shared by every app instance on the database', async () => {
    const ip = '192.0.2.20';
    expect((await forgot(ctx.app, ip)).statusCode).toBe(200);
    expect((await forgot(other, ip)).statusCode).toBe(200);
    expect((await forgot(ctx.app, ip)).statusCode).toBe(200);
    expectRateLimited(await forgot(other, ip), AUTH_MESSAGES.rateLimited, AUTH_PER_MINUTE, 60);
  });

  it('leaves routes without a declaration alone', async () => {
    const response = await ctx.app.inject({ url: '/auth/status', remoteAddress: '192.0.2.30' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['ratelimit-limit']).toBeUndefined();
  });
});

describe('a per-user limit (password change)', () => {
  const change = (cookie: string | undefined, payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/user/change-password',
      payload,
      ...(cookie ? { headers: { cookie } } : {}),
    } satisfies InjectOptions);
  const wrongCurrent = {
    currentPassword: 'Wrong12345',
    newPassword: 'Brand1New2',
    confirmPassword: 'Brand1New2',
  };

  it('counts per signed-in user after the guard and validation, with the standard headers', async () => {
    const limit = PROFILE_LIMITS.changePasswordPerHour;
    const user = await signUp();
    // Signed out: refused by the guard before the limit, so no counter and no headers.
    const signedOut = await change(undefined, wrongCurrent);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.headers['ratelimit-limit']).toBeUndefined();
    // Refused by validation: does not use up the allowance.
    const invalid = await change(user.cookie, { ...wrongCurrent, confirmPassword: 'Different1' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers['ratelimit-limit']).toBeUndefined();

    for (let i = 1; i <= limit; i += 1) {
      const response = await change(user.cookie, wrongCurrent);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(PROFILE_MESSAGES.currentPasswordWrong);
      expect(headersOf(response)).toMatchObject({ limit: String(limit), remaining: String(limit - i) });
    }
    expectRateLimited(
      await change(user.cookie, wrongCurrent),
      PROFILE_MESSAGES.changePasswordRateLimited,
      limit,
      60 * 60,
    );
    // Someone else on the same IP is not affected.
    const neighbour = await signUp();
    expect((await change(neighbour.cookie, wrongCurrent)).statusCode).toBe(400);
  });
});

describe('the per-email-and-address sign-in failure lock', () => {
  it('answers 429 with the same headers once an email has too many failed sign-ins from an address', async () => {
    const user = await signUp();
    const signin = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: user.email, password },
        remoteAddress: '198.18.0.1',
      });
    for (let i = 1; i <= FAILURES; i += 1) expect((await signin('Wrong-Password1')).statusCode).toBe(401);
    expectRateLimited(await signin(user.password), AUTH_MESSAGES.tooManyFailures, FAILURES, 15 * 60);
  });
});
