import { describe, expect, it } from 'vitest';
import {
  buildLibraryList,
  jsonForScript,
  libraryItemAnswer,
  libraryJsonLd,
  normalizeForSearch,
  searchScore,
  searchWords,
  trendingTags,
} from './library';
import type { TLibraryEntry } from './library-format';
import { libraryListApiPath } from './library-paths';

const entry = (slug: string, overrides: Partial<TLibraryEntry> = {}): TLibraryEntry => ({
  slug,
  title: slug,
  type: 'article',
  access: 'free',
  category: 'Sleep',
  summary: '',
  conditions: [],
  tags: ['a', 'b', 'c'],
  minutes: 5,
  author: 'Infinite Wellness editorial team',
  reviewed: '2026-11-01',
  featured: false,
  blocks: [{ type: 'paragraph', runs: [{ type: 'text', text: 'Full text.' }] }],
  previewBlocks: [{ type: 'paragraph', runs: [{ type: 'text', text: 'Preview.' }] }],
  sources: [[{ type: 'link', text: 'Source', href: 'https://example.org' }]],
  lessons: [],
  bodyText: '',
  ...overrides,
});

const context = { readers: new Map<string, number>(), trending: [], premiumPriceCents: 999 };
const slugs = (list: { items: { slug: string }[] }) => list.items.map((item) => item.slug);

describe('search', () => {
  it('ignores case, accents and punctuation', () => {
    expect(normalizeForSearch('Café  Au-Lait, RÉSUMÉ!')).toBe('cafe au lait resume');
    expect(searchWords('How to SLEEP with pain?')).toEqual(['sleep', 'pain']);
    expect(searchWords('how to')).toEqual(['how', 'to']);
  });

  it('ranks a title match over tags, conditions, summary and body', () => {
    const entries = [
      entry('in-body', { bodyText: 'Magnesium and sleep.' }),
      entry('in-summary', { summary: 'About magnesium.' }),
      entry('in-conditions', { conditions: ['magnesium-deficiency'] }),
      entry('in-tags', { tags: ['magnesium', 'b', 'c'] }),
      entry('in-title', { title: 'Magnesium explained' }),
      entry('nowhere', { title: 'Iron' }),
    ];
    expect(slugs(buildLibraryList(entries, { q: 'MAGNÉSIUM' }, context))).toEqual([
      'in-title',
      'in-tags',
      'in-conditions',
      'in-summary',
      'in-body',
    ]);
  });

  it('needs every word, matched at the start of a word', () => {
    const sleep = entry('sleep', { title: 'Sleeping with migraines' });
    expect(searchScore(sleep, ['sleep', 'migraine'])).toBeGreaterThan(0);
    expect(searchScore(sleep, ['sleep', 'thyroid'])).toBe(0);
    expect(searchScore(sleep, ['eeping'])).toBe(0);
  });

  it('ranks a phrase in the title or a whole tag higher', () => {
    const phrase = entry('phrase', { title: 'Your energy envelope' });
    const apart = entry('apart', { title: 'Envelope of energy' });
    const tag = entry('tag', { tags: ['energy envelope', 'b', 'c'] });
    expect(searchScore(phrase, ['energy', 'envelope'])).toBe(26);
    expect(searchScore(apart, ['energy', 'envelope'])).toBe(16);
    expect(searchScore(tag, ['energy', 'envelope'])).toBe(18);
  });

  it('counts further body mentions a little, up to five', () => {
    const once = entry('once', { bodyText: 'pacing' });
    const often = entry('often', { bodyText: 'pacing pacing pacing pacing pacing pacing pacing' });
    expect(searchScore(often, ['pacing'])).toBe(2);
    expect(searchScore(once, ['pacing'])).toBe(1);
  });
});

describe('buildLibraryList', () => {
  const entries = [
    entry('sleep-free', { title: 'B sleep', category: 'Sleep' }),
    entry('sleep-guide', { title: 'A sleep guide', category: 'Sleep', type: 'guide', access: 'premium' }),
    entry('pain-free', { title: 'C pain', category: 'Pain', featured: true }),
  ];

  it('lists featured items first, then by title, with readers', () => {
    const list = buildLibraryList(entries, {}, { ...context, readers: new Map([['pain-free', 4]]) });
    expect(slugs(list)).toEqual(['pain-free', 'sleep-guide', 'sleep-free']);
    expect(list.items[0]?.readers).toBe(4);
    expect(list.items[1]?.readers).toBe(0);
    expect(list.premiumPriceCents).toBe(999);
  });

  it('filters by category, access and type, counting what each chip would show', () => {
    const list = buildLibraryList(entries, { category: 'Sleep', access: 'free' }, context);
    expect(slugs(list)).toEqual(['sleep-free']);
    // Category counts keep the access filter; the access counts keep the category filter.
    expect(list.categories.find((c) => c.category === 'Sleep')?.count).toBe(1);
    expect(list.categories.find((c) => c.category === 'Pain')?.count).toBe(1);
    expect(list.categories).toHaveLength(10);
    expect(list.access).toEqual({ all: 2, free: 1, premium: 1 });
    expect(list.types).toEqual([
      { type: 'article', count: 1 },
      { type: 'guide', count: 0 },
      { type: 'course', count: 0 },
    ]);
  });

  it('counts only search matches', () => {
    const list = buildLibraryList(entries, { q: 'sleep' }, context);
    expect(slugs(list)).toEqual(['sleep-guide', 'sleep-free']);
    expect(list.access).toEqual({ all: 2, free: 1, premium: 1 });
    expect(list.categories.find((c) => c.category === 'Pain')?.count).toBe(0);
  });
});

describe('trendingTags', () => {
  const entries = [
    entry('a', { tags: ['pacing', 'rest', 'energy'], featured: true }),
    entry('b', { tags: ['sleep', 'Rest', 'light'] }),
    entry('c', { tags: ['ibs', 'fibre', 'diet'], featured: true }),
  ];

  it('takes the most read items’ tags in turn, once each', () => {
    const tags = trendingTags(
      entries,
      new Map([
        ['b', 5],
        ['a', 2],
      ]),
      5,
    );
    expect(tags).toEqual(['sleep', 'pacing', 'Rest', 'light', 'energy']);
  });

  it('falls back to the featured items’ tags when nothing was read', () => {
    expect(trendingTags(entries, new Map(), 4)).toEqual(['pacing', 'ibs', 'rest', 'fibre']);
  });
});

describe('libraryItemAnswer', () => {
  const guide = entry('guide', { type: 'guide', access: 'premium' });

  it('gives a premium item’s preview, locked, without full access', () => {
    const answer = libraryItemAnswer(guide, false, 999);
    expect(answer.locked).toBe(true);
    expect(answer.blocks).toEqual(guide.previewBlocks);
    expect(answer.sources).toEqual(guide.sources);
  });

  it('gives the whole body with full access, and always for a free item', () => {
    expect(libraryItemAnswer(guide, true, 999)).toMatchObject({ locked: false, blocks: guide.blocks });
    const free = entry('free');
    expect(libraryItemAnswer(free, false, 999)).toMatchObject({ locked: false, blocks: free.blocks });
  });
});

describe('structured data and paths', () => {
  it('marks a premium item as not free, with author and publisher', () => {
    const answer = libraryItemAnswer(
      entry('guide', { access: 'premium', author: 'Dr. Ana Lima' }),
      false,
      999,
    );
    const ld = libraryJsonLd(answer, 'https://app.example/wellness-library/guide', 'https://app.example');
    expect(ld).toMatchObject({
      '@type': 'Article',
      headline: 'guide',
      dateModified: '2026-11-01',
      author: { '@type': 'Person', name: 'Dr. Ana Lima' },
      publisher: { '@type': 'Organization', name: 'Infinite Wellness' },
      isAccessibleForFree: false,
    });
    expect(libraryJsonLd(libraryItemAnswer(entry('free'), false, 999), 'u', 's')).toMatchObject({
      author: { '@type': 'Organization' },
      isAccessibleForFree: true,
    });
  });

  it('escapes JSON so that it cannot close its script element', () => {
    expect(jsonForScript({ text: '</script><b>' })).toBe('{"text":"\\u003c/script>\\u003cb>"}');
  });

  it('builds list paths with the filters in one order', () => {
    expect(libraryListApiPath({})).toBe('/api/library');
    expect(libraryListApiPath({ type: 'guide', q: ' sleep & pain ', access: 'free' })).toBe(
      '/api/library?q=sleep+%26+pain&access=free&type=guide',
    );
  });
});
