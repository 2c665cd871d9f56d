import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZInsightsQuery, ZInsightsResponse } from '../../../contract/insights';
import { actorOf } from '../../plugins/auth';
import { perUser } from '../../plugins/rate-limit';
import type { InsightsService } from './service';

/**
 * GET /api/insights?period=&metric=&tz=&userId= (docs/product/insights.md#api): the signed-in person's
 * insights; `userId` is read for admins only (audited), anyone else gets their own.
 */
/** Computations per person and minute (docs/product/insights.md#api). */
const INSIGHTS_PER_MINUTE = 60;

export const insightsRoutes: FastifyPluginAsyncZod<{ service: InsightsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/insights',
    {
      onRequest: app.guards.user,
      // A year of data costs tens of milliseconds of computation: a screen asks once per view.
      config: {
        rateLimit: perUser('insights', {
          max: INSIGHTS_PER_MINUTE,
          windowSeconds: 60,
          message: 'You are refreshing your insights too quickly. Please wait a moment and try again.',
        }),
      },
      schema: { querystring: ZInsightsQuery, response: { 200: ZInsightsResponse } },
    },
    async (request) => service.forUser(actorOf(request), request.query),
  );
};
