import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZInsightsQuery, ZInsightsResponse } from '../../../contract/insights';
import { actorOf } from '../../plugins/auth';
import type { InsightsService } from './service';

/**
 * GET /api/insights?period=&metric=&tz=&userId= (docs/product/insights.md#api): the signed-in person's
 * insights; `userId` is read for admins only (audited), anyone else gets their own.
 */
export const insightsRoutes: FastifyPluginAsyncZod<{ service: InsightsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/insights',
    {
      onRequest: app.guards.user,
      schema: { querystring: ZInsightsQuery, response: { 200: ZInsightsResponse } },
    },
    async (request) => service.forUser(actorOf(request), request.query),
  );
};
