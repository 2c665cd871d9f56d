import { APIError } from 'better-auth';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  AUTH_MESSAGES,
  RESET_PASSWORD_MESSAGES,
  type TAuthResponse,
  type TAuthStatus,
  type TRole,
  type ZResetPasswordRequest,
  type ZSigninRequest,
  type ZSignupRequest,
} from '../../../contract/auth';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limit';
import type { BetterAuth } from './better-auth';
import type { SessionActor, SessionStore } from './session';

export type AuthLimits = { perIpPerMinute: number; failuresPer15Min: number };
export type RequestInfo = { headers: Headers; ip: string };
export type WithCookies<T> = { result: T; setCookies: string[] };

type SignupInput = z.output<typeof ZSignupRequest>;
type SigninInput = z.output<typeof ZSigninRequest>;
type ResetInput = z.output<typeof ZResetPasswordRequest>;

const FAILURE_WINDOW_SECONDS = 15 * 60;

export function createAuthService(deps: {
  db: Db;
  auth: BetterAuth;
  limiter: RateLimiter;
  sessions: SessionStore;
  limits: AuthLimits;
  appUrl: string;
}) {
  const { db, auth, limiter, limits } = deps;

  const limitPerIp = async (action: string, ip: string) => {
    const hit = await limiter.hit(`${action}:ip:${ip}`, limits.perIpPerMinute, 60);
    if (!hit.allowed) {
      throw new AppError('RATE_LIMITED', AUTH_MESSAGES.rateLimited, {
        headers: { 'retry-after': String(hit.retryAfterSeconds) },
      });
    }
  };

  const profileOf = async (userId: string) => {
    const [row] = await db
      .select({ id: users.id, email: users.email, firstName: users.firstName, role: users.role })
      .from(users)
      .where(eq(users.id, userId));
    if (!row) throw new AppError('INTERNAL', 'Account not found after sign-in');
    return row;
  };

  const present = (row: { id: string; email: string; firstName: string; role: TRole }): TAuthResponse => ({
    userId: row.id,
    email: row.email,
    firstName: row.firstName,
    role: row.role,
  });

  return {
    async signup(input: SignupInput, request: RequestInfo): Promise<WithCookies<TAuthResponse>> {
      await limitPerIp('signup', request.ip);
      const now = new Date();
      try {
        const { headers, response } = await auth.api.signUpEmail({
          body: {
            name: `${input.firstName} ${input.lastName}`,
            email: input.email,
            password: input.password,
            firstName: input.firstName,
            lastName: input.lastName,
            zipCode: input.zipCode,
            phoneNumber: input.phoneNumber || undefined,
            dateOfBirth: input.dateOfBirth || undefined,
            marketingConsent: input.marketingConsent,
            termsAcceptedAt: now,
            privacyAcceptedAt: now,
            // A new account's first session is not remembered: it ends with the browser.
            rememberMe: false,
          },
          headers: request.headers,
          returnHeaders: true,
        });
        return { result: present(await profileOf(response.user.id)), setCookies: headers.getSetCookie() };
      } catch (error) {
        if (
          error instanceof APIError &&
          (error.status === 'UNPROCESSABLE_ENTITY' || error.statusCode === 422)
        ) {
          throw new AppError('CONFLICT', AUTH_MESSAGES.emailTaken, {
            fields: { email: AUTH_MESSAGES.emailTaken },
          });
        }
        throw error;
      }
    },

    async signin(input: SigninInput, request: RequestInfo): Promise<WithCookies<TAuthResponse>> {
      await limitPerIp('signin', request.ip);
      const failureKey = `signin-fail:email:${input.email}`;
      const failures = await limiter.peek(failureKey, limits.failuresPer15Min, FAILURE_WINDOW_SECONDS);
      if (!failures.allowed) {
        throw new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyFailures, {
          headers: { 'retry-after': String(failures.retryAfterSeconds) },
        });
      }
      try {
        const { headers, response } = await auth.api.signInEmail({
          body: { email: input.email, password: input.password, rememberMe: input.rememberMe },
          headers: request.headers,
          returnHeaders: true,
        });
        await db
          .update(sessions)
          .set({ rememberMe: input.rememberMe })
          .where(eq(sessions.token, response.token));
        await limiter.reset(failureKey);
        return { result: present(await profileOf(response.user.id)), setCookies: headers.getSetCookie() };
      } catch (error) {
        if (error instanceof APIError && (error.statusCode === 401 || error.statusCode === 403)) {
          await limiter.hit(failureKey, limits.failuresPer15Min, FAILURE_WINDOW_SECONDS);
          // Unknown email and wrong password answer the same.
          throw new AppError('INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials);
        }
        throw error;
      }
    },

    async signout(session: SessionActor | null, request: RequestInfo): Promise<string[]> {
      if (session) await deps.sessions.revoke(session.token);
      const { headers } = await auth.api
        .signOut({ headers: request.headers, returnHeaders: true })
        .catch(() => ({
          headers: new Headers(),
        }));
      return headers.getSetCookie();
    },

    async forgotPassword(email: string, request: RequestInfo): Promise<void> {
      await limitPerIp('password-reset', request.ip);
      // better-auth answers the same whether or not the account exists.
      await auth.api.requestPasswordReset({ body: { email, redirectTo: `${deps.appUrl}/reset-password` } });
    },

    async resetPassword(input: ResetInput, request: RequestInfo): Promise<void> {
      await limitPerIp('password-reset', request.ip);
      try {
        await auth.api.resetPassword({ body: { newPassword: input.password, token: input.token } });
      } catch (error) {
        if (error instanceof APIError && error.statusCode === 400) {
          throw new AppError('BAD_REQUEST', RESET_PASSWORD_MESSAGES.invalidToken, {
            fields: { token: RESET_PASSWORD_MESSAGES.invalidToken },
          });
        }
        throw error;
      }
    },

    status(session: SessionActor | null, isPremium: boolean): TAuthStatus {
      if (!session) return { authenticated: false, user: null };
      return {
        authenticated: true,
        user: {
          id: session.userId,
          email: session.email,
          firstName: session.firstName,
          lastName: session.lastName,
          role: session.role,
          isPremium,
        },
      };
    },

    /** Creates an admin account, or makes an existing account an admin with this password. */
    async ensureAdmin(email: string, password: string): Promise<{ created: boolean }> {
      const normalised = email.trim().toLowerCase();
      const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, normalised));
      if (existing) {
        await db.update(users).set({ role: 'admin', updatedAt: new Date() }).where(eq(users.id, existing.id));
        const ctx = await auth.$context;
        await ctx.internalAdapter.updatePassword(existing.id, await ctx.password.hash(password));
        return { created: false };
      }
      const { user } = await auth.api.signUpEmail({
        body: { name: 'Administrator', email: normalised, password, firstName: 'Admin', lastName: 'User' },
      });
      await db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
      await db.delete(sessions).where(eq(sessions.userId, user.id));
      return { created: true };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
