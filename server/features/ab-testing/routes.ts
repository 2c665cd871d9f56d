import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AB_VISITOR_COOKIE,
  ZActiveAssignments,
  ZConvertParams,
  ZConvertRequest,
  ZConvertResponse,
  ZCreateExperimentRequest,
  ZExperiment,
  ZExperimentIdParams,
  ZExperimentList,
  ZExperimentResults,
} from '../../../contract/ab-testing';
import { actorOf } from '../../plugins/auth';
import { perIp } from '../../plugins/rate-limit';
import type { AbTestingService, Caller } from './service';

/** A visitor id as this server makes them (a UUID); anything else in the cookie is ignored. */
const VISITOR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * A/B testing (docs/product/ab-testing.md#api). Admins: GET/POST /api/ab-testing/experiments,
 * GET …/{id}/results, POST …/{id}/pause, /resume, /end. Everyone (session optional):
 * GET /api/ab-testing/experiments/active and POST /api/ab-testing/convert/{experimentId}.
 */
export const abTestingRoutes: FastifyPluginAsyncZod<{
  service: AbTestingService;
  /** Whether cookies carry `Secure` (as the session cookie does). */
  secureCookies: boolean;
}> = async (app, { service, secureCookies }) => {
  const admin = app.guards.role('admin');
  // Each call may write rows (a first exposure, a conversion): a script cannot fill the tables.
  const assignmentLimit = perIp('ab-testing-active', {
    max: 120,
    windowSeconds: 60,
    message: 'Too many requests. Please slow down.',
  });
  const conversionLimit = perIp('ab-testing-convert', {
    max: 60,
    windowSeconds: 60,
    message: 'Too many conversions. Please slow down.',
  });

  const visitorIdOf = (request: FastifyRequest): string | null => {
    const value = request.cookies[AB_VISITOR_COOKIE];
    return value && VISITOR_ID.test(value) ? value : null;
  };
  const callerOf = async (request: FastifyRequest): Promise<Caller> => ({
    userId: (await app.loadSession(request))?.userId ?? null,
    visitorId: visitorIdOf(request),
  });
  /** A signed-out caller without a visitor id gets one: a random first-party id for a year. */
  const ensureVisitor = (caller: Caller, reply: FastifyReply): Caller => {
    if (caller.userId || caller.visitorId) return caller;
    const visitorId = randomUUID();
    reply.setCookie(AB_VISITOR_COOKIE, visitorId, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies,
      maxAge: YEAR_SECONDS,
    });
    return { ...caller, visitorId };
  };

  app.get(
    '/api/ab-testing/experiments',
    { onRequest: admin, schema: { response: { 200: ZExperimentList } } },
    async () => service.list(),
  );

  app.post(
    '/api/ab-testing/experiments',
    { onRequest: admin, schema: { body: ZCreateExperimentRequest, response: { 201: ZExperiment } } },
    async (request, reply) => {
      const actor = actorOf(request);
      const experiment = await service.create(actor, request.body);
      request.log.info(
        { experimentId: experiment.id, key: experiment.key, by: actor.userId },
        'Experiment created',
      );
      return reply.status(201).send(experiment);
    },
  );

  app.get(
    '/api/ab-testing/experiments/active',
    {
      onRequest: app.guards.session,
      config: { rateLimit: assignmentLimit },
      schema: { response: { 200: ZActiveAssignments } },
    },
    async (request, reply) => {
      return service.activeAssignments(ensureVisitor(await callerOf(request), reply));
    },
  );

  app.get(
    '/api/ab-testing/experiments/:id/results',
    { onRequest: admin, schema: { params: ZExperimentIdParams, response: { 200: ZExperimentResults } } },
    async (request) => service.results(request.params.id),
  );

  for (const action of ['pause', 'resume', 'end'] as const) {
    app.post(
      `/api/ab-testing/experiments/:id/${action}`,
      { onRequest: admin, schema: { params: ZExperimentIdParams, response: { 200: ZExperiment } } },
      async (request) => {
        const actor = actorOf(request);
        const experiment = await service[action](request.params.id);
        request.log.info(
          { experimentId: experiment.id, status: experiment.status, by: actor.userId },
          `Experiment ${action}`,
        );
        return experiment;
      },
    );
  }

  app.post(
    '/api/ab-testing/convert/:experimentId',
    {
      onRequest: app.guards.session,
      config: { rateLimit: conversionLimit },
      schema: { params: ZConvertParams, body: ZConvertRequest, response: { 202: ZConvertResponse } },
    },
    async (request, reply) => {
      const result = await service.convert(
        await callerOf(request),
        request.params.experimentId,
        request.body,
      );
      return reply.status(202).send(result);
    },
  );
};
