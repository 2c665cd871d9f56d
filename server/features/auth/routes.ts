import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { safeReturnPath, withReturnPath } from '../../../common/return-path';
import {
  AUTH_MESSAGES,
  ZAuthResponse,
  ZAuthStatus,
  ZForgotPasswordRequest,
  ZResetPasswordRequest,
  ZSigninRequest,
  ZSignupRequest,
} from '../../../contract/auth';
import { ZOkResponse } from '../../../contract/errors';
import { perIp } from '../../plugins/rate-limit';
import type { BetterAuth } from './better-auth';
import { GOOGLE_PROVIDER_ID } from './better-auth';
import { type AuthService, requestInfo } from './service';

const forward = (reply: FastifyReply, setCookies: string[]) => {
  if (setCookies.length > 0) reply.header('set-cookie', setCookies);
};

/** The auth calls, with password reset and Google sign-in (docs/product/accounts.md#api). */
export const authRoutes: FastifyPluginAsyncZod<{
  service: AuthService;
  auth: BetterAuth;
  isPremium: (userId: string) => Promise<boolean>;
  googleEnabled: boolean;
  /** Sign-up, sign-in and password-reset requests per IP per minute (RATE_LIMIT_AUTH_PER_MINUTE). */
  perIpPerMinute: number;
}> = async (app, { service, auth, isPremium, googleEnabled, perIpPerMinute }) => {
  // Per IP and per action; forgot and reset password share one allowance.
  const limit = (action: 'signup' | 'signin' | 'password-reset') =>
    perIp(action, { max: perIpPerMinute, windowSeconds: 60, message: AUTH_MESSAGES.rateLimited });

  app.post(
    '/api/auth/signup',
    {
      config: { rateLimit: limit('signup') },
      schema: { body: ZSignupRequest, response: { 201: ZAuthResponse } },
    },
    async (request, reply) => {
      const { result, setCookies } = await service.signup(request.body, requestInfo(request));
      forward(reply, setCookies);
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/api/auth/signin',
    {
      config: { rateLimit: limit('signin') },
      schema: { body: ZSigninRequest, response: { 200: ZAuthResponse } },
    },
    async (request, reply) => {
      const { result, setCookies } = await service.signin(request.body, requestInfo(request));
      forward(reply, setCookies);
      return result;
    },
  );

  // Signing out without a session is fine (200): the session guard reads it without requiring it.
  app.post(
    '/api/auth/signout',
    { onRequest: app.guards.session, schema: { response: { 200: ZOkResponse } } },
    async (request, reply) => {
      forward(reply, await service.signout(request.session, requestInfo(request)));
      return { ok: true as const };
    },
  );

  app.get(
    '/auth/status',
    { onRequest: app.guards.session, schema: { response: { 200: ZAuthStatus } } },
    async (request) => {
      const session = request.session;
      return service.status(session, session ? await isPremium(session.userId) : false);
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      config: { rateLimit: limit('password-reset') },
      schema: { body: ZForgotPasswordRequest, response: { 200: ZOkResponse } },
    },
    async (request) => {
      service.forgotPassword(request.body.email);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { rateLimit: limit('password-reset') },
      schema: { body: ZResetPasswordRequest, response: { 200: ZOkResponse } },
    },
    async (request) => {
      await service.resetPassword(request.body);
      return { ok: true as const };
    },
  );

  // `?next=` (one of our paths) comes back through /signin or /signup, which move on to it
  // (docs/product/accounts.md#returning-after-sign-in).
  app.get('/auth/google', async (request, reply) => {
    const next = safeReturnPath((request.query as Record<string, unknown> | undefined)?.next);
    const failed = (error: string) =>
      `/signin?error=${error}${next ? `&next=${encodeURIComponent(next)}` : ''}`;
    if (!googleEnabled) return reply.redirect(failed('google_not_configured'));
    try {
      const { headers, response } = await auth.api.signInSocial({
        body: {
          provider: GOOGLE_PROVIDER_ID,
          callbackURL: next ? withReturnPath('/signin', next) : '/',
          newUserCallbackURL: next ? withReturnPath('/signup', next) : '/onboarding-tour',
          errorCallbackURL: failed('google_failed'),
        },
        headers: requestInfo(request).headers,
        returnHeaders: true,
      });
      forward(reply, headers.getSetCookie());
      if (!response.url) return reply.redirect(failed('google_failed'));
      return reply.redirect(response.url);
    } catch (error) {
      request.log.warn({ err: error }, 'Google sign-in could not start');
      return reply.redirect(failed('google_failed'));
    }
  });

  // The OpenID Connect redirect back from the provider is handled by better-auth itself.
  app.get(
    '/api/auth/callback/:providerId',
    { schema: { params: z.object({ providerId: z.string().max(50) }) } },
    async (request, reply) => {
      const url = new URL(request.url, `${request.protocol}://${request.host}`);
      const response = await auth.handler(
        new Request(url, { method: 'GET', headers: requestInfo(request).headers }),
      );
      const finished = await service.finishExternalSignIn(response.headers.getSetCookie());
      forward(reply, finished.setCookies);
      // An admin account gets no session here (docs/product/admin.md#sign-in).
      if (finished.refusedAdmin) return reply.redirect('/signin?error=admin_account');
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') reply.header(key, value);
      });
      return reply.send(await response.text());
    },
  );
};
