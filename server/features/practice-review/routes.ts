import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZPractitionerApplication,
  ZPractitionerApplicationList,
  ZRejectApplicationRequest,
} from '../../../contract/practice';
import { actorOf } from '../../plugins/auth';
import type { PracticeReviewService } from './service';

const ZIdParams = z.object({ id: z.uuid() });
const ZListQuery = z.object({ status: z.enum(['pending', 'rejected', 'approved']).optional() });

/**
 * The review of practitioners' profiles (docs/product/practice.md#admin-review), admins only:
 * GET /api/admin/practitioner-applications[?status=], POST …/{id}/approve and POST …/{id}/reject.
 */
export const practiceReviewRoutes: FastifyPluginAsyncZod<{ service: PracticeReviewService }> = async (
  app,
  { service },
) => {
  const admin = app.guards.role('admin');

  app.get(
    '/api/admin/practitioner-applications',
    {
      onRequest: admin,
      schema: { querystring: ZListQuery, response: { 200: ZPractitionerApplicationList } },
    },
    async (request) => service.list(actorOf(request), request.query.status ?? null),
  );

  app.post(
    '/api/admin/practitioner-applications/:id/approve',
    { onRequest: admin, schema: { params: ZIdParams, response: { 200: ZPractitionerApplication } } },
    async (request) => service.approve(actorOf(request), request.params.id),
  );

  app.post(
    '/api/admin/practitioner-applications/:id/reject',
    {
      onRequest: admin,
      schema: {
        params: ZIdParams,
        body: ZRejectApplicationRequest,
        response: { 200: ZPractitionerApplication },
      },
    },
    async (request) => service.reject(actorOf(request), request.params.id, request.body.reason),
  );
};
