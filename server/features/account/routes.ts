import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signInPathFor } from '../../../common/return-path';
import {
  ACCOUNT_LIMITS,
  ACCOUNT_MESSAGES,
  ZDataExportList,
  ZDataExportQueued,
  ZDataExportRequest,
  ZDeleteAccountRequest,
} from '../../../contract/account';
import { ZOkResponse } from '../../../contract/errors';
import { actorOf } from '../../plugins/auth';
import { perUser } from '../../plugins/rate-limit';
import { EXPORT_WINDOW_SECONDS } from './policy';
import type { AccountService } from './service';

/**
 * POST /api/user/data-export and POST /api/user/delete, and the exports listed and downloaded on
 * the Data Management tab (docs/product/data-rights.md#api). Identity only from the session.
 */
export const accountRoutes: FastifyPluginAsyncZod<{ service: AccountService; cookies: string[] }> = async (
  app,
  { service, cookies },
) => {
  const guard = app.guards.user;
  // The emailed download link opened in a signed-out browser goes to the sign-in page, which comes
  // back to the link afterwards; other signed-out callers meet the guard's 401.
  const signInPageForBrowsers: onRequestHookHandler = async (request, reply) => {
    if (await app.loadSession(request)) return;
    if (String(request.headers.accept ?? '').includes('text/html')) {
      return reply.redirect(signInPathFor(request.url), 303);
    }
  };

  app.post(
    '/api/user/data-export',
    {
      onRequest: guard,
      // Counter key `data-export:user:<id>`: account deletion removes counters named after the user.
      config: {
        rateLimit: perUser('data-export', {
          max: ACCOUNT_LIMITS.exportsPerDay,
          windowSeconds: EXPORT_WINDOW_SECONDS,
          message: ACCOUNT_MESSAGES.exportRateLimited,
        }),
      },
      schema: { body: ZDataExportRequest, response: { 202: ZDataExportQueued } },
    },
    async (request, reply) =>
      reply.status(202).send(await service.requestExport(actorOf(request), request.body.currentPassword)),
  );

  app.get(
    '/api/user/data-exports',
    { onRequest: guard, schema: { response: { 200: ZDataExportList } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.listExports(actorOf(request));
    },
  );

  app.get(
    '/api/user/data-exports/:id/download',
    { onRequest: [signInPageForBrowsers, guard], schema: { params: z.object({ id: z.uuid() }) } },
    async (request, reply) => {
      const { fileName, body } = await service.download(actorOf(request), request.params.id);
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  // The health record alone, for FHIR tools: same owner check, expiry and audit as the archive.
  app.get(
    '/api/user/data-exports/:id/fhir',
    { onRequest: [signInPageForBrowsers, guard], schema: { params: z.object({ id: z.uuid() }) } },
    async (request, reply) => {
      const { fileName, body } = await service.downloadFhir(actorOf(request), request.params.id);
      return reply
        .type('application/fhir+json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  app.post(
    '/api/user/delete',
    { onRequest: guard, schema: { body: ZDeleteAccountRequest, response: { 200: ZOkResponse } } },
    async (request, reply) => {
      await service.deleteAccount(actorOf(request), request.body.currentPassword);
      // Every session is gone with the account; the answer also clears this browser's cookies.
      for (const name of cookies) reply.clearCookie(name, { path: '/' });
      return { ok: true as const };
    },
  );
};
