import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REAUTH_MESSAGES } from '../../../contract/account';
import { CONFIRM_EMAIL_MESSAGES, PROFILE_LIMITS } from '../../../contract/profile';
import { signinPayload, uniqueEmail } from '../../test/factories';
import { cookieHeader, createTestApp, signUpUser, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

type User = Awaited<ReturnType<typeof signUpUser>>;

const patchProfile = (cookie: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/user/profile', headers: { cookie }, payload });
const profileOf = async (cookie: string) =>
  (await ctx.app.inject({ url: '/api/user/profile', headers: { cookie } })).json() as {
    email: string;
    pendingEmail: string | null;
    firstName: string;
    emailVerified: boolean;
  };
const confirm = (token: string, cookie?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/user/confirm-email',
    payload: { token },
    headers: cookie ? { cookie } : {},
  });
const signIn = async (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/signin', payload: signinPayload({ email, password }) });

/** Moves the user's sign-ins 6 minutes into the past: past the window for acting without a password. */
const ageSignIns = (user: User) =>
  ctx.database.pool.query(
    `UPDATE sessions SET created_at = now() - interval '6 minutes' WHERE user_id = $1`,
    [user.userId],
  );

/** Mails sent to `to` since the test began, once the background work is done. */
async function mailsTo(to: string) {
  await ctx.app.services.background.drain();
  return ctx.mailer.sent.filter((mail) => mail.to === to);
}

const tokenIn = (text: string) => {
  const match = /\/confirm-email\?token=([^\s]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no confirmation link in: ${text}`);
  return decodeURIComponent(match[1]);
};

/** Starts a change with the password on an aged session, and answers the link's token. */
async function startChange(user: User, newEmail: string) {
  await ageSignIns(user);
  const response = await patchProfile(user.cookie, {
    firstName: 'Maya',
    lastName: 'Rivera',
    email: newEmail,
    currentPassword: user.password,
  });
  expect(response.statusCode).toBe(200);
  const [mail] = await mailsTo(newEmail);
  expect(mail).toBeDefined();
  return tokenIn(mail?.text ?? '');
}

describe('changing the email', () => {
  it('refuses an email change without the password long after sign-in, saving nothing', async () => {
    const user = await signUpUser(ctx.app);
    await ageSignIns(user);
    const newEmail = uniqueEmail();
    const response = await patchProfile(user.cookie, {
      firstName: 'Changed',
      lastName: 'Rivera',
      email: newEmail,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      message: REAUTH_MESSAGES.passwordNeeded,
      fields: { currentPassword: REAUTH_MESSAGES.passwordNeeded },
    });
    const wrong = await patchProfile(user.cookie, {
      firstName: 'Changed',
      lastName: 'Rivera',
      email: newEmail,
      currentPassword: 'not-the-password',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.message).toBe(REAUTH_MESSAGES.passwordWrong);
    expect(await profileOf(user.cookie)).toMatchObject({
      email: user.email,
      firstName: 'Maya',
      pendingEmail: null,
    });
    expect(await mailsTo(newEmail)).toHaveLength(0);
  });

  it('with the password, keeps the old email until the link mailed to the new one is followed', async () => {
    const user = await signUpUser(ctx.app);
    const newEmail = uniqueEmail();
    await ageSignIns(user);
    const response = await patchProfile(user.cookie, {
      firstName: 'Mia',
      lastName: 'Rivera',
      email: newEmail.toUpperCase(),
      currentPassword: user.password,
    });
    expect(response.statusCode).toBe(200);
    // The other fields are saved at once; the email waits.
    expect(response.json()).toMatchObject({ firstName: 'Mia', email: user.email, pendingEmail: newEmail });
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
    expect((await signIn(newEmail, user.password)).statusCode).toBe(401);

    const [mail] = await mailsTo(newEmail);
    const token = tokenIn(mail?.text ?? '');
    // Stored as its hash only, like a reset token.
    const { rows } = await ctx.database.pool.query<{ row: string }>(
      'SELECT v::text AS row FROM verifications v',
    );
    expect(rows.map((r) => r.row).join('\n')).not.toContain(token);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email: newEmail });
    expect(await profileOf(user.cookie)).toMatchObject({
      email: newEmail,
      pendingEmail: null,
      emailVerified: true,
    });
    expect((await signIn(newEmail, user.password)).statusCode).toBe(200);
    expect((await signIn(user.email, user.password)).statusCode).toBe(401);
    const audited = await ctx.database.pool.query(
      `SELECT 1 FROM audit_log WHERE subject_user_id = $1 AND action = 'update' AND resource = 'account_email'`,
      [user.userId],
    );
    expect(audited.rowCount).toBe(1);
  });

  it('tells the old address, masked, and how to react if it was not them', async () => {
    const user = await signUpUser(ctx.app);
    const newEmail = `nora.${Date.now()}@example.org`;
    await startChange(user, newEmail);
    const notices = await mailsTo(user.email);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain('n***@example.org');
    expect(notices[0]?.text).not.toContain(newEmail);
    expect(notices[0]?.text).toContain('/forgot-password');
  });

  it('signs out the other sessions once the email has changed, keeping the one that asked', async () => {
    const user = await signUpUser(ctx.app);
    const other = cookieHeader((await signIn(user.email, user.password)).headers['set-cookie']);
    const token = await startChange(user, uniqueEmail());
    // Still signed in elsewhere until the link is followed.
    expect((await ctx.app.inject({ url: '/api/user/profile', headers: { cookie: other } })).statusCode).toBe(
      200,
    );
    expect((await confirm(token)).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/user/profile', headers: { cookie: other } })).statusCode).toBe(
      401,
    );
    expect(
      (await ctx.app.inject({ url: '/api/user/profile', headers: { cookie: user.cookie } })).statusCode,
    ).toBe(200);
  });

  it('refuses a link used twice, an unknown one and an expired one, changing nothing', async () => {
    const user = await signUpUser(ctx.app);
    const first = uniqueEmail();
    const token = await startChange(user, first);
    expect((await confirm(token)).statusCode).toBe(200);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(CONFIRM_EMAIL_MESSAGES.invalid);
    expect((await confirm('no-such-token')).json().error.message).toBe(CONFIRM_EMAIL_MESSAGES.invalid);

    const second = uniqueEmail();
    const late = await startChange(user, second);
    await ctx.database.pool.query(
      `UPDATE verifications SET expires_at = now() - interval '1 second' WHERE value LIKE $1`,
      [`change-email:${user.userId}:%`],
    );
    expect((await profileOf(user.cookie)).pendingEmail).toBeNull();
    const expired = await confirm(late);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.message).toBe(CONFIRM_EMAIL_MESSAGES.expired);
    expect((await profileOf(user.cookie)).email).toBe(first);
  });

  it('accepts a change without the password right after signing in', async () => {
    const user = await signUpUser(ctx.app);
    const newEmail = uniqueEmail();
    const response = await patchProfile(user.cookie, {
      firstName: 'Maya',
      lastName: 'Rivera',
      email: newEmail,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: user.email, pendingEmail: newEmail });
  });

  it('saves the other fields without a password when the email stays the same', async () => {
    const user = await signUpUser(ctx.app);
    await ageSignIns(user);
    const response = await patchProfile(user.cookie, {
      firstName: 'Mila',
      lastName: 'Rivera',
      email: user.email,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstName: 'Mila', email: user.email, pendingEmail: null });
  });
});

describe('guessing a confirmation link', () => {
  it('is refused after 20 attempts per address in 15 minutes, right or wrong, while other addresses go on', async () => {
    const attempt = (remoteAddress: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/user/confirm-email',
        payload: { token: 'guessed-token-value' },
        remoteAddress,
      });
    for (let i = 0; i < PROFILE_LIMITS.confirmEmailPerIpPer15Min; i += 1) {
      const response = await attempt('203.0.113.77');
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(CONFIRM_EMAIL_MESSAGES.invalid);
    }
    const refused = await attempt('203.0.113.77');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(CONFIRM_EMAIL_MESSAGES.rateLimited);
    expect((await attempt('203.0.113.78')).statusCode).toBe(400);
  });
});
