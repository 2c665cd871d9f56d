import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '../../contract/errors';
import type { UploadForm } from '../lib/uploads';
import { limitOf } from './rate-limit';

/** The error answer, once, as `#/components/schemas/ErrorResponse` (the 429s point to it). */
const ZErrorComponent = ZErrorResponse.meta({ id: 'ErrorResponse' });

/** The name of the session cookie scheme in the document. */
export const SESSION_SCHEME = 'sessionCookie';

const DESCRIPTION = [
  'The Infinite Wellness HTTP API. Every error answers `{ "error": { "code", "message", "fields"? } }`.',
  'Sessions are the cookie set by sign-up and sign-in; state-changing requests must come from this site',
  '(Origin and Fetch-Metadata checks).',
  'Rate-limited operations answer with `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset`,',
  'and past the limit 429 with `Retry-After`.',
].join(' ');

/**
 * The API reference: an OpenAPI 3.1 document generated from the zod schemas the routes declare
 * (@fastify/swagger with fastify-type-provider-zod's transforms), as JSON at `/api.json`, and
 * Swagger UI at `/api` with its assets served from our own origin. An operation's security comes from
 * the auth guards among its `onRequest` hooks (`app.guards.requirementOf`, by identity), and its 429
 * answer from its rate-limit declaration. Register before the routes: the document lists the routes
 * added after it.
 */
export async function registerApiReference(
  app: FastifyInstance,
  options: { version: string; sessionCookie: string },
) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Infinite Wellness API', version: options.version, description: DESCRIPTION },
      components: {
        securitySchemes: {
          [SESSION_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: options.sessionCookie,
            description: 'The session cookie set by sign-up and sign-in.',
          },
        },
      },
    },
    transform: documentRoute(app),
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api',
    // Keeps the app's Content-Security-Policy: the UI's scripts and styles are files of this origin.
    // Areas start folded: one tap opens an area's operations. (Listing every operation at once also
    // stopped Swagger UI after the first area once the API passed about 120 operations.)
    uiConfig: { deepLinking: true, docExpansion: 'none', defaultModelsExpandDepth: 0 },
    theme: { title: 'API reference · Infinite Wellness' },
  });
  app.get('/api.json', { schema: { hide: true } }, async () => app.swagger());
}

type OperationExtras = {
  security?: Record<string, string[]>[];
  consumes?: string[];
  body?: Record<string, unknown>;
  tags?: string[];
  description?: string;
  response?: Record<string, unknown>;
};

function documentRoute(app: FastifyInstance): SwaggerTransform {
  const zodTransform = jsonSchemaTransform as unknown as SwaggerTransform;
  return (input) => {
    const limit = limitOf(input.route.config?.rateLimit);
    const withLimit = limit
      ? { ...input.schema, response: { ...(input.schema?.response as object), 429: ZErrorComponent } }
      : input.schema;
    const result = zodTransform({ ...input, schema: withLimit });
    const schema = (result.schema ?? {}) as Record<string, unknown> & OperationExtras;
    if (schema.hide) return result;

    const extras: OperationExtras = { tags: [tagOf(result.url)] };
    const security = securityOf(app, input.route);
    if (security) extras.security = security;
    const form = input.route.config?.upload;
    if (form) Object.assign(extras, uploadBody(form));
    if (limit) {
      const per = limit.key === 'ip' ? 'IP address' : 'signed-in user';
      extras.description = `At most ${limit.max} requests per ${windowText(limit.windowSeconds)} per ${per}.`;
      const tooMany = (schema.response?.['429'] ?? {}) as Record<string, unknown>;
      extras.response = {
        ...schema.response,
        429: { ...tooMany, description: 'Too many requests', headers: RATE_LIMITED_HEADERS },
      };
    }
    return { ...result, schema: { ...schema, ...extras } };
  };
}

/** A required guard gives its cookie requirement (with the roles it admits); an optional one, cookie or none. */
function securityOf(app: FastifyInstance, route: RouteOptions): Record<string, string[]>[] | undefined {
  const hooks = [route.onRequest ?? []].flat();
  const requirements = hooks.map((hook) => app.guards.requirementOf(hook)).filter((r) => r !== undefined);
  const required = requirements.filter((r) => r.session === 'required');
  if (required.length > 0) return [{ [SESSION_SCHEME]: [...new Set(required.flatMap((r) => r.roles))] }];
  if (requirements.length > 0) return [{ [SESSION_SCHEME]: [] }, {}];
  return undefined;
}

/** The multipart form a route reads (`config.upload`): its file and the text fields it takes. */
function uploadBody(form: UploadForm): Pick<OperationExtras, 'consumes' | 'body'> {
  const megabytes = Math.round((form.maxFileBytes / (1024 * 1024)) * 10) / 10;
  const properties: Record<string, unknown> = {
    [form.file]: { type: 'string', format: 'binary', description: `At most ${megabytes} MB.` },
  };
  for (const name of form.fields ?? []) properties[name] = { type: 'string' };
  return { consumes: ['multipart/form-data'], body: { type: 'object', properties } };
}

const tagOf = (url: string) => /^\/(?:api\/)?([^/:]+)/.exec(url)?.[1] ?? 'system';

const windowText = (seconds: number) =>
  ({ 60: 'minute', 3600: 'hour', 86400: 'day' })[seconds] ?? `${seconds} seconds`;

const RATE_LIMITED_HEADERS = {
  'retry-after': { type: 'integer', description: 'Seconds until the allowance starts again.' },
  'ratelimit-limit': { type: 'integer', description: 'Requests allowed in the window.' },
  'ratelimit-remaining': { type: 'integer', description: 'Requests left in the window (0 here).' },
  'ratelimit-reset': { type: 'integer', description: 'Seconds until the window ends.' },
};
