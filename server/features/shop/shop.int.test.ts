import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TShopProductsResponse, TShopTipsResponse } from '../../../contract/shop';
import { symptomPayload } from '../../test/factories';
import { createTestApp, signUpUser, type TestContext } from '../../test/harness';
import { libraryArticles } from '../library/testing';
import { loadShopContent } from './content';

let ctx: TestContext;
const content = loadShopContent({ library: libraryArticles() });

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const products = async (query = '') => {
  const response = await ctx.app.inject({ url: `/api/shop/products${query}` });
  expect(response.statusCode).toBe(200);
  return response.json() as TShopProductsResponse;
};

const tips = async (cookie?: string) => {
  const response = await ctx.app.inject({ url: '/api/shop/tips', headers: cookie ? { cookie } : {} });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  return response.json() as TShopTipsResponse;
};

type ClickRow = { name: string; properties: Record<string, unknown>; user_id: string | null };
const clicksOf = async (productId: string) =>
  (
    await ctx.database.pool.query<ClickRow>(
      `SELECT name, properties, user_id FROM analytics_events WHERE name = 'affiliate_click' AND properties->>'productId' = $1`,
      [productId],
    )
  ).rows;

describe('GET /api/shop/products', () => {
  it('lists the whole catalogue with every category counted, our picks first', async () => {
    const body = await products();
    expect(body.products).toHaveLength(content.products.length);
    expect(body.matchingCount).toBe(content.products.length);
    expect(body.categories.reduce((sum, c) => sum + c.count, 0)).toBe(content.products.length);
    expect(body.categories.find((c) => c.category === 'pain-relief')).toEqual({
      category: 'pain-relief',
      label: 'Pain relief aids',
      count: content.products.filter((p) => p.category === 'pain-relief').length,
    });
    const firstOther = body.products.findIndex((p) => !p.isRecommended);
    expect(firstOther).toBeGreaterThan(0);
    expect(body.products.slice(firstOther).every((p) => !p.isRecommended)).toBe(true);
  });

  it('shows one category while the chips keep the counts of the whole search', async () => {
    const body = await products('?category=supplements');
    expect(body.products.length).toBe(3);
    expect(body.products.every((p) => p.category === 'supplements')).toBe(true);
    expect(body.matchingCount).toBe(content.products.length);
  });

  it('searches case- and accent-insensitively and counts the matches per category', async () => {
    const body = await products(`?q=${encodeURIComponent('HÉAT pad')}`);
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products[0]?.id).toBe('sunbeam-xl-heating-pad');
    expect(body.products.every((p) => p.category === 'pain-relief')).toBe(true);
    expect(body.categories.find((c) => c.category === 'pain-relief')?.count).toBe(body.products.length);
    expect(body.categories.find((c) => c.category === 'sleep')?.count).toBe(0);
    expect(body.matchingCount).toBe(body.products.length);
  });

  it('answers an empty list when nothing matches', async () => {
    const body = await products('?q=zzzzqqq');
    expect(body.products).toEqual([]);
    expect(body.matchingCount).toBe(0);
  });

  it('presents prices as stored, with no invented discount, and a deal path of our own', async () => {
    const body = await products('?q=loop');
    const loop = body.products.find((p) => p.id === 'loop-quiet-2');
    expect(loop).toMatchObject({
      price: 2495,
      originalPrice: null,
      discountPercent: null,
      priceCheckedAt: '2026-11-24',
      dealHost: 'loopearplugs.com',
      dealPath: '/api/shop/products/loop-quiet-2/deal',
      isAffiliate: true,
    });
  });

  it('refuses an unknown category', async () => {
    const response = await ctx.app.inject({ url: '/api/shop/products?category=weapons' });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/shop/tips', () => {
  it('gives general tips without reasons when signed out', async () => {
    const body = await tips();
    expect(body).toMatchObject({ signedIn: false, personalised: false });
    expect(body.tips).toHaveLength(3);
    expect(body.tips.every((tip) => tip.reason === null)).toBe(true);
    const general = new Set(content.tips.filter((t) => t.isGeneral).map((t) => t.id));
    expect(body.tips.every((tip) => general.has(tip.id))).toBe(true);
    // Each tip answers the library item its file names, or null.
    for (const tip of body.tips) {
      const slug = content.tips.find((t) => t.id === tip.id)?.article;
      expect(tip.article, tip.id).toEqual(
        slug
          ? { path: `/wellness-library/${slug}`, title: content.articles.get(slug)?.title, access: 'free' }
          : null,
      );
    }
  });

  it('gives general tips to a signed-in person who has logged nothing', async () => {
    const user = await signUpUser(ctx.app);
    const body = await tips(user.cookie);
    expect(body).toMatchObject({ signedIn: true, personalised: false });
    expect(body.tips.every((tip) => tip.reason === null)).toBe(true);
  });

  it('picks tips from a logged headache and the profile’s conditions, saying why, and audits the read', async () => {
    const user = await signUpUser(ctx.app);
    const logged = await ctx.app.inject({
      method: 'POST',
      url: '/api/symptoms',
      headers: { cookie: user.cookie },
      payload: symptomPayload({ symptomName: 'Headache' }),
    });
    expect(logged.statusCode).toBe(201);
    const profile = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: { cookie: user.cookie },
      payload: {
        firstName: 'Ana',
        lastName: 'Lopez',
        email: user.email,
        medicalConditions: ['Thyroid Issues'],
      },
    });
    expect(profile.statusCode).toBe(200);

    const body = await tips(user.cookie);
    expect(body).toMatchObject({ signedIn: true, personalised: true });
    expect(body.tips[0]).toMatchObject({
      id: 'headache-diary',
      reason: 'Because you logged headaches this month',
      category: 'journals',
      article: {
        path: '/wellness-library/a-migraine-diary-that-helps-your-appointment',
        title: 'A migraine diary that helps your appointment',
        access: 'free',
      },
    });
    expect(
      body.tips.find((t) => t.reason === 'Because your profile lists a thyroid condition'),
    ).toMatchObject({
      id: 'thyroid-timing',
      category: null,
      article: { path: '/wellness-library/taking-levothyroxine-well', title: 'Taking levothyroxine well' },
    });

    const { rows } = await ctx.database.pool.query(
      `SELECT 1 FROM audit_log WHERE subject_user_id = $1 AND action = 'read' AND resource = 'shop_tips'`,
      [user.userId],
    );
    expect(rows).toHaveLength(1);

    // Another person's logs never reach someone else's tips.
    const other = await signUpUser(ctx.app);
    expect((await tips(other.cookie)).personalised).toBe(false);
  });
});

describe('GET /api/shop/products/:id/deal', () => {
  it('redirects to the partner’s page unchanged and counts the click without the person', async () => {
    const user = await signUpUser(ctx.app);
    const entry = content.products.find((p) => p.id === 'manta-sleep-mask');
    const response = await ctx.app.inject({
      url: '/api/shop/products/manta-sleep-mask/deal',
      headers: { cookie: user.cookie },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(entry?.dealUrl);
    expect(response.headers.location).not.toContain(user.userId);
    expect(response.headers.location).not.toContain(encodeURIComponent(user.email));
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');

    const clicks = await clicksOf('manta-sleep-mask');
    expect(clicks).toEqual([
      {
        name: 'affiliate_click',
        properties: { productId: 'manta-sleep-mask', category: 'comfort', isAffiliate: true },
        user_id: null,
      },
    ]);
  });

  it('answers 404 for a product not in the shop and counts nothing', async () => {
    const response = await ctx.app.inject({ url: '/api/shop/products/no-such-thing/deal' });
    expect(response.statusCode).toBe(404);
    expect(await clicksOf('no-such-thing')).toEqual([]);
  });
});
