import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_REPORT_LIMITS,
  ADMIN_REPORT_MESSAGES,
  ZReportEmailRequest,
  ZReportMetrics,
  ZReportSchedule,
  ZScheduleDailyResponse,
  ZSendTestResponse,
} from '../../../contract/admin-report';
import { actorOf } from '../../plugins/auth';
import { perUser } from '../../plugins/rate-limit';
import type { AdminReportService } from './service';

const ZIdParams = z.object({ id: z.uuid() });

/** The preview is our own HTML, opened in a tab of its own: no script, no request, no framing. */
export const PREVIEW_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * The daily report (docs/product/admin.md#daily-report), admins only: POST /api/admin/email/schedule-daily,
 * GET /api/admin/email/schedule, DELETE /api/admin/email/schedule/{id}, POST /api/admin/email/send-test
 * (rate-limited per admin), GET /api/admin/email/metrics (the figures now) and GET
 * /api/admin/email/preview (HTML).
 */
export const adminReportRoutes: FastifyPluginAsyncZod<{ service: AdminReportService }> = async (
  app,
  { service },
) => {
  const admin = app.guards.role('admin');

  app.post(
    '/api/admin/email/schedule-daily',
    { onRequest: admin, schema: { body: ZReportEmailRequest, response: { 200: ZScheduleDailyResponse } } },
    async (request) => service.scheduleDaily(actorOf(request), request.body.email),
  );

  app.get(
    '/api/admin/email/schedule',
    { onRequest: admin, schema: { response: { 200: ZReportSchedule } } },
    async (request) => service.schedule(actorOf(request)),
  );

  app.delete(
    '/api/admin/email/schedule/:id',
    { onRequest: admin, schema: { params: ZIdParams } },
    async (request, reply) => {
      await service.unschedule(actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/admin/email/send-test',
    {
      onRequest: admin,
      config: {
        rateLimit: perUser('admin-report:test', {
          max: ADMIN_REPORT_LIMITS.testSendsPerHour,
          windowSeconds: 60 * 60,
          message: ADMIN_REPORT_MESSAGES.testRateLimited,
        }),
      },
      schema: { body: ZReportEmailRequest, response: { 200: ZSendTestResponse } },
    },
    async (request) => service.sendTest(actorOf(request), request.body.email),
  );

  app.get(
    '/api/admin/email/metrics',
    { onRequest: admin, schema: { response: { 200: ZReportMetrics } } },
    async (request) => service.currentMetrics(actorOf(request)),
  );

  app.get('/api/admin/email/preview', { onRequest: admin }, async (request, reply) => {
    const html = await service.preview(actorOf(request));
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', PREVIEW_CSP)
      .header('cache-control', 'no-store')
      .send(html);
  });
};
