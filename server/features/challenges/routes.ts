import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CHALLENGE_LIMITS,
  CHALLENGE_MESSAGES,
  ZChallengeDetail,
  ZChallengeList,
  ZChallengeListQuery,
  ZChallengeRequest,
  ZChallengeRequestAdminList,
  ZChallengeRequestCreated,
  ZJoinChallengeRequest,
} from '../../../contract/challenges';
import { actorOf } from '../../plugins/auth';
import { perUser } from '../../plugins/rate-limit';
import type { ChallengeService } from './service';

const challengeParams = z.object({
  id: z.string().min(1, CHALLENGE_MESSAGES.notFound).max(64, CHALLENGE_MESSAGES.notFound),
});
const taskParams = challengeParams.extend({
  taskId: z.string().min(1, CHALLENGE_MESSAGES.taskNotFound).max(16, CHALLENGE_MESSAGES.taskNotFound),
});

/**
 * Wellness challenges (docs/product/challenges.md#api): the public catalogue (with the caller's runs
 * when signed in), joining, ticking and unticking a day's task, leaving, and custom challenge requests
 * (sent by members, read by admins).
 */
export const challengeRoutes: FastifyPluginAsyncZod<{ service: ChallengeService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/challenges',
    {
      onRequest: app.guards.session,
      schema: { querystring: ZChallengeListQuery, response: { 200: ZChallengeList } },
    },
    async (request) => service.list(request.actor, { category: request.query.category }),
  );

  app.get(
    '/api/challenges/:id',
    {
      onRequest: app.guards.session,
      schema: { params: challengeParams, response: { 200: ZChallengeDetail } },
    },
    async (request) => service.get(request.actor, request.params.id),
  );

  app.post(
    '/api/challenges/:id/join',
    {
      onRequest: app.guards.user,
      schema: { params: challengeParams, body: ZJoinChallengeRequest, response: { 200: ZChallengeDetail } },
    },
    async (request) => service.join(actorOf(request), request.params.id, request.body.timeZone),
  );

  app.post(
    '/api/challenges/:id/leave',
    {
      onRequest: app.guards.user,
      schema: { params: challengeParams, response: { 200: ZChallengeDetail } },
    },
    async (request) => service.leave(actorOf(request), request.params.id),
  );

  app.post(
    '/api/challenges/:id/tasks/:taskId/complete',
    {
      onRequest: app.guards.user,
      schema: { params: taskParams, response: { 200: ZChallengeDetail } },
    },
    async (request) => service.completeTask(actorOf(request), request.params.id, request.params.taskId),
  );

  app.delete(
    '/api/challenges/:id/tasks/:taskId/complete',
    {
      onRequest: app.guards.user,
      schema: { params: taskParams, response: { 200: ZChallengeDetail } },
    },
    async (request) => service.uncompleteTask(actorOf(request), request.params.id, request.params.taskId),
  );

  app.post(
    '/api/challenge-requests',
    {
      onRequest: app.guards.user,
      config: {
        rateLimit: perUser('challenge-request', {
          max: CHALLENGE_LIMITS.requestsPerDay,
          windowSeconds: 24 * 60 * 60,
          message: CHALLENGE_MESSAGES.requestRateLimited,
        }),
      },
      schema: { body: ZChallengeRequest, response: { 201: ZChallengeRequestCreated } },
    },
    async (request, reply) => reply.status(201).send(await service.request(actorOf(request), request.body)),
  );

  app.get(
    '/api/admin/challenge-requests',
    {
      onRequest: app.guards.role('admin'),
      schema: { response: { 200: ZChallengeRequestAdminList } },
    },
    async (request) => service.listRequests(actorOf(request)),
  );
};
