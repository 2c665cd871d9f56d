import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAdminFeedbackItem,
  ZAdminFeedbackPage,
  ZAdminFeedbackQuery,
  ZFeedbackStatusRequest,
  ZPostDecisionResult,
  ZQueueCounts,
  ZReportedPostList,
  ZReportQueueQuery,
  ZRequestHandled,
} from '../../../contract/moderation';
import { actorOf } from '../../plugins/auth';
import type { ModerationService, PostDecision, RequestKind } from './service';

const ZIdParams = z.object({ id: z.uuid() });
const POST_DECISIONS: readonly PostDecision[] = ['hide', 'restore', 'dismiss'];
const REQUEST_PATHS: readonly (readonly [RequestKind, string])[] = [
  ['practitioner', '/api/admin/practitioner-requests/:id/handled'],
  ['challenge', '/api/admin/challenge-requests/:id/handled'],
];

/**
 * The moderation queues' admin calls (docs/product/admin.md#moderation): the menu's counts, reported posts
 * and the decisions on them, feedback's status, and requests marked handled. Admins only.
 */
export const moderationRoutes: FastifyPluginAsyncZod<{ service: ModerationService }> = async (
  app,
  { service },
) => {
  const admin = app.guards.role('admin');

  app.get(
    '/api/admin/queue-counts',
    { onRequest: admin, schema: { response: { 200: ZQueueCounts } } },
    async () => service.queueCounts(),
  );

  app.get(
    '/api/admin/community/reports',
    { onRequest: admin, schema: { querystring: ZReportQueueQuery, response: { 200: ZReportedPostList } } },
    async (request) => service.reportedPosts(request.query.status),
  );

  for (const decision of POST_DECISIONS) {
    app.post(
      `/api/admin/community/posts/:id/${decision}`,
      { onRequest: admin, schema: { params: ZIdParams, response: { 200: ZPostDecisionResult } } },
      async (request) => service.decideOnPost(actorOf(request), request.params.id, decision),
    );
  }

  app.get(
    '/api/admin/feedback',
    { onRequest: admin, schema: { querystring: ZAdminFeedbackQuery, response: { 200: ZAdminFeedbackPage } } },
    async (request) => service.listFeedback(actorOf(request), request.query),
  );

  app.patch(
    '/api/admin/feedback/:id',
    {
      onRequest: admin,
      schema: { params: ZIdParams, body: ZFeedbackStatusRequest, response: { 200: ZAdminFeedbackItem } },
    },
    async (request) => service.setFeedbackStatus(actorOf(request), request.params.id, request.body.status),
  );

  for (const [kind, path] of REQUEST_PATHS) {
    app.post(
      path,
      { onRequest: admin, schema: { params: ZIdParams, response: { 200: ZRequestHandled } } },
      async (request) => service.setRequestHandled(actorOf(request), kind, request.params.id, true),
    );
    app.delete(
      path,
      { onRequest: admin, schema: { params: ZIdParams, response: { 200: ZRequestHandled } } },
      async (request) => service.setRequestHandled(actorOf(request), kind, request.params.id, false),
    );
  }
};
