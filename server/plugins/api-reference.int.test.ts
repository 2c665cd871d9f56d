import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/harness';
import { contentSecurityPolicy } from './security';

/**
 * Every route the app registers, seen by an `onRoute` hook the app takes (`createTestApp`'s `onRoute`), so the
 * document can be checked against the routes themselves rather than against what @fastify/swagger saw.
 */
const registered: RouteOptions[] = [];

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
type Method = (typeof METHODS)[number];
/** The parts of an OpenAPI 3.1 document these tests read. */
type Media = Record<string, { schema?: unknown }>;
type Response = { description?: string; headers?: Record<string, unknown>; content?: Media };
type Operation = {
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content: Media };
  responses?: Record<string, Response>;
};
type Document = {
  openapi: string;
  info: { title: string; version: string };
  paths?: Record<string, Partial<Record<Method, Operation>>>;
  components?: { securitySchemes?: Record<string, unknown>; schemas?: Record<string, unknown> };
};

let ctx: TestContext;
let document: Document;
beforeAll(async () => {
  ctx = await createTestApp({}, { onRoute: (route) => registered.push(route) });
  const response = await ctx.app.inject({ url: '/api.json' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  document = response.json() as Document;
});
afterAll(async () => {
  await ctx.close();
});

const operation = (path: string, method: Method): Operation => {
  const found = document.paths?.[path]?.[method];
  if (!found) throw new Error(`${method.toUpperCase()} ${path} is not in the document`);
  return found;
};
const operations = () =>
  Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const op = item?.[method];
      return op ? [{ path, method, op }] : [];
    }),
  );
/** Fastify's `/a/:id` as OpenAPI's `/a/{id}`. */
const openapiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('the OpenAPI document at /api.json', () => {
  it('is OpenAPI 3.1: info, paths of operations with responses, and a cookie security scheme', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info.title).toBe('Infinite Wellness API');
    expect(document.info.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(document.components?.securitySchemes?.sessionCookie).toEqual({
      type: 'apiKey',
      in: 'cookie',
      name: 'iw_session',
      description: expect.any(String),
    });
    const all = operations();
    expect(all.length).toBeGreaterThan(50);
    for (const { path, method, op } of all) {
      const name = `${method.toUpperCase()} ${path}`;
      expect(path, name).toMatch(/^\//);
      const responses = Object.entries(op.responses ?? {});
      expect(responses.length, name).toBeGreaterThan(0);
      for (const [status, response] of responses) {
        expect(status, name).toMatch(/^([1-5]\d\d|[1-5]XX|default)$/);
        expect(response.description, `${name} ${status}`).toBeTruthy();
      }
      // Every {param} of the path is a required path parameter of the operation.
      for (const [, param] of path.matchAll(/\{([^}]+)\}/g)) {
        const declared = op.parameters?.find((p) => p.in === 'path' && p.name === param);
        expect(declared?.required, `${name} declares {${param}}`).toBe(true);
      }
      for (const requirement of op.security ?? []) {
        for (const scheme of Object.keys(requirement)) {
          expect(document.components?.securitySchemes, name).toHaveProperty(scheme);
        }
      }
    }
  });

  it('resolves every $ref to a component of the document', () => {
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of new Set(refs)) {
      const match = /^#\/components\/schemas\/(.+)$/.exec(ref);
      expect(match, ref).not.toBeNull();
      expect(document.components?.schemas, ref).toHaveProperty(match?.[1] ?? '');
    }
  });

  it('lists every registered /api and /auth route, and nothing of the reference itself', () => {
    const routes = registered;
    const expected = routes
      .filter((route) => /^\/(api|auth)\//.test(route.url))
      .filter((route) => !(route.schema as { hide?: boolean } | undefined)?.hide)
      .flatMap((route) => [route.method].flat().map((method) => ({ method, url: route.url })))
      .filter(({ method }) => method !== 'HEAD');
    expect(expected.length).toBeGreaterThan(50);
    for (const { method, url } of expected) {
      const lower = method.toLowerCase() as Method;
      expect(document.paths?.[openapiPath(url)]?.[lower], `${method} ${url}`).toBeDefined();
    }
    expect(operation('/api/symptoms', 'post')).toBeDefined();
    expect(operation('/api/symptoms/user/{userId}', 'get')).toBeDefined();
    expect(operation('/api/auth/signup', 'post')).toBeDefined();
    expect(operation('/api/analytics/track', 'post')).toBeDefined();
    const paths = Object.keys(document.paths ?? {});
    expect(paths.filter((p) => p === '/api' || p === '/api.json' || p.startsWith('/api/static'))).toEqual([]);
    expect(paths).not.toContain('/api/json');
  });

  it('leaves sign-up, sign-in and password reset public, whatever other hooks they run', () => {
    for (const path of [
      '/api/auth/signup',
      '/api/auth/signin',
      '/api/auth/forgot-password',
      '/api/auth/reset-password',
      // Rate limited per IP (an onRequest hook) and still public.
      '/api/analytics/track',
    ]) {
      expect(operation(path, 'post').security ?? [], path).toEqual([]);
    }
    expect(operation('/healthz', 'get').security ?? []).toEqual([]);
  });

  it('asks for the session cookie where a guard does: users, roles, and sign-out (optional)', () => {
    expect(operation('/api/symptoms/user/{userId}', 'get').security).toEqual([{ sessionCookie: [] }]);
    expect(operation('/api/symptoms', 'post').security).toEqual([{ sessionCookie: [] }]);
    expect(operation('/api/feedback', 'get').security).toEqual([{ sessionCookie: ['admin'] }]);
    expect(operation('/api/practitioner-requests', 'get').security).toEqual([{ sessionCookie: ['admin'] }]);
    // Signing out reads the session when there is one and answers 200 without one.
    expect(operation('/api/auth/signout', 'post').security).toEqual([{ sessionCookie: [] }, {}]);
    // The emailed download link sends browsers to sign in first; the guard is what is documented.
    expect(operation('/api/user/data-exports/{id}/download', 'get').security).toEqual([
      { sessionCookie: [] },
    ]);
  });

  it('documents rate limits with their 429 headers, and the upload forms as multipart', () => {
    const signup = operation('/api/auth/signup', 'post');
    expect(signup.description).toMatch(/per IP address/);
    const tooMany = signup.responses?.['429'] ?? {};
    expect(Object.keys(tooMany.headers ?? {}).sort()).toEqual([
      'ratelimit-limit',
      'ratelimit-remaining',
      'ratelimit-reset',
      'retry-after',
    ]);
    expect(tooMany.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/ErrorResponse',
    });
    expect(operation('/api/feedback', 'post').description).toMatch(/per signed-in user/);
    expect(operation('/api/symptoms', 'post').responses).not.toHaveProperty('429');

    const avatar = operation('/api/user/avatar', 'post').requestBody;
    expect(avatar?.content['multipart/form-data']?.schema).toMatchObject({
      properties: { avatar: { type: 'string', format: 'binary' } },
    });
  });
});

describe('the reference page at /api', () => {
  it('is Swagger UI under the app’s own Content-Security-Policy, every asset from this origin', async () => {
    const page = await ctx.app.inject({ url: '/api', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toBe(contentSecurityPolicy(false));
    expect(page.body).toContain('<div id="swagger-ui">');
    // No inline script: the CSP allows only script files of this origin.
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(assets.length).toBeGreaterThanOrEqual(5);
    for (const asset of assets) {
      expect(asset, asset).toMatch(/^\/api\/static\//);
      const response = await ctx.app.inject({ url: asset });
      expect(response.statusCode, asset).toBe(200);
    }
    const initializer = await ctx.app.inject({ url: '/api/static/swagger-initializer.js' });
    expect(initializer.headers['content-type']).toMatch(/javascript/);
    // The UI reads the same document.
    const json = await ctx.app.inject({ url: '/api/json' });
    expect(json.json()).toEqual(document);
  });
});
