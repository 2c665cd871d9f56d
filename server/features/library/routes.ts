import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZLibraryItem, ZLibraryList, ZLibraryListQuery, ZLibrarySlugParams } from '../../../contract/library';
import type { LibraryService } from './service';

/** The wellness library's calls (docs/product/library.md#api): public, signed in or not. */
export const libraryRoutes: FastifyPluginAsyncZod<{ service: LibraryService }> = async (app, { service }) => {
  app.get(
    '/api/library',
    { schema: { querystring: ZLibraryListQuery, response: { 200: ZLibraryList } } },
    async (request) => service.list(request.query),
  );

  app.get(
    '/api/library/:slug',
    {
      // A session, when present, decides whether a premium item is whole (documented as optional).
      onRequest: app.guards.session,
      schema: { params: ZLibrarySlugParams, response: { 200: ZLibraryItem } },
    },
    async (request, reply) => {
      // What a reader sees depends on their plan: no shared cache may keep it.
      reply.header('cache-control', 'private, no-store');
      return service.item(request.params.slug, request.actor?.userId ?? null);
    },
  );
};
