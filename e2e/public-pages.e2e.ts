import { randomUUID } from 'node:crypto';
import type { Request } from 'playwright-core';
import { SYMPTOM_MESSAGES } from '../contract/symptoms';
import {
  expect,
  expectNoSeriousA11yViolations,
  expectToast,
  newContext,
  signedInContext,
  test,
} from './fixtures';

const HERO = 'Your Infinite Path to Optimal Wellness';

/**
 * The public pages carry real content, pass axe, and work without JavaScript (docs/product/public-pages.md).
 */
test.for([
  ['/terms', /Terms/i, ['account', 'medical']],
  ['/privacy', /Privacy/i, ['encrypt', 'delete', 'export']],
  ['/support', /Support|Help/i, ['email']],
] as const)('%s renders real content under an h1', async ([path, heading, words], { page, pageErrors }) => {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: heading }).first().waitFor({ state: 'visible' });
  expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
  const text = ((await page.locator('main').textContent()) ?? '').toLowerCase();
  expect(text.length, `the text of ${path}`).toBeGreaterThan(800);
  for (const word of words) expect(text, `${path} mentions “${word}”`).toContain(word);
  await expectNoSeriousA11yViolations(page, path);
  expect(pageErrors).toEqual([]);
});

test('the landing page works with JavaScript disabled', async ({ browser, baseUrl }) => {
  const context = await newContext(browser, baseUrl, { javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? '';
    expect(html).toContain(HERO);
    expect(html).toMatch(/<a[^>]+href="\/signup"[^>]*>[^<]*Start Your Wellness Journey/);

    await page.getByRole('heading', { level: 1, name: HERO }).waitFor({ state: 'visible' });
    const start = page.getByRole('link', { name: 'Start Your Wellness Journey' });
    expect(await start.getAttribute('href')).toBe('/signup');
    expect(await page.getByRole('link', { name: 'Already have an account?' }).getAttribute('href')).toBe(
      '/signin',
    );

    // The link is a real link: following it without JavaScript lands on the prerendered signup page.
    await start.click();
    await page.waitForURL('**/signup');
    await page.getByRole('heading', { name: 'Create Your Account' }).waitFor({ state: 'visible' });
  } finally {
    await context.close();
  }
});

test('the server-sent landing page is accessible before any script runs', async ({ page }) => {
  // axe needs JavaScript in the page, so here the app's scripts are blocked instead of all JavaScript.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: HERO }).waitFor({ state: 'visible' });
  await expectNoSeriousA11yViolations(page, '/ (server HTML only)');
});

type TrackBody = { events?: { name: string; properties?: Record<string, unknown> }[] };

const isTrack = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/analytics/track';

const eventNames = (request: Request): string[] => {
  try {
    return ((request.postDataJSON() as TrackBody | null)?.events ?? []).map((event) => event.name);
  } catch {
    return [];
  }
};

/** Launch and page views are tracked; no health data is sent (docs/product/analytics.md#what-is-tracked). */
test('the tracker sends app_launched and page_view, and never a symptom', async ({
  page,
  context,
  baseUrl,
  pageErrors,
}) => {
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (isTrack(request)) bodies.push(request.postData() ?? '');
  });

  const launched = page.waitForRequest(
    (request) => isTrack(request) && eventNames(request).includes('app_launched'),
  );
  await page.goto('/');
  const launch = await launched;
  const launchEvents = eventNames(launch);
  expect(launchEvents).toContain('page_view');
  expect(launchEvents).toContain('new_user_session');

  // Signed in, log a symptom with distinctive text, and wait for the tracker's next batch.
  const user = await signedInContext(context, baseUrl);
  const symptomName = `Zigzag-${randomUUID().slice(0, 8)}`;
  const description = `Private-detail-${randomUUID().slice(0, 8)}`;
  await page.goto('/symptoms');
  await page.getByRole('button', { name: 'Log Symptom' }).click();
  await page.getByLabel('Symptom Name').fill(symptomName);
  await page.getByLabel('Description (optional)').fill(description);
  await page.getByLabel('Triggers (optional)').fill('secret-trigger');
  const tracked = page.waitForRequest(
    (request) => isTrack(request) && eventNames(request).includes('symptom_tracking'),
    { timeout: 15_000 },
  );
  await page.getByRole('button', { name: 'Save Symptom' }).click();
  await expectToast(page, SYMPTOM_MESSAGES.logged);
  await tracked;

  expect(bodies.length).toBeGreaterThan(1);
  for (const body of bodies) {
    expect(body).not.toContain(symptomName);
    expect(body).not.toContain(description);
    expect(body).not.toContain('secret-trigger');
    expect(body).not.toContain(user.email);
  }
  expect(pageErrors).toEqual([]);
});
