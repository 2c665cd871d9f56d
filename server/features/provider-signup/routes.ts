import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES } from '../../../contract/auth';
import { ZProviderSignupRequest, ZProviderSignupResponse, ZProviderStats } from '../../../contract/practice';
import { perIp } from '../../plugins/rate-limit';
import { requestInfo } from '../auth/service';
import type { ProviderSignupService } from './service';

/** Provider signup and the provider landing's figures (docs/product/practice.md#api). */
export const providerSignupRoutes: FastifyPluginAsyncZod<{
  service: ProviderSignupService;
  /** Signups per IP per minute: the same allowance as a member's signup (RATE_LIMIT_AUTH_PER_MINUTE). */
  perIpPerMinute: number;
}> = async (app, { service, perIpPerMinute }) => {
  app.post(
    '/api/providers/signup',
    {
      config: {
        rateLimit: perIp('provider-signup', {
          max: perIpPerMinute,
          windowSeconds: 60,
          message: AUTH_MESSAGES.rateLimited,
        }),
      },
      schema: { body: ZProviderSignupRequest, response: { 201: ZProviderSignupResponse } },
    },
    async (request, reply) => {
      const { result, setCookies } = await service.signup(request.body, {
        ...requestInfo(request),
        requestId: request.id,
      });
      if (setCookies.length > 0) reply.header('set-cookie', setCookies);
      return reply.status(201).send(result);
    },
  );

  app.get('/api/providers/stats', { schema: { response: { 200: ZProviderStats } } }, async () =>
    service.stats(),
  );
};
