import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { symptomPayload } from '../server/test/factories';
import {
  apiAs,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  expect,
  expectNoSeriousA11yViolations,
  newContext,
  PHONE_VIEWPORT,
  signedInContext,
  signUpViaApi,
  test,
} from './fixtures';

/**
 * The installable app (docs/product/install.md): Chromium finds the manifest and icons good enough to
 * offer installing; the service worker registers and takes control; with the network gone a page load
 * shows the offline page; and what the worker stores holds no API answer and no app page.
 * Other e2e files block service workers (e2e/fixtures.ts); these allow them.
 */

const OFFLINE_HEADING = 'You’re offline';

async function workerContext(browser: Parameters<typeof newContext>[0], baseUrl: string) {
  return newContext(browser, baseUrl, { serviceWorkers: 'allow' });
}

/**
 * A Chromium profile on disk: a new context of a launched browser is a private window, where
 * Chromium never offers to install an app.
 */
async function persistentContext(baseUrl: string): Promise<BrowserContext & { removeProfile(): void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'iw-install-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
    baseURL: baseUrl,
    viewport: PHONE_VIEWPORT,
  });
  return Object.assign(context, {
    removeProfile: () => fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 }),
  });
}

/** Waits until the service worker is active and controls the page (its precache is then complete). */
async function waitForServiceWorker(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
    return registration.active?.scriptURL ?? '';
  });
}

/** Every URL the page's origin keeps in Cache Storage. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function closing<T>(context: BrowserContext, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } finally {
    await context.close();
  }
}

test('the built manifest has what installing needs, and its icons are the sizes it states', async ({
  page,
  baseUrl,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await fetch(`${baseUrl}${href}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/manifest+json');
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Infinite Wellness',
    short_name: 'Wellness',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0f766e',
    background_color: '#f8fafc',
  });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const file = await fetch(`${baseUrl}${icon.src}`);
    expect(file.status, icon.src).toBe(200);
    expect(file.headers.get('content-type')).toBe(icon.type);
    const [width, height] = icon.sizes.split('x').map(Number);
    expect(pngSize(Buffer.from(await file.arrayBuffer())), icon.src).toEqual({ width, height });
  }
  const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  const appleIcon = await fetch(`${baseUrl}${apple}`);
  expect(pngSize(Buffer.from(await appleIcon.arrayBuffer()))).toEqual({ width: 180, height: 180 });
});

test('Chromium finds the app installable', async ({ baseUrl }) => {
  const context = await persistentContext(baseUrl);
  await closing(context, async () => {
    const page = await context.newPage();
    await page.goto('/');
    await waitForServiceWorker(page);
    // The checks behind the browser's install prompt (and Lighthouse's former installability audit).
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(manifest.url).toBe(`${baseUrl}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
  });
  context.removeProfile();
});

test('the service worker registers, and without a network a page load shows the offline page', async ({
  browser,
  baseUrl,
}) => {
  const context = await workerContext(browser, baseUrl);
  await closing(context, async () => {
    const user = await signedInContext(context, baseUrl);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    expect(await waitForServiceWorker(page)).toBe(`${baseUrl}/sw.js`);

    // Online, a page still comes from the server (it is never answered from the cache).
    const symptom = await apiAs(
      baseUrl,
      user,
      'POST',
      '/api/symptoms',
      symptomPayload({ symptomName: 'Sore knee' }),
    );
    expect(symptom.status).toBe(201);
    await page.goto('/symptoms');
    await page.getByText('Sore knee').first().waitFor({ state: 'visible' });

    await context.setOffline(true);
    await page.goto('/symptoms');
    await page.getByRole('heading', { level: 1, name: OFFLINE_HEADING }).waitFor({ state: 'visible' });
    expect(new URL(page.url()).pathname).toBe('/symptoms');
    expect(await page.title()).toBe('You’re offline – Infinite Wellness');
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Try again' }).click();
    await reloaded;
    await page.getByRole('heading', { level: 1, name: OFFLINE_HEADING }).waitFor({ state: 'visible' });
    expect(await page.getByText('Sore knee').count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'the offline page');

    // Back online, the page loads again by itself (offline.js asks the server every 5 s).
    await context.setOffline(false);
    await page.getByText('Sore knee').first().waitFor({ state: 'visible' });
    expect(new URL(page.url()).pathname).toBe('/symptoms');
    expect(errors).toEqual([]);
  });
});

test('the worker stores the build’s files and the offline page, never an API answer or an app page', async ({
  browser,
  baseUrl,
}) => {
  const context = await workerContext(browser, baseUrl);
  await closing(context, async () => {
    const user = await signUpViaApi(baseUrl);
    await signedInContext(context, baseUrl, user);
    expect((await apiAs(baseUrl, user, 'POST', '/api/symptoms', symptomPayload())).status).toBe(201);
    const page = await context.newPage();
    const apiAnswers: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/')) apiAnswers.push(response.url());
    });
    await page.goto('/');
    await waitForServiceWorker(page);
    // Pages under the worker's control, each reading health data from the API.
    for (const path of ['/symptoms', '/progress', '/']) {
      await page.goto(path);
      await page.locator('main').first().waitFor({ state: 'visible' });
    }
    await expect.poll(() => apiAnswers.length).toBeGreaterThan(3);

    const urls = await cachedUrls(page);
    expect(urls).toContain('/offline.html');
    expect(urls).toContain('/manifest.webmanifest');
    expect(urls.filter((url) => url.startsWith('/assets/') && url.endsWith('.js')).length).toBeGreaterThan(
      10,
    );
    expect(urls.filter((url) => url.startsWith('/api/') || url.startsWith('/auth/'))).toEqual([]);
    expect(urls.filter((url) => url.endsWith('.html') && url !== '/offline.html')).toEqual([]);
    expect(urls.filter((url) => !/\.[a-z0-9]+$/.test(url))).toEqual([]);
  });
});
