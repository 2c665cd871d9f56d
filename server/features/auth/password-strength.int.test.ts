import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, ZNewPassword } from '../../../contract/auth';
import { cookieHeader, createTestApp, signUpUser, signupPayload, type TestContext } from '../../test/harness';

// Passwords that meet the shape rules but are common or easy to guess are refused on signup,
// reset and change (docs/product/accounts.md#password-strength).

/** Each passes the length, upper-case, lower-case and digit rules. */
const GUESSABLE = ['Password1', 'Welcome123!', 'Qwerty123', 'Iloveyou1'];
const STRONG = 'Maple-Otter-Lantern-42';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const refusal = (field: string) => ({
  error: {
    code: 'VALIDATION_FAILED',
    message: AUTH_MESSAGES.passwordTooCommon,
    fields: { [field]: AUTH_MESSAGES.passwordTooCommon },
  },
});

const signin = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password } });

it('uses guessable passwords that the shape rules accept', () => {
  for (const password of GUESSABLE) expect(ZNewPassword.safeParse(password).success).toBe(true);
  expect(GUESSABLE).toHaveLength(4);
});

describe('signup', () => {
  it.each(GUESSABLE)(
    'refuses %s with the message on the password field and creates no account',
    async (password) => {
      const payload = signupPayload({ password, confirmPassword: password });
      const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/signup', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refusal('password'));
      const { rows } = await ctx.database.pool.query('SELECT 1 FROM users WHERE email = $1', [payload.email]);
      expect(rows).toHaveLength(0);
    },
  );

  it('refuses the person’s own email address as a password, with a capital and a digit added', async () => {
    const password = 'Qvbrtoxl.fern1';
    expect(ZNewPassword.safeParse(password).success).toBe(true);
    const payload = signupPayload({
      email: 'qvbrtoxl.fern@example.com',
      password,
      confirmPassword: password,
    });
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/signup', payload });
    expect(response.json()).toEqual(refusal('password'));
    // The same password for someone else's address is not guessable from it.
    const other = signupPayload({ email: 'maya.other@example.com', password, confirmPassword: password });
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/auth/signup', payload: other })).statusCode,
    ).toBe(201);
  });

  it('accepts a strong password', async () => {
    const payload = signupPayload({ password: STRONG, confirmPassword: STRONG });
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/signup', payload });
    expect(response.statusCode).toBe(201);
    expect((await signin(payload.email, STRONG)).statusCode).toBe(200);
  });
});

describe('password reset', () => {
  const resetToken = async (email: string) => {
    const sentBefore = ctx.mailer.sent.length;
    await ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    await ctx.app.services.background.drain();
    const token = /token=([^\s]+)/.exec(ctx.mailer.sent[sentBefore]?.text ?? '')?.[1];
    if (!token) throw new Error('no reset mail');
    return decodeURIComponent(token);
  };
  const reset = (token: string, password: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password, confirmPassword: password },
    });

  it('refuses a guessable password, keeps the old one and the link, then accepts a strong one', async () => {
    const user = await signUpUser(ctx.app);
    const token = await resetToken(user.email);
    const refused = await reset(token, 'Welcome123!');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(refusal('password'));
    expect((await signin(user.email, 'Welcome123!')).statusCode).toBe(401);
    expect((await signin(user.email, user.password)).statusCode).toBe(200);
    expect((await reset(token, STRONG)).statusCode).toBe(200);
    expect((await signin(user.email, STRONG)).statusCode).toBe(200);
  });
});

describe('password change', () => {
  const change = (cookie: string, currentPassword: string, newPassword: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/user/change-password',
      headers: { cookie },
      payload: { currentPassword, newPassword, confirmPassword: newPassword },
    });

  it('refuses a guessable new password on the newPassword field and changes nothing', async () => {
    const user = await signUpUser(ctx.app);
    const other = await signin(user.email, user.password);
    expect(other.statusCode).toBe(200);
    const otherCookie = cookieHeader(other.headers['set-cookie']);
    const refused = await change(user.cookie, user.password, 'Password1');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(refusal('newPassword'));
    expect((await signin(user.email, 'Password1')).statusCode).toBe(401);
    // The other session was not ended.
    const status = await ctx.app.inject({ url: '/auth/status', headers: { cookie: otherCookie } });
    expect(status.json().authenticated).toBe(true);
  });

  it('accepts a strong new password', async () => {
    const user = await signUpUser(ctx.app);
    expect((await change(user.cookie, user.password, STRONG)).statusCode).toBe(200);
    expect((await signin(user.email, STRONG)).statusCode).toBe(200);
  });
});
