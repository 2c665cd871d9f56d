import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { createLogger } from '../lib/logger';
import {
  createTestApp,
  createTestDatabase,
  signUpUser,
  signupPayload,
  TEST_ENCRYPTION_KEY,
  TEST_SESSION_SECRET,
  type TestContext,
  testEnv,
} from '../test/harness';

const BODY_LIMIT = 4096;
const PRODUCTION_URL = 'https://app.example';

let dev: TestContext;
let prod: TestContext;
/** Not production, but served over https (a staging site). */
let staging: TestContext;
beforeAll(async () => {
  [dev, prod, staging] = await Promise.all([
    createTestApp({ BODY_LIMIT_BYTES: String(BODY_LIMIT) }),
    createTestApp({
      NODE_ENV: 'production',
      SESSION_SECRET: TEST_SESSION_SECRET,
      DATA_ENCRYPTION_KEY: TEST_ENCRYPTION_KEY.toString('hex'),
      APP_URL: PRODUCTION_URL,
    }),
    createTestApp({ APP_URL: 'https://staging.example' }),
  ]);
});
afterAll(async () => {
  await Promise.all([dev?.close(), prod?.close(), staging?.close()]);
});

/** Directive name → its source list, from a Content-Security-Policy header. */
function parseCsp(header: unknown): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of String(header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

describe('security headers', () => {
  it('sends a CSP that allows only our own scripts and forbids framing', async () => {
    const response = await dev.app.inject({ url: '/healthz' });
    const csp = parseCsp(response.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });

  it('allows the microphone and camera to our own pages only, and location to nobody', async () => {
    const response = await dev.app.inject({ url: '/healthz' });
    const policy = new Map(
      String(response.headers['permissions-policy'])
        .split(',')
        .map((part) => part.trim().split('=') as [string, string]),
    );
    expect(policy.get('microphone')).toBe('(self)');
    expect(policy.get('camera')).toBe('(self)');
    expect(policy.get('geolocation')).toBe('()');
  });

  it('sends HSTS and Secure __Host- cookies when APP_URL is https, whatever NODE_ENV says', async () => {
    const page = await staging.app.inject({ url: '/healthz' });
    expect(String(page.headers['strict-transport-security'])).toContain('max-age=');
    const response = await staging.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { origin: 'https://staging.example', 'sec-fetch-site': 'same-origin' },
      payload: signupPayload(),
    });
    expect(response.statusCode).toBe(201);
    const cookies = [response.headers['set-cookie']].flat().map(String);
    const session = cookies.find((line) => line.startsWith('__Host-iw_session='));
    expect(session).toBeDefined();
    expect(session).toMatch(/;\s*Secure/i);
    expect(session).toMatch(/;\s*Path=\//i);
  });

  it('sends nosniff and a referrer policy', async () => {
    const response = await dev.app.inject({ url: '/healthz' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('sends no HSTS in development', async () => {
    const response = await dev.app.inject({ url: '/healthz' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(parseCsp(response.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(
      false,
    );
  });

  it('sends HSTS with a max-age in production', async () => {
    const response = await prod.app.inject({ url: '/healthz' });
    const hsts = String(response.headers['strict-transport-security']);
    const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toContain('includeSubDomains');
    expect(parseCsp(response.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
  });

  it('marks API answers no-store, errors included', async () => {
    const user = await signUpUser(dev.app);
    const list = await dev.app.inject({
      url: `/api/symptoms/user/${user.userId}`,
      headers: { cookie: user.cookie },
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const signedOut = await dev.app.inject({ url: '/api/symptoms/user/someone' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.headers['cache-control']).toBe('no-store');
    const status = await dev.app.inject({ url: '/auth/status' });
    expect(status.headers['cache-control']).toBe('no-store');
  });

  it('puts a request id on every answer', async () => {
    const a = await dev.app.inject({ url: '/healthz' });
    const b = await dev.app.inject({ url: '/api/nowhere' });
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });
});

describe('cross-origin refusal', () => {
  it('refuses state-changing API requests from another origin or a cross-site fetch', async () => {
    for (const headers of [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
    ]) {
      const response = await dev.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        headers,
        payload: signupPayload(),
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json().error.code).toBe('CROSS_ORIGIN_REFUSED');
    }
  });

  it('refuses a cross-site change whatever the spelling of its path, and changes nothing', async () => {
    const user = await signUpUser(dev.app);
    const crossSite = { cookie: user.cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    for (const url of [
      '/%61pi/user/privacy',
      '/%2561pi/user/privacy',
      '/api%2Fuser/privacy',
      '//api/user/privacy',
      '/API/user/privacy',
      '/Api/User/Privacy',
      '/api/user/privacy/',
    ]) {
      for (const headers of [crossSite, { cookie: user.cookie, 'sec-fetch-site': 'cross-site' }]) {
        const response = await dev.app.inject({
          method: 'PATCH',
          url,
          headers,
          payload: { marketingConsent: true },
        });
        expect(response.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(403);
        expect(response.json().error.code).toBe('CROSS_ORIGIN_REFUSED');
      }
    }
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const response = await dev.app.inject({
        method,
        url: '/%61pi/user/delete',
        headers: crossSite,
        payload: {},
      });
      expect(response.statusCode, method).toBe(403);
    }
    const profile = await dev.app.inject({ url: '/api/user/profile', headers: { cookie: user.cookie } });
    expect(profile.json().marketingConsent).toBe(false);
  });

  it('the same spelling from our own page still works, and its answer is not cached', async () => {
    const user = await signUpUser(dev.app);
    const response = await dev.app.inject({
      method: 'PATCH',
      url: '/%61pi/user/privacy',
      headers: { cookie: user.cookie, origin: 'http://localhost:5000', 'sec-fetch-site': 'same-origin' },
      payload: { marketingConsent: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const read = await dev.app.inject({ url: '//API/user/profile', headers: { cookie: user.cookie } });
    expect(read.headers['cache-control']).toBe('no-store');
  });

  it('accepts the app’s own origin', async () => {
    const response = await dev.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { origin: 'http://localhost:5000', 'sec-fetch-site': 'same-origin' },
      payload: signupPayload(),
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('error answers', () => {
  it('answers 413 PAYLOAD_TOO_LARGE for a body over BODY_LIMIT_BYTES', async () => {
    const response = await dev.app.inject({
      method: 'POST',
      url: '/api/analytics/track',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ event: 'page_view', properties: { text: 'a'.repeat(BODY_LIMIT) } }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' },
    });
  });

  it('answers 400 with the error shape for invalid JSON', async () => {
    const response = await dev.app.inject({
      method: 'POST',
      url: '/api/analytics/track',
      headers: { 'content-type': 'application/json' },
      payload: '{"event": "page_view",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' },
    });
  });

  it('answers 404 with the error shape for an unknown API path, whatever the method', async () => {
    for (const [method, url] of [
      ['GET', '/api/no-such-thing'],
      ['POST', '/api/no-such-thing'],
      ['GET', '/auth/nowhere'],
    ] as const) {
      const response = await dev.app.inject({ method, url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
    }
  });

  it('answers 500 INTERNAL with the request id and no internals when a handler throws', async () => {
    const database = await createTestDatabase();
    const logged: unknown[] = [];
    const app: App = await buildApp({
      env: testEnv(),
      database,
      sessionSecret: TEST_SESSION_SECRET,
      encryptionKey: TEST_ENCRYPTION_KEY,
      clientDir: null,
      logger: createLogger('error', { write: (line: string) => logged.push(JSON.parse(line)) }),
    });
    app.get('/api/test/boom', async () => {
      throw new Error('connection string postgres://secret@db leaked');
    });
    app.get('/api/test/reject', async () => Promise.reject(new TypeError('cannot read x of undefined')));
    await app.ready();
    try {
      for (const url of ['/api/test/boom', '/api/test/reject']) {
        const response = await app.inject({ url });
        expect(response.statusCode).toBe(500);
        const requestId = response.headers['x-request-id'];
        expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
        expect(response.json()).toEqual({
          error: {
            code: 'INTERNAL',
            message: 'Something went wrong on our side. Please try again.',
            requestId,
          },
        });
        expect(response.body).not.toMatch(/secret|undefined|stack|at .*\.ts/);
        expect(response.headers['cache-control']).toBe('no-store');
      }
      // The log keeps what the answer hides, tied to the request id.
      expect(JSON.stringify(logged)).toContain('postgres://secret@db leaked');
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('request logs', () => {
  it('log the path of a request, never its query string (reset tokens, OAuth codes)', async () => {
    const logged: string[] = [];
    const database = await createTestDatabase();
    const app = await buildApp({
      env: testEnv(),
      database,
      sessionSecret: TEST_SESSION_SECRET,
      encryptionKey: TEST_ENCRYPTION_KEY,
      clientDir: null,
      logger: createLogger('info', { write: (line: string) => logged.push(line) }),
    });
    await app.ready();
    try {
      await app.inject({ url: '/reset-password?token=reset-token-4f2a' });
      await app.inject({ url: '/auth/google/callback?code=oauth-code-9c1e&state=s' });
      await app.inject({ url: '/api/symptoms/user/x?fragment=1#frag' });
      const requests = logged.map((line) => JSON.parse(line)).filter((entry) => entry.req);
      expect(requests.map((entry) => entry.req.url)).toEqual([
        '/reset-password',
        '/auth/google/callback',
        '/api/symptoms/user/x',
      ]);
      const all = logged.join('\n');
      expect(all).not.toContain('reset-token-4f2a');
      expect(all).not.toContain('oauth-code-9c1e');
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('public endpoints', () => {
  it('answers /healthz with ok', async () => {
    const response = await dev.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });
});

describe('session cookie in production', () => {
  it('is __Host- prefixed, Secure, HttpOnly, SameSite=Lax and path /', async () => {
    const response = await prod.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { origin: PRODUCTION_URL, 'sec-fetch-site': 'same-origin' },
      payload: signupPayload(),
    });
    expect(response.statusCode).toBe(201);
    const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    const session = cookies.find((c) => c.startsWith('__Host-iw_session='));
    expect(session, cookies.join('\n')).toBeDefined();
    expect(session).toMatch(/;\s*Secure/i);
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).toMatch(/;\s*SameSite=Lax/i);
    expect(session).toMatch(/;\s*Path=\//i);
    expect(session).not.toMatch(/;\s*Domain=/i);
    for (const cookie of cookies) expect(cookie.startsWith('__Host-'), cookie).toBe(true);
  });

  it('is not prefixed and not Secure in development', async () => {
    const response = await dev.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: signupPayload(),
    });
    const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    const session = cookies.find((c) => c.startsWith('iw_session='));
    expect(session).toBeDefined();
    expect(session).not.toMatch(/;\s*Secure/i);
  });
});
