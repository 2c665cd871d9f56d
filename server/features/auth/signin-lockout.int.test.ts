import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../contract/auth';
import { createTestApp, signupPayload, type TestContext } from '../../test/harness';

// The sign-in lock on failed passwords (docs/product/accounts.md#rate-limits): per email and IP,
// counted atomically, with a looser cap per email across every address.

const LIMIT = 10;
/** The per-email cap across all addresses: ten times the per-address limit. */
const EMAIL_CAP = LIMIT * 10;
const WRONG = 'Wrong-Password1';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ SIGNIN_FAILURES_PER_15_MIN: String(LIMIT) });
});
afterAll(async () => {
  await ctx.close();
});

let signups = 0;
async function signUp() {
  signups += 1;
  const payload = signupPayload();
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload,
    remoteAddress: `192.0.2.${signups}`,
  });
  expect(response.statusCode).toBe(201);
  return { email: payload.email, password: payload.password };
}

const signin = (email: string, password: string, remoteAddress: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password }, remoteAddress });

async function resetPassword(email: string, password: string) {
  const sentBefore = ctx.mailer.sent.length;
  await ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  await ctx.app.services.background.drain();
  const token = /token=([^\s]+)/.exec(ctx.mailer.sent[sentBefore]?.text ?? '')?.[1];
  if (!token) throw new Error('no reset mail');
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token: decodeURIComponent(token), password, confirmPassword: password },
  });
  expect(response.statusCode).toBe(200);
}

const expectLocked = (response: Awaited<ReturnType<typeof signin>>, limit: number) => {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({
    error: { code: 'RATE_LIMITED', message: AUTH_MESSAGES.tooManyFailures },
  });
  expect(response.headers['ratelimit-limit']).toBe(String(limit));
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(14 * 60);
};

describe('the sign-in failure lock', () => {
  it('lets at most the limit of 30 parallel wrong passwords reach a password check, then refuses the right one', async () => {
    const user = await signUp();
    const ip = '203.0.113.1';
    const answers = await Promise.all(Array.from({ length: 30 }, () => signin(user.email, WRONG, ip)));
    const statuses = answers.map((response) => response.statusCode);
    expect(statuses).toHaveLength(30);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - LIMIT);
    expectLocked(await signin(user.email, user.password, ip), LIMIT);
  });

  it('locks an email only for the address the failures came from: the owner elsewhere still signs in', async () => {
    const user = await signUp();
    const stranger = '203.0.113.2';
    for (let i = 0; i < LIMIT; i += 1)
      expect((await signin(user.email, WRONG, stranger)).statusCode).toBe(401);
    expectLocked(await signin(user.email, user.password, stranger), LIMIT);
    expect((await signin(user.email, user.password, '198.51.100.7')).statusCode).toBe(200);
    // The owner's success does not lift the stranger's lock.
    expectLocked(await signin(user.email, WRONG, stranger), LIMIT);
  });

  it('locks an email for every address after ten times the limit of failures spread over many addresses, until a reset', async () => {
    const user = await signUp();
    const addresses = Array.from(
      { length: EMAIL_CAP / 5 },
      (_, i) => `10.1.${Math.floor(i / 200)}.${i % 200}`,
    );
    expect(addresses).toHaveLength(EMAIL_CAP / 5);
    for (const address of addresses) {
      const answers = await Promise.all(Array.from({ length: 5 }, () => signin(user.email, WRONG, address)));
      expect(answers.map((response) => response.statusCode)).toEqual([401, 401, 401, 401, 401]);
    }
    expectLocked(await signin(user.email, user.password, '198.51.100.8'), EMAIL_CAP);
    // A password reset lifts the lock, as its message says.
    await resetPassword(user.email, 'Fresh-Start9');
    expect((await signin(user.email, 'Fresh-Start9', '198.51.100.8')).statusCode).toBe(200);
  });

  it('lifts the locks of every address when the password is reset', async () => {
    const user = await signUp();
    const addresses = ['203.0.113.4', '203.0.113.5'];
    for (const address of addresses) {
      for (let i = 0; i < LIMIT; i += 1)
        expect((await signin(user.email, WRONG, address)).statusCode).toBe(401);
      expectLocked(await signin(user.email, user.password, address), LIMIT);
    }
    await resetPassword(user.email, 'Fresh-Start9');
    for (const address of addresses) {
      expect((await signin(user.email, 'Fresh-Start9', address)).statusCode).toBe(200);
    }
  });

  it('clears an address’s failures after a successful sign-in from it', async () => {
    const user = await signUp();
    const ip = '203.0.113.6';
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < LIMIT - 1; i += 1)
        expect((await signin(user.email, WRONG, ip)).statusCode).toBe(401);
      expect((await signin(user.email, user.password, ip)).statusCode).toBe(200);
    }
  });

  it('counts a successful sign-in against neither limit', async () => {
    const user = await signUp();
    const ip = '203.0.113.3';
    for (let i = 0; i < LIMIT + 2; i += 1) {
      expect((await signin(user.email, user.password, ip)).statusCode).toBe(200);
    }
    const { rows } = await ctx.database.pool.query<{ failures: number }>(
      "SELECT coalesce(sum(count), 0)::int AS failures FROM rate_limits WHERE key LIKE 'signin-fail:%' AND strpos(key, $1) > 0",
      [user.email],
    );
    expect(rows).toEqual([{ failures: 0 }]);
    for (let i = 0; i < LIMIT; i += 1) expect((await signin(user.email, WRONG, ip)).statusCode).toBe(401);
    expectLocked(await signin(user.email, WRONG, ip), LIMIT);
  });
});
