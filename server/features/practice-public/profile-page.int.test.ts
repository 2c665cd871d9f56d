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
import { insertPractitioner } from '../../test/practice-fixtures';
import { seedDemoPractitioners } from '../practitioners';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <title>Infinite Wellness</title>
    <meta name="description" content="Generic description." />
    <script type="application/ld+json">{ "@type": "WebApplication" }</script>
  </head>
  <body><div id="root"></div></body>
</html>`;

let app: App;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let clientDir: string;

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'iw-practitioner-page-'));
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
  await seedDemoPractitioners(database.db);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const page = (url: string, cookie?: string) =>
  app.inject({ url, headers: { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) } });

const jsonLdBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

async function listing(bio: string, status: 'approved' | 'pending' = 'approved') {
  const account = await signUpUser(app);
  const { practitionerId } = await insertPractitioner(database.db, account.userId, { status });
  await database.pool.query('UPDATE practitioners SET bio = $2 WHERE id = $1', [practitionerId, bio]);
  return practitionerId;
}

describe('the public practitioner profile page', () => {
  it('sends signed-out visitors the shell with the practitioner’s head and escaped JSON-LD', async () => {
    const bio = 'Gut health first. </script><script>alert("x")</script> Then sleep & energy.';
    const id = await listing(bio);
    const response = await page(`/practitioner-profile/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('<title>Priya Natarajan, MD · Functional Medicine in San Francisco, CA');
    expect(html).toContain(
      `<link rel="canonical" href="https://wellness.example/practitioner-profile/${id}" />`,
    );
    expect(html).not.toContain('Generic description.');
    expect(html).not.toContain('<script>alert');
    const blocks = jsonLdBlocks(html);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toMatchObject({
      '@type': 'Physician',
      name: 'Priya Natarajan, MD',
      description: bio,
      address: { addressLocality: 'San Francisco', addressRegion: 'CA', postalCode: '94108' },
      priceRange: '$175.50',
    });
    expect(blocks[0]).not.toHaveProperty('aggregateRating');
    // The page's head is not a view: the page's own API call counts it.
    const views = await database.pool.query(
      'SELECT 1 FROM practitioner_profile_views WHERE practitioner_id = $1',
      [id],
    );
    expect(views.rowCount).toBe(0);
  });

  it('gives signed-in visitors the same head', async () => {
    const id = await listing('A calm, thorough first visit for long-standing fatigue and gut trouble.');
    const member = await signUpUser(app);
    const html = (await page(`/practitioner-profile/${id}`, member.cookie)).body;
    expect(jsonLdBlocks(html)[0]?.['@type']).toBe('Physician');
  });

  it('answers 404 with the plain shell for a hidden, unknown or malformed id', async () => {
    const hidden = await listing('Waiting for an admin to look at this profile, not listed yet.', 'pending');
    for (const id of [hidden, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await page(`/practitioner-profile/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toContain('Generic description.');
    }
  });

  it('marks a demo listing noindex, without structured data', async () => {
    const { rows } = await database.pool.query<{ id: string }>(
      'SELECT id FROM practitioners WHERE is_demo LIMIT 1',
    );
    const html = (await page(`/practitioner-profile/${rows[0]!.id}`)).body;
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(jsonLdBlocks(html)).toHaveLength(0);
  });
});
