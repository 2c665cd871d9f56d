import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NEXT_CURSOR_HEADER, ZPageQuery } from '../../../contract/paging';
import { ZCreateSymptomRequest, ZSymptom, ZSymptomList } from '../../../contract/symptoms';
import { actorOf } from '../../plugins/auth';
import type { SymptomService } from './service';

/** POST /api/symptoms, GET /api/symptoms/user/{userId}?before=&limit= (newest first, paged by cursor). */
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
      schema: {
        params: z.object({ userId: z.string().min(1).max(64) }),
        querystring: ZPageQuery,
        response: { 200: ZSymptomList },
      },
    },
    async (request, reply) => {
      // The answer stays the array it always was; the next page's cursor travels in a header
      // (docs/product/journey.md#paging).
      const page = await service.listForUser(actorOf(request), request.params.userId, request.query);
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.items;
    },
  );
};
