import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPractitionerReview, ZPublicPractitionerProfile, ZReviewInput } from '../../../contract/practice';
import { actorOf } from '../../plugins/auth';
import type { PracticePublicService } from './service';

/** Any text: an id the service does not know (or that is no id at all) answers 404, never 400. */
const params = z.object({ id: z.string() });

/**
 * GET /api/practitioner-profiles/{id} (anyone), POST /api/practitioners/{id}/reviews and
 * DELETE /api/practitioners/{id}/reviews/mine (signed in). docs/product/practice.md#public-profile.
 */
export const practicePublicRoutes: FastifyPluginAsyncZod<{ service: PracticePublicService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/practitioner-profiles/:id',
    {
      onRequest: app.guards.session,
      schema: { params, response: { 200: ZPublicPractitionerProfile } },
    },
    async (request, reply) => {
      const profile = await service.profile(request.actor, request.params.id);
      // The answer depends on who asks (distance, own review) and counts a view: never from a cache.
      reply.header('cache-control', 'private, no-store');
      return profile;
    },
  );

  app.post(
    '/api/practitioners/:id/reviews',
    {
      onRequest: app.guards.user,
      schema: { params, body: ZReviewInput, response: { 201: ZPractitionerReview } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.addReview(actorOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/api/practitioners/:id/reviews/mine',
    { onRequest: app.guards.user, schema: { params } },
    async (request, reply) => {
      await service.removeReview(actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
