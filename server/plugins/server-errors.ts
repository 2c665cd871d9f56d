import type { FastifyInstance } from 'fastify';

/** What is kept of a failed answer: no URL, body, query, user or address. */
export type ServerErrorRecord = { method: string; route: string; statusCode: number; requestId: string };

/** The route of an answer no route matched (the not-found handler). */
export const UNROUTED = '(no route)';

/**
 * Records every answer of status 500 or more, once it has been sent (docs/product/admin.md#daily-report):
 * the method, the route pattern (`/api/symptoms/:id`, never the URL with its ids or query), the status
 * and the request id. A failure to record is logged and never changes the answer. Register before the
 * routes.
 */
export function registerServerErrors(
  app: FastifyInstance,
  options: { record: (entry: ServerErrorRecord) => Promise<void> },
) {
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode < 500) return;
    try {
      await options.record({
        method: request.method,
        route: request.routeOptions.url ?? UNROUTED,
        statusCode: reply.statusCode,
        requestId: request.id,
      });
    } catch (err) {
      request.log.error({ err, requestId: request.id }, 'server error could not be recorded');
    }
  });
}
