import { z } from 'zod';

/**
 * The wellness library (docs/product/library.md): articles, guides and courses written by us, read from
 * `content/library/*.md` (format: docs/product/library.md#file-format). Public: anyone may browse and search;
 * the full text of premium items is for Premium members and people on an active trial.
 */

export const LIBRARY_CATEGORIES = [
  'Fatigue & Energy',
  'Sleep',
  'Nutrition',
  'Gut Health',
  'Headache & Migraine',
  'Pain',
  'Thyroid & Hormones',
  'Autoimmune',
  'Mind & Stress',
  'Movement',
] as const;
export type TLibraryCategory = (typeof LIBRARY_CATEGORIES)[number];

export const LIBRARY_TYPES = ['article', 'guide', 'course'] as const;
export type TLibraryType = (typeof LIBRARY_TYPES)[number];

export const LIBRARY_ACCESS = ['free', 'premium'] as const;
export type TLibraryAccess = (typeof LIBRARY_ACCESS)[number];

export const LIBRARY_LIMITS = {
  /** A search's characters, and the words of it that count. */
  queryMax: 100,
  queryWordsMax: 8,
  summaryMax: 200,
  tagsMin: 3,
  tagsMax: 6,
  /** Paragraphs (callouts included) of a premium item's public preview. */
  previewParagraphsMin: 2,
  previewParagraphsMax: 4,
  /** Trending topic chips on the library screen. */
  trendingMax: 8,
  /** The window of views that makes a topic trending. */
  trendingDays: 7,
} as const;

/** A run of text inside a paragraph, list item or callout. Links are https only. */
export const ZLibraryInline = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: z.string() }),
  z.object({ type: z.literal('bold'), text: z.string() }),
  z.object({ type: z.literal('italic'), text: z.string() }),
  z.object({ type: z.literal('link'), text: z.string(), href: z.string().url() }),
]);
export type TLibraryInline = z.infer<typeof ZLibraryInline>;

/** One block of an item's body: the client renders each as React elements, never as HTML. */
export const ZLibraryBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), level: z.union([z.literal(2), z.literal(3)]), text: z.string() }),
  z.object({ type: z.literal('paragraph'), runs: z.array(ZLibraryInline) }),
  z.object({ type: z.literal('callout'), runs: z.array(ZLibraryInline) }),
  z.object({ type: z.literal('list'), ordered: z.boolean(), items: z.array(z.array(ZLibraryInline)) }),
]);
export type TLibraryBlock = z.infer<typeof ZLibraryBlock>;

/** GET /api/library's filters; all optional. */
export const ZLibraryListQuery = z.object({
  q: z.string().max(LIBRARY_LIMITS.queryMax).optional(),
  category: z.enum(LIBRARY_CATEGORIES).optional(),
  access: z.enum(LIBRARY_ACCESS).optional(),
  type: z.enum(LIBRARY_TYPES).optional(),
});
export type TLibraryListQuery = z.infer<typeof ZLibraryListQuery>;

/** An item as a card of the list. */
export const ZLibraryItemSummary = z.object({
  slug: z.string(),
  title: z.string(),
  type: z.enum(LIBRARY_TYPES),
  access: z.enum(LIBRARY_ACCESS),
  category: z.enum(LIBRARY_CATEGORIES),
  summary: z.string(),
  tags: z.array(z.string()),
  minutes: z.number().int().positive(),
  featured: z.boolean(),
  /** Distinct people and visitors who opened it (docs/product/library.md#readers). */
  readers: z.number().int().nonnegative(),
});
export type TLibraryItemSummary = z.infer<typeof ZLibraryItemSummary>;

export const ZLibraryList = z.object({
  /** The items matching every filter, best match first when searching. */
  items: z.array(ZLibraryItemSummary),
  /** Every category, with how many items match the other filters (the category filter aside). */
  categories: z.array(z.object({ category: z.enum(LIBRARY_CATEGORIES), count: z.number().int() })),
  /** Every type, with how many items match the other filters (the type filter aside). */
  types: z.array(z.object({ type: z.enum(LIBRARY_TYPES), count: z.number().int() })),
  /** How many items match the other filters (the access filter aside), for the All/Free/Premium tabs. */
  access: z.object({ all: z.number().int(), free: z.number().int(), premium: z.number().int() }),
  /** Topics people read most in the last 7 days; the featured items' topics when nobody has. */
  trending: z.array(z.string()),
  /** The Premium price of the upsell, from the price catalogue. */
  premiumPriceCents: z.number().int().positive(),
});
export type TLibraryList = z.infer<typeof ZLibraryList>;

export const ZLibrarySlugParams = z.object({ slug: z.string().min(1).max(120) });

/** GET /api/library/:slug: one item; premium items are a preview unless the reader has Premium or a trial. */
export const ZLibraryItem = ZLibraryItemSummary.omit({ readers: true }).extend({
  conditions: z.array(z.string()),
  author: z.string(),
  /** The date the content was last reviewed (YYYY-MM-DD). */
  reviewed: z.string(),
  /** The whole body, or only the public preview when `locked`. The sources are apart. */
  blocks: z.array(ZLibraryBlock),
  locked: z.boolean(),
  /** A course's lesson titles, shown even when locked (the outline of what Premium opens). */
  lessons: z.array(z.string()),
  /** The sources used, each an inline run list with a link; public even when the item is locked. */
  sources: z.array(z.array(ZLibraryInline)),
  /** The Premium price of the upsell, from the price catalogue. */
  premiumPriceCents: z.number().int().positive(),
});
export type TLibraryItem = z.infer<typeof ZLibraryItem>;

export const LIBRARY_MESSAGES = {
  notFound: 'We could not find that article.',
  medicalNote:
    'This is general information, not medical advice. Talk to your doctor or care team before changing your treatment.',
} as const;

/** The upsell button: 'Upgrade to Premium - $9.99/month' (the price from the catalogue, formatted). */
export function libraryUpsellLabel(price: string): string {
  return `Upgrade to Premium - ${price}/month`;
}
