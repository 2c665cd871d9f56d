import { describe, expect, it } from 'vitest';
import { libraryUpsellLabel, ZLibraryItem, ZLibraryListQuery } from './library';

describe('library contract', () => {
  it('accepts the known filters and refuses others', () => {
    expect(
      ZLibraryListQuery.parse({ q: 'sleep', category: 'Gut Health', access: 'premium', type: 'course' }),
    ).toEqual({ q: 'sleep', category: 'Gut Health', access: 'premium', type: 'course' });
    expect(ZLibraryListQuery.safeParse({ category: 'Wellness' }).success).toBe(false);
    expect(ZLibraryListQuery.safeParse({ access: 'paid' }).success).toBe(false);
    expect(ZLibraryListQuery.safeParse({ q: 'x'.repeat(101) }).success).toBe(false);
  });

  it('keeps links in the body to valid addresses', () => {
    const item = {
      slug: 's',
      title: 't',
      type: 'article',
      access: 'free',
      category: 'Sleep',
      summary: '',
      tags: [],
      minutes: 1,
      featured: false,
      conditions: [],
      author: 'a',
      reviewed: '2026-11-01',
      blocks: [{ type: 'paragraph', runs: [{ type: 'link', text: 'x', href: 'not a url' }] }],
      locked: false,
      lessons: [],
      sources: [],
      premiumPriceCents: 999,
    };
    expect(ZLibraryItem.safeParse(item).success).toBe(false);
  });

  it('builds the upsell from the formatted price', () => {
    expect(libraryUpsellLabel('$9.99')).toBe('Upgrade to Premium - $9.99/month');
  });
});
