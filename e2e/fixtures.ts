import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { generateSync } from 'otplib';
import pg from 'pg';
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Locator,
  type Page,
  type Request,
  type Route,
} from 'playwright-core';
import { test as base, expect, inject } from 'vitest';
import { ADMIN_AUTH_LIMITS } from '../contract/admin-auth';
import { livePostmaster } from '../server/db/embedded';
import { signupPayload } from '../server/test/factories';

/**
 * Shared end-to-end fixtures: one Chromium per test file, a fresh context and page per test, the
 * server's base URL (started by e2e/global-setup.ts), plus helpers for API sign-up, toasts and axe.
 */

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A phone-sized window: the app is mobile-first (docs/product/README.md#rules-that-hold-everywhere). */
export const PHONE_VIEWPORT = { width: 390, height: 844 };

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/** Each wait gives up after this long, so a failure names its step instead of hitting the test timeout. */
export const ACTION_TIMEOUT_MS = 15_000;

export async function newContext(
  browser: Browser,
  baseUrl: string,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<BrowserContext> {
  // Service workers are blocked unless a test asks for them (e2e/install.e2e.ts): requests a worker
  // makes would escape `page.route`, and each new context would download the whole precache.
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: PHONE_VIEWPORT,
    serviceWorkers: 'block',
    ...options,
  });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  return context;
}

export const test = base
  .extend('baseUrl', { scope: 'file' }, async () => inject('baseUrl'))
  // biome-ignore lint/correctness/noEmptyPattern: Vitest reads fixture dependencies from the pattern.
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
    const browser = await launchChromium();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('context', async ({ browser, baseUrl }, { onCleanup }) => {
    const context = await newContext(browser, baseUrl);
    onCleanup(() => context.close());
    return context;
  })
  /** Uncaught errors of the test's page; tests end with `expect(pageErrors).toEqual([])`. */
  .extend('pageErrors', async () => [] as string[])
  .extend('page', async ({ context, pageErrors }) => {
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    return page;
  });

export type ApiUser = {
  userId: string;
  email: string;
  password: string;
  firstName: string;
  /** The cookies the server set on signup (the session and its companion). */
  cookies: { name: string; value: string }[];
  /** The same cookies as one `Cookie` header. */
  cookieHeader: string;
};

export const TEST_PASSWORD = 'Wellness-Test-1';

import { E2E_ADMIN } from './admin-account';

export { E2E_ADMIN };

/** Where the test files (run one after another) share the admin's session and last code step. */
const adminStateFile = () => path.join(inject('dataDir'), 'e2e-admin-session.json');
type AdminState = { user: ApiUser; step: number };

/**
 * The admin (E2E_ADMIN) signed in through POST /api/admin/login with a code of its second factor,
 * as ApiUser. Its session is shared by the test files through a file beside the server's data: a
 * live one is reused; otherwise it signs in again. The server takes each 30-second step's code once
 * (docs/product/admin.md#sign-in) and up to one step ahead, so the step is the next one not used by
 * an earlier sign-in, waiting for the clock when that step is further ahead.
 */
export async function signInAdminViaApi(baseUrl: string): Promise<ApiUser> {
  const file = adminStateFile();
  const saved = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as AdminState) : null;
  if (saved) {
    const status = await fetch(`${baseUrl}/auth/status`, { headers: { cookie: saved.user.cookieHeader } });
    const body = (await status.json()) as { user: { role: string } | null };
    if (body.user?.role === 'admin') return saved.user;
  }
  const period = ADMIN_AUTH_LIMITS.periodSeconds;
  const step = Math.max(Math.floor(Date.now() / 1000 / period), (saved?.step ?? -1) + 1);
  // Accepted from the moment the step before it begins: wait for that (at most one step).
  const acceptedFrom = (step - 1) * period * 1000;
  if (Date.now() < acceptedFrom)
    await new Promise((resolve) => setTimeout(resolve, acceptedFrom - Date.now()));
  const code = generateSync({ secret: E2E_ADMIN.totpSecret, epoch: step * period });
  const response = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ username: E2E_ADMIN.email, password: E2E_ADMIN.password, code }),
  });
  if (response.status !== 200) {
    throw new Error(`Admin sign-in through the API answered ${response.status}: ${await response.text()}`);
  }
  const { userId } = (await response.json()) as { userId: string };
  const cookies = cookiesOf(response);
  if (cookies.length === 0) throw new Error('Admin sign-in through the API set no cookie');
  const user: ApiUser = {
    userId,
    email: E2E_ADMIN.email,
    password: E2E_ADMIN.password,
    firstName: '',
    cookies,
    cookieHeader: cookies.map((c) => `${c.name}=${c.value}`).join('; '),
  };
  fs.writeFileSync(file, JSON.stringify({ user, step } satisfies AdminState));
  return user;
}

/** The cookies an answer set, without the ones it cleared. */
function cookiesOf(response: Response): { name: string; value: string }[] {
  return response.headers
    .getSetCookie()
    .map((line) => {
      const pair = line.split(';')[0] ?? '';
      const eq = pair.indexOf('=');
      return { name: pair.slice(0, eq), value: pair.slice(eq + 1) };
    })
    .filter((c) => c.value !== '');
}

/** Signs in through POST /api/auth/signin (same Origin) and returns the session like signUpViaApi. */
export async function signInViaApi(
  baseUrl: string,
  credentials: { email: string; password: string },
): Promise<ApiUser> {
  const response = await fetch(`${baseUrl}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ ...credentials, rememberMe: false }),
  });
  if (response.status !== 200) {
    throw new Error(`Sign-in through the API answered ${response.status}: ${await response.text()}`);
  }
  const body = (await response.json()) as { userId: string };
  const cookies = cookiesOf(response);
  if (cookies.length === 0) throw new Error('Sign-in through the API set no cookie');
  return {
    userId: body.userId,
    email: credentials.email,
    password: credentials.password,
    firstName: '',
    cookies,
    cookieHeader: cookies.map((c) => `${c.name}=${c.value}`).join('; '),
  };
}

export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Signs a new user up through POST /api/auth/signup, the way the browser would (same Origin). */
export async function signUpViaApi(baseUrl: string, overrides: { email?: string } = {}): Promise<ApiUser> {
  const firstName = 'Avery';
  const payload = signupPayload({
    firstName,
    lastName: 'Tester',
    email: overrides.email ?? uniqueEmail(),
    password: TEST_PASSWORD,
  });
  const response = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(payload),
  });
  if (response.status !== 201) {
    throw new Error(`Signup through the API answered ${response.status}: ${await response.text()}`);
  }
  const body = (await response.json()) as { userId: string; email: string };
  const cookies = response.headers.getSetCookie().map((line) => {
    const pair = line.split(';')[0] ?? '';
    const eq = pair.indexOf('=');
    return { name: pair.slice(0, eq), value: pair.slice(eq + 1) };
  });
  if (cookies.length === 0) throw new Error('Signup through the API set no cookie');
  return {
    userId: body.userId,
    email: body.email,
    password: TEST_PASSWORD,
    firstName,
    cookies,
    cookieHeader: cookies.map((c) => `${c.name}=${c.value}`).join('; '),
  };
}

/**
 * Calls the API as this user, the way the browser would: same Origin, the session cookie, a JSON
 * body when one is given.
 */
export function apiAs(
  baseUrl: string,
  user: ApiUser,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
): Promise<Response> {
  return fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      cookie: user.cookieHeader,
      origin: baseUrl,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * Gives the context the session of a user signed up through the API (a new one unless given). The
 * feedback prompt never opens for an account less than a day old (docs/product/feedback.md), so it
 * cannot interrupt a test by chance.
 */
export async function signedInContext(
  context: BrowserContext,
  baseUrl: string,
  user?: ApiUser,
): Promise<ApiUser> {
  const signedUp = user ?? (await signUpViaApi(baseUrl));
  await context.addCookies(signedUp.cookies.map((c) => ({ ...c, url: baseUrl })));
  return signedUp;
}

/** The Radix toast viewport ('Notifications (F8)'); the toasts live inside it. */
export function toasts(page: Page): Locator {
  return page.getByRole('region', { name: /Notifications/ });
}

/** Waits for a toast with this title (and description, when given). */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const item = toasts(page).getByRole('listitem').filter({ hasText: title });
  await item.first().waitFor({ state: 'visible' });
  if (description !== undefined) {
    await item.getByText(description, { exact: true }).first().waitFor({ state: 'visible' });
  }
}

export type HeldRequests = {
  /** Resolves with the first matching request once the browser has sent it; it is held from then on. */
  requested: Promise<Request>;
  /** Lets the held requests go on to the server; later ones pass straight through. */
  release(): void;
};

/**
 * Holds the page's requests to `url` (only those of `method`, when given) until the test releases
 * them, so a pending state (a spinner, a disabled input) is asserted while it certainly lasts:
 * hold, act, `await held.requested`, assert the pending state, then `held.release()`.
 * `url` is a URL glob, as for `page.route`.
 */
export async function holdRequests(
  page: Page,
  url: string,
  options: { method?: string } = {},
): Promise<HeldRequests> {
  let onRequest: (request: Request) => void = () => {};
  const requested = new Promise<Request>((resolve) => {
    onRequest = resolve;
  });
  let onRelease: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    onRelease = resolve;
  });
  const handler = async (route: Route) => {
    if (options.method !== undefined && route.request().method() !== options.method) {
      await route.fallback();
      return;
    }
    onRequest(route.request());
    await released;
    await route.continue();
  };
  await page.route(url, handler);
  // The route stays: removing it while a request is held would hand that request on twice.
  return { requested, release: onRelease };
}

/** Waits until the hydrated page enables this button (prerendered forms start disabled). */
export async function waitForEnabled(locator: Locator, timeoutMs = 15_000): Promise<void> {
  await locator.waitFor({ state: 'visible', timeout: timeoutMs });
  await expect.poll(() => locator.isEnabled(), { timeout: timeoutMs }).toBe(true);
}

export async function localStorageOf(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const out: Record<string, string> = {};
    for (let i = 0; i < window.localStorage.length; i++) {
      const key = window.localStorage.key(i);
      if (key !== null) out[key] = window.localStorage.getItem(key) ?? '';
    }
    return out;
  });
}

/**
 * Colour contrast is only meaningful on the page at rest: the pointer left over a button (hover)
 * and running CSS transitions give axe an in-between colour. Move the pointer to the page's left
 * margin, half-way down (no control there; not the top, where a pointer over a toast would pause
 * its timer), and wait until no finite animation or transition is running (endless ones, such as
 * a spinner, never finish and are not waited for). One still running after `SETTLE_TIMEOUT_MS`
 * fails the test with its name, rather than letting axe read an in-between colour.
 */
const SETTLE_TIMEOUT_MS = 10_000;

async function settleForAxe(page: Page): Promise<void> {
  const height = page.viewportSize()?.height ?? 800;
  await page.mouse.move(1, Math.round(height / 2));
  const settled = page.evaluate(async () => {
    const running = () =>
      document.getAnimations().filter((animation) => {
        const timing = animation.effect?.getComputedTiming();
        return (
          animation.playState === 'running' &&
          timing !== undefined &&
          timing.endTime !== Number.POSITIVE_INFINITY
        );
      });
    // An animation ending can start another (an enter transition after an exit): wait for all.
    for (let batch = running(); batch.length > 0; batch = running()) {
      await Promise.all(batch.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
  // After a timeout the evaluation may still fail when the page closes: nobody waits for it then.
  settled.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), SETTLE_TIMEOUT_MS);
  });
  try {
    if ((await Promise.race([settled, deadline])) === 'timeout') {
      const names = await page.evaluate(() =>
        document
          .getAnimations()
          .filter((animation) => animation.playState === 'running')
          .map((animation) =>
            animation instanceof CSSTransition
              ? `transition of ${animation.transitionProperty}`
              : animation instanceof CSSAnimation
                ? `animation ${animation.animationName}`
                : 'a script animation',
          ),
      );
      throw new Error(
        `Animations still running after ${SETTLE_TIMEOUT_MS} ms, so axe would read in-between colours: ${names.join(', ')}`,
      );
    }
  } finally {
    clearTimeout(timer);
  }
}

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type AxeViolation = AxeResults['violations'][number];

/**
 * Runs axe on the page as it is now, in the page's colour scheme and then in the other one (the app
 * follows the system's light or dark setting, docs/design.md), and fails on any serious or critical
 * violation in either. The page's scheme is restored afterwards, and the page left at rest.
 */
export async function expectNoSeriousA11yViolations(page: Page, label = page.url()): Promise<void> {
  const startedDark = await page.evaluate(() => window.matchMedia('(prefers-color-scheme: dark)').matches);
  const schemes = startedDark ? (['dark', 'light'] as const) : (['light', 'dark'] as const);
  try {
    for (const colorScheme of schemes) {
      await page.emulateMedia({ colorScheme });
      await settleForAxe(page);
      const results = await new AxeBuilder({ page }).analyze();
      const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(
        blocking.length,
        `axe found ${blocking.length} serious or critical violation(s) on ${label} (${colorScheme}):\n\n${formatViolations(blocking)}`,
      ).toBe(0);
    }
  } finally {
    await page.emulateMedia({ colorScheme: schemes[0] });
  }
  // Back in the first scheme, let colour transitions finish so the test goes on with a page at rest.
  await settleForAxe(page);
}

export function formatViolations(violations: AxeViolation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 5)
        .map((node) => {
          const summary = (node.failureSummary ?? '').replace(/\n/g, '\n        ');
          return `    - ${node.target.join(' ')}\n      ${node.html.slice(0, 200)}\n        ${summary}`;
        })
        .join('\n');
      const more = violation.nodes.length > 5 ? `\n    … and ${violation.nodes.length - 5} more` : '';
      return `[${violation.impact}] ${violation.id}: ${violation.help}\n  ${violation.helpUrl}\n${nodes}${more}`;
    })
    .join('\n\n');
}

export { expect };

export type OutboxMail = { subject: string; text: string | null; createdAt: Date };

/**
 * The mail the server under test queued for `email`, oldest first. Without SMTP, mail waits in the
 * `outbox` table (docs/data-protection.md#email); this reads it from the server's embedded PostgreSQL,
 * as an operator would.
 */
export async function outboxTo(email: string): Promise<OutboxMail[]> {
  const result = await withAppDatabase((client) =>
    client.query<{ subject: string; text: string | null; created_at: Date }>(
      'SELECT subject, text, created_at FROM outbox WHERE "to" = $1 ORDER BY created_at, id',
      [email],
    ),
  );
  return result.rows.map((row) => ({ subject: row.subject, text: row.text, createdAt: row.created_at }));
}

/**
 * Runs `work` on the server's own embedded PostgreSQL, as an operator would: for states the product
 * makes through steps a test stands in for (a role an operator sets, a listing an admin approved).
 */
export async function withAppDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const dataDir = inject('dataDir');
  const secrets = JSON.parse(fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as {
    postgresPassword: string;
  };
  const postmaster = livePostmaster(path.join(dataDir, 'postgres'));
  if (!postmaster) throw new Error(`No PostgreSQL is running in ${dataDir}`);
  const client = new pg.Client({
    connectionString: `postgres://postgres:${encodeURIComponent(secrets.postgresPassword)}@127.0.0.1:${postmaster.port}/infinite_wellness`,
  });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
