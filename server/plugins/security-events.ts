import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditAction, AuditLog } from '../lib/audit';
import { errorCodeOf } from './errors';

/** The security events (docs/data-protection.md#security-events). */
export type SecurityEvent = Extract<
  AuditAction,
  'signin_failed' | 'signin_locked' | 'forbidden' | 'cross_site_refused' | 'admin_access'
>;

const SIGN_IN_ROUTE = '/api/auth/signin';
/** Admin sign-in audits its own failures; a lock or rate limit on it is a `signin_locked`. */
const ADMIN_SIGN_IN_ROUTE = '/api/admin/login';

/**
 * Which security event an answer is, if any: a wrong email or password, a sign-in refused by a lock or
 * a rate limit, any 403 (a cross-site refusal apart), and an admin's successful read or change of
 * another person's data (a route naming a `:userId` that is not theirs).
 */
export function securityEventOf(request: FastifyRequest, status: number): SecurityEvent | null {
  const code = errorCodeOf(request);
  if (code === 'CROSS_ORIGIN_REFUSED') return 'cross_site_refused';
  if (status === 403) return 'forbidden';
  const route = request.routeOptions.url;
  if (route === SIGN_IN_ROUTE && code === 'INVALID_CREDENTIALS') return 'signin_failed';
  if ((route === SIGN_IN_ROUTE || route === ADMIN_SIGN_IN_ROUTE) && status === 429) return 'signin_locked';
  const actor = request.actor;
  const subject = (request.params as { userId?: unknown } | undefined)?.userId;
  if (
    status >= 200 &&
    status < 300 &&
    actor?.role === 'admin' &&
    typeof subject === 'string' &&
    subject !== actor.userId
  ) {
    return 'admin_access';
  }
  return null;
}

/**
 * Each security event is logged as one structured line (`securityEvent` names it) and written to the
 * audit log before the answer leaves: who (the signed-in actor, if any), whose account (the email's
 * owner for a failed sign-in, the `:userId` for an admin's access), which route, from where, which
 * request. Never a password, an email or a health value.
 */
export async function registerSecurityEvents(
  app: FastifyInstance,
  options: { audit: AuditLog; userIdOfEmail: (email: string) => Promise<string | null> },
) {
  app.addHook('onSend', async (request, reply, payload) => {
    const event = securityEventOf(request, reply.statusCode);
    if (!event) return payload;
    const route = request.routeOptions.url ?? null;
    let subjectUserId: string | null = null;
    try {
      if (event === 'admin_access') {
        subjectUserId = (request.params as { userId: string }).userId;
      } else if (event === 'signin_failed' || event === 'signin_locked') {
        const body = request.body as { email?: unknown; username?: unknown } | undefined;
        const email = body?.email ?? body?.username;
        if (typeof email === 'string') subjectUserId = await options.userIdOfEmail(email);
      }
      await options.audit.read({
        actorUserId: request.actor?.userId ?? null,
        subjectUserId,
        action: event,
        resource: route ?? 'unrouted',
        resourceId: event === 'admin_access' ? subjectUserId : null,
        requestId: request.id,
        ipAddress: request.ip,
      });
    } catch (error) {
      request.log.error({ err: error, securityEvent: event }, 'security event could not be audited');
    }
    request.log.warn(
      {
        securityEvent: event,
        status: reply.statusCode,
        route,
        method: request.method,
        actorUserId: request.actor?.userId ?? null,
        subjectUserId,
        ip: request.ip,
      },
      'security event',
    );
    return payload;
  });
}
