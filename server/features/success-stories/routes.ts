import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  STORY_LIMITS,
  STORY_MESSAGES,
  ZAdminStory,
  ZAdminStoryList,
  ZAdminStoryQuery,
  ZCreateStoryRequest,
  ZRejectStoryRequest,
  ZReportStoryRequest,
  ZStoryListQuery,
  ZStoryPage,
  ZSuccessStory,
} from '../../../contract/success-stories';
import { actorOf } from '../../plugins/auth';
import { perUser } from '../../plugins/rate-limit';
import type { SuccessStoryService } from './service';

const ZIdParams = z.object({ id: z.uuid() });
const DAY_SECONDS = 24 * 60 * 60;

/**
 * Success stories (docs/product/success-stories.md#api): Browse, My Stories, sharing a story, likes
 * and reports for members; the review queue and its decisions for admins. Every route needs a session.
 */
export const successStoryRoutes: FastifyPluginAsyncZod<{ service: SuccessStoryService }> = async (
  app,
  { service },
) => {
  const guard = app.guards.user;
  const admin = app.guards.role('admin');
  const storyLimit = perUser('success-stories:create', {
    max: STORY_LIMITS.storiesPerDay,
    windowSeconds: DAY_SECONDS,
    message: STORY_MESSAGES.rateLimited,
  });

  app.get(
    '/api/success-stories',
    { onRequest: guard, schema: { querystring: ZStoryListQuery, response: { 200: ZStoryPage } } },
    async (request) => service.list(actorOf(request), request.query),
  );

  app.get(
    '/api/success-stories/user',
    { onRequest: guard, schema: { querystring: ZStoryListQuery, response: { 200: ZStoryPage } } },
    async (request) => service.mine(actorOf(request), request.query),
  );

  app.post(
    '/api/success-stories',
    {
      onRequest: guard,
      config: { rateLimit: storyLimit },
      schema: { body: ZCreateStoryRequest, response: { 201: ZSuccessStory } },
    },
    async (request, reply) => reply.status(201).send(await service.create(actorOf(request), request.body)),
  );

  app.post(
    '/api/success-stories/:id/like',
    { onRequest: guard, schema: { params: ZIdParams, response: { 200: ZSuccessStory } } },
    async (request) => service.like(actorOf(request), request.params.id),
  );

  app.delete(
    '/api/success-stories/:id/like',
    { onRequest: guard, schema: { params: ZIdParams, response: { 200: ZSuccessStory } } },
    async (request) => service.unlike(actorOf(request), request.params.id),
  );

  app.post(
    '/api/success-stories/:id/report',
    {
      onRequest: guard,
      schema: { params: ZIdParams, body: ZReportStoryRequest, response: { 200: ZSuccessStory } },
    },
    async (request) => service.report(actorOf(request), request.params.id, request.body),
  );

  app.get(
    '/api/admin/success-stories',
    { onRequest: admin, schema: { querystring: ZAdminStoryQuery, response: { 200: ZAdminStoryList } } },
    async (request) => service.queue(actorOf(request), request.query),
  );

  app.post(
    '/api/admin/success-stories/:id/approve',
    { onRequest: admin, schema: { params: ZIdParams, response: { 200: ZAdminStory } } },
    async (request) => service.approve(actorOf(request), request.params.id),
  );

  app.post(
    '/api/admin/success-stories/:id/reject',
    {
      onRequest: admin,
      schema: { params: ZIdParams, body: ZRejectStoryRequest.nullish(), response: { 200: ZAdminStory } },
    },
    async (request) => service.reject(actorOf(request), request.params.id, request.body ?? {}),
  );
};
