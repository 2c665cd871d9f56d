import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAirQuality, ZDailyMessage } from '../../../contract/wellness';
import { isCalendarDate } from '../../lib/calendar';
import { actorOf } from '../../plugins/auth';
import type { WellnessService } from './service';

/** GET /api/wellness/daily-message, GET /api/environmental/air-quality. */
export const wellnessRoutes: FastifyPluginAsyncZod<{ service: WellnessService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/wellness/daily-message',
    {
      schema: {
        querystring: z.object({
          /** The client's calendar day, so the message changes at the user's own midnight. */
          date: z.string().refine(isCalendarDate, 'date must be a calendar date, YYYY-MM-DD').optional(),
        }),
        response: { 200: ZDailyMessage },
      },
    },
    async (request) => service.dailyMessage(request.query.date),
  );

  app.get(
    '/api/environmental/air-quality',
    { onRequest: app.guards.user, schema: { response: { 200: ZAirQuality } } },
    async (request) => service.airQualityFor(actorOf(request)),
  );
};
