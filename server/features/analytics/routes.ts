import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZConversionRequest,
  ZFeatureUsageRequest,
  ZTrackBatchRequest,
  ZTrackRequest,
} from '../../../contract/analytics';
import { AppError } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limit';
import type { AnalyticsService } from './service';

const ZAccepted = z.object({ accepted: z.number().int() });

/** Spec 000 §7 analytics calls; signed-out visitors are tracked without a user id. */
export const analyticsRoutes: FastifyPluginAsyncZod<{
  service: AnalyticsService;
  limiter: RateLimiter;
  perIpPerMinute: number;
}> = async (app, { service, limiter, perIpPerMinute }) => {
  // The tracker sends one batch every few seconds; this stops a script flooding the table.
  const rateLimit = async (request: FastifyRequest) => {
    const hit = await limiter.hit(`analytics:ip:${request.ip}`, perIpPerMinute, 60);
    if (!hit.allowed) {
      throw new AppError('RATE_LIMITED', 'Too many analytics events. Please slow down.', {
        headers: { 'retry-after': String(hit.retryAfterSeconds) },
      });
    }
  };

  const userIdOf = async (request: Parameters<typeof app.loadSession>[0]) =>
    (await app.loadSession(request))?.userId ?? null;

  app.post(
    '/api/analytics/track',
    {
      onRequest: rateLimit,
      schema: { body: z.union([ZTrackBatchRequest, ZTrackRequest]), response: { 202: ZAccepted } },
    },
    async (request, reply) => {
      const body = request.body;
      const events =
        'events' in body
          ? body.events.map((e) => ({ kind: e.kind, name: e.name, properties: e.properties, at: e.at }))
          : [{ kind: 'event' as const, name: body.event, properties: body.properties }];
      const accepted = await service.record(await userIdOf(request), body.clientSessionId, events);
      return reply.status(202).send({ accepted });
    },
  );

  app.post(
    '/api/analytics/feature-usage',
    { onRequest: rateLimit, schema: { body: ZFeatureUsageRequest, response: { 202: ZAccepted } } },
    async (request, reply) => {
      const { feature, properties, clientSessionId } = request.body;
      const accepted = await service.record(await userIdOf(request), clientSessionId, [
        { kind: 'feature', name: feature, properties },
      ]);
      return reply.status(202).send({ accepted });
    },
  );

  app.post(
    '/api/analytics/conversion',
    { onRequest: rateLimit, schema: { body: ZConversionRequest, response: { 202: ZAccepted } } },
    async (request, reply) => {
      const { step, properties, clientSessionId } = request.body;
      const accepted = await service.record(await userIdOf(request), clientSessionId, [
        { kind: 'conversion', name: step, properties },
      ]);
      return reply.status(202).send({ accepted });
    },
  );
};
