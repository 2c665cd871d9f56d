import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCreateSymptomRequest, ZSymptom, ZSymptomList } from '../../../contract/symptoms';
import { actorOf } from '../../plugins/auth';
import type { SymptomService } from './service';

/** POST /api/symptoms, GET /api/symptoms/user/{userId}. */
export const symptomRoutes: FastifyPluginAsyncZod<{ service: SymptomService }> = async (app, { service }) => {
  app.post(
    '/api/symptoms',
    { onRequest: app.guards.user, schema: { body: ZCreateSymptomRequest, response: { 201: ZSymptom } } },
    async (request, reply) => reply.status(201).send(await service.create(actorOf(request), request.body)),
  );

  app.get(
    '/api/symptoms/user/:userId',
    {
      onRequest: app.guards.user,
      schema: { params: z.object({ userId: z.string().min(1).max(64) }), response: { 200: ZSymptomList } },
    },
    async (request) => service.listForUser(actorOf(request), request.params.userId),
  );
};
