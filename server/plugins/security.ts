import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Security headers (CSP without inline scripts, no framing, HSTS in production), no-store on API
 * answers (they carry health data), and refusal of state-changing requests from other origins
 * (Origin and Fetch-Metadata checks; SameSite=Lax cookies are the second line).
 */
export async function registerSecurity(
  app: FastifyInstance,
  options: { isProduction: boolean; allowedOrigins: string[] },
) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: options.isProduction ? { maxAge: 63_072_000, includeSubDomains: true, preload: false } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

  const allowed = new Set(options.allowedOrigins);
  const ownOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

  app.addHook('onRequest', async (request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url.startsWith('/auth/');
    if (isApi) reply.header('cache-control', 'no-store');
    if (!isApi || !STATE_CHANGING.has(request.method)) return;
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site') throw crossOrigin();
    const origin = request.headers.origin;
    if (origin && origin !== 'null' && !allowed.has(origin) && origin !== ownOrigin(request))
      throw crossOrigin();
    if (origin === 'null') throw crossOrigin();
  });
}

const crossOrigin = () =>
  new AppError('CROSS_ORIGIN_REFUSED', 'This request came from another site and was refused.');
