import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZProviderDashboard } from '../../../contract/practice';
import { actorOf } from '../../plugins/auth';
import type { ProviderDashboardService } from './service';

/** The provider dashboard's numbers (docs/product/practice.md#dashboard): practitioners only, their own. */
export const providerDashboardRoutes: FastifyPluginAsyncZod<{ service: ProviderDashboardService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/provider/dashboard',
    { onRequest: app.guards.role('practitioner'), schema: { response: { 200: ZProviderDashboard } } },
    async (request) => service.dashboard(actorOf(request)),
  );
};
