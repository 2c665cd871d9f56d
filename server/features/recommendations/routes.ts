import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZTimeZoneQuery } from '../../../contract/progress';
import { ZRecommendationList, ZRecommendationTried } from '../../../contract/recommendations';
import { actorOf } from '../../plugins/auth';
import type { RecommendationService } from './service';

/** GET /api/recommendations (the caller's own), POST /api/recommendations/{id}/tried. */
export const recommendationRoutes: FastifyPluginAsyncZod<{ service: RecommendationService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/recommendations',
    {
      onRequest: app.guards.user,
      schema: { querystring: ZTimeZoneQuery, response: { 200: ZRecommendationList } },
    },
    async (request) => service.listForActor(actorOf(request), request.query.tz),
  );

  app.post(
    '/api/recommendations/:id/tried',
    {
      onRequest: app.guards.user,
      schema: {
        params: z.object({ id: z.string().min(1).max(64) }),
        querystring: ZTimeZoneQuery,
        response: { 200: ZRecommendationTried, 201: ZRecommendationTried },
      },
    },
    async (request, reply) => {
      const { created, result } = await service.markTried(
        actorOf(request),
        request.params.id,
        request.query.tz,
      );
      return reply.status(created ? 201 : 200).send(result);
    },
  );
};
