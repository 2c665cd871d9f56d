import { z } from 'zod';
import { LIBRARY_ACCESS } from './library';

/**
 * The Wellness Shop (docs/product/shop.md): a catalogue we write ourselves, kept in
 * content/shop/products.json and content/shop/tips.json and checked against these schemas when the
 * server starts.
 */

/** The shop's categories in the order the chips show them. */
export const SHOP_CATEGORIES = [
  'sleep',
  'comfort',
  'hydration',
  'pain-relief',
  'movement',
  'kitchen',
  'journals',
  'gut-health',
  'supplements',
] as const;
export type TShopCategory = (typeof SHOP_CATEGORIES)[number];
export const ZShopCategory = z.enum(SHOP_CATEGORIES);

export const SHOP_CATEGORY_LABELS: Record<TShopCategory, string> = {
  sleep: 'Sleep',
  comfort: 'Comfort & sensory',
  hydration: 'Hydration',
  'pain-relief': 'Pain relief aids',
  movement: 'Movement & mobility',
  kitchen: 'Kitchen & meal prep',
  journals: 'Journals & planners',
  'gut-health': 'Gut health',
  supplements: 'Supplements',
};

export const SHOP_LIMITS = {
  queryMax: 100,
  /** Tips a person sees at once. */
  tipsShown: 3,
  /** Symptoms logged in this many days personalise the tips. */
  tipLookbackDays: 30,
} as const;

const ZCalendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date, YYYY-MM-DD');
const ZHttpsUrl = z
  .string()
  .url()
  .refine((url) => url.startsWith('https://'), 'must be an https:// address');

/** One product as written in content/shop/products.json. Prices are US cents. */
export const ZShopProductEntry = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case-with-dashes'),
    name: z.string().min(1).max(120),
    brand: z.string().min(1).max(60),
    category: ZShopCategory,
    /** The guide price: the brand's or retailer's usual price as we last reviewed it, on `priceCheckedAt`. */
    priceCents: z.number().int().positive(),
    /** The retailer's own 'was' price on that day, only when the retailer itself showed one; else null. */
    originalPriceCents: z.number().int().positive().nullable(),
    priceCheckedAt: ZCalendarDate,
    description: z.string().min(1).max(400),
    /** Who it may suit, in plain words ('People who wake with stiff joints'). */
    suits: z.array(z.string().min(1).max(120)).min(1).max(4),
    /** A safety note shown with the product (supplements: always). */
    caution: z.string().min(1).max(400).nullable(),
    isRecommended: z.boolean(),
    /** The deal link is a partner's, which may pay us a commission. */
    isAffiliate: z.boolean(),
    tags: z.array(z.string().min(1).max(40)).max(10),
    /** The brand's or retailer's page; never carries anything about the person. */
    dealUrl: ZHttpsUrl,
  })
  .strict()
  .refine((p) => p.originalPriceCents === null || p.originalPriceCents > p.priceCents, {
    message: 'originalPriceCents must be above priceCents (or null)',
    path: ['originalPriceCents'],
  })
  .refine((p) => p.category !== 'supplements' || p.caution !== null, {
    message: 'a supplement needs a caution note',
    path: ['caution'],
  });
export type TShopProductEntry = z.infer<typeof ZShopProductEntry>;

export const ZShopProductsFile = z.object({ products: z.array(ZShopProductEntry).min(1) }).strict();

/** One tip as written in content/shop/tips.json: our own words. */
export const ZShopTipEntry = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case-with-dashes'),
    title: z.string().min(1).max(80),
    body: z.string().min(1).max(400),
    /**
     * Words of a symptom or condition that make the tip personal, each with how the reason names it:
     * `{ "headache": "headaches" }` → 'Because you logged headaches this month'. Matched at the start
     * of a word, case and accents ignored.
     */
    matches: z.record(z.string().min(2).max(40), z.string().min(1).max(40)),
    /** Shown to everyone when nothing personal applies (signed out, nothing logged). */
    isGeneral: z.boolean(),
    /** The shop category the tip points to, if one fits. */
    category: ZShopCategory.nullable(),
    /**
     * The slug of the wellness library item that fits the tip, if one does (content/library/<slug>.md);
     * checked against the library when the server starts.
     */
    article: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a library slug, lower-case-with-dashes')
      .optional(),
  })
  .strict()
  .refine((t) => t.isGeneral || Object.keys(t.matches).length > 0, {
    message: 'a tip that is not general needs matches',
    path: ['matches'],
  });
export type TShopTipEntry = z.infer<typeof ZShopTipEntry>;

export const ZShopTipsFile = z.object({ tips: z.array(ZShopTipEntry).min(1) }).strict();

/** A product as the API returns it. */
export const ZShopProduct = z.object({
  id: z.string(),
  name: z.string(),
  brand: z.string(),
  category: ZShopCategory,
  price: z.number().int(),
  originalPrice: z.number().int().nullable(),
  /** Whole percent off the retailer's 'was' price, computed from the two prices. */
  discountPercent: z.number().int().nullable(),
  priceCheckedAt: z.string(),
  description: z.string(),
  suits: z.array(z.string()),
  caution: z.string().nullable(),
  isRecommended: z.boolean(),
  isAffiliate: z.boolean(),
  tags: z.array(z.string()),
  /** Where the deal link leads (the site's host name), so people know before they click. */
  dealHost: z.string(),
  /** Our redirect to the deal (counts the click); the link the page shows. */
  dealPath: z.string(),
});
export type TShopProduct = z.infer<typeof ZShopProduct>;

export const ZShopProductsQuery = z.object({
  q: z.string().max(SHOP_LIMITS.queryMax).optional(),
  category: ZShopCategory.optional(),
});
export type TShopProductsQuery = z.infer<typeof ZShopProductsQuery>;

export const ZShopCategoryCount = z.object({
  category: ZShopCategory,
  label: z.string(),
  /** Products in the category that match the search (all of them without one). */
  count: z.number().int(),
});

export const ZShopProductsResponse = z.object({
  products: z.array(ZShopProduct),
  categories: z.array(ZShopCategoryCount),
  /** Products matching the search in every category (the 'All' chip). */
  matchingCount: z.number().int(),
});
export type TShopProductsResponse = z.infer<typeof ZShopProductsResponse>;

export const ZShopTip = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  /** Why this tip is shown ('Because you logged headaches this month'); null for a general tip. */
  reason: z.string().nullable(),
  category: ZShopCategory.nullable(),
  /** The wellness library item that fits the tip: its page, its title and whether it is Premium. */
  article: z
    .object({
      path: z.string(),
      title: z.string(),
      access: z.enum(LIBRARY_ACCESS),
    })
    .nullable(),
});
export type TShopTip = z.infer<typeof ZShopTip>;

export const ZShopTipsResponse = z.object({
  /** True when at least one tip comes from the person's own logs or profile. */
  personalised: z.boolean(),
  signedIn: z.boolean(),
  tips: z.array(ZShopTip),
});
export type TShopTipsResponse = z.infer<typeof ZShopTipsResponse>;

export const ZShopDealParams = z.object({ id: z.string().min(1).max(80) });

export const SHOP_MESSAGES = {
  title: 'Wellness Shop',
  subtitle: 'Practical things that can make living with a long-term condition a little easier.',
  disclaimerTitle: 'How this shop works',
  disclaimer:
    'Some links are affiliate links: if you buy through one, the retailer may pay us a commission. It never changes the price you pay, and it does not decide what we list. We do not sell anything ourselves. Prices are guide prices from the date shown: the retailer sets the price you pay, and it may have changed. These picks are not medical advice: check with your doctor or pharmacist before trying something new, especially supplements.',
  affiliateLabel: 'Affiliate link',
  /** Beside a link that earns us nothing (every supplement). */
  noCommissionLabel: 'No commission',
  searchLabel: 'Search products',
  searchPlaceholder: 'Search heat pads, sleep, journals...',
  categoriesLabel: 'Filter by category',
  allCategories: 'All',
  loadError: 'The products could not be loaded.',
  tipsError: 'Tips could not be loaded.',
  noResults: 'No products match your search.',
  noResultsHint: 'Try another word, or clear the search to see every product.',
  tipsTitleSignedIn: 'Tips for you',
  tipsTitleSignedOut: 'Wellness tips',
  tipsNothingLoggedHint: 'Log a symptom or add your conditions to your profile to see tips picked for you.',
  viewDeal: 'View Deal',
  /** Before the title of the library item a tip links to: 'Read: Heat, cold and pain'. */
  readArticle: 'Read:',
  premiumArticle: 'Premium',
  ourPick: 'Our pick',
  notFound: 'This product is not in the shop.',
} as const;
