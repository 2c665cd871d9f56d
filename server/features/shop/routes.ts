import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZShopDealParams,
  ZShopProductsQuery,
  ZShopProductsResponse,
  ZShopTipsResponse,
} from '../../../contract/shop';
import type { ShopService } from './service';

/** GET /api/shop/products, GET /api/shop/tips, GET /api/shop/products/:id/deal: all public. */
export const shopRoutes: FastifyPluginAsyncZod<{ service: ShopService }> = async (app, { service }) => {
  app.get(
    '/api/shop/products',
    { schema: { querystring: ZShopProductsQuery, response: { 200: ZShopProductsResponse } } },
    async (request) => service.listProducts(request.query),
  );

  // Signed in or not: the session, when there is one, personalises the tips.
  app.get(
    '/api/shop/tips',
    { onRequest: app.guards.session, schema: { response: { 200: ZShopTipsResponse } } },
    async (request, reply) => {
      // Personal tips are the person's own: never kept by a shared cache.
      reply.header('cache-control', 'private, no-store');
      return service.tipsFor(request.actor);
    },
  );

  app.get('/api/shop/products/:id/deal', { schema: { params: ZShopDealParams } }, async (request, reply) => {
    const url = await service.dealUrlFor(request.params.id, request.ip);
    // Each click is counted, so no cache may answer it; the partner is not told which page sent it.
    reply.header('cache-control', 'no-store');
    reply.header('referrer-policy', 'no-referrer');
    return reply.redirect(url, 302);
  });
};
