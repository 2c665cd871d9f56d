import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLibraryItem, TLibraryList } from '../../../contract/library';
import { createTestApp, signUpUser, type TestContext } from '../../test/harness';
import { shopContentWithoutArticles } from '../shop/testing';
import { grantPremium, signUpWithTrial } from '../subscription/testing';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'good');

let ctx: TestContext;
// The shop's tips link to the real library's items, which the fixture library does not have.
const shop = shopContentWithoutArticles();
beforeAll(async () => {
  ctx = await createTestApp({}, { libraryDir: FIXTURES, shopDir: shop.dir });
});
afterAll(async () => {
  await ctx?.close();
  shop.remove();
});

const get = (url: string, cookie?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const list = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode).toBe(200);
  return response.json<TLibraryList>();
};
const slugs = (answer: TLibraryList) => answer.items.map((item) => item.slug);
const view = (slug: string, clientSessionId: string, cookie?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/analytics/track',
    headers: cookie ? { cookie } : {},
    payload: { events: [{ kind: 'event', name: 'content_viewed', properties: { slug } }], clientSessionId },
  });
const text = (item: TLibraryItem) => JSON.stringify(item.blocks);

describe('GET /api/library', () => {
  it('lists every item with counts, the catalogue price and the featured topics as trending', async () => {
    const answer = await list('/api/library');
    expect(slugs(answer)).toEqual(['gut-reset-course', 'pacing-basics', 'cafe-sleep-guide']);
    expect(answer.items[1]).toEqual({
      slug: 'pacing-basics',
      title: 'Pacing basics for energy-limiting fatigue',
      type: 'article',
      access: 'free',
      category: 'Fatigue & Energy',
      summary:
        'How to stay inside your energy envelope with an activity diary, planned rests and small steps.',
      tags: ['pacing', 'energy envelope', 'activity diary'],
      minutes: 6,
      featured: true,
      readers: 0,
    });
    expect(answer.categories.filter((c) => c.count > 0)).toEqual([
      { category: 'Fatigue & Energy', count: 1 },
      { category: 'Sleep', count: 1 },
      { category: 'Gut Health', count: 1 },
    ]);
    expect(answer.types).toEqual([
      { type: 'article', count: 1 },
      { type: 'guide', count: 1 },
      { type: 'course', count: 1 },
    ]);
    expect(answer.access).toEqual({ all: 3, free: 1, premium: 2 });
    expect(answer.premiumPriceCents).toBe(999);
    // Nobody read anything yet: the featured items' tags, one from each in turn.
    expect(answer.trending.slice(0, 4)).toEqual(['ibs', 'pacing', 'low fodmap', 'energy envelope']);
  });

  it('filters by access, category and type', async () => {
    expect(slugs(await list('/api/library?access=premium'))).toEqual([
      'gut-reset-course',
      'cafe-sleep-guide',
    ]);
    expect(slugs(await list('/api/library?access=free'))).toEqual(['pacing-basics']);
    expect(slugs(await list('/api/library?category=Sleep'))).toEqual(['cafe-sleep-guide']);
    expect(slugs(await list('/api/library?type=course'))).toEqual(['gut-reset-course']);
    const sleepFree = await list('/api/library?category=Sleep&access=free');
    expect(sleepFree.items).toEqual([]);
    expect(sleepFree.access).toEqual({ all: 1, free: 0, premium: 1 });
  });

  it('searches titles, tags, conditions and text, ranked, ignoring case and accents', async () => {
    // 'sleep' is in the guide's title and category, and in the course's lesson text only.
    expect(slugs(await list('/api/library?q=SLEEP'))).toEqual(['cafe-sleep-guide', 'gut-reset-course']);
    expect(slugs(await list('/api/library?q=caf%C3%A9'))).toEqual(['cafe-sleep-guide']);
    expect(slugs(await list('/api/library?q=me-cfs'))).toEqual(['pacing-basics']);
    expect(slugs(await list('/api/library?q=bloating'))).toEqual(['gut-reset-course']);
    const none = await list('/api/library?q=zebra');
    expect(none.items).toEqual([]);
    expect(none.access.all).toBe(0);
  });

  it('refuses an unknown category or a search that is too long', async () => {
    expect((await get('/api/library?category=Wellness')).statusCode).toBe(400);
    expect((await get(`/api/library?q=${'a'.repeat(101)}`)).statusCode).toBe(400);
  });

  it('counts distinct readers and makes the most read topics trending', async () => {
    const member = await signUpUser(ctx.app);
    expect((await view('cafe-sleep-guide', 'visitor-one')).statusCode).toBe(202);
    await view('cafe-sleep-guide', 'visitor-one');
    await view('cafe-sleep-guide', 'visitor-two');
    await view('pacing-basics', 'visitor-one');
    // A member who has not opted in is counted without an id: one reader per opening.
    await view('cafe-sleep-guide', 'member-tab', member.cookie);
    await view('no-such-item', 'visitor-one');
    const answer = await list('/api/library');
    const readers = Object.fromEntries(answer.items.map((item) => [item.slug, item.readers]));
    expect(readers).toEqual({ 'cafe-sleep-guide': 3, 'pacing-basics': 1, 'gut-reset-course': 0 });
    expect(answer.trending).toEqual([
      'caffeine',
      'pacing',
      'sleep hygiene',
      'energy envelope',
      'wind-down',
      'activity diary',
    ]);
  });
});

describe('GET /api/library/:slug', () => {
  it('gives a free item in full to a visitor, with its sources apart', async () => {
    const response = await get('/api/library/pacing-basics');
    expect(response.statusCode).toBe(200);
    const item = response.json<TLibraryItem>();
    expect(item).toMatchObject({
      slug: 'pacing-basics',
      locked: false,
      author: 'Infinite Wellness editorial team',
      reviewed: '2026-11-01',
      conditions: ['fatigue', 'me-cfs', 'long-covid'],
      lessons: [],
    });
    expect(text(item)).toContain('Rest before you are exhausted.');
    expect(item.sources).toHaveLength(2);
    expect(text(item)).not.toContain('NICE');
  });

  it('gives a visitor and a free member the preview of a premium item, locked', async () => {
    const free = await signUpUser(ctx.app);
    for (const cookie of [undefined, free.cookie]) {
      const item = (await get('/api/library/cafe-sleep-guide', cookie)).json<TLibraryItem>();
      expect(item.locked).toBe(true);
      expect(text(item)).toContain('half-life');
      expect(text(item)).not.toContain('members-only secret');
      expect(item.sources).toHaveLength(1);
    }
    const course = (await get('/api/library/gut-reset-course')).json<TLibraryItem>();
    expect(course).toMatchObject({ locked: true, lessons: ['How IBS works', 'Fibre, slowly'] });
    expect(text(course)).not.toContain('Soluble fibre');
  });

  it('gives a member on a trial the whole item without using the trial', async () => {
    const trial = await signUpWithTrial(ctx.app);
    const item = (await get('/api/library/cafe-sleep-guide', trial.cookie)).json<TLibraryItem>();
    expect(item.locked).toBe(false);
    expect(text(item)).toContain('members-only secret');
    const status = await ctx.app.inject({
      method: 'GET',
      url: '/api/premium/trial-status',
      headers: { cookie: trial.cookie },
    });
    expect(status.json()).toMatchObject({
      isActive: true,
      featuresUsed: { nutritionAnalysis: 0, waterTracking: 0, fastingTracking: 0, aiInsights: 0 },
    });
  });

  it('gives a Premium member the whole item', async () => {
    const member = await signUpWithTrial(ctx.app, { trial: false });
    await grantPremium(ctx.database.db, member.userId, new Date());
    const item = (await get('/api/library/gut-reset-course', member.cookie)).json<TLibraryItem>();
    expect(item.locked).toBe(false);
    expect(text(item)).toContain('Soluble fibre');
  });

  it('answers 404 for an unknown item', async () => {
    const response = await get('/api/library/no-such-item');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      error: { code: 'NOT_FOUND', message: 'We could not find that article.' },
    });
  });
});
