import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDoctorSummary } from '../../../contract/insights';
import { ZInsightsExportQuery } from '../../../contract/insights-export';
import { actorOf } from '../../plugins/auth';
import type { InsightsExportService } from './service';

/**
 * GET /api/insights/export.csv and GET /api/insights/summary (`?period=&tz=`): the caller's own data
 * only, never stored by a cache.
 */
export const insightsExportRoutes: FastifyPluginAsyncZod<{ service: InsightsExportService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/insights/export.csv',
    { onRequest: app.guards.user, schema: { querystring: ZInsightsExportQuery } },
    async (request, reply) => {
      const { fileName, body } = await service.csv(actorOf(request), request.query);
      return reply
        .type('text/csv; charset=utf-8; header=present')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  app.get(
    '/api/insights/summary',
    {
      onRequest: app.guards.user,
      schema: { querystring: ZInsightsExportQuery, response: { 200: ZDoctorSummary } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.doctorSummary(actorOf(request), request.query);
    },
  );
};
