import { randomBytes, randomUUID } from 'node:crypto';
import { APIError } from 'better-auth';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { REAUTH_MESSAGES, REAUTH_WINDOW_MINUTES } from '../../../contract/account';
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
import type { Db, DbOrTx, Tx } from '../../db/client';
import { accounts, sessions, users, verifications } from '../../db/schema/auth';
import type { BackgroundTasks } from '../../lib/background';
import { rateLimitSubject } from '../../lib/client-address';
import { AppError } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limit';
import {
  type SessionActor,
  type SessionStore,
  sessionTokenKey,
  verifySignedToken,
} from '../../lib/session-store';
import { type BetterAuth, hashPassword, verificationKey, verifyPassword } from './better-auth';
import { assertHardToGuess } from './password-strength';
import { type AccountDetailsUpdate, authRepository } from './repository';

export type { AccountDetails, AccountDetailsUpdate } from './repository';

export type AuthLimits = { failuresPer15Min: number };
export type RequestInfo = { headers: Headers; ip: string };

/** What better-auth needs of a request: its headers, with the client's address as Fastify found it. */
export function requestInfo(request: Pick<FastifyRequest, 'headers' | 'ip'>): RequestInfo {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set('x-forwarded-for', request.ip);
  return { headers, ip: request.ip };
}
export type WithCookies<T> = { result: T; setCookies: string[] };

type SignupInput = z.output<typeof ZSignupRequest>;
type SigninInput = z.output<typeof ZSigninRequest>;
type ResetInput = z.output<typeof ZResetPasswordRequest>;

const FAILURE_WINDOW_SECONDS = 15 * 60;
/**
 * The per-email cap across every address is this many times the per-address limit
 * (docs/product/accounts.md#rate-limits).
 */
export const EMAIL_CAP_FACTOR = 10;
/** Failed sign-ins for one email from one address, and for one email from anywhere. */
const failureKeys = (email: string, ip: string) => {
  const normalised = email.trim().toLowerCase();
  return {
    perAddress: `signin-fail:email-ip:${normalised} ${rateLimitSubject(ip)}`,
    perEmail: `signin-fail:email:${normalised}`,
  };
};
/** Wrong passwords a signed-in person may give a sensitive action in 15 minutes. */
const REAUTH_FAILURES_PER_15_MIN = 10;
/** An email change link works for this long (docs/product/accounts.md#changing-the-email). */
export const EMAIL_CHANGE_TTL_SECONDS = 60 * 60;
/** What `verifications.value` starts with for a user's email change (the erasure finds it by user id). */
const emailChangePrefix = (userId: string) => `change-email:${userId}:`;

export type EmailChangeResult =
  | { ok: true; userId: string; oldEmail: string; newEmail: string; revoked: number }
  | { ok: false; reason: 'invalid' | 'expired' | 'taken' };

/** The start of every per-address key of an email (an email holds no space, so none is cut short). */
const perAddressPrefix = (email: string) => `signin-fail:email-ip:${email.trim().toLowerCase()} `;

/** A digest of a random password, checked against when the email is unknown. Made once, on first use. */
let dummyDigestPromise: Promise<string> | null = null;
const dummyDigest = () => {
  dummyDigestPromise ??= hashPassword(randomBytes(16).toString('base64url'));
  return dummyDigestPromise;
};

export function createAuthService(deps: {
  db: Db;
  auth: BetterAuth;
  limiter: RateLimiter;
  sessions: SessionStore;
  limits: AuthLimits;
  appUrl: string;
  /** Where the reset mail is sent from, after the answer (docs/product/accounts.md#forgot-password). */
  background: BackgroundTasks;
  /** An admin's session ends after this many idle minutes (ADMIN_SESSION_IDLE_MINUTES). */
  adminIdleMinutes: number;
}) {
  const { db, auth, limiter, limits } = deps;

  const profileOf = async (userId: string, tx: DbOrTx = db) => {
    const [row] = await tx
      .select({ id: users.id, email: users.email, firstName: users.firstName, role: users.role })
      .from(users)
      .where(eq(users.id, userId));
    if (!row) throw new AppError('INTERNAL', 'Account not found after sign-in');
    return row;
  };

  const emailExists = async (email: string) => {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return Boolean(row);
  };

  /**
   * better-auth answers 422 both for a known email and for a failed INSERT (which is how a
   * concurrent signup with the same email ends): only those that really are the email say so.
   */
  const asEmailTaken = async (error: unknown, email: string): Promise<unknown> => {
    const isEmailTaken =
      error instanceof APIError &&
      (error.body?.code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' ||
        (error.body?.code === 'FAILED_TO_CREATE_USER' && (await emailExists(email))));
    if (!isEmailTaken) return error;
    return new AppError('CONFLICT', AUTH_MESSAGES.emailTaken, {
      fields: { email: AUTH_MESSAGES.emailTaken },
    });
  };

  const present = (row: { id: string; email: string; firstName: string; role: TRole }): TAuthResponse => ({
    userId: row.id,
    email: row.email,
    firstName: row.firstName,
    role: row.role,
  });

  const signInWithPassword = (input: SigninInput, request: RequestInfo) =>
    auth.api.signInEmail({
      body: { email: input.email, password: input.password, rememberMe: input.rememberMe },
      headers: request.headers,
      returnHeaders: true,
    });

  const lockedOut = (limit: number, retryAfterSeconds: number) => {
    const retryAfter = String(retryAfterSeconds);
    return new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyFailures, {
      headers: {
        'ratelimit-limit': String(limit),
        'ratelimit-remaining': '0',
        'ratelimit-reset': retryAfter,
        'retry-after': retryAfter,
      },
    });
  };

  /** Lifts every sign-in failure lock of an email (a password reset or a new admin password). */
  const clearFailures = (email: string) =>
    Promise.all([
      limiter.resetPrefix(perAddressPrefix(email)),
      limiter.reset(failureKeys(email, '').perEmail),
    ]);

  return {
    async signup(input: SignupInput, request: RequestInfo): Promise<WithCookies<TAuthResponse>> {
      await assertHardToGuess(input.password, input, 'password');
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
        throw await asEmailTaken(error, input.email);
      }
    },

    /**
     * A signup for another role (provider signup, docs/product/practice.md#provider-landing-and-signup):
     * the account as a member's (password rules, terms and privacy accepted now, no ZIP code), then
     * the role and whatever `setUp` writes, in one transaction. If that transaction fails, the
     * account just made is deleted again, so nothing of the attempt is left.
     */
    async signupWithRole<T>(
      input: { firstName: string; lastName: string; email: string; password: string },
      request: RequestInfo,
      role: Exclude<TRole, 'user'>,
      setUp: (tx: Tx, account: TAuthResponse) => Promise<T>,
    ): Promise<WithCookies<{ account: TAuthResponse; setUp: T }>> {
      await assertHardToGuess(input.password, input, 'password');
      const now = new Date();
      const { headers, response } = await auth.api
        .signUpEmail({
          body: {
            name: `${input.firstName} ${input.lastName}`,
            email: input.email,
            password: input.password,
            firstName: input.firstName,
            lastName: input.lastName,
            termsAcceptedAt: now,
            privacyAcceptedAt: now,
            rememberMe: false,
          },
          headers: request.headers,
          returnHeaders: true,
        })
        .catch(async (error: unknown) => {
          throw await asEmailTaken(error, input.email);
        });
      const userId = response.user.id;
      let result: { account: TAuthResponse; setUp: T };
      try {
        result = await db.transaction(async (tx) => {
          await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId));
          const account = present({ ...(await profileOf(userId, tx)), role });
          return { account, setUp: await setUp(tx, account) };
        });
      } catch (error) {
        await authRepository.deleteUser(db, userId, response.user.email);
        deps.sessions.forgetUser(userId);
        throw error;
      }
      // The session made at signup was cached with the member role.
      deps.sessions.forgetUser(userId);
      return { result, setCookies: headers.getSetCookie() };
    },

    /**
     * The lock on failed sign-ins (docs/product/accounts.md#rate-limits) stays here rather than on
     * the route: it keys on the body's email, and a success or a password reset lifts it. Each
     * attempt is counted before its password is checked, in one statement per counter, so parallel
     * attempts cannot all read the same count and let more than the limit reach a password check;
     * an attempt that then succeeds is taken back. The limit is per email and address, so someone
     * elsewhere cannot lock the owner out, with a cap per email across every address ten times
     * higher, so guessing spread over many addresses stays bounded. Its 429 carries the same
     * headers as the route-level limits.
     */
    async signin(input: SigninInput, request: RequestInfo): Promise<WithCookies<TAuthResponse>> {
      const keys = failureKeys(input.email, request.ip);
      const perAddressLimit = limits.failuresPer15Min;
      const perEmailLimit = limits.failuresPer15Min * EMAIL_CAP_FACTOR;
      const perAddress = await limiter.hit(keys.perAddress, perAddressLimit, FAILURE_WINDOW_SECONDS);
      if (!perAddress.allowed) throw lockedOut(perAddressLimit, perAddress.retryAfterSeconds);
      const perEmail = await limiter.hit(keys.perEmail, perEmailLimit, FAILURE_WINDOW_SECONDS);
      if (!perEmail.allowed) {
        // Refused without a check: it does not use up this address's own allowance.
        await limiter.release(keys.perAddress);
        throw lockedOut(perEmailLimit, perEmail.retryAfterSeconds);
      }
      let signedIn: Awaited<ReturnType<typeof signInWithPassword>>;
      try {
        signedIn = await signInWithPassword(input, request);
      } catch (error) {
        if (error instanceof APIError && (error.statusCode === 401 || error.statusCode === 403)) {
          // Unknown email and wrong password answer the same, and both stay counted.
          throw new AppError('INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials);
        }
        // Not a wrong password (the check did not happen or failed): the attempt does not count.
        await Promise.all([limiter.release(keys.perAddress), limiter.release(keys.perEmail)]);
        throw error;
      }
      const { headers, response } = signedIn;
      const profile = await profileOf(response.user.id);
      if (profile.role === 'admin') {
        // Admins sign in at /admin-login with their second factor: the session just made is deleted
        // and no cookie is sent. A right password is not a failure, nor does it lift a lock.
        await deps.sessions.revoke(response.token);
        await Promise.all([limiter.release(keys.perAddress), limiter.release(keys.perEmail)]);
        throw new AppError('FORBIDDEN', AUTH_MESSAGES.adminSignInElsewhere);
      }
      // A success lifts this address's lock and is not a failure on the account's count.
      await Promise.all([limiter.reset(keys.perAddress), limiter.release(keys.perEmail)]);
      await db
        .update(sessions)
        .set({ rememberMe: input.rememberMe })
        .where(eq(sessions.token, sessionTokenKey(response.token)));
      return { result: present(profile), setCookies: headers.getSetCookie() };
    },

    /**
     * The password step of admin sign-in (docs/product/admin.md#sign-in), under the same lock as
     * `signin`: the attempt is counted first (a 429 when locked), then the password is checked
     * without making a session. The answer is the email's account (whatever its role), whether the
     * password is right, and `settle`, which says how the attempt ends: `'signed_in'` lifts this
     * address's lock like a successful sign-in, `'not_counted'` takes the attempt back (a right
     * password on a step that asks for more), `'failed'` leaves it counted (a wrong password, a
     * non-admin, a wrong code).
     */
    async checkPasswordLocked(
      email: string,
      password: string,
      ip: string,
    ): Promise<{
      /** The email's account, if there is one (the password may be wrong). */
      account: { userId: string; role: TRole } | null;
      isPasswordRight: boolean;
      settle(outcome: 'signed_in' | 'not_counted' | 'failed'): Promise<void>;
    }> {
      const keys = failureKeys(email, ip);
      const perAddressLimit = limits.failuresPer15Min;
      const perEmailLimit = limits.failuresPer15Min * EMAIL_CAP_FACTOR;
      const perAddress = await limiter.hit(keys.perAddress, perAddressLimit, FAILURE_WINDOW_SECONDS);
      if (!perAddress.allowed) throw lockedOut(perAddressLimit, perAddress.retryAfterSeconds);
      const perEmail = await limiter.hit(keys.perEmail, perEmailLimit, FAILURE_WINDOW_SECONDS);
      if (!perEmail.allowed) {
        await limiter.release(keys.perAddress);
        throw lockedOut(perEmailLimit, perEmail.retryAfterSeconds);
      }
      const settle = async (outcome: 'signed_in' | 'not_counted' | 'failed') => {
        if (outcome === 'signed_in') {
          await Promise.all([limiter.reset(keys.perAddress), limiter.release(keys.perEmail)]);
        } else if (outcome === 'not_counted') {
          await Promise.all([limiter.release(keys.perAddress), limiter.release(keys.perEmail)]);
        }
      };
      let row: Awaited<ReturnType<typeof authRepository.credentialByEmail>>;
      try {
        row = await authRepository.credentialByEmail(db, email.trim().toLowerCase());
      } catch (error) {
        await settle('not_counted');
        throw error;
      }
      // An unknown email costs one password check too, so the answer's timing does not tell.
      const digest = row?.password ?? (await dummyDigest());
      const isRight = await verifyPassword(digest, password);
      return {
        account: row ? { userId: row.userId, role: row.role } : null,
        isPasswordRight: Boolean(row?.password) && isRight,
        settle,
      };
    },

    /**
     * Makes the session of an admin who has passed the second factor: signed in as `signin` does
     * (never remembered), marked with `second_factor_at`; answers its cookies.
     */
    async startSecondFactorSession(
      email: string,
      password: string,
      request: RequestInfo,
    ): Promise<{ userId: string; setCookies: string[] }> {
      const { headers, response } = await signInWithPassword(
        { email: email.trim().toLowerCase(), password, rememberMe: false },
        request,
      );
      await authRepository.markSecondFactor(db, sessionTokenKey(response.token));
      deps.sessions.forgetUser(response.user.id);
      return { userId: response.user.id, setCookies: headers.getSetCookie() };
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

    /**
     * Starts the reset and returns at once: looking the account up, storing a token and sending the
     * mail happen after the answer, so the answer takes the same time whether or not the account
     * exists.
     */
    forgotPassword(email: string): void {
      deps.background.run('password-reset', () =>
        auth.api.requestPasswordReset({ body: { email, redirectTo: `${deps.appUrl}/reset-password` } }),
      );
    },

    async resetPassword(input: ResetInput): Promise<void> {
      // better-auth consumes the token; read whose it is first so the sign-in lock can be lifted.
      const [pending] = await db
        .select({
          userId: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(verifications)
        .innerJoin(users, eq(users.id, verifications.value))
        .where(eq(verifications.identifier, verificationKey(`reset-password:${input.token}`)));
      // Before better-auth sees the token, so a refused password leaves the link usable.
      await assertHardToGuess(input.password, pending ?? {}, 'password');
      try {
        await auth.api.resetPassword({ body: { newPassword: input.password, token: input.token } });
        // better-auth has deleted the account's sessions (revokeSessionsOnPasswordReset).
        if (pending) deps.sessions.forgetUser(pending.userId);
        // The lock message tells the person to reset their password: a reset ends the lock.
        if (pending) await clearFailures(pending.email);
      } catch (error) {
        if (error instanceof APIError && error.statusCode === 400) {
          throw new AppError('BAD_REQUEST', RESET_PASSWORD_MESSAGES.invalidToken, {
            fields: { token: RESET_PASSWORD_MESSAGES.invalidToken },
          });
        }
        throw error;
      }
    },

    /**
     * Google sign-in has no "Remember me", so its session follows the rule for an unremembered
     * sign-in: the cookie ends with the browser and the session lasts at most 24 h (better-auth
     * would otherwise give it the 30-day lifetime and a persistent cookie).
     */
    async finishExternalSignIn(
      setCookies: string[],
    ): Promise<{ setCookies: string[]; refusedAdmin: boolean }> {
      const ctx = await auth.$context;
      const name = ctx.authCookies.sessionToken.name;
      let refusedAdmin = false;
      const lines = await Promise.all(
        setCookies.map(async (line) => {
          if (!line.startsWith(`${name}=`) || /;\s*max-age=0\s*(;|$)/i.test(line)) return line;
          const token = verifySignedToken(line.slice(name.length + 1).split(';')[0], ctx.secret);
          if (!token) return line;
          if (await authRepository.isAdminSession(db, sessionTokenKey(token))) {
            // An admin signs in at /admin-login only: the session is deleted and the cookie cleared.
            await deps.sessions.revoke(token);
            refusedAdmin = true;
            return `${name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${line.includes('Secure') ? '; Secure' : ''}`;
          }
          await db
            .update(sessions)
            .set({
              rememberMe: false,
              expiresAt: sql`least(${sessions.expiresAt}, now() + interval '24 hours')`,
            })
            .where(eq(sessions.token, sessionTokenKey(token)));
          return line
            .split(';')
            .filter((part) => !/^\s*(max-age|expires)=/i.test(part))
            .join(';');
        }),
      );
      return { setCookies: lines, refusedAdmin };
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

    /**
     * Creates an admin account, or makes an existing account an admin with this password. Runs on
     * every start when ADMIN_EMAIL/ADMIN_PASSWORD are set, so an unchanged password changes nothing
     * (sessions stay); a changed one is set and ends the account's sessions, as a reset does.
     */
    async ensureAdmin(email: string, password: string): Promise<{ created: boolean; userId: string }> {
      const normalised = email.trim().toLowerCase();
      const [existing] = await db
        .select({ id: users.id, role: users.role, password: accounts.password })
        .from(users)
        .leftJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, 'credential')))
        .where(eq(users.email, normalised));
      if (existing) {
        const ctx = await auth.$context;
        const isSamePassword =
          existing.password !== null && (await ctx.password.verify({ hash: existing.password, password }));
        const digest = isSamePassword ? null : await ctx.password.hash(password);
        await db.transaction(async (tx) => {
          if (existing.role !== 'admin') {
            await tx
              .update(users)
              .set({ role: 'admin', updatedAt: new Date() })
              .where(eq(users.id, existing.id));
          }
          if (!digest) return;
          // An account made through Google has no password yet: give it one.
          const updated = await tx
            .update(accounts)
            .set({ password: digest, updatedAt: new Date() })
            .where(and(eq(accounts.userId, existing.id), eq(accounts.providerId, 'credential')))
            .returning({ id: accounts.id });
          if (updated.length === 0) {
            await tx.insert(accounts).values({
              id: ctx.generateId({ model: 'account' }) || randomUUID(),
              userId: existing.id,
              accountId: existing.id,
              providerId: 'credential',
              password: digest,
            });
          }
          await tx.delete(sessions).where(eq(sessions.userId, existing.id));
        });
        deps.sessions.forgetUser(existing.id);
        await clearFailures(normalised);
        return { created: false, userId: existing.id };
      }
      const { user } = await auth.api.signUpEmail({
        body: { name: 'Administrator', email: normalised, password, firstName: 'Admin', lastName: 'User' },
      });
      await db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
      await db.delete(sessions).where(eq(sessions.userId, user.id));
      deps.sessions.forgetUser(user.id);
      return { created: true, userId: user.id };
    },

    /** The account's email, or null when there is no such account (inside the caller's transaction). */
    async emailOf(tx: DbOrTx, userId: string): Promise<string | null> {
      return authRepository.email(tx, userId);
    },

    /**
     * The data export's account sections (docs/product/data-rights.md): the account, its sign-in
     * methods and sessions without their secrets, and the consents given at signup.
     */
    async exportForUser(userId: string) {
      const [user, methods, userSessions] = await Promise.all([
        authRepository.user(db, userId),
        authRepository.signInMethods(db, userId),
        authRepository.sessions(db, userId),
      ]);
      if (!user) throw new Error('No account to export');
      return {
        account: {
          id: user.id,
          email: user.email,
          emailVerified: user.emailVerified,
          firstName: user.firstName,
          lastName: user.lastName,
          name: user.name,
          zipCode: user.zipCode,
          phoneNumber: user.phoneNumber,
          dateOfBirth: user.dateOfBirth,
          role: user.role,
          createdAt: user.createdAt.toISOString(),
          updatedAt: user.updatedAt.toISOString(),
        },
        signInMethods: methods.map((m) => ({
          providerId: m.providerId,
          createdAt: m.createdAt.toISOString(),
        })),
        consents: {
          termsAcceptedAt: user.termsAcceptedAt?.toISOString() ?? null,
          privacyAcceptedAt: user.privacyAcceptedAt?.toISOString() ?? null,
          marketingConsent: user.marketingConsent,
        },
        sessions: userSessions.map((s) => ({
          createdAt: s.createdAt.toISOString(),
          lastActiveAt: s.lastActiveAt.toISOString(),
          expiresAt: s.expiresAt.toISOString(),
          rememberMe: s.rememberMe,
          ipAddress: s.ipAddress,
          userAgent: s.userAgent,
        })),
      };
    },

    /**
     * The account erasure's last step, inside its transaction: every session (signed out everywhere),
     * the sign-in methods, pending verification and reset tokens, and the user row.
     */
    async eraseForUser(tx: DbOrTx, userId: string): Promise<void> {
      const email = await authRepository.email(tx, userId);
      if (email === null) return;
      await authRepository.deleteUser(tx, userId, email);
    },

    // What other areas may read and change of an account. Functions taking a `DbOrTx` first join the
    // caller's transaction.

    /** Name, email, phone, birth date, ZIP code and marketing consent; null for an unknown user. */
    accountDetails: (tx: DbOrTx, userId: string) => authRepository.details(tx, userId),
    emailTakenByOther: (tx: DbOrTx, email: string, userId: string) =>
      authRepository.emailTakenByOther(tx, email, userId),
    updateAccountDetails: (tx: DbOrTx, userId: string, values: AccountDetailsUpdate) =>
      authRepository.updateDetails(tx, userId, values),
    zipCodeOf: (userId: string) => authRepository.zipCodeOf(db, userId),
    /** When the account was created; null for an unknown id. */
    async signedUpAt(userId: string): Promise<Date | null> {
      return (await authRepository.user(db, userId))?.createdAt ?? null;
    },
    /** The progress checklist's 'profile completed': first name, ZIP code and date of birth present. */
    hasCompletedProfile: (userId: string) => authRepository.hasCompletedProfile(db, userId),
    /** How many member accounts (role 'user') exist: the provider landing's figure. */
    countMembers: () => authRepository.countWithRole(db, 'user'),
    /** Display name (null when blank) and email by user id; unknown ids are left out. */
    async contactsOf(userIds: string[]): Promise<Map<string, { name: string | null; email: string }>> {
      const rows = await authRepository.contactsOf(db, [...new Set(userIds)]);
      return new Map(rows.map((row) => [row.id, { name: row.name, email: row.email }]));
    },
    /** First and last name by user id, for names shown in public ('Maya R.'); unknown ids are left out. */
    async namesOf(userIds: string[]): Promise<Map<string, { firstName: string; lastName: string }>> {
      const rows = await authRepository.namesOf(db, [...new Set(userIds)]);
      return new Map(rows.map((row) => [row.id, { firstName: row.firstName, lastName: row.lastName }]));
    },
    /** Sessions still usable: unexpired and not idle (server/lib/session-store.ts). */
    liveSessions: (userId: string, idleMinutes: number) =>
      authRepository.liveSessions(db, userId, idleMinutes, deps.adminIdleMinutes),
    /** Ends every session of the user but `keepSessionId`; how many ended. */
    revokeOtherSessions: (userId: string, keepSessionId: string) =>
      authRepository.deleteOtherSessions(db, userId, keepSessionId),

    /**
     * The check before a sensitive action (docs/product/accounts.md#confirming-it-is-you): the
     * account's current password when given, else a session that began within
     * `REAUTH_WINDOW_MINUTES`. Throws a 403 naming `currentPassword` otherwise; wrong passwords are
     * counted per user, so a borrowed session cannot guess the password without limit.
     */
    async assertIdentityConfirmed(
      who: { userId: string; sessionId: string },
      currentPassword: string | undefined,
    ): Promise<void> {
      if (currentPassword) {
        const key = `reauth-fail:user:${who.userId}`;
        const attempt = await limiter.hit(key, REAUTH_FAILURES_PER_15_MIN, FAILURE_WINDOW_SECONDS);
        if (!attempt.allowed) {
          throw new AppError('RATE_LIMITED', REAUTH_MESSAGES.tooManyAttempts, {
            headers: { 'retry-after': String(attempt.retryAfterSeconds) },
          });
        }
        const account = await authRepository.credentialAccount(db, who.userId);
        if (account?.password && (await verifyPassword(account.password, currentPassword))) {
          await limiter.release(key);
          return;
        }
        throw new AppError('FORBIDDEN', REAUTH_MESSAGES.passwordWrong, {
          fields: { currentPassword: REAUTH_MESSAGES.passwordWrong },
        });
      }
      if (await authRepository.sessionStartedWithin(db, who.sessionId, REAUTH_WINDOW_MINUTES)) return;
      throw new AppError('FORBIDDEN', REAUTH_MESSAGES.passwordNeeded, {
        fields: { currentPassword: REAUTH_MESSAGES.passwordNeeded },
      });
    },

    /**
     * Starts an email change: stores the link's token hashed (like a reset token), expiring after
     * `EMAIL_CHANGE_TTL_SECONDS`, replacing any change started before. Answers the token for the
     * link; the address changes only when it is followed (`confirmEmailChange`).
     */
    async startEmailChange(who: { userId: string; sessionId: string }, newEmail: string): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const prefix = emailChangePrefix(who.userId);
      await db.transaction(async (tx) => {
        await authRepository.deleteEmailChanges(tx, prefix);
        await authRepository.insertVerification(tx, {
          id: randomUUID(),
          identifier: verificationKey(`change-email:${token}`),
          value: prefix + JSON.stringify({ email: newEmail, sessionId: who.sessionId }),
          expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_SECONDS * 1000),
        });
      });
      return token;
    },

    /** The address an unexpired email change of the user waits to switch to, or null. */
    async pendingEmailChange(userId: string): Promise<{ email: string; expiresAt: Date } | null> {
      const prefix = emailChangePrefix(userId);
      const row = await authRepository.pendingVerification(db, prefix);
      if (!row) return null;
      const { email } = JSON.parse(row.value.slice(prefix.length)) as { email: string };
      return { email, expiresAt: row.expiresAt };
    },

    /**
     * Follows an email change link: once only, within its hour. Switches the address (now verified:
     * the link reached it) and ends the account's sessions but the one that asked for the change and
     * `keepSessionId` (the browser following the link, when it is the same person's).
     */
    /** `onChanged` runs inside the switch's transaction (its audit row commits or rolls back with it). */
    async confirmEmailChange(
      token: string,
      keepSessionId: string | null,
      onChanged?: (tx: DbOrTx, userId: string) => Promise<void>,
    ): Promise<EmailChangeResult> {
      const result = await db.transaction(async (tx): Promise<EmailChangeResult> => {
        const row = await authRepository.takeVerification(tx, verificationKey(`change-email:${token}`));
        if (!row?.value.startsWith('change-email:')) return { ok: false, reason: 'invalid' };
        if (row.expired) return { ok: false, reason: 'expired' };
        const rest = row.value.slice('change-email:'.length);
        const userId = rest.slice(0, rest.indexOf(':'));
        const { email, sessionId } = JSON.parse(rest.slice(userId.length + 1)) as {
          email: string;
          sessionId: string;
        };
        const oldEmail = await authRepository.email(tx, userId);
        if (oldEmail === null) return { ok: false, reason: 'invalid' };
        if (await authRepository.emailTakenByOther(tx, email, userId)) return { ok: false, reason: 'taken' };
        await authRepository.updateDetails(tx, userId, { email, emailVerified: true });
        const revoked = await authRepository.deleteSessionsExcept(
          tx,
          userId,
          [sessionId, keepSessionId].filter((id): id is string => Boolean(id)),
        );
        await onChanged?.(tx, userId);
        return { ok: true, userId, oldEmail, newEmail: email, revoked };
      });
      if (result.ok) deps.sessions.forgetUser(result.userId);
      return result;
    },

    /**
     * Sets a new password when `currentPassword` is the account's password, and ends the account's
     * other sessions in the same transaction. Null (nothing changed) when the current password is
     * wrong or the account has none (made through Google). A new password that is too common or
     * easy to guess is refused on `newPassword` first, like the other password rules.
     */
    async changePassword(
      userId: string,
      change: { currentPassword: string; newPassword: string; keepSessionId: string },
    ): Promise<{ revoked: number } | null> {
      await assertHardToGuess(
        change.newPassword,
        (await authRepository.details(db, userId)) ?? {},
        'newPassword',
      );
      const account = await authRepository.credentialAccount(db, userId);
      if (!account?.password || !(await verifyPassword(account.password, change.currentPassword)))
        return null;
      const digest = await hashPassword(change.newPassword);
      return db.transaction(async (tx) => {
        await authRepository.setPassword(tx, account.id, digest);
        return { revoked: await authRepository.deleteOtherSessions(tx, userId, change.keepSessionId) };
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
