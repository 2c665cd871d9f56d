import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ASSISTANT_LIMITS,
  ASSISTANT_MESSAGES,
  ZAnalyzeSymptomsResponse,
  ZFindDoctorsRequest,
  ZFindDoctorsResponse,
  ZGuidedProfile,
  ZHealthChatRequest,
  ZHealthChatResponse,
  ZRecommendCommunitiesResponse,
  ZRecommendedTestsResponse,
} from '../../../contract/assistant';
import { AppError } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limit';
import { actorOf } from '../../plugins/auth';
import type { AssistantService } from './service';

const MINUTE_SECONDS = 60;

/**
 * Issue 4: POST /api/ai/health-chat and the guided onboarding's four calls (spec 001 §3).
 * Guards: session → per-user rate limit → validation.
 */
export const assistantRoutes: FastifyPluginAsyncZod<{
  service: AssistantService;
  limiter: RateLimiter;
}> = async (app, { service, limiter }) => {
  const rateLimit = (bucket: string, perMinute: number) => async (request: FastifyRequest) => {
    const hit = await limiter.hit(
      `assistant:${bucket}:user:${actorOf(request).userId}`,
      perMinute,
      MINUTE_SECONDS,
    );
    if (!hit.allowed) {
      throw new AppError('RATE_LIMITED', ASSISTANT_MESSAGES.rateLimited, {
        headers: { 'retry-after': String(hit.retryAfterSeconds) },
      });
    }
  };
  const chatLimit = rateLimit('chat', ASSISTANT_LIMITS.chatPerUserPerMinute);
  const guidedLimit = rateLimit('guided', ASSISTANT_LIMITS.guidedPerUserPerMinute);

  app.post(
    '/api/ai/health-chat',
    {
      onRequest: [app.guards.user, chatLimit],
      schema: { body: ZHealthChatRequest, response: { 200: ZHealthChatResponse } },
    },
    async (request) => service.chat(actorOf(request), request.body),
  );

  app.post(
    '/api/health/analyze-symptoms',
    {
      onRequest: [app.guards.user, guidedLimit],
      schema: { body: ZGuidedProfile, response: { 200: ZAnalyzeSymptomsResponse } },
    },
    async (request) => service.analyzeSymptoms(request.body),
  );

  app.post(
    '/api/health/recommended-tests',
    {
      onRequest: [app.guards.user, guidedLimit],
      schema: { body: ZGuidedProfile, response: { 200: ZRecommendedTestsResponse } },
    },
    async (request) => service.recommendedTests(request.body),
  );

  app.post(
    '/api/health/find-doctors',
    {
      onRequest: [app.guards.user, guidedLimit],
      schema: { body: ZFindDoctorsRequest, response: { 200: ZFindDoctorsResponse } },
    },
    async (request) => service.findDoctors(request.body),
  );

  app.post(
    '/api/health/recommend-communities',
    {
      onRequest: [app.guards.user, guidedLimit],
      schema: { body: ZGuidedProfile, response: { 200: ZRecommendCommunitiesResponse } },
    },
    async (request) => service.recommendCommunities(request.body),
  );
};
