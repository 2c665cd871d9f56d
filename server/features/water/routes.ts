import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZTimeZoneQuery } from '../../../contract/progress';
import { ZAddWaterRequest, ZWaterGoalRequest, ZWaterSummary } from '../../../contract/water';
import { actorOf } from '../../plugins/auth';
import type { WaterService } from './service';

/** Water tracking; `?tz=` is the browser's IANA time zone (default UTC) for 'today'. */
export const waterRoutes: FastifyPluginAsyncZod<{ service: WaterService }> = async (app, { service }) => {
  app.get(
    '/api/water/summary',
    { onRequest: app.guards.user, schema: { querystring: ZTimeZoneQuery, response: { 200: ZWaterSummary } } },
    async (request) => service.summary(actorOf(request), request.query.tz),
  );

  app.post(
    '/api/water/entries',
    {
      onRequest: app.guards.user,
      schema: { querystring: ZTimeZoneQuery, body: ZAddWaterRequest, response: { 201: ZWaterSummary } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.add(actorOf(request), request.body, request.query.tz)),
  );

  app.delete(
    '/api/water/entries/last',
    { onRequest: app.guards.user, schema: { querystring: ZTimeZoneQuery, response: { 200: ZWaterSummary } } },
    async (request) => service.undoLast(actorOf(request), request.query.tz),
  );

  app.delete(
    '/api/water/entries/:id',
    {
      onRequest: app.guards.user,
      schema: {
        params: z.object({ id: z.uuid('That water entry was not found.') }),
        querystring: ZTimeZoneQuery,
        response: { 200: ZWaterSummary },
      },
    },
    async (request) => service.remove(actorOf(request), request.params.id, request.query.tz),
  );

  app.put(
    '/api/water/goal',
    {
      onRequest: app.guards.user,
      schema: { body: ZWaterGoalRequest, response: { 200: z.object({ goalMl: z.number().int() }) } },
    },
    async (request) => service.setGoal(actorOf(request), request.body.goalMl),
  );
};
