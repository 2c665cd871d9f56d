import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZJourneyEntryDetail,
  ZJourneyEntryParams,
  ZJourneyPage,
  ZJourneyQuery,
} from '../../../contract/journey';
import { actorOf } from '../../plugins/auth';
import type { JourneyService } from './service';

/**
 * GET /api/journey and GET /api/journey/entries/{type}/{id} (docs/product/journey.md#api): the
 * signed-in person's own timeline; there is no user id to get wrong.
 */
export const journeyRoutes: FastifyPluginAsyncZod<{ service: JourneyService }> = async (app, { service }) => {
  app.get(
    '/api/journey',
    { onRequest: app.guards.user, schema: { querystring: ZJourneyQuery, response: { 200: ZJourneyPage } } },
    async (request) => service.page(actorOf(request), request.query),
  );

  app.get(
    '/api/journey/entries/:type/:id',
    {
      onRequest: app.guards.user,
      schema: { params: ZJourneyEntryParams, response: { 200: ZJourneyEntryDetail } },
    },
    async (request) => service.entry(actorOf(request), request.params.type, request.params.id),
  );
};
