import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REAUTH_MESSAGES } from '../../../contract/account';
import { PROFILE_MESSAGES } from '../../../contract/profile';
import { createTestApp, signUpUser, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

type User = Awaited<ReturnType<typeof signUpUser>>;

const post = (cookie: string, url: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload });

/** Moves the user's sign-ins 6 minutes into the past: past the window for acting without a password. */
const ageSignIns = (user: User) =>
  ctx.database.pool.query(
    `UPDATE sessions SET created_at = now() - interval '6 minutes' WHERE user_id = $1`,
    [user.userId],
  );

const exportCount = async (user: User) =>
  (await ctx.app.inject({ url: '/api/user/data-exports', headers: { cookie: user.cookie } })).json()
    .length as number;
const accountExists = async (user: User) =>
  (await ctx.database.pool.query('SELECT 1 FROM users WHERE id = $1', [user.userId])).rowCount === 1;

function expectPasswordNeeded(response: Awaited<ReturnType<typeof post>>) {
  expect(response.statusCode).toBe(403);
  expect(response.json().error).toMatchObject({
    code: 'FORBIDDEN',
    message: REAUTH_MESSAGES.passwordNeeded,
    fields: { currentPassword: REAUTH_MESSAGES.passwordNeeded },
  });
}

describe('re-authentication before sensitive actions', () => {
  describe('data export', () => {
    it('is refused without the password long after sign-in, and queues nothing', async () => {
      const user = await signUpUser(ctx.app);
      await ageSignIns(user);
      expectPasswordNeeded(await post(user.cookie, '/api/user/data-export', { requestType: 'export' }));
      const wrong = await post(user.cookie, '/api/user/data-export', {
        requestType: 'export',
        currentPassword: 'not-the-password',
      });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json().error.message).toBe(REAUTH_MESSAGES.passwordWrong);
      expect(await exportCount(user)).toBe(0);
    });

    it('is accepted with the password, and without it right after sign-in', async () => {
      const fresh = await signUpUser(ctx.app);
      expect((await post(fresh.cookie, '/api/user/data-export', { requestType: 'export' })).statusCode).toBe(
        202,
      );
      const aged = await signUpUser(ctx.app);
      await ageSignIns(aged);
      const response = await post(aged.cookie, '/api/user/data-export', {
        requestType: 'export',
        currentPassword: aged.password,
      });
      expect(response.statusCode).toBe(202);
      expect(await exportCount(aged)).toBe(1);
    });
  });

  describe('account deletion', () => {
    it('is refused without the password long after sign-in, and deletes nothing', async () => {
      const user = await signUpUser(ctx.app);
      await ageSignIns(user);
      expectPasswordNeeded(
        await post(user.cookie, '/api/user/delete', { requestType: 'delete', confirm: true }),
      );
      expect(await accountExists(user)).toBe(true);
    });

    it('is accepted with the password, and without it right after sign-in', async () => {
      const aged = await signUpUser(ctx.app);
      await ageSignIns(aged);
      const withPassword = await post(aged.cookie, '/api/user/delete', {
        requestType: 'delete',
        confirm: true,
        currentPassword: aged.password,
      });
      expect(withPassword.statusCode).toBe(200);
      expect(await accountExists(aged)).toBe(false);

      const fresh = await signUpUser(ctx.app);
      expect(
        (await post(fresh.cookie, '/api/user/delete', { requestType: 'delete', confirm: true })).statusCode,
      ).toBe(200);
      expect(await accountExists(fresh)).toBe(false);
    });
  });

  describe('password change', () => {
    it('always needs the current password, even right after sign-in', async () => {
      const user = await signUpUser(ctx.app);
      const missing = await post(user.cookie, '/api/user/change-password', {
        newPassword: 'Brand1New2Words',
        confirmPassword: 'Brand1New2Words',
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.fields.currentPassword).toBe(PROFILE_MESSAGES.currentPasswordRequired);
      await ageSignIns(user);
      const accepted = await post(user.cookie, '/api/user/change-password', {
        currentPassword: user.password,
        newPassword: 'Brand1New2Words',
        confirmPassword: 'Brand1New2Words',
      });
      expect(accepted.statusCode).toBe(200);
    });
  });

  it('limits wrong passwords per person, so a borrowed session cannot keep guessing', async () => {
    const user = await signUpUser(ctx.app);
    await ageSignIns(user);
    const attempt = (currentPassword: string) =>
      post(user.cookie, '/api/user/delete', { requestType: 'delete', confirm: true, currentPassword });
    for (let i = 0; i < 10; i += 1) expect((await attempt(`wrong-${i}`)).statusCode).toBe(403);
    const locked = await attempt(user.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toBe(REAUTH_MESSAGES.tooManyAttempts);
    expect(await accountExists(user)).toBe(true);
  });
});
