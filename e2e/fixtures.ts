import { randomUUID } from 'node:crypto';
import { AxeBuilder } from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { test as base, expect, inject } from 'vitest';

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

/** A phone-sized window: the app is mobile-first (issue 2 §4). */
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
  const context = await browser.newContext({ baseURL: baseUrl, viewport: PHONE_VIEWPORT, ...options });
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

export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Signs a new user up through POST /api/auth/signup, the way the browser would (same Origin). */
export async function signUpViaApi(baseUrl: string, overrides: { email?: string } = {}): Promise<ApiUser> {
  const email = overrides.email ?? uniqueEmail();
  const firstName = 'Avery';
  const response = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({
      firstName,
      lastName: 'Tester',
      email,
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
      zipCode: '94110',
      termsAccepted: true,
      privacyAccepted: true,
      marketingConsent: false,
    }),
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
 * Gives the context the session of a user signed up through the API (a new one unless given).
 * The feedback prompt (a modal that opens 3 s into the 3rd, 10th, 20th… page load) is switched off
 * by marking feedback as given, so it cannot interrupt a test by chance; e2e/feedback.e2e.ts asks
 * for it with `{ allowFeedbackPrompt: true }`.
 */
export async function signedInContext(
  context: BrowserContext,
  baseUrl: string,
  user?: ApiUser,
  options: { allowFeedbackPrompt?: boolean } = {},
): Promise<ApiUser> {
  const signedUp = user ?? (await signUpViaApi(baseUrl));
  await context.addCookies(signedUp.cookies.map((c) => ({ ...c, url: baseUrl })));
  if (!options.allowFeedbackPrompt) {
    await context.addInitScript(() => {
      try {
        window.localStorage.setItem('feedbackGiven', 'true');
      } catch {
        // about:blank and other opaque origins have no storage.
      }
    });
  }
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
 * its timer), and wait for every finite animation and transition to finish (bounded, so an endless
 * spinner cannot hang).
 */
async function settleForAxe(page: Page): Promise<void> {
  const height = page.viewportSize()?.height ?? 800;
  await page.mouse.move(1, Math.round(height / 2));
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => {
        const timing = animation.effect?.getComputedTiming();
        return timing !== undefined && timing.endTime !== Number.POSITIVE_INFINITY;
      })
      .map((animation) => animation.finished.catch(() => undefined));
    await Promise.race([Promise.all(finite), new Promise((resolve) => setTimeout(resolve, 2_000))]);
  });
}

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type AxeViolation = AxeResults['violations'][number];

/** Runs axe on the page as it is now and fails on any serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page, label = page.url()): Promise<void> {
  await settleForAxe(page);
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (blocking.length > 0) {
    throw new Error(
      `axe found ${blocking.length} serious or critical violation(s) on ${label}:\n\n${formatViolations(blocking)}`,
    );
  }
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
