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
import { actorOf } from '../../plugins/auth';
import { perUser } from '../../plugins/rate-limit';
import type { AssistantService } from './service';

const MINUTE_SECONDS = 60;

/**
 * POST /api/ai/health-chat and the guided onboarding's four calls
 * (docs/product/assistant.md#health-chat-and-guided-tour). Guards: session → validation → per-user rate
 * limit.
 */
export const assistantRoutes: FastifyPluginAsyncZod<{ service: AssistantService }> = async (
  app,
  { service },
) => {
  // The chat allowance is shared with the stored chat's sends (server/features/chat/routes.ts).
  const chatLimit = perUser('assistant:chat', {
    max: ASSISTANT_LIMITS.chatPerUserPerMinute,
    windowSeconds: MINUTE_SECONDS,
    message: ASSISTANT_MESSAGES.rateLimited,
  });
  const guidedLimit = perUser('assistant:guided', {
    max: ASSISTANT_LIMITS.guidedPerUserPerMinute,
    windowSeconds: MINUTE_SECONDS,
    message: ASSISTANT_MESSAGES.rateLimited,
  });

  app.post(
    '/api/ai/health-chat',
    {
      onRequest: app.guards.user,
      config: { rateLimit: chatLimit },
      schema: { body: ZHealthChatRequest, response: { 200: ZHealthChatResponse } },
    },
    async (request) => service.chat(actorOf(request), request.body),
  );

  app.post(
    '/api/health/analyze-symptoms',
    {
      onRequest: app.guards.user,
      config: { rateLimit: guidedLimit },
      schema: { body: ZGuidedProfile, response: { 200: ZAnalyzeSymptomsResponse } },
    },
    async (request) => service.analyzeSymptoms(request.body),
  );

  app.post(
    '/api/health/recommended-tests',
    {
      onRequest: app.guards.user,
      config: { rateLimit: guidedLimit },
      schema: { body: ZGuidedProfile, response: { 200: ZRecommendedTestsResponse } },
    },
    async (request) => service.recommendedTests(request.body),
  );

  app.post(
    '/api/health/find-doctors',
    {
      onRequest: app.guards.user,
      config: { rateLimit: guidedLimit },
      schema: { body: ZFindDoctorsRequest, response: { 200: ZFindDoctorsResponse } },
    },
    async (request) => service.findDoctors(request.body),
  );

  app.post(
    '/api/health/recommend-communities',
    {
      onRequest: app.guards.user,
      config: { rateLimit: guidedLimit },
      schema: { body: ZGuidedProfile, response: { 200: ZRecommendCommunitiesResponse } },
    },
    async (request) => service.recommendCommunities(request.body),
  );
};
