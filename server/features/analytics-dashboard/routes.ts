import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAnalyticsDashboard,
  ZAnalyticsEngagement,
  ZAnalyticsFunnel,
  ZAnalyticsRealtime,
} from '../../../contract/analytics-dashboard';
import type { AnalyticsDashboardService } from './service';

/** The admin analytics dashboard's calls (docs/product/admin.md#analytics-dashboard); admins only. */
export const analyticsDashboardRoutes: FastifyPluginAsyncZod<{ service: AnalyticsDashboardService }> = async (
  app,
  { service },
) => {
  const admin = app.guards.role('admin');
  // Counts change every few seconds: never from a cache.
  const noStore = { 'cache-control': 'no-store' };

  app.get(
    '/api/analytics/dashboard',
    { onRequest: admin, schema: { response: { 200: ZAnalyticsDashboard } } },
    async (_request, reply) => reply.headers(noStore).send(await service.dashboard()),
  );
  app.get(
    '/api/analytics/engagement',
    { onRequest: admin, schema: { response: { 200: ZAnalyticsEngagement } } },
    async (_request, reply) => reply.headers(noStore).send(await service.engagement()),
  );
  app.get(
    '/api/analytics/funnel',
    { onRequest: admin, schema: { response: { 200: ZAnalyticsFunnel } } },
    async (_request, reply) => reply.headers(noStore).send(await service.funnel()),
  );
  app.get(
    '/api/analytics/realtime',
    { onRequest: admin, schema: { response: { 200: ZAnalyticsRealtime } } },
    async (_request, reply) => reply.headers(noStore).send(await service.realtime()),
  );
};
