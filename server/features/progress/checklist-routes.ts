import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZChecklistFacts } from '../../../contract/checklist';
import { actorOf } from '../../plugins/auth';
import type { ChecklistService } from './checklist-service';

/** GET /api/progress/checklist: the signed-in user's facts for the /progress checklist. */
export const checklistRoutes: FastifyPluginAsyncZod<{ service: ChecklistService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/progress/checklist',
    { onRequest: app.guards.user, schema: { response: { 200: ZChecklistFacts } } },
    async (request) => service.factsFor(actorOf(request)),
  );
};
