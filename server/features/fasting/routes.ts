import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZFast, ZFastingNoteAcknowledged, ZFastingState, ZStartFastRequest } from '../../../contract/fasting';
import { actorOf } from '../../plugins/auth';
import type { FastingService } from './service';

/** Intermittent fasting (docs/product/premium.md#fasting). */
export const fastingRoutes: FastifyPluginAsyncZod<{ service: FastingService }> = async (app, { service }) => {
  app.get(
    '/api/fasting',
    { onRequest: app.guards.user, schema: { response: { 200: ZFastingState } } },
    async (request) => service.state(actorOf(request)),
  );

  app.post(
    '/api/fasting/acknowledge-note',
    { onRequest: app.guards.user, schema: { response: { 200: ZFastingNoteAcknowledged } } },
    async (request) => service.acknowledgeNote(actorOf(request)),
  );

  app.post(
    '/api/fasting/start',
    { onRequest: app.guards.user, schema: { body: ZStartFastRequest, response: { 201: ZFast } } },
    async (request, reply) => reply.status(201).send(await service.start(actorOf(request), request.body)),
  );

  app.post(
    '/api/fasting/stop',
    { onRequest: app.guards.user, schema: { response: { 200: ZFast } } },
    async (request) => service.stop(actorOf(request)),
  );
};
