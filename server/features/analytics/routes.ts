import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZConversionRequest,
  ZFeatureUsageRequest,
  ZTrackBatchRequest,
  ZTrackRequest,
} from '../../../contract/analytics';
import { perIp } from '../../plugins/rate-limit';
import type { AnalyticsService } from './service';

const ZAccepted = z.object({ accepted: z.number().int() });

/** The analytics calls (docs/product/analytics.md#api); signed-out visitors are tracked without a user id. */
export const analyticsRoutes: FastifyPluginAsyncZod<{
  service: AnalyticsService;
  perIpPerMinute: number;
}> = async (app, { service, perIpPerMinute }) => {
  // The tracker sends one batch every few seconds; this stops a script flooding the table. One
  // allowance per IP for the three routes.
  const rateLimit = perIp('analytics', {
    max: perIpPerMinute,
    windowSeconds: 60,
    message: 'Too many analytics events. Please slow down.',
  });

  const userIdOf = async (request: Parameters<typeof app.loadSession>[0]) =>
    (await app.loadSession(request))?.userId ?? null;

  app.post(
    '/api/analytics/track',
    {
      config: { rateLimit },
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
    { config: { rateLimit }, schema: { body: ZFeatureUsageRequest, response: { 202: ZAccepted } } },
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
    { config: { rateLimit }, schema: { body: ZConversionRequest, response: { 202: ZAccepted } } },
    async (request, reply) => {
      const { step, properties, clientSessionId } = request.body;
      const accepted = await service.record(await userIdOf(request), clientSessionId, [
        { kind: 'conversion', name: step, properties },
      ]);
      return reply.status(202).send({ accepted });
    },
  );
};
