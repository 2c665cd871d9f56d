import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZInsightList } from '../../../contract/sharing';
import { actorOf } from '../../plugins/auth';
import type { SharingService } from './service';

/** GET /api/sharing/insights/{userId} (the caller's own; admins any). */
export const sharingRoutes: FastifyPluginAsyncZod<{ service: SharingService }> = async (app, { service }) => {
  app.get(
    '/api/sharing/insights/:userId',
    {
      onRequest: app.guards.user,
      schema: { params: z.object({ userId: z.string().min(1).max(64) }), response: { 200: ZInsightList } },
    },
    async (request) => service.insightsFor(actorOf(request), request.params.userId),
  );
};
