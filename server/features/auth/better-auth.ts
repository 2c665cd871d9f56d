import { createHash } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins';
import type { Db } from '../../db/client';
import { accounts, sessions, users, verifications } from '../../db/schema/auth';
import type { Mailer } from '../../lib/mailer';
import { withHashedSessionTokens } from './session-token-adapter';

/** OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane. */
// `algorithm: 2` is Algorithm.Argon2id (a const enum, which isolatedModules cannot import).
export const ARGON2_OPTIONS = {
  algorithm: 2 as const,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;
export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);
export const verifyPassword = async (digest: string, password: string) => {
  try {
    return await verify(digest, password);
  } catch {
    return false;
  }
};

/**
 * What the `verifications` table stores in place of an identifier (`reset-password:<token>`, an OAuth
 * state): its SHA-256, base64url. The token itself is only in the emailed link, so a copy of the
 * database cannot reset anyone's password (docs/data-protection.md#sign-in-secrets).
 */
export const verificationKey = (identifier: string): string =>
  createHash('sha256').update(identifier).digest('base64url');

export const REMEMBERED_SESSION_SECONDS = 30 * 24 * 60 * 60;
export const GOOGLE_PROVIDER_ID = 'google';

export type CookieNames = { session: string; dontRemember: string };

/** `__Host-` cookies over https (Secure, Path=/, no Domain); plain names on http://localhost. */
export function cookieNames(secure: boolean): CookieNames {
  const prefix = secure ? '__Host-' : '';
  return { session: `${prefix}iw_session`, dontRemember: `${prefix}iw_dont_remember` };
}

export type BetterAuthDeps = {
  db: Db;
  mailer: Mailer;
  secret: string;
  appUrl: string;
  /** Served over https: Secure, `__Host-` cookies. */
  secureCookies: boolean;
  google?: { clientId: string; clientSecret: string; issuer: string };
  onPasswordResetRequested: (args: { email: string; token: string }) => Promise<void>;
};

export function createBetterAuth(deps: BetterAuthDeps) {
  const names = cookieNames(deps.secureCookies);
  const plugins = deps.google
    ? [
        genericOAuth({
          config: [
            {
              providerId: GOOGLE_PROVIDER_ID,
              clientId: deps.google.clientId,
              clientSecret: deps.google.clientSecret,
              discoveryUrl: `${deps.google.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
              scopes: ['openid', 'email', 'profile'],
              pkce: true,
              mapProfileToUser: (profile: Record<string, unknown>) => {
                const text = (value: unknown) =>
                  typeof value === 'string' ? value.trim().slice(0, 100) : '';
                const firstName = text(profile.given_name) || text(profile.name);
                const lastName = text(profile.family_name);
                // Google may leave out `name`; better-auth would then store an empty display name.
                const name = text(profile.name) || [firstName, lastName].filter(Boolean).join(' ');
                return { name, firstName, lastName };
              },
            },
          ],
        }),
      ]
    : [];

  return betterAuth({
    appName: 'Infinite Wellness',
    baseURL: deps.appUrl,
    basePath: '/api/auth',
    secret: deps.secret,
    trustedOrigins: [deps.appUrl],
    telemetry: { enabled: false },
    // Our own per-IP and per-email limits (server/features/auth/service.ts) guard our auth endpoints.
    rateLimit: { enabled: false },
    // Session tokens are stored as their hash (server/features/auth/session-token-adapter.ts).
    database: withHashedSessionTokens(
      drizzleAdapter(deps.db, {
        provider: 'pg',
        schema: { user: users, session: sessions, account: accounts, verification: verifications },
      }),
    ),
    verification: {
      storeIdentifier: { hash: async (identifier) => verificationKey(identifier) },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      password: {
        hash: hashPassword,
        verify: ({ hash: digest, password }) => verifyPassword(digest, password),
      },
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // Runs after forgot-password has answered (the auth service starts the reset in the
      // background); a failure is only logged: the answer must not tell whether the account exists.
      sendResetPassword: async ({ user, token }) => {
        await deps.onPasswordResetRequested({ email: user.email, token });
      },
    },
    user: {
      // A Google account becomes a new account here only when Google vouches for its email
      // (docs/product/accounts.md#google-sign-in): an unverified address could be someone else's.
      validateUserInfo: ({ user, source }) => {
        if (source.method === 'oauth' && source.action === 'create-user' && user.emailVerified !== true) {
          return { error: 'email_not_verified' };
        }
      },
      additionalFields: {
        firstName: { type: 'string', required: false, defaultValue: '' },
        lastName: { type: 'string', required: false, defaultValue: '' },
        zipCode: { type: 'string', required: false },
        phoneNumber: { type: 'string', required: false },
        dateOfBirth: { type: 'string', required: false },
        marketingConsent: { type: 'boolean', required: false, defaultValue: false },
        termsAcceptedAt: { type: 'date', required: false },
        privacyAcceptedAt: { type: 'date', required: false },
        role: { type: 'string', required: false, defaultValue: 'user', input: false },
      },
    },
    session: {
      expiresIn: REMEMBERED_SESSION_SECONDS,
      // Our session guard (server/lib/session-store.ts) reads the table directly; better-auth never refreshes it.
      disableSessionRefresh: true,
      additionalFields: {
        rememberMe: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
    },
    account: {
      // An existing account is joined to Google only when its email was verified here (better-auth's
      // default requireLocalEmailVerified), so nobody can pre-register someone else's address.
      accountLinking: { enabled: true, trustedProviders: [GOOGLE_PROVIDER_ID] },
      // We never call Google with these tokens; keep them unreadable at rest all the same.
      encryptOAuthTokens: true,
    },
    advanced: {
      useSecureCookies: false,
      cookies: {
        session_token: { name: names.session },
        dont_remember: { name: names.dontRemember },
      },
      defaultCookieAttributes: { secure: deps.secureCookies, sameSite: 'lax', httpOnly: true, path: '/' },
    },
    plugins,
  });
}

export type BetterAuth = ReturnType<typeof createBetterAuth>;
