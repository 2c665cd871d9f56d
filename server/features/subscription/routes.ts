import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSubscriptionStatus, ZTrialStatus } from '../../../contract/subscription';
import { actorOf } from '../../plugins/auth';
import type { SubscriptionService } from './service';

/** GET /api/subscription/status, GET /api/premium/trial-status, POST /api/premium/start-trial. */
export const subscriptionRoutes: FastifyPluginAsyncZod<{ service: SubscriptionService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/subscription/status',
    { onRequest: app.guards.user, schema: { response: { 200: ZSubscriptionStatus } } },
    async (request) => service.status(actorOf(request)),
  );

  app.get(
    '/api/premium/trial-status',
    { onRequest: app.guards.user, schema: { response: { 200: ZTrialStatus } } },
    async (request) => service.trialStatus(actorOf(request)),
  );

  app.post(
    '/api/premium/start-trial',
    { onRequest: app.guards.user, schema: { response: { 201: ZTrialStatus } } },
    async (request, reply) => reply.status(201).send(await service.startTrial(actorOf(request))),
  );
};
