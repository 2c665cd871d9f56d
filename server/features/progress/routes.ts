import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZProgress, ZTimeZoneQuery } from '../../../contract/progress';
import { actorOf } from '../../plugins/auth';
import type { ProgressService } from './service';

/** GET /api/progress/user/{userId}, with `?tz=` (IANA name, default UTC) for the days. */
export const progressRoutes: FastifyPluginAsyncZod<{ service: ProgressService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/progress/user/:userId',
    {
      onRequest: app.guards.user,
      schema: {
        params: z.object({ userId: z.string().min(1).max(64) }),
        querystring: ZTimeZoneQuery,
        response: { 200: ZProgress },
      },
    },
    async (request) => service.forUser(actorOf(request), request.params.userId, request.query.tz),
  );
};
