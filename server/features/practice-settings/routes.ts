import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZOwnPractice, ZPracticeSettings, ZPracticeSettingsInput } from '../../../contract/practice';
import { actorOf } from '../../plugins/auth';
import type { PracticeSettingsService } from './service';

/**
 * GET /api/practitioners/me (practitioners: their own listing id), GET and PUT
 * /api/practitioners/{id}/settings (the practice's practitioner, and admins).
 */
export const practiceSettingsRoutes: FastifyPluginAsyncZod<{ service: PracticeSettingsService }> = async (
  app,
  { service },
) => {
  const params = z.object({ id: z.string().max(64) });

  app.get(
    '/api/practitioners/me',
    { onRequest: app.guards.role('practitioner'), schema: { response: { 200: ZOwnPractice } } },
    async (request) => service.ownPractice(actorOf(request)),
  );

  app.get(
    '/api/practitioners/:id/settings',
    {
      onRequest: app.guards.role('practitioner', 'admin'),
      schema: { params, response: { 200: ZPracticeSettings } },
    },
    async (request) => service.get(actorOf(request), request.params.id),
  );

  app.put(
    '/api/practitioners/:id/settings',
    {
      onRequest: app.guards.role('practitioner', 'admin'),
      schema: { params, body: ZPracticeSettingsInput, response: { 200: ZPracticeSettings } },
    },
    async (request) => service.update(actorOf(request), request.params.id, request.body),
  );
};
