import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FEEDBACK_LIMITS,
  FEEDBACK_MESSAGES,
  ZFeedbackList,
  ZFeedbackListQuery,
  ZFeedbackPromptVisit,
  ZFeedbackRequest,
  ZPageFeedback,
  ZWidgetFeedback,
  ZWidgetFeedbackRequest,
} from '../../../contract/feedback';
import { actorOf } from '../../plugins/auth';
import { perUser } from '../../plugins/rate-limit';
import type { FeedbackService } from './service';

const HOUR_SECONDS = 60 * 60;

/**
 * POST /api/feedback (the page), POST /api/feedback/submit (the widget), POST
 * /api/feedback/prompt/visit and /prompt/closed (the prompt's counters), all for signed-in users;
 * GET /api/feedback for admins. Guards: session → validation → per-user rate limit.
 */
export const feedbackRoutes: FastifyPluginAsyncZod<{ service: FeedbackService }> = async (
  app,
  { service },
) => {
  // One budget for both forms: a script cannot flood admins' inbox through either door.
  const rateLimit = perUser('feedback', {
    max: FEEDBACK_LIMITS.perUserPerHour,
    windowSeconds: HOUR_SECONDS,
    message: FEEDBACK_MESSAGES.rateLimited,
  });

  app.post(
    '/api/feedback',
    {
      onRequest: app.guards.user,
      config: { rateLimit },
      schema: { body: ZFeedbackRequest, response: { 201: ZPageFeedback } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createFromPage(actorOf(request), request.body)),
  );

  app.post(
    '/api/feedback/submit',
    {
      onRequest: app.guards.user,
      config: { rateLimit },
      schema: { body: ZWidgetFeedbackRequest, response: { 201: ZWidgetFeedback } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createFromWidget(actorOf(request), request.body)),
  );

  // The prompt's counters (docs/product/feedback.md#when-the-prompt-opens): one call per app load, one
  // per closing; cheap, idempotent within a visit, so no budget beyond the global one.
  app.post(
    '/api/feedback/prompt/visit',
    { onRequest: app.guards.user, schema: { response: { 200: ZFeedbackPromptVisit } } },
    async (request) => service.recordVisit(actorOf(request).userId),
  );

  app.post('/api/feedback/prompt/closed', { onRequest: app.guards.user }, async (request, reply) => {
    await service.recordPromptClosed(actorOf(request).userId);
    return reply.status(204).send();
  });

  app.get(
    '/api/feedback',
    {
      onRequest: app.guards.role('admin'),
      schema: { querystring: ZFeedbackListQuery, response: { 200: ZFeedbackList } },
    },
    async (request) => service.listForAdmin(actorOf(request), request.query),
  );
};
