import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEO_LIMITS, SEO_MESSAGES, ZSeoAnalysis, ZSeoHealth } from '../../../contract/seo';
import { createTestApp, makeAdmin, signUpUser, type TestContext } from '../../test/harness';
import { insertPractitioner } from '../../test/practice-fixtures';

/**
 * The health check crawls the pages the app serves. Integration tests have no build, so the app
 * serves a small client directory written here, laid out as `npm run build` lays it out (the shell,
 * the prerender manifest, the pages); the e2e test crawls the real build.
 */
const SHELL = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" /><title>Infinite Wellness</title>
</head><body><div id="root"></div></body></html>`;

const page = (title: string, body: string, extraHead = '') =>
  SHELL.replace('<title>Infinite Wellness</title>', `<title>${title}</title>${extraHead}`).replace(
    '<div id="root"></div>',
    `<div id="root" data-prerendered="true">${body}</div>`,
  );

const PARAGRAPH =
  'Track how you feel each day and notice what helps. Small steps add up over weeks. Share your notes with your doctor when you are ready. ';

const PAGES: Record<string, { file: string; html: string }> = {
  '/': {
    file: 'pages/landing.html',
    html: page(
      'Infinite Wellness | Your Infinite Path to Optimal Wellness',
      `<h1>Your Infinite Path to Optimal Wellness</h1><p>${PARAGRAPH.repeat(20)}</p><a href="/signup">Sign up</a><a href="/signin">Sign in</a>`,
      '<meta name="description" content="Track symptoms, nutrition and habits, talk to an AI health assistant, find practitioners and join a community of people who understand.">',
    ),
  },
  '/terms': {
    file: 'pages/terms.html',
    // Written to fail: no description, two main headings, not indexable, a wide table.
    html: page(
      'Terms',
      '<h1>Terms</h1><h1>Of Service</h1><p>Short.</p><table style="width: 900px"><tr><td>x</td></tr></table>',
      '<meta name="robots" content="noindex">',
    ),
  },
};

let ctx: TestContext;
let clientDir: string;

beforeAll(async () => {
  clientDir = await mkdtemp(join(tmpdir(), 'seo-client-'));
  await mkdir(join(clientDir, 'pages'));
  await writeFile(join(clientDir, 'index.html'), SHELL);
  for (const { file, html } of Object.values(PAGES)) await writeFile(join(clientDir, file), html);
  await writeFile(
    join(clientDir, 'prerender-manifest.json'),
    JSON.stringify(Object.fromEntries(Object.entries(PAGES).map(([path, { file }]) => [path, file]))),
  );
  ctx = await createTestApp({}, { clientDir });
});
afterAll(async () => {
  await ctx?.close();
  await rm(clientDir, { recursive: true, force: true });
});

const analyze = (payload: unknown, ip = '203.0.113.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/seo/analyze', payload: payload as object, remoteAddress: ip });

describe('POST /api/seo/analyze', () => {
  it('analyses posted HTML for anyone, signed out', async () => {
    const res = await analyze({
      pageContent: `<h1>Living with migraine</h1><p>${'Migraine pain and other symptoms can make each day harder. A diary helps you find triggers. '.repeat(10)}</p>`,
      currentUrl: 'https://infinitewellness.example/guide',
      pageType: 'landing',
    });
    expect(res.statusCode).toBe(200);
    const body = ZSeoAnalysis.parse(res.json());
    expect(body.keywords).toContain('migraine');
    expect(body.title).toBe('Living with migraine | Infinite Wellness');
    expect(body.structuredData['@type']).toBe('MedicalWebPage');
    expect(body.suggestions.length).toBe(body.checks.filter((check) => !check.passed).length);
  });

  it('defaults the page type and content, and refuses a bad page type or an oversized body', async () => {
    expect((await analyze({})).statusCode).toBe(200);
    expect((await analyze({ pageContent: 'x', pageType: '../etc' })).statusCode).toBe(400);
    const huge = await analyze({ pageContent: 'a'.repeat(SEO_LIMITS.bodyBytesMax + 10) });
    expect(huge.statusCode).toBe(413);
  });

  it(`allows ${SEO_LIMITS.analyzePerMinute} analyses a minute per address`, async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < SEO_LIMITS.analyzePerMinute; i++) {
      expect((await analyze({ pageContent: 'Hello there.' }, ip)).statusCode).toBe(200);
    }
    const refused = await analyze({ pageContent: 'Hello there.' }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(SEO_MESSAGES.rateLimited);
    // Another address still gets its own allowance.
    expect((await analyze({ pageContent: 'Hello there.' }, '198.51.100.8')).statusCode).toBe(200);
  });
});

describe('GET /api/seo/health-check', () => {
  it('is for admins only', async () => {
    expect((await ctx.app.inject({ url: '/api/seo/health-check' })).statusCode).toBe(401);
    const member = await signUpUser(ctx.app);
    const res = await ctx.app.inject({ url: '/api/seo/health-check', headers: { cookie: member.cookie } });
    expect(res.statusCode).toBe(403);
  });

  it('crawls the served public pages and listed practitioner profiles, and scores each', async () => {
    const practitioner = await signUpUser(ctx.app);
    const { practitionerId } = await insertPractitioner(ctx.database.db, practitioner.userId);
    const pending = await signUpUser(ctx.app);
    const { practitionerId: pendingId } = await insertPractitioner(ctx.database.db, pending.userId, {
      status: 'pending',
    });
    const admin = await signUpUser(ctx.app);
    await makeAdmin(ctx, admin.userId);

    const res = await ctx.app.inject({ url: '/api/seo/health-check', headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(200);
    const health = ZSeoHealth.parse(res.json());
    const origin = new URL(health.pages[0]?.url ?? '').origin;
    expect(health.pages.map((p) => [p.type, p.url.slice(origin.length)])).toEqual([
      ['landing', '/'],
      ['page', '/terms'],
      ['practitioner', `/practitioner-profile/${practitionerId}`],
    ]);
    expect(health.pages.map((p) => p.url).join()).not.toContain(pendingId);
    expect(health.totalPages).toBe(3);

    const score = (path: string) => health.pages.find((p) => p.url === `${origin}${path}`)?.seoScore ?? -1;
    expect(score('/')).toBeGreaterThan(score('/terms'));
    // The profile's text comes from its listing: its name is the generated title's start.
    const profile = health.pages.find((p) => p.type === 'practitioner');
    expect(profile?.title.length).toBeGreaterThan(0);
    expect(health.overallScore).toBe(
      Math.round(health.pages.reduce((sum, p) => sum + p.seoScore, 0) / health.pages.length),
    );
    // /terms is not indexable and has a wide table; the profile page is the shell, with a viewport.
    expect(health.analytics.indexablePercent).toBe(67);
    expect(health.analytics.mobileReadyPercent).toBe(67);
    expect(health.analytics.averageScore).toBe(health.overallScore);
    expect(health.analytics.distinctKeywords).toBeGreaterThan(5);
    expect(health.recommendations[0]).toMatch(/\(\d of 3 pages\)$/);
    // The five most often failed checks, most common first.
    const counts = health.recommendations.map((text) => Number(/\((\d) of 3 pages\)$/.exec(text)?.[1]));
    expect(counts).toHaveLength(5);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    // Kept a short while: a second request is the same answer.
    const again = await ctx.app.inject({ url: '/api/seo/health-check', headers: { cookie: admin.cookie } });
    expect(again.json().checkedAt).toBe(health.checkedAt);
  });
});
