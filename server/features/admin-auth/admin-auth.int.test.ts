import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_AUTH_LIMITS, ADMIN_AUTH_MESSAGES } from '../../../contract/admin-auth';
import { AUTH_MESSAGES } from '../../../contract/auth';
import { cookieHeader, createTestApp, signUpUser, type TestContext } from '../../test/harness';
import { totpCode } from './second-factor';

// Admin sign-in with the second factor (docs/product/admin.md#sign-in).

const PASSWORD = 'Admin-Secret-Phrase-9';
const LOCK_LIMIT = 5;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ SIGNIN_FAILURES_PER_15_MIN: String(LOCK_LIMIT) });
});
afterAll(async () => {
  await ctx.close();
});

let addresses = 0;
/** A new client address per test, so that one test's counters do not reach another's. */
const newAddress = () => {
  addresses += 1;
  return `198.51.100.${addresses}`;
};

async function newAdmin() {
  const email = `admin-${randomBytes(4).toString('hex')}@example.com`;
  const { userId } = await ctx.app.services.auth.ensureAdmin(email, PASSWORD);
  return { email, userId };
}

type Body = { username: string; password: string; code?: string; recoveryCode?: string };
const login = (body: Body, remoteAddress: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/login', payload: body, remoteAddress });

const status = (cookie: string) =>
  ctx.app.inject({ method: 'GET', url: '/auth/status', headers: { cookie } }).then((r) => r.json());

async function auditRows(userId: string | null, action: string) {
  const { rows } = await ctx.database.pool.query<{
    actor_user_id: string | null;
    subject_user_id: string | null;
  }>(
    `SELECT actor_user_id, subject_user_id FROM audit_log WHERE action = $1 AND subject_user_id IS NOT DISTINCT FROM $2`,
    [action, userId],
  );
  return rows;
}

/** A new admin who has enrolled (through the endpoint), with the secret and recovery codes. */
async function enrolledAdmin(ip: string) {
  const admin = await newAdmin();
  const offer = await login({ username: admin.email, password: PASSWORD }, ip);
  const { secret } = offer.json() as { secret: string };
  const enrolCode = totpCode(secret);
  const done = await login({ username: admin.email, password: PASSWORD, code: enrolCode }, ip);
  expect(done.statusCode, done.body).toBe(200);
  const { recoveryCodes } = done.json() as { recoveryCodes: string[] };
  return { ...admin, secret, enrolCode, recoveryCodes, cookie: cookieHeader(done.headers['set-cookie']) };
}

describe('admin sign-in', () => {
  it('offers enrolment on the first sign-in, the same secret until confirmed, and signs in with a valid code', async () => {
    const ip = newAddress();
    const admin = await newAdmin();
    const offer = await login({ username: admin.email, password: PASSWORD }, ip);
    expect(offer.statusCode, offer.body).toBe(200);
    const body = offer.json() as { status: string; otpauthUri: string; qrCodeSvg: string; secret: string };
    expect(body.status).toBe('enroll');
    expect(body.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(body.otpauthUri).toContain(`secret=${body.secret}`);
    expect(body.otpauthUri).toMatch(/^otpauth:\/\/totp\/Infinite%20Wellness:/);
    expect(body.qrCodeSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(offer.headers['set-cookie']).toBeUndefined();

    // Stored encrypted; asked again, the same secret is offered.
    const stored = await ctx.database.pool.query<{ secret_enc: string; confirmed_at: Date | null }>(
      'SELECT secret_enc, confirmed_at FROM admin_two_factor WHERE user_id = $1',
      [admin.userId],
    );
    expect(stored.rows[0]?.secret_enc).not.toContain(body.secret);
    expect(stored.rows[0]?.confirmed_at).toBeNull();
    const again = await login({ username: admin.email, password: PASSWORD }, ip);
    expect((again.json() as { secret: string }).secret).toBe(body.secret);

    const done = await login({ username: admin.email, password: PASSWORD, code: totpCode(body.secret) }, ip);
    expect(done.statusCode, done.body).toBe(200);
    const signedIn = done.json() as { status: string; userId: string; role: string; recoveryCodes: string[] };
    expect(signedIn).toMatchObject({ status: 'signed_in', userId: admin.userId, role: 'admin' });
    expect(signedIn.recoveryCodes).toHaveLength(ADMIN_AUTH_LIMITS.recoveryCodes);
    expect(new Set(signedIn.recoveryCodes).size).toBe(ADMIN_AUTH_LIMITS.recoveryCodes);
    const cookie = cookieHeader(done.headers['set-cookie']);
    expect(await status(cookie)).toMatchObject({ authenticated: true, user: { role: 'admin' } });

    // Only hashes of the recovery codes are kept; the session passed the second factor, not remembered.
    const codes = await ctx.database.pool.query<{ code_hash: string }>(
      'SELECT code_hash FROM admin_recovery_codes WHERE user_id = $1',
      [admin.userId],
    );
    expect(codes.rows).toHaveLength(ADMIN_AUTH_LIMITS.recoveryCodes);
    for (const code of signedIn.recoveryCodes) {
      expect(codes.rows.some((row) => row.code_hash.includes(code.replace('-', '')))).toBe(false);
    }
    const sessions = await ctx.database.pool.query<{ second_factor_at: Date | null; remember_me: boolean }>(
      'SELECT second_factor_at, remember_me FROM sessions WHERE user_id = $1',
      [admin.userId],
    );
    expect(sessions.rows).toEqual([{ second_factor_at: expect.any(Date), remember_me: false }]);
    expect(await auditRows(admin.userId, 'second_factor_enrolled')).toHaveLength(1);
    expect(await auditRows(admin.userId, 'admin_signin')).toEqual([
      { actor_user_id: admin.userId, subject_user_id: admin.userId },
    ]);

    // Once confirmed, the password alone asks for a code, and no enrolment is offered again.
    const next = await login({ username: admin.email, password: PASSWORD }, ip);
    expect(next.json()).toEqual({ status: 'code_required' });
  });

  it('refuses a wrong enrolment code and keeps the offer unconfirmed', async () => {
    const ip = newAddress();
    const admin = await newAdmin();
    const offer = await login({ username: admin.email, password: PASSWORD }, ip);
    const { secret } = offer.json() as { secret: string };
    const wrong = String((Number(totpCode(secret)) + 1) % 1_000_000).padStart(6, '0');
    const refused = await login({ username: admin.email, password: PASSWORD, code: wrong }, ip);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.message).toBe(ADMIN_AUTH_MESSAGES.invalidCode);
    expect(refused.headers['set-cookie']).toBeUndefined();
    const again = await login({ username: admin.email, password: PASSWORD }, ip);
    expect(again.json()).toMatchObject({ status: 'enroll', secret });
  });

  it('signs in with a code once set up, refuses a wrong one (audited) and the same step twice', async () => {
    const ip = newAddress();
    const admin = await enrolledAdmin(ip);
    const failedBefore = (await auditRows(admin.userId, 'second_factor_failed')).length;

    const wrong = String((Number(totpCode(admin.secret)) + 7) % 1_000_000).padStart(6, '0');
    const refused = await login({ username: admin.email, password: PASSWORD, code: wrong }, ip);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      error: { code: 'INVALID_CREDENTIALS', message: ADMIN_AUTH_MESSAGES.invalidCode },
    });
    expect(await auditRows(admin.userId, 'second_factor_failed')).toHaveLength(failedBefore + 1);

    // The enrolment's code does not work again, the next step's does, once.
    const reused = await login({ username: admin.email, password: PASSWORD, code: admin.enrolCode }, ip);
    expect(reused.statusCode).toBe(401);
    const nextCode = totpCode(admin.secret, Math.floor(Date.now() / 1000) + ADMIN_AUTH_LIMITS.periodSeconds);
    const ok = await login({ username: admin.email, password: PASSWORD, code: nextCode }, ip);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ status: 'signed_in', userId: admin.userId, role: 'admin' });
    expect(await status(cookieHeader(ok.headers['set-cookie']))).toMatchObject({ authenticated: true });
    const twice = await login({ username: admin.email, password: PASSWORD, code: nextCode }, ip);
    expect(twice.statusCode).toBe(401);
    expect(twice.json().error.message).toBe(ADMIN_AUTH_MESSAGES.invalidCode);
  });

  it('accepts a recovery code once, whatever its case and spacing', async () => {
    const ip = newAddress();
    const admin = await enrolledAdmin(ip);
    const [code] = admin.recoveryCodes;
    if (!code) throw new Error('no recovery code');
    const typed = ` ${code.toUpperCase().replace('-', ' ')} `;
    const used = await login({ username: admin.email, password: PASSWORD, recoveryCode: typed }, ip);
    expect(used.statusCode, used.body).toBe(200);
    expect(await auditRows(admin.userId, 'recovery_code_used')).toHaveLength(1);
    const again = await login({ username: admin.email, password: PASSWORD, recoveryCode: code }, ip);
    expect(again.statusCode).toBe(401);
    expect(again.json().error.message).toBe(ADMIN_AUTH_MESSAGES.invalidCode);
    const { rows } = await ctx.database.pool.query<{ unused: number }>(
      'SELECT count(*)::int AS unused FROM admin_recovery_codes WHERE user_id = $1 AND used_at IS NULL',
      [admin.userId],
    );
    expect(rows[0]?.unused).toBe(ADMIN_AUTH_LIMITS.recoveryCodes - 1);
  });

  it('answers the same 401 to a wrong password, an unknown email and a member, audited, with no offer', async () => {
    const ip = newAddress();
    const admin = await newAdmin();
    const member = await signUpUser(ctx.app);
    const answers = await Promise.all([
      login({ username: admin.email, password: 'Wrong-Password-1' }, ip),
      login({ username: `nobody-${randomBytes(3).toString('hex')}@example.com`, password: PASSWORD }, ip),
      login({ username: member.email, password: member.password }, ip),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({
        error: { code: 'INVALID_CREDENTIALS', message: ADMIN_AUTH_MESSAGES.invalidCredentials },
      });
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
    expect(answers).toHaveLength(3);
    expect(await auditRows(admin.userId, 'admin_signin_failed')).toEqual([
      { actor_user_id: null, subject_user_id: admin.userId },
    ]);
    expect(await auditRows(member.userId, 'admin_signin_failed')).toEqual([
      { actor_user_id: null, subject_user_id: member.userId },
    ]);
    const offers = await ctx.database.pool.query('SELECT 1 FROM admin_two_factor WHERE user_id = ANY($1)', [
      [admin.userId, member.userId],
    ]);
    expect(offers.rows).toHaveLength(0);
  });

  it('locks the account after repeated wrong codes, like failed sign-ins, even for the right code', async () => {
    const ip = newAddress();
    const admin = await enrolledAdmin(ip);
    // Password-only steps do not count, so they cannot lift or fill the lock.
    for (let i = 0; i < LOCK_LIMIT + 2; i += 1) {
      expect((await login({ username: admin.email, password: PASSWORD }, ip)).statusCode).toBe(200);
    }
    for (let i = 0; i < LOCK_LIMIT; i += 1) {
      const wrong = await login({ username: admin.email, password: PASSWORD, code: '000000' }, ip);
      expect(wrong.statusCode).toBe(401);
    }
    const nextCode = totpCode(admin.secret, Math.floor(Date.now() / 1000) + ADMIN_AUTH_LIMITS.periodSeconds);
    const locked = await login({ username: admin.email, password: PASSWORD, code: nextCode }, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toBe(AUTH_MESSAGES.tooManyFailures);
    // From another address the account's own allowance is untouched.
    const elsewhere = await login(
      { username: admin.email, password: PASSWORD, code: nextCode },
      newAddress(),
    );
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });

  it('ends an admin session after 15 minutes without activity, not before', async () => {
    const ip = newAddress();
    const admin = await enrolledAdmin(ip);
    const idle = (minutes: number) =>
      ctx.database.pool.query(
        `UPDATE sessions SET last_active_at = now() - make_interval(mins => $2) WHERE user_id = $1`,
        [admin.userId, minutes],
      );
    await idle(14);
    ctx.app.services.sessions.forgetUser(admin.userId);
    expect(await status(admin.cookie)).toMatchObject({ authenticated: true });
    await idle(16);
    ctx.app.services.sessions.forgetUser(admin.userId);
    expect(await status(admin.cookie)).toEqual({ authenticated: false, user: null });
    const admin2 = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/practitioner-applications',
      headers: { cookie: admin.cookie },
    });
    expect(admin2.statusCode).toBe(401);
  });

  it('lists only the admin’s sessions that still count: past the second factor and active within 15 minutes', async () => {
    const ip = newAddress();
    const admin = await enrolledAdmin(ip);
    const nextCode = totpCode(admin.secret, Math.floor(Date.now() / 1000) + ADMIN_AUTH_LIMITS.periodSeconds);
    const again = await login({ username: admin.email, password: PASSWORD, code: nextCode }, ip);
    expect(again.statusCode, again.body).toBe(200);
    const cookie = cookieHeader(again.headers['set-cookie']);
    const list = () =>
      ctx.app
        .inject({ method: 'GET', url: '/api/user/sessions', headers: { cookie } })
        .then((r) => r.json() as unknown[]);
    expect(await list()).toHaveLength(2);
    // The first session idle for 20 minutes, and one that never passed the second factor.
    await ctx.database.pool.query(
      `UPDATE sessions SET last_active_at = now() - interval '20 minutes'
        WHERE user_id = $1 AND id = (SELECT id FROM sessions WHERE user_id = $1 ORDER BY created_at LIMIT 1)`,
      [admin.userId],
    );
    await ctx.database.pool.query(
      `INSERT INTO sessions (id, token, user_id, expires_at) VALUES ($1, $2, $3, now() + interval '1 hour')`,
      [`s-${randomBytes(6).toString('hex')}`, `sha256:${randomBytes(16).toString('hex')}`, admin.userId],
    );
    expect(await list()).toHaveLength(1);
  });

  it('refuses an admin on the member sign-in: 403 and no session, while members sign in as before', async () => {
    const ip = newAddress();
    const admin = await newAdmin();
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: admin.email, password: PASSWORD, rememberMe: true },
      remoteAddress: ip,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: { code: 'FORBIDDEN', message: AUTH_MESSAGES.adminSignInElsewhere },
    });
    expect(refused.headers['set-cookie']).toBeUndefined();
    const { rows } = await ctx.database.pool.query('SELECT 1 FROM sessions WHERE user_id = $1', [
      admin.userId,
    ]);
    expect(rows).toHaveLength(0);
    // A wrong password stays the usual answer, so the refusal tells nothing without the password.
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: admin.email, password: 'Wrong-Password-1' },
      remoteAddress: ip,
    });
    expect(wrong.statusCode).toBe(401);
    const member = await signUpUser(ctx.app);
    const memberSignin = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: member.email, password: member.password },
      remoteAddress: ip,
    });
    expect(memberSignin.statusCode).toBe(200);
  });

  it('enrols a given secret as confirmed (ADMIN_TOTP_SECRET), changing nothing when it is unchanged', async () => {
    const ip = newAddress();
    const admin = await newAdmin();
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    expect(await ctx.app.services.adminAuth.enrolConfirmed(admin.userId, secret)).toEqual({ changed: true });
    expect(await ctx.app.services.adminAuth.enrolConfirmed(admin.userId, secret)).toEqual({ changed: false });
    expect((await login({ username: admin.email, password: PASSWORD }, ip)).json()).toEqual({
      status: 'code_required',
    });
    const ok = await login({ username: admin.email, password: PASSWORD, code: totpCode(secret) }, ip);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('gives admin:create a new enrolment URI, keeping a confirmed second factor unless reset', async () => {
    const admin = await newAdmin();
    const first = await ctx.app.services.adminAuth.offerEnrolment(admin.userId, admin.email, {
      reset: false,
    });
    expect(first?.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    const secret = new URL(first!.otpauthUri).searchParams.get('secret')!;
    const ip = newAddress();
    const ok = await login({ username: admin.email, password: PASSWORD, code: totpCode(secret) }, ip);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(
      await ctx.app.services.adminAuth.offerEnrolment(admin.userId, admin.email, { reset: false }),
    ).toBeNull();
    const reset = await ctx.app.services.adminAuth.offerEnrolment(admin.userId, admin.email, { reset: true });
    expect(reset?.otpauthUri).not.toBe(first?.otpauthUri);
    expect((await login({ username: admin.email, password: PASSWORD }, ip)).json()).toMatchObject({
      status: 'enroll',
    });
  });
});

describe('admin sign-in rate limit', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '3' });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('answers 429 past the per-address allowance, whatever the credentials', async () => {
    const payload = { username: 'someone@example.com', password: 'Whatever-1' };
    const answers: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await limited.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload,
        remoteAddress: '203.0.113.77',
      });
      answers.push(response.statusCode);
    }
    expect(answers).toEqual([401, 401, 401, 429]);
  });
});
