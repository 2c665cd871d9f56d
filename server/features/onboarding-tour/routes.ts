import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZTourLogSymptomsRequest,
  ZTourLogSymptomsResponse,
  ZTourProgress,
  ZTourProgressOrNull,
  ZTourProgressRequest,
} from '../../../contract/onboarding-tour';
import { actorOf } from '../../plugins/auth';
import type { OnboardingTourService } from './service';

/**
 * GET/PUT/DELETE /api/onboarding-tour/progress and POST /api/onboarding-tour/log-symptoms, the
 * caller's own data only (docs/product/onboarding.md#resuming-the-tour).
 */
export const onboardingTourRoutes: FastifyPluginAsyncZod<{ service: OnboardingTourService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/onboarding-tour/progress',
    { onRequest: app.guards.user, schema: { response: { 200: ZTourProgressOrNull } } },
    async (request) => service.progress(actorOf(request)),
  );

  app.put(
    '/api/onboarding-tour/progress',
    { onRequest: app.guards.user, schema: { body: ZTourProgressRequest, response: { 200: ZTourProgress } } },
    async (request) => service.save(actorOf(request), request.body),
  );

  app.delete('/api/onboarding-tour/progress', { onRequest: app.guards.user }, async (request, reply) => {
    await service.clear(actorOf(request));
    return reply.status(204).send();
  });

  app.post(
    '/api/onboarding-tour/log-symptoms',
    {
      onRequest: app.guards.user,
      schema: { body: ZTourLogSymptomsRequest, response: { 201: ZTourLogSymptomsResponse } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.logSymptoms(actorOf(request), request.body)),
  );
};
