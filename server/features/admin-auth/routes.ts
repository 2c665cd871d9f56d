import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdminLoginRequest, ZAdminLoginResponse } from '../../../contract/admin-auth';
import { AUTH_MESSAGES } from '../../../contract/auth';
import { perIp } from '../../plugins/rate-limit';
import { requestInfo } from '../auth/service';
import type { AdminAuthService } from './service';

/**
 * `POST /api/admin/login` (docs/product/admin.md#sign-in): public, limited per IP like the member
 * sign-in, and under the same lock on failed attempts per account.
 */
export const adminAuthRoutes: FastifyPluginAsyncZod<{
  service: AdminAuthService;
  /** Requests per IP per minute (RATE_LIMIT_AUTH_PER_MINUTE). */
  perIpPerMinute: number;
}> = async (app, { service, perIpPerMinute }) => {
  app.post(
    '/api/admin/login',
    {
      config: {
        rateLimit: perIp('admin-login', {
          max: perIpPerMinute,
          windowSeconds: 60,
          message: AUTH_MESSAGES.rateLimited,
        }),
      },
      schema: { body: ZAdminLoginRequest, response: { 200: ZAdminLoginResponse } },
    },
    async (request, reply) => {
      const { result, setCookies } = await service.login(request.body, {
        ...requestInfo(request),
        requestId: request.id,
      });
      if (setCookies.length > 0) reply.header('set-cookie', setCookies);
      return result;
    },
  );
};
