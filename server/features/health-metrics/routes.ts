import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCreateHealthMetricRequest,
  ZHealthMetric,
  ZHealthMetricDaily,
  ZHealthMetricDailyQuery,
  ZHealthMetricQuery,
  ZHealthMetricReadResponse,
} from '../../../contract/health-metrics';
import { actorOf } from '../../plugins/auth';
import type { HealthMetricService } from './service';

/**
 * The daily check-in: POST /api/health-metrics, GET /api/health-metrics/user/{userId}[?days=N] and its
 * per-day averages, GET /api/health-metrics/user/{userId}/daily?tz=…&days=N.
 */
export const healthMetricRoutes: FastifyPluginAsyncZod<{ service: HealthMetricService }> = async (
  app,
  { service },
) => {
  app.post(
    '/api/health-metrics',
    {
      onRequest: app.guards.user,
      schema: { body: ZCreateHealthMetricRequest, response: { 201: ZHealthMetric } },
    },
    async (request, reply) => reply.status(201).send(await service.create(actorOf(request), request.body)),
  );

  app.get(
    '/api/health-metrics/user/:userId',
    {
      onRequest: app.guards.user,
      schema: {
        params: z.object({ userId: z.string().min(1).max(64) }),
        querystring: ZHealthMetricQuery,
        response: { 200: ZHealthMetricReadResponse },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { days } = request.query;
      return days === undefined
        ? service.latestForUser(actor, request.params.userId)
        : service.listForUser(actor, request.params.userId, days);
    },
  );

  app.get(
    '/api/health-metrics/user/:userId/daily',
    {
      onRequest: app.guards.user,
      schema: {
        params: z.object({ userId: z.string().min(1).max(64) }),
        querystring: ZHealthMetricDailyQuery,
        response: { 200: ZHealthMetricDaily },
      },
    },
    async (request) =>
      service.dailyForUser(actorOf(request), request.params.userId, request.query.tz, request.query.days),
  );
};
