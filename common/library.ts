import {
  LIBRARY_ACCESS,
  LIBRARY_CATEGORIES,
  LIBRARY_LIMITS,
  LIBRARY_TYPES,
  type TLibraryItem,
  type TLibraryItemSummary,
  type TLibraryList,
  type TLibraryListQuery,
} from '../contract/library';
import type { TLibraryEntry } from './library-format';
import { libraryItemPath } from './library-paths';

/**
 * The wellness library's rules shared by the server (the API), the prerender (the pages search engines
 * read) and the client (paths): search and its ranking, filters and counts, what a reader may see of
 * an item, and its structured data (docs/product/library.md).
 */

/** Lowercase, without accents or punctuation: 'Café  Au-Lait' → 'cafe au lait'. */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Words that say nothing about a topic; ignored unless the search is made only of them. */
const STOP_WORDS = new Set(
  'a an and are about at be by can do does for from how i in is it me my of on or the to what when why with you your'.split(
    ' ',
  ),
);

/** The words of a search that count (at most 8, each once). */
export function searchWords(query: string | undefined): string[] {
  const words = [
    ...new Set(
      normalizeForSearch(query ?? '')
        .split(' ')
        .filter(Boolean),
    ),
  ];
  const meaningful = words.filter((word) => !STOP_WORDS.has(word));
  return (meaningful.length > 0 ? meaningful : words).slice(0, LIBRARY_LIMITS.queryWordsMax);
}

/** Field weights of a search: a word in the title counts most, one in the body least. */
export const SEARCH_WEIGHTS = { title: 8, tags: 6, conditions: 5, summary: 3, body: 1 } as const;

type SearchFields = Record<keyof typeof SEARCH_WEIGHTS, string>;
const fieldsCache = new WeakMap<TLibraryEntry, SearchFields>();
function searchFields(entry: TLibraryEntry): SearchFields {
  let fields = fieldsCache.get(entry);
  if (!fields) {
    // Padded with spaces so that ' word' finds a word's start anywhere.
    const pad = (text: string) => ` ${normalizeForSearch(text)} `;
    fields = {
      title: pad(entry.title),
      tags: pad(entry.tags.join(' , ')),
      conditions: pad(entry.conditions.join(' , ')),
      summary: pad(entry.summary),
      body: pad(entry.bodyText),
    };
    fieldsCache.set(entry, fields);
  }
  return fields;
}

const occurrences = (haystack: string, needle: string) => {
  let count = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length))
    count++;
  return count;
};

/**
 * How well an item matches the search words: 0 when a word is found nowhere (every word must match);
 * otherwise each word scores the weight of the best field it starts a word in (the body's a little
 * more for each further mention, up to 5); a search of several words scores more again when they
 * are, in order, in the title (+10) or one of the tags (+6).
 */
export function searchScore(entry: TLibraryEntry, words: readonly string[]): number {
  if (words.length === 0) return 0;
  const fields = searchFields(entry);
  let score = 0;
  for (const word of words) {
    let best = 0;
    for (const [field, weight] of Object.entries(SEARCH_WEIGHTS) as [keyof SearchFields, number][]) {
      const count = occurrences(fields[field], ` ${word}`);
      if (count === 0) continue;
      const value = field === 'body' ? weight + 0.25 * (Math.min(count, 5) - 1) : weight;
      best = Math.max(best, value);
    }
    if (best === 0) return 0;
    score += best;
  }
  if (words.length > 1) {
    const phrase = words.join(' ');
    if (fields.title.includes(` ${phrase}`)) score += 10;
    if (entry.tags.some((tag) => normalizeForSearch(tag) === phrase)) score += 6;
  }
  return score;
}

export type LibraryListContext = {
  /** Distinct readers of each item, all time (slug → count). */
  readers: ReadonlyMap<string, number>;
  trending: string[];
  premiumPriceCents: number;
};

const byTitle = (a: TLibraryEntry, b: TLibraryEntry) => a.title.localeCompare(b.title, 'en');

/** What a card and an item's page both show of an entry. */
const cardFields = (entry: TLibraryEntry) => ({
  slug: entry.slug,
  title: entry.title,
  type: entry.type,
  access: entry.access,
  category: entry.category,
  summary: entry.summary,
  tags: entry.tags,
  minutes: entry.minutes,
  featured: entry.featured,
});

export function toSummary(entry: TLibraryEntry, readers: number): TLibraryItemSummary {
  return { ...cardFields(entry), readers };
}

/**
 * GET /api/library's answer: the items matching the search and every filter (best match first when
 * searching, else featured first, then by title), and for each filter the counts the other filters
 * leave, so a chip says how many items choosing it shows.
 */
export function buildLibraryList(
  entries: readonly TLibraryEntry[],
  query: TLibraryListQuery,
  context: LibraryListContext,
): TLibraryList {
  const words = searchWords(query.q);
  const found = entries
    .map((entry) => ({ entry, score: words.length > 0 ? searchScore(entry, words) : 0 }))
    .filter((match) => words.length === 0 || match.score > 0);
  type Filter = 'category' | 'access' | 'type';
  const passes = (entry: TLibraryEntry, except?: Filter) =>
    (except === 'category' || !query.category || entry.category === query.category) &&
    (except === 'access' || !query.access || entry.access === query.access) &&
    (except === 'type' || !query.type || entry.type === query.type);

  const items = found
    .filter((match) => passes(match.entry))
    .sort(
      (a, b) =>
        b.score - a.score || Number(b.entry.featured) - Number(a.entry.featured) || byTitle(a.entry, b.entry),
    )
    .map(({ entry }) => toSummary(entry, context.readers.get(entry.slug) ?? 0));
  const countWhere = (except: Filter, predicate: (entry: TLibraryEntry) => boolean) =>
    found.filter((match) => passes(match.entry, except) && predicate(match.entry)).length;

  const [free, premium] = LIBRARY_ACCESS.map((access) =>
    countWhere('access', (entry) => entry.access === access),
  );
  return {
    items,
    categories: LIBRARY_CATEGORIES.map((category) => ({
      category,
      count: countWhere('category', (entry) => entry.category === category),
    })),
    types: LIBRARY_TYPES.map((type) => ({ type, count: countWhere('type', (entry) => entry.type === type) })),
    access: { all: (free ?? 0) + (premium ?? 0), free: free ?? 0, premium: premium ?? 0 },
    trending: context.trending,
    premiumPriceCents: context.premiumPriceCents,
  };
}

/**
 * The trending topics: the tags of the items most read in the last days (`recentReaders`, slug →
 * distinct readers), most read first; the featured items' tags when nobody read anything lately.
 */
export function trendingTags(
  entries: readonly TLibraryEntry[],
  recentReaders: ReadonlyMap<string, number>,
  max: number = LIBRARY_LIMITS.trendingMax,
): string[] {
  const read = entries
    .filter((entry) => (recentReaders.get(entry.slug) ?? 0) > 0)
    .sort((a, b) => (recentReaders.get(b.slug) ?? 0) - (recentReaders.get(a.slug) ?? 0) || byTitle(a, b));
  const source = read.length > 0 ? read : entries.filter((entry) => entry.featured).sort(byTitle);
  const tags: string[] = [];
  const seen = new Set<string>();
  // One tag from each item in turn, so the most read item does not fill every chip alone.
  const depth = Math.max(0, ...source.map((entry) => entry.tags.length));
  for (let round = 0; round < depth && tags.length < max; round++) {
    for (const entry of source) {
      const tag = entry.tags[round];
      if (!tag || seen.has(tag.toLowerCase())) continue;
      seen.add(tag.toLowerCase());
      tags.push(tag);
      if (tags.length >= max) break;
    }
  }
  return tags;
}

/**
 * GET /api/library/:slug's answer: a premium item is its public preview, `locked`, unless the reader
 * may read it in full (Premium or an active trial, decided by the server).
 */
export function libraryItemAnswer(
  entry: TLibraryEntry,
  hasFullAccess: boolean,
  premiumPriceCents: number,
): TLibraryItem {
  const locked = entry.access === 'premium' && !hasFullAccess;
  return {
    ...cardFields(entry),
    conditions: entry.conditions,
    author: entry.author,
    reviewed: entry.reviewed,
    blocks: locked ? entry.previewBlocks : entry.blocks,
    locked,
    lessons: entry.lessons,
    sources: entry.sources,
    premiumPriceCents,
  };
}

/** Authors that are a team or an organisation rather than one person (for structured data). */
const ORGANISATION_AUTHOR = /\b(team|editors?|editorial|staff)\b/i;

/**
 * The schema.org `Article` of an item's page for search engines: headline, description, review date,
 * author and publisher; a premium item is marked as not free (its page holds only the preview).
 */
export function libraryJsonLd(item: TLibraryItem, pageUrl: string, siteUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: item.title,
    description: item.summary,
    dateModified: item.reviewed,
    author: { '@type': ORGANISATION_AUTHOR.test(item.author) ? 'Organization' : 'Person', name: item.author },
    publisher: { '@type': 'Organization', name: 'Infinite Wellness', url: siteUrl },
    mainEntityOfPage: pageUrl,
    url: pageUrl,
    articleSection: item.category,
    keywords: item.tags.join(', '),
    timeRequired: `PT${item.minutes}M`,
    inLanguage: 'en',
    isAccessibleForFree: item.access === 'free',
  };
}

/**
 * The site's address in prerendered pages (canonical links, structured data), which are built before
 * the address is known: the server puts its own origin in its place when it loads them.
 */
export const PRERENDER_ORIGIN = 'https://prerender-origin.invalid';

/** The schema.org `CollectionPage` of the library's index: its items, in the list's order. */
export function libraryIndexJsonLd(
  list: TLibraryList,
  pageUrl: string,
  siteUrl: string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: 'Wellness Library',
    description: LIBRARY_DESCRIPTION,
    url: pageUrl,
    publisher: { '@type': 'Organization', name: 'Infinite Wellness', url: siteUrl },
    mainEntity: {
      '@type': 'ItemList',
      itemListElement: list.items.map((item, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: item.title,
        url: `${siteUrl}${libraryItemPath(item.slug)}`,
      })),
    },
  };
}

/** The library's meta description. */
export const LIBRARY_DESCRIPTION =
  'Articles, guides and courses for living well with fatigue, pain, migraines, gut, thyroid and autoimmune conditions, reviewed and with their sources.';

/** JSON to place inside a <script> element: '<' escaped, so no text can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
