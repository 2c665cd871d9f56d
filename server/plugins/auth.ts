import type { FastifyReply, FastifyRequest, onRequestHookHandler, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { TRole } from '../../contract/auth';
import { AppError, forbidden, unauthenticated } from '../lib/errors';
import { type SessionActor, type SessionStore, verifySignedToken } from '../lib/session-store';

/** Who is acting, passed explicitly to every service (docs/conventions.md#thin-routes-services-that-take-the-actor). */
export type Actor = { userId: string; role: TRole; requestId: string; ip: string; sessionId: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guards; null when signed out. */
    session: SessionActor | null;
    actor: Actor | null;
  }
  interface FastifyInstance {
    /** Loads the session from the cookie (cached per request); null when signed out or expired. */
    loadSession(request: FastifyRequest): Promise<SessionActor | null>;
    guards: {
      user: onRequestHookHandler;
      role(...roles: TRole[]): onRequestHookHandler;
      /** Loads the session when there is one and never refuses (sign-out, the auth status). */
      session: onRequestHookHandler;
      /** What a hook of these guards asks for, by identity (the API reference reads it); else undefined. */
      requirementOf(hook: unknown): GuardRequirement | undefined;
    };
  }
}

/** A guard's requirement: a session (of one of `roles`, when any are listed), or an optional one. */
export type GuardRequirement = { session: 'required' | 'optional'; roles: readonly TRole[] };

const VERIFIED_COOKIES_MAX = 10_000;

export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthenticated();
  return request.actor;
}

export default fp(
  async (app, options: { store: SessionStore; secret: string; cookieName: string }) => {
    app.decorateRequest('session', null);
    app.decorateRequest('actor', null);

    // The signature check (an HMAC) depends only on the cookie text: a cookie seen before is not
    // checked again. Only valid cookies are kept; whether the session lives is asked every time.
    const verified = new Map<string, string>();
    const tokenOf = (cookie: string | undefined) => {
      if (!cookie) return null;
      const known = verified.get(cookie);
      if (known !== undefined) return known;
      const token = verifySignedToken(cookie, options.secret);
      if (token) {
        if (verified.size >= VERIFIED_COOKIES_MAX) verified.clear();
        verified.set(cookie, token);
      }
      return token;
    };

    const loaded = new WeakSet<FastifyRequest>();
    app.decorate('loadSession', async (request: FastifyRequest) => {
      if (loaded.has(request)) return request.session;
      loaded.add(request);
      const token = tokenOf(request.cookies[options.cookieName]);
      const session = token ? await options.store.load(token) : null;
      request.session = session;
      request.actor = session
        ? {
            userId: session.userId,
            role: session.role,
            requestId: request.id,
            ip: request.ip,
            sessionId: session.sessionId,
          }
        : null;
      return session;
    });

    const requirements = new WeakMap<object, GuardRequirement>();
    const user: onRequestHookHandler = async (request: FastifyRequest, _reply: FastifyReply) => {
      if (!(await app.loadSession(request))) throw unauthenticated();
    };
    requirements.set(user, { session: 'required', roles: [] });
    const role = (...roles: TRole[]): onRequestHookHandler => {
      const guard: onRequestHookHandler = async (request: FastifyRequest) => {
        const session = await app.loadSession(request);
        if (!session) throw unauthenticated();
        if (!roles.includes(session.role)) throw forbidden();
      };
      requirements.set(guard, { session: 'required', roles });
      return guard;
    };
    const session: onRequestHookHandler = async (request: FastifyRequest) => {
      await app.loadSession(request);
    };
    requirements.set(session, { session: 'optional', roles: [] });
    const requirementOf = (hook: unknown) =>
      typeof hook === 'function' ? requirements.get(hook) : undefined;
    app.decorate('guards', { user, role, session, requirementOf });

    // A signed-in request whose answer sets or clears the session cookie (sign-out, account
    // deletion, a new sign-in) has ended or replaced its session: this instance forgets the user's
    // sessions before the answer leaves, so the next request reads them from the database.
    const cookiePrefix = `${options.cookieName}=`;
    const forgetEndedSession: onSendHookHandler = (request, reply, payload, done) => {
      if (request.session) {
        const header = reply.getHeader('set-cookie');
        const lines = Array.isArray(header) ? header : typeof header === 'string' ? [header] : [];
        if (lines.some((line) => line.startsWith(cookiePrefix)))
          options.store.forgetUser(request.session.userId);
      }
      done(null, payload);
    };
    app.addHook('onSend', forgetEndedSession);
  },
  { name: 'auth-guards', dependencies: ['@fastify/cookie'] },
);

export { AppError };
