import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAchievementShareLink,
  ZAchievementShareLinkRequest,
  ZAchievementsPage,
  ZGamificationAchievement,
  ZLevel,
  ZPublicAchievement,
  ZStreak,
  ZStreakFreezeRequest,
  ZWeeklyChallenge,
} from '../../../contract/gamification';
import { ZTimeZoneQuery } from '../../../contract/progress';
import { actorOf } from '../../plugins/auth';
import type { GamificationService } from './service';

const ZAchievementParams = z.object({ id: z.string().min(1).max(64) });

/**
 * Levels, achievements, streaks, the weekly challenge and shared achievements
 * (docs/product/achievements.md#api). Every signed-in route is about the caller's own data; `?tz=` is
 * the browser's IANA time zone (default UTC) for the days.
 */
export const gamificationRoutes: FastifyPluginAsyncZod<{ service: GamificationService }> = async (
  app,
  { service },
) => {
  const own = { onRequest: app.guards.user };

  app.get(
    '/api/gamification/level',
    { ...own, schema: { querystring: ZTimeZoneQuery, response: { 200: ZLevel } } },
    async (request) => service.level(actorOf(request), request.query.tz),
  );

  app.get(
    '/api/gamification/achievements',
    { ...own, schema: { querystring: ZTimeZoneQuery, response: { 200: z.array(ZGamificationAchievement) } } },
    async (request) => service.achievements(actorOf(request), request.query.tz),
  );

  app.get(
    '/api/gamification/streaks',
    { ...own, schema: { querystring: ZTimeZoneQuery, response: { 200: z.array(ZStreak) } } },
    async (request) => service.streaks(actorOf(request), request.query.tz),
  );

  app.post(
    '/api/gamification/streaks/freeze',
    {
      ...own,
      schema: { querystring: ZTimeZoneQuery, body: ZStreakFreezeRequest, response: { 200: ZStreak } },
    },
    async (request) => service.freeze(actorOf(request), request.body.type, request.query.tz),
  );

  app.get(
    '/api/gamification/weekly-challenge',
    { ...own, schema: { querystring: ZTimeZoneQuery, response: { 200: ZWeeklyChallenge } } },
    async (request) => service.weeklyChallenge(actorOf(request), request.query.tz),
  );

  app.get(
    '/api/achievements',
    { ...own, schema: { querystring: ZTimeZoneQuery, response: { 200: ZAchievementsPage } } },
    async (request) => service.achievementsPage(actorOf(request), request.query.tz),
  );

  app.post(
    '/api/achievements/:id/share-link',
    {
      ...own,
      schema: {
        params: ZAchievementParams,
        body: ZAchievementShareLinkRequest,
        response: { 201: ZAchievementShareLink },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.createShareLink(actorOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/api/achievements/:id/share-links',
    {
      ...own,
      schema: { params: ZAchievementParams, response: { 200: z.object({ revoked: z.number().int() }) } },
    },
    async (request) => service.revokeShareLinks(actorOf(request), request.params.id),
  );

  // Public: what the person chose to share, nothing else (no health data).
  app.get(
    '/api/public/achievements/:token',
    {
      schema: {
        params: z.object({ token: z.string().min(1).max(128) }),
        response: { 200: ZPublicAchievement },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.publicAchievement(request.params.token);
    },
  );
};
