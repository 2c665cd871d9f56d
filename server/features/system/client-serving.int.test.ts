import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRERENDER_ORIGIN } from '../../../common/library';
import { type App, buildApp } from '../../app';
import { createTestDatabase, TEST_ENCRYPTION_KEY, TEST_SESSION_SECRET, testEnv } from '../../test/harness';

let app: App;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let clientDir: string;

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'iw-client-'));
  fs.mkdirSync(path.join(clientDir, 'pages'));
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div><!-- shell -->');
  fs.writeFileSync(
    path.join(clientDir, 'pages', 'landing.html'),
    `<!doctype html><h1>Landing</h1>${'x'.repeat(2000)}`,
  );
  fs.mkdirSync(path.join(clientDir, 'pages', 'library'));
  fs.writeFileSync(
    path.join(clientDir, 'pages', 'library', 'pacing.html'),
    `<!doctype html><link rel="canonical" href="${PRERENDER_ORIGIN}/wellness-library/pacing" /><h1>Pacing</h1>`,
  );
  fs.writeFileSync(
    path.join(clientDir, 'prerender-manifest.json'),
    JSON.stringify({ '/': 'pages/landing.html', '/wellness-library/pacing': 'pages/library/pacing.html' }),
  );
  fs.writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(
    path.join(clientDir, 'manifest.webmanifest'),
    JSON.stringify({ name: 'Infinite Wellness' }),
  );
  database = await createTestDatabase();
  app = await buildApp({
    env: testEnv(),
    database,
    sessionSecret: TEST_SESSION_SECRET,
    encryptionKey: TEST_ENCRYPTION_KEY,
    clientDir,
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe('serving the client', () => {
  it('sends the prerendered landing page to a signed-out visitor', async () => {
    const response = await app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<h1>Landing</h1>');
  });

  it('sends a prerendered library item with this server’s address in place of the build’s', async () => {
    const response = await app.inject({
      url: '/wellness-library/pacing',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    const html = zlib.gunzipSync(response.rawPayload).toString('utf8');
    expect(html).toContain('<h1>Pacing</h1>');
    expect(html).toContain(`<link rel="canonical" href="${testEnv().appUrl}/wellness-library/pacing" />`);
    expect(html).not.toContain(PRERENDER_ORIGIN);
  });

  it('sends the app shell when a session cookie is present', async () => {
    const response = await app.inject({
      url: '/',
      headers: { cookie: 'iw_session=abc.def', 'accept-encoding': 'identity' },
    });
    expect(response.body).toContain('<!-- shell -->');
  });

  it('sends the app shell for client routes that are not prerendered', async () => {
    const response = await app.inject({ url: '/symptoms?x=1', headers: { 'accept-encoding': 'identity' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<!-- shell -->');
  });

  it('compresses pages with brotli when the browser accepts it', async () => {
    const response = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toContain('<h1>Landing</h1>');
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const response = await app.inject({ url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('has the browser check the service worker on every load, so a new build takes over at once', async () => {
    const response = await app.inject({ url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves the web app manifest with its own media type', async () => {
    const response = await app.inject({ url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/manifest+json');
    expect(response.json().name).toBe('Infinite Wellness');
  });

  it('answers 404, not the shell, for a missing asset', async () => {
    const response = await app.inject({ url: '/assets/app-old999.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('serves the API reference at /api and its document at /api.json, not the app shell', async () => {
    const page = await app.inject({
      url: '/api',
      headers: { accept: 'text/html', 'accept-encoding': 'identity' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="swagger-ui">');
    expect(page.body).not.toContain('<!-- shell -->');
    const signedIn = await app.inject({ url: '/api', headers: { cookie: 'iw_session=abc.def' } });
    expect(signedIn.body).toContain('<div id="swagger-ui">');
    const json = await app.inject({ url: '/api.json' });
    expect(json.statusCode).toBe(200);
    expect(json.json().openapi).toMatch(/^3\.1\./);
  });

  it('answers JSON 404 for unknown API paths', async () => {
    const response = await app.inject({ url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
  });
});
