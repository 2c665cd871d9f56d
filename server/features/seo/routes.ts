import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SEO_LIMITS,
  SEO_MESSAGES,
  ZSeoAnalysis,
  ZSeoAnalyzeRequest,
  ZSeoHealth,
} from '../../../contract/seo';
import { perIp } from '../../plugins/rate-limit';
import type { SeoService } from './service';

/** SEO Magic's calls (docs/product/admin.md#seo-magic). */
export const seoRoutes: FastifyPluginAsyncZod<{ service: SeoService }> = async (app, { service }) => {
  // Public: the landing page's footer tool runs it for anyone, so it is limited per IP.
  app.post(
    '/api/seo/analyze',
    {
      bodyLimit: SEO_LIMITS.bodyBytesMax,
      config: {
        rateLimit: perIp('seo-analyze', {
          max: SEO_LIMITS.analyzePerMinute,
          windowSeconds: 60,
          message: SEO_MESSAGES.rateLimited,
        }),
      },
      schema: { body: ZSeoAnalyzeRequest, response: { 200: ZSeoAnalysis } },
    },
    async (request) => service.analyze(request.body),
  );

  app.get(
    '/api/seo/health-check',
    {
      onRequest: app.guards.role('admin'),
      schema: { response: { 200: ZSeoHealth } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.healthCheck();
    },
  );
};
