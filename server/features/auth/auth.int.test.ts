import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, RESET_PASSWORD_MESSAGES, type TSignupRequest } from '../../../contract/auth';
import { buildApp } from '../../app';
import type { Mail, Mailer } from '../../lib/mailer';
import { sessionTokenKey } from '../../lib/session-store';
import {
  cookieHeader,
  createTestApp,
  createTestDatabase,
  signUpUser,
  signupPayload,
  TEST_ENCRYPTION_KEY,
  TEST_SESSION_SECRET,
  type TestContext,
  testEnv,
} from '../../test/harness';
import { signInAdmin } from '../admin-auth/testing';

const SESSION_COOKIE = 'iw_session';
const THIRTY_DAYS_SECONDS = 30 * 24 * 60 * 60;

type InjectResponse = Awaited<ReturnType<TestContext['app']['inject']>>;

function setCookies(response: InjectResponse): string[] {
  const raw = response.headers['set-cookie'];
  return Array.isArray(raw) ? raw : raw ? [raw] : [];
}

function sessionSetCookie(response: InjectResponse): string {
  const line = setCookies(response).find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!line) throw new Error(`no ${SESSION_COOKIE} cookie in ${JSON.stringify(setCookies(response))}`);
  return line;
}

function attribute(setCookie: string, name: string): string | undefined {
  for (const part of setCookie.split(';').slice(1)) {
    const [key, ...value] = part.trim().split('=');
    if (key?.toLowerCase() === name.toLowerCase()) return value.join('=') || '';
  }
  return undefined;
}

/** The opaque session token inside the signed cookie value (`token.signature`). */
function tokenOf(cookie: string): string {
  const value = decodeURIComponent(cookie.split('=').slice(1).join('=').split(';')[0] ?? '');
  return value.slice(0, value.lastIndexOf('.'));
}

/** What the sessions table holds for the cookie's token. */
const storedKeyOf = (cookie: string) => sessionTokenKey(tokenOf(cookie));

const signup = (ctx: TestContext, payload: Record<string, unknown>, remoteAddress?: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/signup', payload, remoteAddress });

const signin = (
  ctx: TestContext,
  payload: { email: string; password: string; rememberMe?: boolean },
  remoteAddress?: string,
) => ctx.app.inject({ method: 'POST', url: '/api/auth/signin', payload, remoteAddress });

const status = (ctx: TestContext, cookie?: string) =>
  ctx.app.inject({ url: '/auth/status', headers: cookie ? { cookie } : {} });

/** A guarded route: answers 200 for a live session and 401 otherwise. */
const ownSymptoms = (ctx: TestContext, user: { userId: string; cookie: string }) =>
  ctx.app.inject({ url: `/api/symptoms/user/${user.userId}`, headers: { cookie: user.cookie } });

const sessionRow = async (ctx: TestContext, cookie: string) => {
  const { rows } = await ctx.database.pool.query<{
    expires_at: Date;
    remember_me: boolean;
    user_id: string;
  }>('SELECT expires_at, remember_me, user_id FROM sessions WHERE token = $1', [storedKeyOf(cookie)]);
  return rows[0];
};

const sessionCount = async (ctx: TestContext, userId: string) => {
  const { rows } = await ctx.database.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM sessions WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.n ?? 0;
};

describe('auth API', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  describe('signup', () => {
    it('answers 201 with userId and email and a browser-session cookie (httpOnly, SameSite=Lax, no Max-Age)', async () => {
      const payload = signupPayload({ email: 'New.Person@Example.com' });
      const response = await signup(ctx, payload);
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toEqual({
        userId: expect.any(String),
        email: 'new.person@example.com',
        firstName: 'Maya',
        role: 'user',
      });
      const cookie = sessionSetCookie(response);
      expect(attribute(cookie, 'HttpOnly')).toBe('');
      expect(attribute(cookie, 'SameSite')?.toLowerCase()).toBe('lax');
      expect(attribute(cookie, 'Path')).toBe('/');
      expect(attribute(cookie, 'Max-Age')).toBeUndefined();
      expect(attribute(cookie, 'Expires')).toBeUndefined();

      const me = await status(ctx, cookieHeader(response.headers['set-cookie']));
      expect(me.json()).toMatchObject({ authenticated: true, user: { id: body.userId } });
    });

    it('stores the profile fields and time-stamped consents on the user row', async () => {
      const before = Date.now();
      const response = await signup(
        ctx,
        signupPayload({
          firstName: '  Ana ',
          lastName: 'Lopez',
          zipCode: '10001',
          phoneNumber: '555-0100',
          dateOfBirth: '1990-04-12',
          marketingConsent: true,
        }),
      );
      expect(response.statusCode).toBe(201);
      const { rows } = await ctx.database.pool.query(
        `SELECT first_name, last_name, zip_code, phone_number, date_of_birth::text AS dob, role,
                marketing_consent, terms_accepted_at, privacy_accepted_at
           FROM users WHERE id = $1`,
        [response.json().userId],
      );
      const row = rows[0];
      expect(row).toMatchObject({
        first_name: 'Ana',
        last_name: 'Lopez',
        zip_code: '10001',
        phone_number: '555-0100',
        dob: '1990-04-12',
        role: 'user',
        marketing_consent: true,
      });
      for (const at of [row.terms_accepted_at, row.privacy_accepted_at]) {
        expect(at).toBeInstanceOf(Date);
        expect(at.getTime()).toBeGreaterThanOrEqual(before - 1000);
        expect(at.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
      }
    });

    it('stores the password as an argon2id hash with m ≥ 19456, t ≥ 2, p = 1', async () => {
      const user = await signUpUser(ctx.app);
      const { rows } = await ctx.database.pool.query<{ password: string }>(
        `SELECT password FROM accounts WHERE user_id = $1 AND provider_id = 'credential'`,
        [user.userId],
      );
      const digest = rows[0]?.password ?? '';
      expect(digest).not.toContain(user.password);
      const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(digest);
      expect(match).not.toBeNull();
      const [, m, t, p] = match as RegExpExecArray;
      expect(Number(m)).toBeGreaterThanOrEqual(19_456);
      expect(Number(t)).toBeGreaterThanOrEqual(2);
      expect(Number(p)).toBe(1);
    });

    const invalid: [string, Partial<TSignupRequest> | Record<string, unknown>, string, string][] = [
      ['a one-letter first name', { firstName: 'A' }, 'firstName', AUTH_MESSAGES.firstName],
      ['a one-letter last name', { lastName: ' B ' }, 'lastName', AUTH_MESSAGES.lastName],
      ['an invalid email', { email: 'not-an-email' }, 'email', AUTH_MESSAGES.email],
      [
        'a password shorter than 8',
        { password: 'Ab1', confirmPassword: 'Ab1' },
        'password',
        AUTH_MESSAGES.passwordLength,
      ],
      [
        'a password without an uppercase letter',
        { password: 'wellness2024', confirmPassword: 'wellness2024' },
        'password',
        AUTH_MESSAGES.passwordUpper,
      ],
      [
        'a password without a lowercase letter',
        { password: 'WELLNESS2024', confirmPassword: 'WELLNESS2024' },
        'password',
        AUTH_MESSAGES.passwordLower,
      ],
      [
        'a password without a number',
        { password: 'WellnessYes', confirmPassword: 'WellnessYes' },
        'password',
        AUTH_MESSAGES.passwordNumber,
      ],
      [
        'a confirmation that does not match',
        { confirmPassword: 'Wellness2025' },
        'confirmPassword',
        AUTH_MESSAGES.passwordsMatch,
      ],
      ['a zip code under 5 characters', { zipCode: '1234' }, 'zipCode', AUTH_MESSAGES.zipMin],
      ['a zip code over 10 characters', { zipCode: '12345-67890' }, 'zipCode', AUTH_MESSAGES.zipMax],
      ['terms not accepted', { termsAccepted: false }, 'termsAccepted', AUTH_MESSAGES.terms],
      ['privacy not accepted', { privacyAccepted: false }, 'privacyAccepted', AUTH_MESSAGES.privacy],
    ];
    it.each(invalid)(
      'answers 400 with the contract message for %s and creates nothing',
      async (_label, overrides, field, message) => {
        const payload = signupPayload(overrides as Partial<TSignupRequest>);
        const response = await signup(ctx, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          error: { code: 'VALIDATION_FAILED', message, fields: { [field]: message } },
        });
        expect(setCookies(response).some((c) => c.startsWith(`${SESSION_COOKIE}=`))).toBe(false);
        const { rows } = await ctx.database.pool.query('SELECT 1 FROM users WHERE email = $1', [
          String(payload.email).toLowerCase(),
        ]);
        expect(rows).toHaveLength(0);
      },
    );

    it('answers 400 for a date of birth that does not exist, not a misleading 409', async () => {
      const payload = signupPayload({ dateOfBirth: '1990-02-31' });
      const response = await signup(ctx, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Please enter a valid date',
          fields: { dateOfBirth: 'Please enter a valid date' },
        },
      });
      const { rows } = await ctx.database.pool.query('SELECT 1 FROM users WHERE email = $1', [payload.email]);
      expect(rows).toHaveLength(0);
    });

    it('answers 409 to the loser of two simultaneous signups with one email', async () => {
      const payload = signupPayload();
      const answers = await Promise.all([signup(ctx, payload), signup(ctx, payload), signup(ctx, payload)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
      for (const loser of answers.filter((r) => r.statusCode === 409)) {
        expect(loser.json().error.code).toBe('CONFLICT');
      }
    });

    it('answers 409 for an email that already has an account, whatever its case', async () => {
      const user = await signUpUser(ctx.app);
      const response = await signup(ctx, signupPayload({ email: user.email.toUpperCase() }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: {
          code: 'CONFLICT',
          message: AUTH_MESSAGES.emailTaken,
          fields: { email: AUTH_MESSAGES.emailTaken },
        },
      });
      const { rows } = await ctx.database.pool.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM users WHERE email = $1',
        [user.email],
      );
      expect(rows[0]?.n).toBe(1);
    });
  });

  describe('signin', () => {
    it('with rememberMe sets a 30-day cookie and a remembered 30-day session', async () => {
      const user = await signUpUser(ctx.app);
      const response = await signin(ctx, { email: user.email, password: user.password, rememberMe: true });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        userId: user.userId,
        email: user.email,
        firstName: 'Maya',
        role: 'user',
      });
      const cookie = sessionSetCookie(response);
      expect(attribute(cookie, 'Max-Age')).toBe(String(THIRTY_DAYS_SECONDS));
      expect(attribute(cookie, 'HttpOnly')).toBe('');
      expect(attribute(cookie, 'SameSite')?.toLowerCase()).toBe('lax');
      const row = await sessionRow(ctx, cookie);
      expect(row?.remember_me).toBe(true);
      const expiresIn = (row?.expires_at.getTime() ?? 0) - Date.now();
      expect(expiresIn).toBeGreaterThan((THIRTY_DAYS_SECONDS - 120) * 1000);
      expect(expiresIn).toBeLessThanOrEqual((THIRTY_DAYS_SECONDS + 5) * 1000);
    });

    it('without rememberMe sets a browser-session cookie and a session that ends within 24 h', async () => {
      const user = await signUpUser(ctx.app);
      const response = await signin(ctx, { email: user.email, password: user.password, rememberMe: false });
      expect(response.statusCode).toBe(200);
      const cookie = sessionSetCookie(response);
      expect(attribute(cookie, 'Max-Age')).toBeUndefined();
      expect(attribute(cookie, 'Expires')).toBeUndefined();
      const row = await sessionRow(ctx, cookie);
      expect(row?.remember_me).toBe(false);
      const expiresIn = (row?.expires_at.getTime() ?? 0) - Date.now();
      expect(expiresIn).toBeGreaterThan(0);
      expect(expiresIn).toBeLessThanOrEqual(24 * 60 * 60 * 1000 + 5000);
    });

    it('stores only a hash of the session token, and the cookie still signs in and out', async () => {
      const user = await signUpUser(ctx.app);
      const response = await signin(ctx, { email: user.email, password: user.password, rememberMe: true });
      const cookie = cookieHeader(response.headers['set-cookie']);
      const tokens = [user.cookie, cookie].map(tokenOf);
      const { rows } = await ctx.database.pool.query<{ token: string; row: string }>(
        'SELECT token, s::text AS row FROM sessions s WHERE user_id = $1',
        [user.userId],
      );
      expect(rows).toHaveLength(2);
      for (const token of tokens) {
        expect(rows.map((r) => r.row).join('\n')).not.toContain(token);
        expect(rows.map((r) => r.token)).toContain(sessionTokenKey(token));
      }
      // better-auth wrote the remembered flag on the row the hash names.
      expect(await sessionRow(ctx, cookie)).toMatchObject({ remember_me: true, user_id: user.userId });
      expect((await ownSymptoms(ctx, { userId: user.userId, cookie })).statusCode).toBe(200);

      const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/signout', headers: { cookie } });
      expect(out.statusCode).toBe(200);
      expect(await sessionCount(ctx, user.userId)).toBe(1);
      expect((await ownSymptoms(ctx, { userId: user.userId, cookie })).statusCode).toBe(401);
      expect((await ownSymptoms(ctx, user)).statusCode).toBe(200);
    });

    it('starts a new session with a different token on every sign-in', async () => {
      const user = await signUpUser(ctx.app);
      const first = await signin(ctx, { email: user.email, password: user.password });
      const second = await signin(ctx, { email: user.email, password: user.password });
      const tokens = [user.cookie, sessionSetCookie(first), sessionSetCookie(second)].map(tokenOf);
      expect(new Set(tokens).size).toBe(3);
      expect(await sessionCount(ctx, user.userId)).toBe(3);
    });

    it('answers an unknown email and a wrong password with the same status and body', async () => {
      const user = await signUpUser(ctx.app);
      const wrongPassword = await signin(ctx, { email: user.email, password: 'Wrong-Password1' });
      const unknownEmail = await signin(ctx, {
        email: 'nobody-here@example.com',
        password: 'Wrong-Password1',
      });
      expect(wrongPassword.statusCode).toBe(401);
      expect(unknownEmail.statusCode).toBe(wrongPassword.statusCode);
      expect(unknownEmail.body).toBe(wrongPassword.body);
      expect(wrongPassword.json()).toEqual({
        error: { code: 'INVALID_CREDENTIALS', message: AUTH_MESSAGES.invalidCredentials },
      });
      expect(setCookies(wrongPassword).some((c) => c.startsWith(`${SESSION_COOKIE}=`))).toBe(false);
    });

    it('answers 400 with the contract message when the password is empty', async () => {
      const response = await signin(ctx, { email: 'someone@example.com', password: '' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { password: AUTH_MESSAGES.passwordRequired },
      });
    });

    it('/auth/status says signed out before and shows the user after sign-in', async () => {
      const user = await signUpUser(ctx.app, { firstName: 'Jordan', lastName: 'Lee' });
      const before = await status(ctx);
      expect(before.statusCode).toBe(200);
      expect(before.json()).toEqual({ authenticated: false, user: null });

      const response = await signin(ctx, { email: user.email, password: user.password });
      const after = await status(ctx, cookieHeader(response.headers['set-cookie']));
      expect(after.statusCode).toBe(200);
      expect(after.headers['cache-control']).toBe('no-store');
      expect(after.json()).toEqual({
        authenticated: true,
        user: {
          id: user.userId,
          email: user.email,
          firstName: 'Jordan',
          lastName: 'Lee',
          role: 'user',
          isPremium: false,
        },
      });
    });

    it('ignores a cookie whose signature does not match', async () => {
      const user = await signUpUser(ctx.app);
      const forged = `${SESSION_COOKIE}=${encodeURIComponent(`${tokenOf(user.cookie)}.AAAA`)}`;
      const response = await status(ctx, forged);
      expect(response.json()).toEqual({ authenticated: false, user: null });
    });
  });

  describe('idle timeout', () => {
    // Direct SQL stands for time passing; the app learns of it as of any change made elsewhere.
    const setIdle = async (cookie: string, minutes: number) => {
      await ctx.database.pool.query(
        `UPDATE sessions SET last_active_at = now() - make_interval(mins => $2::int) WHERE token = $1`,
        [storedKeyOf(cookie), minutes],
      );
      await ctx.app.services.sessions.settle();
    };

    it('ends a non-remembered session after 31 minutes without activity and deletes its row', async () => {
      const user = await signUpUser(ctx.app);
      expect((await ownSymptoms(ctx, user)).statusCode).toBe(200);
      await setIdle(user.cookie, 31);
      const response = await ownSymptoms(ctx, user);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHENTICATED');
      expect(await sessionRow(ctx, user.cookie)).toBeUndefined();
    });

    it('keeps a non-remembered session that was active 29 minutes ago and records the activity', async () => {
      const user = await signUpUser(ctx.app);
      await setIdle(user.cookie, 29);
      expect((await ownSymptoms(ctx, user)).statusCode).toBe(200);
      await expect
        .poll(async () => {
          const { rows } = await ctx.database.pool.query<{ idle: number }>(
            'SELECT EXTRACT(EPOCH FROM now() - last_active_at)::int AS idle FROM sessions WHERE token = $1',
            [storedKeyOf(user.cookie)],
          );
          return rows[0]?.idle;
        })
        .toBeLessThan(60);
    });

    it('does not end a remembered session for inactivity', async () => {
      const user = await signUpUser(ctx.app);
      const response = await signin(ctx, { email: user.email, password: user.password, rememberMe: true });
      const remembered = { userId: user.userId, cookie: cookieHeader(response.headers['set-cookie']) };
      await setIdle(remembered.cookie, 6 * 60);
      expect((await ownSymptoms(ctx, remembered)).statusCode).toBe(200);
      expect(await sessionRow(ctx, remembered.cookie)).toBeDefined();
    });

    it('ends a session whose expiry has passed, remembered or not', async () => {
      const user = await signUpUser(ctx.app);
      const response = await signin(ctx, { email: user.email, password: user.password, rememberMe: true });
      const remembered = { userId: user.userId, cookie: cookieHeader(response.headers['set-cookie']) };
      await ctx.database.pool.query(
        `UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token = $1`,
        [storedKeyOf(remembered.cookie)],
      );
      expect((await ownSymptoms(ctx, remembered)).statusCode).toBe(401);
      expect(await sessionRow(ctx, remembered.cookie)).toBeUndefined();
    });
  });

  describe('sign-out', () => {
    it('invalidates the session on the server and clears the cookie', async () => {
      const user = await signUpUser(ctx.app);
      expect((await ownSymptoms(ctx, user)).statusCode).toBe(200);
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/signout',
        headers: { cookie: user.cookie },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
      expect(attribute(sessionSetCookie(response), 'Max-Age')).toBe('0');

      expect(await sessionRow(ctx, user.cookie)).toBeUndefined();
      expect((await ownSymptoms(ctx, user)).statusCode).toBe(401);
      expect((await status(ctx, user.cookie)).json()).toEqual({ authenticated: false, user: null });
    });

    it('answers 200 when already signed out', async () => {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/signout' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
    });
  });

  describe('cross-origin requests', () => {
    it('refuses a signup whose Origin is another site and creates nothing', async () => {
      const payload = signupPayload();
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        headers: { origin: 'https://evil.example' },
        payload,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('CROSS_ORIGIN_REFUSED');
      const { rows } = await ctx.database.pool.query('SELECT 1 FROM users WHERE email = $1', [payload.email]);
      expect(rows).toHaveLength(0);
    });

    it('refuses a request marked Sec-Fetch-Site: cross-site and signs nobody in', async () => {
      const user = await signUpUser(ctx.app);
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        headers: { 'sec-fetch-site': 'cross-site' },
        payload: { email: user.email, password: user.password },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('CROSS_ORIGIN_REFUSED');
      expect(setCookies(response)).toHaveLength(0);
      expect(await sessionCount(ctx, user.userId)).toBe(1);
    });

    it('refuses an opaque (null) Origin', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        headers: { origin: 'null' },
        payload: signupPayload(),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('CROSS_ORIGIN_REFUSED');
    });

    it('allows the app’s own origin', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        headers: { origin: 'http://localhost:5000', 'sec-fetch-site': 'same-origin' },
        payload: signupPayload(),
      });
      expect(response.statusCode).toBe(201);
    });
  });

  describe('forgot and reset password', () => {
    /** Asks for a reset and waits for the mail the server sends after answering. */
    const forgot = async (email: string) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email },
      });
      await ctx.app.services.background.drain();
      return response;
    };
    const reset = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload });
    const resetTokenFrom = (text: string) => {
      const match = /http:\/\/localhost:5000\/reset-password\?token=([^\s]+)/.exec(text);
      if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
      return decodeURIComponent(match[1]);
    };

    it('answers the same for an unknown email and sends no mail', async () => {
      const sentBefore = ctx.mailer.sent.length;
      const response = await forgot('no-such-account@example.com');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
      expect(ctx.mailer.sent.length).toBe(sentBefore);
    });

    it('emails a reset link, and the link resets the password once', async () => {
      const user = await signUpUser(ctx.app);
      const other = await signin(ctx, { email: user.email, password: user.password, rememberMe: true });
      const otherCookie = cookieHeader(other.headers['set-cookie']);
      expect(await sessionCount(ctx, user.userId)).toBe(2);
      // Both sessions in use (so the server may remember them) before the reset ends them.
      expect((await ownSymptoms(ctx, user)).statusCode).toBe(200);
      expect((await ownSymptoms(ctx, { userId: user.userId, cookie: otherCookie })).statusCode).toBe(200);

      const sentBefore = ctx.mailer.sent.length;
      const response = await forgot(user.email.toUpperCase());
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
      const mails = ctx.mailer.sent.slice(sentBefore);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.to).toBe(user.email);
      const token = resetTokenFrom(mails[0]?.text ?? '');

      const weak = await reset({ token, password: 'weakpass', confirmPassword: 'weakpass' });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: AUTH_MESSAGES.passwordUpper,
        fields: { password: AUTH_MESSAGES.passwordUpper },
      });
      const short = await reset({ token, password: 'Ab1', confirmPassword: 'Ab1' });
      expect(short.json().error.fields.password).toBe(AUTH_MESSAGES.passwordLength);
      const mismatch = await reset({ token, password: 'NewSecret99', confirmPassword: 'NewSecret98' });
      expect(mismatch.json().error.fields.confirmPassword).toBe(AUTH_MESSAGES.passwordsMatch);

      const done = await reset({ token, password: 'NewSecret99', confirmPassword: 'NewSecret99' });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ ok: true });

      expect(await sessionCount(ctx, user.userId)).toBe(0);
      expect((await ownSymptoms(ctx, user)).statusCode).toBe(401);
      expect((await ownSymptoms(ctx, { userId: user.userId, cookie: otherCookie })).statusCode).toBe(401);

      const oldPassword = await signin(ctx, { email: user.email, password: user.password });
      expect(oldPassword.statusCode).toBe(401);
      const newPassword = await signin(ctx, { email: user.email, password: 'NewSecret99' });
      expect(newPassword.statusCode).toBe(200);

      const reused = await reset({ token, password: 'Another1Secret', confirmPassword: 'Another1Secret' });
      expect(reused.statusCode).toBe(400);
      expect(reused.json()).toEqual({
        error: {
          code: 'BAD_REQUEST',
          message: RESET_PASSWORD_MESSAGES.invalidToken,
          fields: { token: RESET_PASSWORD_MESSAGES.invalidToken },
        },
      });
      expect((await signin(ctx, { email: user.email, password: 'NewSecret99' })).statusCode).toBe(200);
    });

    it('stores only a hash of the emailed reset token', async () => {
      const user = await signUpUser(ctx.app);
      const sentBefore = ctx.mailer.sent.length;
      await forgot(user.email);
      const token = resetTokenFrom(ctx.mailer.sent[sentBefore]?.text ?? '');
      const { rows } = await ctx.database.pool.query<{ identifier: string; row: string }>(
        'SELECT identifier, v::text AS row FROM verifications v WHERE value = $1',
        [user.userId],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]?.row).not.toContain(token);
      const { rows: holding } = await ctx.database.pool.query(
        `SELECT id FROM verifications v WHERE strpos(v::text, $1) > 0`,
        [token],
      );
      expect(holding).toHaveLength(0);

      const done = await reset({ token, password: 'NewSecret99', confirmPassword: 'NewSecret99' });
      expect(done.statusCode).toBe(200);
      const again = await reset({ token, password: 'Another1Secret', confirmPassword: 'Another1Secret' });
      expect(again.statusCode).toBe(400);
      expect((await signin(ctx, { email: user.email, password: 'NewSecret99' })).statusCode).toBe(200);
    });

    it('refuses an unknown token', async () => {
      const response = await reset({
        token: 'not-a-real-token',
        password: 'NewSecret99',
        confirmPassword: 'NewSecret99',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(RESET_PASSWORD_MESSAGES.invalidToken);
    });

    it('refuses an expired token', async () => {
      const user = await signUpUser(ctx.app);
      const sentBefore = ctx.mailer.sent.length;
      await forgot(user.email);
      const token = resetTokenFrom(ctx.mailer.sent[sentBefore]?.text ?? '');
      const expired = await ctx.database.pool.query(
        `UPDATE verifications SET expires_at = now() - interval '1 second' WHERE value = $1`,
        [user.userId],
      );
      expect(expired.rowCount).toBe(1);
      const response = await reset({ token, password: 'NewSecret99', confirmPassword: 'NewSecret99' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(RESET_PASSWORD_MESSAGES.invalidToken);
      expect((await signin(ctx, { email: user.email, password: user.password })).statusCode).toBe(200);
    });
  });

  describe('ensureAdmin', () => {
    it('creates an admin who signs in at admin sign-in with the admin role, never at the member sign-in', async () => {
      const result = await ctx.app.services.auth.ensureAdmin('Chief.Admin@Example.com', 'Admin-Secret1');
      expect(result).toEqual({ created: true, userId: expect.any(String) });
      const member = await signin(ctx, { email: 'chief.admin@example.com', password: 'Admin-Secret1' });
      expect(member.statusCode).toBe(403);
      expect(member.json().error.message).toBe(AUTH_MESSAGES.adminSignInElsewhere);
      const admin = await signInAdmin(ctx.app, 'chief.admin@example.com', 'Admin-Secret1');
      expect(admin.userId).toBe(result.userId);
      const me = await status(ctx, admin.cookie);
      expect(me.json().user.role).toBe('admin');
      const { rows } = await ctx.database.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = $1`,
        ['chief.admin@example.com'],
      );
      expect(rows[0]?.n).toBe(1);
    });

    it('promotes an existing user, sets the given password and ends their sessions', async () => {
      const user = await signUpUser(ctx.app);
      expect((await ownSymptoms(ctx, user)).statusCode).toBe(200);
      const result = await ctx.app.services.auth.ensureAdmin(user.email, 'Promoted-Secret2');
      expect(result).toEqual({ created: false, userId: user.userId });
      expect((await ownSymptoms(ctx, user)).statusCode).toBe(401);
      expect((await signin(ctx, { email: user.email, password: user.password })).statusCode).toBe(401);
      await expect(signInAdmin(ctx.app, user.email, user.password)).rejects.toThrow(/401/);
      const admin = await signInAdmin(ctx.app, user.email, 'Promoted-Secret2');
      expect(admin.userId).toBe(user.userId);
      expect((await status(ctx, admin.cookie)).json().user).toMatchObject({ id: user.userId, role: 'admin' });
    });

    it('changes nothing for an admin whose password is already the given one (every start)', async () => {
      await ctx.app.services.auth.ensureAdmin('steady.admin@example.com', 'Steady-Secret4');
      const admin = await signInAdmin(ctx.app, 'steady.admin@example.com', 'Steady-Secret4');
      const before = await ctx.database.pool.query(
        `SELECT password FROM accounts WHERE user_id = $1 AND provider_id = 'credential'`,
        [admin.userId],
      );
      expect(await ctx.app.services.auth.ensureAdmin('steady.admin@example.com', 'Steady-Secret4')).toEqual({
        created: false,
        userId: admin.userId,
      });
      const after = await ctx.database.pool.query(
        `SELECT password FROM accounts WHERE user_id = $1 AND provider_id = 'credential'`,
        [admin.userId],
      );
      expect(after.rows[0].password).toBe(before.rows[0].password);
      expect((await status(ctx, admin.cookie)).json().user).toMatchObject({
        id: admin.userId,
        role: 'admin',
      });
    });

    it('gives a password to an existing account that had none', async () => {
      const user = await signUpUser(ctx.app);
      await ctx.database.pool.query(`DELETE FROM accounts WHERE user_id = $1`, [user.userId]);
      await ctx.app.services.auth.ensureAdmin(user.email, 'Promoted-Secret3');
      const admin = await signInAdmin(ctx.app, user.email, 'Promoted-Secret3');
      expect((await status(ctx, admin.cookie)).json().user).toMatchObject({ id: user.userId, role: 'admin' });
    });
  });

  describe('Google sign-in when not configured', () => {
    it('returns the user to /signin with google_not_configured', async () => {
      const response = await ctx.app.inject({ url: '/auth/google' });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/signin?error=google_not_configured');
    });

    it('keeps where the person was going, and drops a place that is not ours', async () => {
      const kept = await ctx.app.inject({ url: `/auth/google?next=${encodeURIComponent('/chat')}` });
      expect(kept.headers.location).toBe('/signin?error=google_not_configured&next=%2Fchat');
      const dropped = await ctx.app.inject({
        url: `/auth/google?next=${encodeURIComponent('//evil.example')}`,
      });
      expect(dropped.headers.location).toBe('/signin?error=google_not_configured');
    });
  });
});

/** Signs a user up from an address of its own, so the per-IP limit of the other tests is not touched. */
let signupAddress = 0;
async function signUpFrom(ctx: TestContext) {
  signupAddress += 1;
  const payload = signupPayload();
  const response = await signup(ctx, payload, `192.0.2.${signupAddress}`);
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  return {
    userId: response.json().userId as string,
    email: response.json().email as string,
    password: payload.password,
  };
}

describe('auth rate limits', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '3', SIGNIN_FAILURES_PER_15_MIN: '2' });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const expectRateLimited = (response: InjectResponse, message: string) => {
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ error: { code: 'RATE_LIMITED', message } });
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    return retryAfter;
  };

  it('answers the 4th signup from one IP within a minute with 429 and Retry-After, other IPs still pass', async () => {
    const ip = '203.0.113.10';
    for (let i = 0; i < 3; i += 1) {
      expect((await signup(ctx, signupPayload(), ip)).statusCode).toBe(201);
    }
    const payload = signupPayload();
    const retryAfter = expectRateLimited(await signup(ctx, payload, ip), AUTH_MESSAGES.rateLimited);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const { rows } = await ctx.database.pool.query('SELECT 1 FROM users WHERE email = $1', [payload.email]);
    expect(rows).toHaveLength(0);
    expect((await signup(ctx, signupPayload(), '203.0.113.11')).statusCode).toBe(201);
  });

  it('counts every address of one IPv6 /64 network together, and the next network apart', async () => {
    for (let i = 1; i <= 3; i += 1) {
      expect((await signup(ctx, signupPayload(), `2001:db8:7:1::${i}`)).statusCode).toBe(201);
    }
    expectRateLimited(await signup(ctx, signupPayload(), '2001:db8:7:1:ffff::9'), AUTH_MESSAGES.rateLimited);
    expect((await signup(ctx, signupPayload(), '2001:db8:7:2::1')).statusCode).toBe(201);
  });

  it('counts malformed attempts too, before validating them', async () => {
    const ip = '203.0.113.15';
    for (let i = 0; i < 3; i += 1) {
      expect((await signup(ctx, signupPayload({ zipCode: '1' }), ip)).statusCode).toBe(400);
    }
    expectRateLimited(await signup(ctx, signupPayload({ zipCode: '1' }), ip), AUTH_MESSAGES.rateLimited);
    expectRateLimited(await signup(ctx, signupPayload(), ip), AUTH_MESSAGES.rateLimited);
  });

  it('answers the 4th sign-in from one IP within a minute with 429', async () => {
    const user = await signUpFrom(ctx);
    const ip = '203.0.113.20';
    for (let i = 0; i < 3; i += 1) {
      expect((await signin(ctx, { email: user.email, password: user.password }, ip)).statusCode).toBe(200);
    }
    expectRateLimited(
      await signin(ctx, { email: user.email, password: user.password }, ip),
      AUTH_MESSAGES.rateLimited,
    );
    expect(
      (await signin(ctx, { email: user.email, password: user.password }, '203.0.113.21')).statusCode,
    ).toBe(200);
  });

  it('answers the 4th forgot-password from one IP within a minute with 429', async () => {
    const ip = '203.0.113.30';
    const forgot = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'someone@example.com' },
        remoteAddress: ip,
      });
    for (let i = 0; i < 3; i += 1) expect((await forgot()).statusCode).toBe(200);
    expectRateLimited(await forgot(), AUTH_MESSAGES.rateLimited);
  });

  it('locks an email for an address after 2 failed sign-ins from it, even with the right password', async () => {
    const user = await signUpFrom(ctx);
    for (let i = 0; i < 2; i += 1) {
      const failed = await signin(ctx, { email: user.email, password: 'Wrong-Password1' }, '198.51.100.1');
      expect(failed.statusCode).toBe(401);
    }
    const retryAfter = expectRateLimited(
      await signin(ctx, { email: user.email, password: user.password }, '198.51.100.1'),
      AUTH_MESSAGES.tooManyFailures,
    );
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    // Another account is not affected.
    const other = await signUpFrom(ctx);
    expect(
      (await signin(ctx, { email: other.email, password: other.password }, '198.51.100.51')).statusCode,
    ).toBe(200);
  });
});

describe('configurable idle timeout', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ SESSION_IDLE_MINUTES: '5' });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('honours SESSION_IDLE_MINUTES', async () => {
    const user = await signUpUser(ctx.app);
    const setIdle = async (minutes: number) => {
      await ctx.database.pool.query(
        `UPDATE sessions SET last_active_at = now() - make_interval(mins => $2::int) WHERE token = $1`,
        [storedKeyOf(user.cookie), minutes],
      );
      await ctx.app.services.sessions.settle();
    };
    await setIdle(4);
    expect((await ownSymptoms(ctx, user)).statusCode).toBe(200);
    await setIdle(6);
    expect((await ownSymptoms(ctx, user)).statusCode).toBe(401);
    expect(await sessionRow(ctx, user.cookie)).toBeUndefined();
  });
});

describe('forgot password answers before it looks for the account', () => {
  it('answers while the reset mail is still being sent, then sends it', async () => {
    const database = await createTestDatabase();
    const delivered: Mail[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // A mail server that holds every message until released.
    const slowMailer: Mailer = {
      mode: 'smtp',
      async send(mail) {
        await gate;
        delivered.push(mail);
      },
    };
    const app = await buildApp({
      env: testEnv({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' }),
      database,
      sessionSecret: TEST_SESSION_SECRET,
      encryptionKey: TEST_ENCRYPTION_KEY,
      clientDir: null,
      mailer: slowMailer,
    });
    await app.ready();
    try {
      const user = await signUpUser(app);
      const known = await app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: user.email },
      });
      const unknown = await app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'nobody-here@example.com' },
      });
      // Both answered, identically, while the known account's mail is still held by the server.
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.body).toBe(unknown.body);
      expect(delivered).toHaveLength(0);
      release();
      await app.services.background.drain();
      expect(delivered.map((mail) => mail.to)).toEqual([user.email]);
      expect(delivered[0]?.text).toContain('/reset-password?token=');
    } finally {
      release();
      await app.close();
      await database.close();
    }
  });
});
