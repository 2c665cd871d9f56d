import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EXERCISE_MESSAGES,
  ZCompleteExerciseRequest,
  ZExerciseCompletion,
  ZExercisePlanList,
  ZExercisePlansQuery,
  ZExerciseProgress,
  ZExerciseRecommendations,
} from '../../../contract/exercise';
import { ZTimeZoneQuery } from '../../../contract/progress';
import { actorOf } from '../../plugins/auth';
import type { ExerciseService } from './service';

/** Exercise plans (docs/product/exercise.md#api); `?tz=` is the browser's IANA time zone (default UTC). */
export const exerciseRoutes: FastifyPluginAsyncZod<{ service: ExerciseService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/exercise-plans',
    {
      onRequest: app.guards.user,
      schema: { querystring: ZExercisePlansQuery, response: { 200: ZExercisePlanList } },
    },
    async (request) =>
      service.listPlans(actorOf(request), {
        type: request.query.type,
        difficulty: request.query.difficulty,
        timeZone: request.query.tz,
      }),
  );

  app.get(
    '/api/exercise-recommendations/user/:userId',
    {
      onRequest: app.guards.user,
      schema: {
        params: z.object({ userId: z.string().min(1).max(64) }),
        querystring: ZTimeZoneQuery,
        response: { 200: ZExerciseRecommendations },
      },
    },
    async (request) => service.recommendations(actorOf(request), request.params.userId, request.query.tz),
  );

  app.post(
    '/api/exercise/:id/complete',
    {
      onRequest: app.guards.user,
      schema: {
        params: z.object({
          id: z.string().min(1, EXERCISE_MESSAGES.workoutNotFound).max(64, EXERCISE_MESSAGES.workoutNotFound),
        }),
        body: ZCompleteExerciseRequest,
        response: { 201: ZExerciseCompletion },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.complete(actorOf(request), request.params.id, request.body)),
  );

  app.get(
    '/api/exercise/progress',
    {
      onRequest: app.guards.user,
      schema: { querystring: ZTimeZoneQuery, response: { 200: ZExerciseProgress } },
    },
    async (request) => service.progress(actorOf(request), request.query.tz),
  );
};
