import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, createTestApp, signUpUser, type TestContext } from '../../test/harness';

/**
 * The whole Google sign-in (docs/product/accounts.md#google-sign-in) against a real OpenID provider on
 * 127.0.0.1: our app discovers it, sends the browser to its authorize endpoint, and finishes the code flow
 * (PKCE, state cookie, nonce, signed ID token checked against the provider's JWKS) on our callback.
 */
const CLIENT_ID = 'iw-test-client';
const CLIENT_SECRET = 'iw-test-client-secret-0123456789';
const APP_ORIGIN = 'http://localhost:5000';
const CALLBACK = `${APP_ORIGIN}/api/auth/callback/google`;
const ACCOUNT = {
  sub: 'google-sub-1234567890',
  email: 'Casey.Google@Example.com',
  email_verified: true,
  given_name: 'Casey',
  family_name: 'Nguyen',
};
/** A Google account whose email already belongs to a password account here. */
const TAKEN_EMAIL_ACCOUNT = {
  sub: 'google-sub-0000000002',
  email: 'already.here@example.com',
  email_verified: true,
  given_name: 'Robin',
  family_name: 'Park',
};
/** A Google account whose email Google has not verified. */
const UNVERIFIED_ACCOUNT = {
  sub: 'google-sub-0000000003',
  email: 'not.verified@example.com',
  email_verified: false,
  given_name: 'Sam',
  family_name: 'Lee',
};
const ACCOUNTS = new Map([ACCOUNT, TAKEN_EMAIL_ACCOUNT, UNVERIFIED_ACCOUNT].map((a) => [a.sub, a]));

let oidc: Server;
let issuer: string;
let ctx: TestContext;

beforeAll(async () => {
  // The provider needs its port in its issuer, so bind first, then mount the provider.
  let handler: Parameters<typeof createServer>[1] = (_req, res) => res.end();
  oidc = createServer((req, res) => handler?.(req, res));
  await new Promise<void>((resolve) => oidc.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(oidc.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [CALLBACK],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        // better-auth's default for a client with a secret.
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    async findAccount(_ctx, sub) {
      const account = ACCOUNTS.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ ...account }) };
    },
    cookies: { keys: ['iw-test-cookie-key-0123456789'] },
    // The built-in login and consent pages of oidc-provider, driven below with form posts.
    features: { devInteractions: { enabled: true } },
  });
  handler = provider.callback();

  ctx = await createTestApp({
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
    OIDC_ISSUER: issuer,
  });
});

afterAll(async () => {
  await ctx?.close();
  await new Promise<void>((resolve) => {
    oidc?.closeAllConnections();
    oidc?.close(() => resolve());
  });
});

/** A tiny browser for the provider's side: a cookie jar and manual redirects. */
class ProviderBrowser {
  private jar = new Map<string, string>();

  private remember(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (!pair || eq < 1) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }

  private cookie() {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(url: string, init: { method?: string; form?: Record<string, string> } = {}) {
    const response = await fetch(url, {
      method: init.method ?? 'GET',
      redirect: 'manual',
      headers: {
        cookie: this.cookie(),
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
    });
    this.remember(response);
    return response;
  }

  /**
   * Follows the provider's redirects from the authorize URL, signing in as `sub` and consenting
   * on the way, until it sends the browser back to our callback; returns that callback URL.
   */
  async authorize(authorizeUrl: string, sub = ACCOUNT.sub): Promise<URL> {
    let url = authorizeUrl;
    for (let step = 0; step < 20; step += 1) {
      if (url.startsWith(`${APP_ORIGIN}/`)) return new URL(url);
      const response = await this.request(url);
      if (response.status >= 300 && response.status < 400) {
        url = new URL(response.headers.get('location') ?? '', url).toString();
        continue;
      }
      const html = await response.text();
      expect(response.status, html).toBe(200);
      const prompt = /name="prompt" value="(login|consent)"/.exec(html)?.[1];
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      if (!prompt || !action) throw new Error(`unexpected provider page at ${url}:\n${html.slice(0, 500)}`);
      const form: Record<string, string> =
        prompt === 'login' ? { prompt, login: sub, password: 'any' } : { prompt };
      const submitted = await this.request(new URL(action, url).toString(), { method: 'POST', form });
      expect(submitted.status).toBeGreaterThanOrEqual(300);
      expect(submitted.status).toBeLessThan(400);
      url = new URL(submitted.headers.get('location') ?? '', url).toString();
    }
    throw new Error('the provider never redirected back to the app');
  }
}

/** Runs one full Google sign-in and returns our callback's answer. */
async function signInWithGoogle(
  browser = new ProviderBrowser(),
  sub = ACCOUNT.sub,
  startUrl = '/auth/google',
) {
  const start = await ctx.app.inject({ url: startUrl });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(String(start.headers.location));
  expect(`${authorize.origin}${authorize.pathname}`).toBe(`${issuer}/auth`);
  expect(authorize.searchParams.get('client_id')).toBe(CLIENT_ID);
  expect(authorize.searchParams.get('redirect_uri')).toBe(CALLBACK);
  expect(authorize.searchParams.get('response_type')).toBe('code');
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('scope')?.split(' ')).toEqual(
    expect.arrayContaining(['openid', 'email', 'profile']),
  );
  expect(authorize.searchParams.get('state')).toBeTruthy();
  expect(authorize.searchParams.get('nonce')).toBeTruthy();
  const stateCookies = cookieHeader(start.headers['set-cookie']);
  expect(stateCookies).toMatch(/state=/);

  const callback = await browser.authorize(authorize.toString(), sub);
  expect(`${callback.origin}${callback.pathname}`).toBe(CALLBACK);
  expect(callback.searchParams.get('code')).toBeTruthy();
  expect(callback.searchParams.get('state')).toBe(authorize.searchParams.get('state'));

  return ctx.app.inject({
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: stateCookies },
  });
}

/**
 * The `error` parameters of a redirect to /signin: ours first (the client reads the first), then
 * better-auth's own reason, which it appends.
 */
const errorsOf = (response: Awaited<ReturnType<typeof signInWithGoogle>>) => {
  const location = String(response.headers.location);
  expect(location.startsWith('/signin?')).toBe(true);
  return new URL(location, APP_ORIGIN).searchParams.getAll('error');
};

const sessionCookieOf = (response: Awaited<ReturnType<typeof signInWithGoogle>>) => {
  const raw = response.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.find((c) => c.startsWith('iw_session='));
};

describe('Google sign-in through OpenID Connect', () => {
  let firstUserId: string;
  const browser = new ProviderBrowser();

  it('signs a new person up and sends them to /onboarding-tour with a session', async () => {
    const response = await signInWithGoogle(browser);
    expect(response.statusCode, response.body).toBe(302);
    expect(response.headers.location).toBe('/onboarding-tour');
    const sessionCookie = sessionCookieOf(response);
    expect(sessionCookie).toBeDefined();
    // Not remembered (there is no "Remember me" on this path): ends with the browser.
    expect(sessionCookie).not.toMatch(/max-age/i);
    expect(sessionCookie).toMatch(/httponly/i);
    expect(sessionCookie).toMatch(/samesite=lax/i);

    const status = await ctx.app.inject({
      url: '/auth/status',
      headers: { cookie: cookieHeader(response.headers['set-cookie']) },
    });
    expect(status.json()).toEqual({
      authenticated: true,
      user: {
        id: expect.any(String),
        email: 'casey.google@example.com',
        firstName: 'Casey',
        lastName: 'Nguyen',
        role: 'user',
        isPremium: false,
      },
    });
    firstUserId = status.json().user.id;

    const { rows } = await ctx.database.pool.query(
      `SELECT u.name, u.email_verified, a.provider_id, a.account_id, a.password, a.access_token,
              a.id_token, s.remember_me, s.expires_at
         FROM users u JOIN accounts a ON a.user_id = u.id JOIN sessions s ON s.user_id = u.id
        WHERE u.id = $1`,
      [firstUserId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Casey Nguyen',
      email_verified: true,
      provider_id: 'google',
      account_id: ACCOUNT.sub,
      password: null,
      remember_me: false,
    });
    expect(rows[0].expires_at.getTime() - Date.now()).toBeLessThanOrEqual(24 * 60 * 60 * 1000 + 5000);
    // The provider's tokens are kept encrypted; the ID token is the provider's, signed for us.
    expect(rows[0].access_token).toMatch(/^(\$ba\$.+|[0-9a-f]{64,})$/);
    const claims = JSON.parse(Buffer.from(rows[0].id_token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ iss: issuer, aud: CLIENT_ID, sub: ACCOUNT.sub });
    expect(claims.nonce).toEqual(expect.any(String));
  });

  it('signs the same person in again, to /, as the same user', async () => {
    expect(firstUserId).toBeDefined();
    // A fresh provider session too, so the provider asks for login again.
    const response = await signInWithGoogle(new ProviderBrowser());
    expect(response.statusCode, response.body).toBe(302);
    expect(response.headers.location).toBe('/');
    const status = await ctx.app.inject({
      url: '/auth/status',
      headers: { cookie: cookieHeader(response.headers['set-cookie']) },
    });
    expect(status.json().user).toMatchObject({ id: firstUserId, firstName: 'Casey' });
    const { rows } = await ctx.database.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM users WHERE email = 'casey.google@example.com'`,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('comes back through /signin to where the person was going, and only to our own paths', async () => {
    expect(firstUserId).toBeDefined();
    const next = '/profile?tab=data';
    const back = await signInWithGoogle(
      new ProviderBrowser(),
      ACCOUNT.sub,
      `/auth/google?next=${encodeURIComponent(next)}`,
    );
    expect(back.statusCode, back.body).toBe(302);
    expect(back.headers.location).toBe(`/signin?next=${encodeURIComponent(next)}`);

    for (const outside of [
      '//evil.example/x',
      'https://evil.example/',
      '/%2F%2Fevil.example',
      '/\\evil.example',
    ]) {
      const start = await ctx.app.inject({ url: `/auth/google?next=${encodeURIComponent(outside)}` });
      expect(start.statusCode, outside).toBe(302);
      const response = await signInWithGoogle(
        new ProviderBrowser(),
        ACCOUNT.sub,
        `/auth/google?next=${encodeURIComponent(outside)}`,
      );
      expect(response.headers.location, outside).toBe('/');
    }
  });

  it('gives an admin account no session: back to /signin with admin_account, the cookie cleared', async () => {
    expect(firstUserId).toBeDefined();
    const sessionsOf = async () =>
      (await ctx.database.pool.query('SELECT 1 FROM sessions WHERE user_id = $1', [firstUserId])).rows.length;
    const before = await sessionsOf();
    await ctx.database.pool.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [firstUserId]);
    try {
      const response = await signInWithGoogle(new ProviderBrowser());
      expect(response.statusCode, response.body).toBe(302);
      expect(response.headers.location).toBe('/signin?error=admin_account');
      expect(sessionCookieOf(response)).toMatch(/^iw_session=;.*max-age=0/i);
      expect(await sessionsOf()).toBe(before);
    } finally {
      await ctx.database.pool.query(`UPDATE users SET role = 'user' WHERE id = $1`, [firstUserId]);
    }
  });

  it('refuses a callback whose state cookie is missing', async () => {
    const start = await ctx.app.inject({ url: '/auth/google' });
    const callback = await new ProviderBrowser().authorize(String(start.headers.location));
    const response = await ctx.app.inject({ url: `${callback.pathname}${callback.search}` });
    expect(response.statusCode).toBe(302);
    expect(errorsOf(response)).toEqual(['google_failed', 'state_mismatch']);
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it('does not attach Google to a password account whose email was never verified here', async () => {
    // Whoever registered this email with a password never proved they own it, so a Google login
    // for the same address must not silently take over (or hand over) that account.
    const existing = await signUpUser(ctx.app, { email: TAKEN_EMAIL_ACCOUNT.email });
    const response = await signInWithGoogle(new ProviderBrowser(), TAKEN_EMAIL_ACCOUNT.sub);
    expect(response.statusCode).toBe(302);
    expect(errorsOf(response)).toEqual(['google_failed', 'account_not_linked']);
    expect(sessionCookieOf(response)).toBeUndefined();
    const { rows } = await ctx.database.pool.query<{ provider_id: string }>(
      'SELECT provider_id FROM accounts WHERE user_id = $1',
      [existing.userId],
    );
    expect(rows.map((r) => r.provider_id)).toEqual(['credential']);
  });
});

describe('Google sign-in with an email Google has not verified', () => {
  it('creates no account and sends the person back to /signin with google_failed', async () => {
    const response = await signInWithGoogle(new ProviderBrowser(), UNVERIFIED_ACCOUNT.sub);
    expect(response.statusCode).toBe(302);
    expect(errorsOf(response)[0]).toBe('google_failed');
    expect(sessionCookieOf(response)).toBeUndefined();
    const { rows } = await ctx.database.pool.query('SELECT 1 FROM users WHERE email = $1', [
      UNVERIFIED_ACCOUNT.email,
    ]);
    expect(rows).toHaveLength(0);
  });
});

describe('Google sign-in when the provider cannot be discovered', () => {
  let offline: TestContext;
  beforeAll(async () => {
    // A port nothing listens on: discovery fails while the app starts.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    offline = await createTestApp({
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
      OIDC_ISSUER: `http://127.0.0.1:${port}`,
    });
  });
  afterAll(async () => {
    await offline?.close();
  });

  it('still starts, and sends the person back to /signin with google_failed', async () => {
    const response = await offline.app.inject({ url: '/auth/google' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/signin?error=google_failed');
  });
});
