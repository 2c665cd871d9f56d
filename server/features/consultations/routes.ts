import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAcceptConsultationRequest,
  ZConsultationRequest,
  ZConsultationRequestInput,
  ZConsultationRequestList,
  ZConsultationStatus,
  ZDeclineConsultationRequest,
  ZIncomingConsultationRequest,
  ZIncomingConsultationRequestList,
} from '../../../contract/practice';
import { actorOf } from '../../plugins/auth';
import type { ConsultationService } from './service';

const ZId = z.object({ id: z.uuid({ error: 'Not a valid id' }) });

/**
 * Consultation requests (docs/product/practice.md#consultation-requests). Patients:
 * POST /api/practitioners/{id}/consultation-requests, GET /api/consultation-requests,
 * POST /api/consultation-requests/{id}/cancel. Practitioners, on their own listing only:
 * GET /api/provider/consultation-requests[?status=], POST …/{id}/accept and …/{id}/decline.
 */
export const consultationRoutes: FastifyPluginAsyncZod<{ service: ConsultationService }> = async (
  app,
  { service },
) => {
  app.post(
    '/api/practitioners/:id/consultation-requests',
    {
      onRequest: app.guards.user,
      schema: { params: ZId, body: ZConsultationRequestInput, response: { 201: ZConsultationRequest } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(actorOf(request), request.params.id, request.body)),
  );

  app.get(
    '/api/consultation-requests',
    { onRequest: app.guards.user, schema: { response: { 200: ZConsultationRequestList } } },
    async (request) => service.listOwn(actorOf(request)),
  );

  app.post(
    '/api/consultation-requests/:id/cancel',
    { onRequest: app.guards.user, schema: { params: ZId, response: { 200: ZConsultationRequest } } },
    async (request) => service.cancel(actorOf(request), request.params.id),
  );

  app.get(
    '/api/provider/consultation-requests',
    {
      onRequest: app.guards.role('practitioner'),
      schema: {
        querystring: z.object({ status: ZConsultationStatus.optional() }),
        response: { 200: ZIncomingConsultationRequestList },
      },
    },
    async (request) => service.listIncoming(actorOf(request), request.query.status ?? null),
  );

  app.post(
    '/api/provider/consultation-requests/:id/accept',
    {
      onRequest: app.guards.role('practitioner'),
      schema: {
        params: ZId,
        body: ZAcceptConsultationRequest,
        response: { 200: ZIncomingConsultationRequest },
      },
    },
    async (request) => service.accept(actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/provider/consultation-requests/:id/decline',
    {
      onRequest: app.guards.role('practitioner'),
      schema: {
        params: ZId,
        body: ZDeclineConsultationRequest,
        response: { 200: ZIncomingConsultationRequest },
      },
    },
    async (request) => service.decline(actorOf(request), request.params.id, request.body),
  );
};
