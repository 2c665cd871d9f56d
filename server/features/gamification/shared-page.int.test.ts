import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import {
  createTestDatabase,
  memoryMailer,
  signUpUser,
  TEST_ENCRYPTION_KEY,
  TEST_SESSION_SECRET,
  testEnv,
} from '../../test/harness';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <title>Infinite Wellness</title>
    <meta property="og:type" content="website" />
    <meta property="og:title" content="Infinite Wellness – Your Infinite Path to Optimal Wellness" />
    <meta property="og:description" content="Generic description." />
  </head>
  <body><div id="root"></div></body>
</html>`;

let app: App;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let clientDir: string;

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'iw-shared-'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), SHELL);
  database = await createTestDatabase();
  app = await buildApp({
    env: testEnv({ RATE_LIMIT_AUTH_PER_MINUTE: '1000', APP_URL: 'https://wellness.example' }),
    database,
    sessionSecret: TEST_SESSION_SECRET,
    encryptionKey: TEST_ENCRYPTION_KEY,
    clientDir,
    mailer: memoryMailer(),
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const page = (url: string, cookie?: string) =>
  app.inject({ url, headers: { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) } });

describe('the shared achievement page', () => {
  it('gives signed-out visitors the shell with that achievement’s Open Graph tags, escaped', async () => {
    const user = await signUpUser(app, { firstName: `Jo<script>"x"` });
    await app.inject({
      method: 'POST',
      url: '/api/symptoms',
      headers: { cookie: user.cookie },
      payload: { symptomName: 'Migraine', severity: 6 },
    });
    const created = await app.inject({
      method: 'POST',
      url: '/api/achievements/first-symptom/share-link',
      headers: { cookie: user.cookie },
      payload: { showName: true, message: 'A private note <b>' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { url, token } = created.json() as { url: string; token: string };
    expect(url).toBe(`https://wellness.example/shared/achievements/${token}`);

    const response = await page(`/shared/achievements/${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('<meta property="og:title" content="First symptom logged · Infinite Wellness" />');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain(
      `<meta property="og:url" content="https://wellness.example/shared/achievements/${token}" />`,
    );
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).toContain('Jo&lt;script&gt;&quot;x&quot; earned the common achievement');
    expect(html).not.toContain('<script>"x"');
    expect(html).not.toContain('Generic description.');
    // Neither the message nor any health data goes into the page.
    expect(html).not.toContain('A private note');
    expect(html).not.toContain('Migraine');
    expect(html).toContain('<div id="root"></div>');
    // Signed in too: the same page.
    expect((await page(`/shared/achievements/${token}`, user.cookie)).body).toContain('og:url');
  });

  it('gives the plain shell with its generic tags for an unknown token', async () => {
    const response = await page('/shared/achievements/notarealtokennotarealtoken');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SHELL);
  });
});
