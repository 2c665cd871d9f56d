import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COMMUNITY_LIMITS,
  COMMUNITY_MESSAGES,
  COMMUNITY_TOPICS,
  ZComment,
  ZCommunityStats,
  ZCommunityTopicList,
  ZCommunityTopicSummary,
  ZCreateCommentRequest,
  ZCreatePostRequest,
  ZPatchPostRequest,
  ZPost,
  ZPostList,
  ZPostListQuery,
  ZPostThread,
} from '../../../contract/community';
import {
  MODERATION_LIMITS,
  MODERATION_MESSAGES,
  ZReportPostRequest,
  ZReportPostResult,
} from '../../../contract/moderation';
import { actorOf } from '../../plugins/auth';
import { perUser } from '../../plugins/rate-limit';
import type { CommunityService } from './service';

const ZIdParams = z.object({ id: z.uuid() });
const HOUR_SECONDS = 60 * 60;
/** The path's topic, percent-decoded by the router ('Exercise%20%26%20Movement'). */
const ZTopicParams = z.object({
  topic: z.enum(COMMUNITY_TOPICS, { error: COMMUNITY_MESSAGES.unknownTopic }),
});

/**
 * GET /api/community[/{topic}], POST /api/community, PATCH /api/community/{id}; likes per member,
 * threads with replies, deleting one's own, the stats strip, topics with their numbers and
 * following (docs/product/community.md#api).
 * Every route needs a session; the author is always the caller.
 */
export const communityRoutes: FastifyPluginAsyncZod<{ service: CommunityService }> = async (
  app,
  { service },
) => {
  const guard = app.guards.user;
  // Hourly allowances per member; refused (invalid) posts and replies do not count.
  const postLimit = perUser('community:post', {
    max: COMMUNITY_LIMITS.postsPerHour,
    windowSeconds: HOUR_SECONDS,
    message: COMMUNITY_MESSAGES.postRateLimited,
  });
  const commentLimit = perUser('community:comment', {
    max: COMMUNITY_LIMITS.commentsPerHour,
    windowSeconds: HOUR_SECONDS,
    message: COMMUNITY_MESSAGES.commentRateLimited,
  });

  const reportLimit = perUser('community:report', {
    max: MODERATION_LIMITS.reportsPerHour,
    windowSeconds: HOUR_SECONDS,
    message: MODERATION_MESSAGES.reportRateLimited,
  });

  app.get(
    '/api/community',
    { onRequest: guard, schema: { querystring: ZPostListQuery, response: { 200: ZPostList } } },
    async (request) => service.list(actorOf(request), request.query),
  );

  // Static paths are matched before the topic parameter, so 'stats' and 'topics' are never read as a topic.
  app.get(
    '/api/community/stats',
    { onRequest: guard, schema: { response: { 200: ZCommunityStats } } },
    async () => service.stats(),
  );

  app.get(
    '/api/community/topics',
    { onRequest: guard, schema: { response: { 200: ZCommunityTopicList } } },
    async (request) => service.topics(actorOf(request)),
  );

  // Following is per member and idempotent: PUT follows, DELETE unfollows; both answer the topic's numbers.
  app.put(
    '/api/community/topics/:topic/follow',
    { onRequest: guard, schema: { params: ZTopicParams, response: { 200: ZCommunityTopicSummary } } },
    async (request) => service.setFollow(actorOf(request), request.params.topic, true),
  );

  app.delete(
    '/api/community/topics/:topic/follow',
    { onRequest: guard, schema: { params: ZTopicParams, response: { 200: ZCommunityTopicSummary } } },
    async (request) => service.setFollow(actorOf(request), request.params.topic, false),
  );

  app.get(
    '/api/community/:topic',
    {
      onRequest: guard,
      schema: { params: ZTopicParams, querystring: ZPostListQuery, response: { 200: ZPostList } },
    },
    async (request) => service.list(actorOf(request), request.query, request.params.topic),
  );

  app.post(
    '/api/community',
    {
      onRequest: guard,
      config: { rateLimit: postLimit },
      schema: { body: ZCreatePostRequest, response: { 201: ZPost } },
    },
    async (request, reply) => reply.status(201).send(await service.create(actorOf(request), request.body)),
  );

  app.patch(
    '/api/community/:id',
    { onRequest: guard, schema: { params: ZIdParams, body: ZPatchPostRequest, response: { 200: ZPost } } },
    async (request) => service.patch(actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/community/:id/like',
    { onRequest: guard, schema: { params: ZIdParams, response: { 200: ZPost } } },
    async (request) => service.like(actorOf(request), request.params.id),
  );

  app.delete(
    '/api/community/:id/like',
    { onRequest: guard, schema: { params: ZIdParams, response: { 200: ZPost } } },
    async (request) => service.unlike(actorOf(request), request.params.id),
  );

  app.get(
    '/api/community/posts/:id',
    { onRequest: guard, schema: { params: ZIdParams, response: { 200: ZPostThread } } },
    async (request) => service.thread(actorOf(request), request.params.id),
  );

  app.post(
    '/api/community/posts/:id/comments',
    {
      onRequest: guard,
      config: { rateLimit: commentLimit },
      schema: { params: ZIdParams, body: ZCreateCommentRequest, response: { 201: ZComment } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.comment(actorOf(request), request.params.id, request.body)),
  );

  // A member reports a post to the moderators (docs/product/community.md#reports-and-hidden-posts).
  app.post(
    '/api/community/posts/:id/report',
    {
      onRequest: guard,
      config: { rateLimit: reportLimit },
      schema: { params: ZIdParams, body: ZReportPostRequest, response: { 200: ZReportPostResult } },
    },
    async (request) => service.report(actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/community/posts/:id',
    { onRequest: guard, schema: { params: ZIdParams } },
    async (request, reply) => {
      await service.deletePost(actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/api/community/comments/:id',
    { onRequest: guard, schema: { params: ZIdParams } },
    async (request, reply) => {
      await service.deleteComment(actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
