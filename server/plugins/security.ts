import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';
import { pathOnly } from '../lib/logger';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const PERMISSIONS_POLICY = 'camera=(self), microphone=(self), geolocation=(), payment=(), usb=()';

/**
 * Stripe's Payment Element (docs/product/payments.md#stripe) runs Stripe.js from js.stripe.com in
 * frames of its own and talks to api.stripe.com; only when Stripe is the processor are these allowed.
 */
const STRIPE_SOURCES = {
  script: 'https://js.stripe.com https://*.js.stripe.com',
  frame: 'https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com',
  connect: 'https://api.stripe.com',
  img: 'https://*.stripe.com',
};

/**
 * Security headers (CSP without inline scripts, no framing, HSTS in production), no-store on API
 * answers (they carry health data), and refusal of state-changing requests from other origins
 * (Origin and Fetch-Metadata checks; SameSite=Lax cookies are the second line).
 */
/**
 * The Content-Security-Policy: no inline or foreign scripts, no framing; Stripe's own script, frames
 * and API only when Stripe is the card processor.
 */
export function contentSecurityPolicy(secureTransport: boolean, stripe = false): string {
  const withStripe = (own: string, extra: string) => (stripe ? `${own} ${extra}` : own);
  const directives = [
    "default-src 'self'",
    withStripe("script-src 'self'", STRIPE_SOURCES.script),
    "style-src 'self' 'unsafe-inline'",
    withStripe("img-src 'self' data: blob:", STRIPE_SOURCES.img),
    "font-src 'self'",
    withStripe("connect-src 'self'", STRIPE_SOURCES.connect),
    ...(stripe ? [`frame-src ${STRIPE_SOURCES.frame}`] : []),
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(secureTransport ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}

/**
 * The headers every response carries, built once (the set helmet sends, with framing denied).
 * Computed up front because a per-request header builder showed up in the benchmark's profile.
 */
export function securityHeaders(secureTransport: boolean, stripe = false): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(secureTransport, stripe),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    // The voice note and a label photo may use the microphone and camera; nothing uses location.
    // Stripe's wallets (Apple Pay, Google Pay) use the Payment Request API from its frame.
    'permissions-policy': stripe
      ? PERMISSIONS_POLICY.replace('payment=()', 'payment=(self "https://js.stripe.com")')
      : PERMISSIONS_POLICY,
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    ...(secureTransport ? { 'strict-transport-security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}

export async function registerSecurity(
  app: FastifyInstance,
  options: { secureTransport: boolean; allowedOrigins: string[]; stripe?: boolean },
) {
  const headers = securityHeaders(options.secureTransport, options.stripe ?? false);
  const allowed = new Set(options.allowedOrigins);
  const ownOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers);
    if (isApiPath(request)) reply.header('cache-control', 'no-store');
    // Every state-changing request, whatever its path and however the path is spelt: the router
    // decodes '/%61pi/…' to '/api/…', so a test on the raw URL could be stepped around
    // (docs/data-protection.md#in-transit-and-in-the-browser).
    if (!STATE_CHANGING.has(request.method)) return;
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site') throw crossOrigin();
    const origin = request.headers.origin;
    if (origin && origin !== 'null' && !allowed.has(origin) && origin !== ownOrigin(request))
      throw crossOrigin();
    if (origin === 'null') throw crossOrigin();
  });
}

/**
 * Whether the request is for the API (its answers carry health data and are never cached): judged
 * on the route the router matched, or, for an unmatched path, on the decoded, lower-cased path with
 * repeated slashes folded, so '/%61pi/x' and '//API/x' count as API paths too.
 */
function isApiPath(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  const path = route && route !== '*' && route !== '/*' ? route : normalisedPath(request.url);
  return path.startsWith('/api/') || path === '/api' || path.startsWith('/auth/');
}

function normalisedPath(url: string): string {
  let path = pathOnly(url);
  // Decoded until stable (at most a few rounds), so '%2561' is judged as 'a' too.
  for (let round = 0; round < 3; round++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      break;
    }
    if (decoded === path) break;
    path = decoded;
  }
  return path.replace(/[\\/]+/g, '/').toLowerCase();
}

const crossOrigin = () =>
  new AppError('CROSS_ORIGIN_REFUSED', 'This request came from another site and was refused.');
