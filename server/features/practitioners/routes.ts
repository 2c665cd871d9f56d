import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parsePractitionerPath } from '../../../common/practitioners';
import {
  PRACTITIONER_LIMITS,
  PRACTITIONER_MESSAGES,
  ZPractitionerDistanceParam,
  ZPractitionerPage,
  ZPractitionerSearchQuery,
  ZPractitionerSpecialtyParam,
  ZPractitionerTypeRequest,
  ZPractitionerTypeRequestAdminList,
  ZPractitionerTypeRequestCreated,
} from '../../../contract/practitioners';
import { AppError } from '../../lib/errors';
import { type Actor, actorOf } from '../../plugins/auth';
import { perUser } from '../../plugins/rate-limit';
import type { PractitionerService } from './service';

/**
 * GET /api/practitioners[/{specialty}[/{distance}]] (`all` = any specialty), filtered on
 * the server, with an optional `?q=` full-text search, one page at a time (`?limit=`, `?offset=`); POST /api/practitioner-requests, and
 * GET /api/practitioner-requests for admins.
 */
export const practitionerRoutes: FastifyPluginAsyncZod<{ service: PractitionerService }> = async (
  app,
  { service },
) => {
  const search = (
    actor: Actor,
    params: { specialty?: string; distance?: string },
    query: { q?: string; limit?: number; offset?: number },
  ) => {
    const parsed = parsePractitionerPath(params.specialty, params.distance);
    // The params schemas have refused anything else already; this narrows the types.
    if (!parsed.ok) {
      throw new AppError('VALIDATION_FAILED', parsed.message, { fields: { [parsed.field]: parsed.message } });
    }
    return service.search(actor, {
      ...parsed.filters,
      text: query.q,
      limit: query.limit,
      offset: query.offset,
    });
  };
  const querystring = ZPractitionerSearchQuery;
  const response = { 200: ZPractitionerPage };

  app.get(
    '/api/practitioners',
    { onRequest: app.guards.user, schema: { querystring, response } },
    async (request) => search(actorOf(request), {}, request.query),
  );

  app.get(
    '/api/practitioners/:specialty',
    {
      onRequest: app.guards.user,
      schema: { params: z.object({ specialty: ZPractitionerSpecialtyParam }), querystring, response },
    },
    async (request) => search(actorOf(request), request.params, request.query),
  );

  app.get(
    '/api/practitioners/:specialty/:distance',
    {
      onRequest: app.guards.user,
      schema: {
        params: z.object({ specialty: ZPractitionerSpecialtyParam, distance: ZPractitionerDistanceParam }),
        querystring,
        response,
      },
    },
    async (request) => search(actorOf(request), request.params, request.query),
  );

  app.post(
    '/api/practitioner-requests',
    {
      onRequest: app.guards.user,
      config: {
        rateLimit: perUser('practitioner-request', {
          max: PRACTITIONER_LIMITS.requestsPerDay,
          windowSeconds: 24 * 60 * 60,
          message: PRACTITIONER_MESSAGES.requestRateLimited,
        }),
      },
      schema: { body: ZPractitionerTypeRequest, response: { 201: ZPractitionerTypeRequestCreated } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.requestType(actorOf(request), request.body)),
  );

  app.get(
    '/api/practitioner-requests',
    {
      onRequest: app.guards.role('admin'),
      schema: { response: { 200: ZPractitionerTypeRequestAdminList } },
    },
    async (request) => service.listTypeRequests(actorOf(request)),
  );
};
