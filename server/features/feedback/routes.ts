import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FEEDBACK_LIMITS,
  FEEDBACK_MESSAGES,
  ZFeedbackList,
  ZFeedbackListQuery,
  ZFeedbackRequest,
  ZPageFeedback,
  ZWidgetFeedback,
  ZWidgetFeedbackRequest,
} from '../../../contract/feedback';
import { AppError } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limit';
import { actorOf } from '../../plugins/auth';
import type { FeedbackService } from './service';

const HOUR_SECONDS = 60 * 60;

/**
 * Spec 001 §7: POST /api/feedback (the page), POST /api/feedback/submit (the widget), both for
 * signed-in users; GET /api/feedback for admins. Guards: session → per-user rate limit → validation.
 */
export const feedbackRoutes: FastifyPluginAsyncZod<{
  service: FeedbackService;
  limiter: RateLimiter;
  perUserPerHour?: number;
}> = async (app, { service, limiter, perUserPerHour = FEEDBACK_LIMITS.perUserPerHour }) => {
  // One budget for both forms: a script cannot flood admins' inbox through either door.
  const rateLimit = async (request: FastifyRequest) => {
    const hit = await limiter.hit(`feedback:user:${actorOf(request).userId}`, perUserPerHour, HOUR_SECONDS);
    if (!hit.allowed) {
      throw new AppError('RATE_LIMITED', FEEDBACK_MESSAGES.rateLimited, {
        headers: { 'retry-after': String(hit.retryAfterSeconds) },
      });
    }
  };

  app.post(
    '/api/feedback',
    {
      onRequest: [app.guards.user, rateLimit],
      schema: { body: ZFeedbackRequest, response: { 201: ZPageFeedback } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createFromPage(actorOf(request), request.body)),
  );

  app.post(
    '/api/feedback/submit',
    {
      onRequest: [app.guards.user, rateLimit],
      schema: { body: ZWidgetFeedbackRequest, response: { 201: ZWidgetFeedback } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createFromWidget(actorOf(request), request.body)),
  );

  app.get(
    '/api/feedback',
    {
      onRequest: app.guards.role('admin'),
      schema: { querystring: ZFeedbackListQuery, response: { 200: ZFeedbackList } },
    },
    async (request) => service.listForAdmin(actorOf(request), request.query),
  );
};
