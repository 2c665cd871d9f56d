import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';

type Entry = {
  method: string;
  url: string;
  guarded: boolean;
  body?: unknown;
  params?: unknown;
  responses: Record<string, unknown>;
};

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const toJson = (schema: unknown) => {
  if (!schema || typeof schema !== 'object' || !('_zod' in schema)) return undefined;
  try {
    return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' });
  } catch {
    return undefined;
  }
};

/**
 * `/api` (DECISIONS 9): the API reference generated from the contract schemas every route declares.
 * Call before registering routes so the hook sees them; `/api.json` gives the same as JSON.
 */
export function collectApiReference(app: FastifyInstance) {
  const entries: Entry[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    const url = route.url;
    if (!url.startsWith('/api/') && !url.startsWith('/auth/')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      const schema = (route.schema ?? {}) as {
        body?: unknown;
        params?: unknown;
        response?: Record<string, unknown>;
      };
      entries.push({
        method,
        url,
        guarded: Boolean(route.onRequest),
        body: toJson(schema.body),
        params: toJson(schema.params),
        responses: Object.fromEntries(
          Object.entries(schema.response ?? {}).map(([code, s]) => [code, toJson(s)]),
        ),
      });
    }
  });

  const register = () => {
    const sorted = () =>
      [...entries].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
    app.get('/api.json', async () => ({ routes: sorted() }));
    app.get('/api', async (_request, reply) => {
      const rows = sorted()
        .map((e) => {
          const block = (label: string, value: unknown) =>
            value
              ? `<details><summary>${label}</summary><pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre></details>`
              : '';
          const responses = Object.entries(e.responses)
            .map(([code, s]) => block(`Response ${code}`, s))
            .join('');
          return `<section><h2><code>${e.method} ${escapeHtml(e.url)}</code></h2><p>${
            e.guarded ? 'Requires a signed-in session (cookie).' : 'Public.'
          }</p>${block('Path parameters', e.params)}${block('Request body (JSON)', e.body)}${responses}</section>`;
        })
        .join('\n');
      const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>API reference · Infinite Wellness</title><meta name="description" content="The Infinite Wellness HTTP API: every endpoint with its request and response schema."><style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;color:#0f172a}pre{background:#f1f5f9;padding:.75rem;overflow:auto}h2{font-size:1rem}section{border-bottom:1px solid #cbd5e1;padding:.5rem 0}</style></head><body><main><h1>Infinite Wellness API reference</h1><p>Every error answers <code>{ "error": { "code", "message", "fields"? } }</code>. Sessions are cookies set by sign-in; state-changing requests must come from this site.</p>${rows}</main></body></html>`;
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    });
  };
  return { register };
}
