import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZOnboardingAnswers, ZOnboardingRecord, ZOnboardingRecordOrNull } from '../../../contract/onboarding';
import { actorOf } from '../../plugins/auth';
import type { OnboardingService } from './service';

/** POST /api/onboarding/complete (201 first time, 200 on update); GET /api/onboarding (own). */
export const onboardingRoutes: FastifyPluginAsyncZod<{ service: OnboardingService }> = async (
  app,
  { service },
) => {
  app.post(
    '/api/onboarding/complete',
    {
      onRequest: app.guards.user,
      schema: { body: ZOnboardingAnswers, response: { 200: ZOnboardingRecord, 201: ZOnboardingRecord } },
    },
    async (request, reply) => {
      const { record, created } = await service.complete(actorOf(request), request.body);
      return reply.status(created ? 201 : 200).send(record);
    },
  );

  app.get(
    '/api/onboarding',
    { onRequest: app.guards.user, schema: { response: { 200: ZOnboardingRecordOrNull } } },
    async (request) => service.forActor(actorOf(request)),
  );
};
