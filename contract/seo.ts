import { z } from 'zod';

/**
 * SEO Magic (docs/product/admin.md#seo-magic): the analysis of a page's content
 * (`POST /api/seo/analyze`, public, used by the landing page's footer tool) and the health check of
 * the site's own public pages (`GET /api/seo/health-check`, admins).
 */

export const SEO_LIMITS = {
  /** Characters of content analysed; the request body is refused a little above this. */
  contentMax: 90_000,
  bodyBytesMax: 100 * 1024,
  urlMax: 2048,
  pageTypeMax: 40,
  /** What search engines show of a title and a description. */
  titleMax: 60,
  titleMin: 10,
  descriptionMin: 120,
  descriptionMax: 160,
  keywordsMax: 10,
  /** Highest Flesch–Kincaid grade that passes the readability check. */
  readingGradeMax: 9,
  /** Fewer words than this and the page is thin. */
  wordsMin: 300,
  internalLinksMin: 2,
  /** Requests to `POST /api/seo/analyze` per IP per minute. */
  analyzePerMinute: 20,
  /** Pages the health check crawls at most (public pages first, then practitioner profiles). */
  crawlPagesMax: 60,
  crawlProfilesMax: 10,
  /** Seconds a health check is kept before the next request crawls again. */
  healthCacheSeconds: 60,
  /** The screen refetches the health check this often. */
  healthRefetchMs: 30_000,
  /** Health-check counts: 'Well Optimized' from this score, 'Need Attention' below `fairFrom`. */
  wellOptimizedFrom: 80,
  excellentFrom: 90,
  goodFrom: 70,
  fairFrom: 50,
} as const;

/** The site's name, appended to a generated title when it fits. */
export const SEO_SITE_NAME = 'Infinite Wellness';

export const ZSeoPageType = z
  .string()
  .trim()
  .max(SEO_LIMITS.pageTypeMax)
  .regex(/^[a-z][a-z0-9-]*$/, 'Use lower-case letters, digits and -');

export const ZSeoAnalyzeRequest = z.object({
  pageContent: z.string().max(SEO_LIMITS.contentMax).default(''),
  currentUrl: z.string().max(SEO_LIMITS.urlMax).default(''),
  pageType: ZSeoPageType.default('page'),
});
export type TSeoAnalyzeRequest = z.input<typeof ZSeoAnalyzeRequest>;

export const SEO_CHECK_IDS = [
  'title-length',
  'description-length',
  'h1',
  'headings',
  'keyword-in-title',
  'content-length',
  'readability',
  'image-alt',
  'internal-links',
  'medical-disclaimer',
  'medical-sources',
] as const;
export const ZSeoCheckId = z.enum(SEO_CHECK_IDS);
export type TSeoCheckId = z.infer<typeof ZSeoCheckId>;

export const ZSeoCheck = z.object({
  id: ZSeoCheckId,
  label: z.string(),
  weight: z.number().int(),
  passed: z.boolean(),
  /** What was measured, in words ('62 characters'). */
  detail: z.string(),
});
export type TSeoCheck = z.infer<typeof ZSeoCheck>;

export const ZSeoAnalysis = z.object({
  title: z.string(),
  description: z.string(),
  keywords: z.array(z.string()),
  openGraph: z.object({ title: z.string(), description: z.string() }),
  structuredData: z.record(z.string(), z.unknown()),
  score: z.number().int().min(0).max(100),
  suggestions: z.array(z.string()),
  checks: z.array(ZSeoCheck),
  /** Facts read from the page, for the health check's figures. */
  signals: z.object({
    words: z.number().int(),
    readingGrade: z.number().nullable(),
    medical: z.boolean(),
    indexable: z.boolean(),
    mobileViewport: z.boolean(),
    overflowHints: z.number().int(),
  }),
});
export type TSeoAnalysis = z.infer<typeof ZSeoAnalysis>;

export const ZSeoHealthPage = z.object({
  type: z.string(),
  url: z.string(),
  seoScore: z.number().int().min(0).max(100),
  title: z.string(),
});
export type TSeoHealthPage = z.infer<typeof ZSeoHealthPage>;

export const ZSeoHealth = z.object({
  overallScore: z.number().int().min(0).max(100),
  totalPages: z.number().int(),
  pages: z.array(ZSeoHealthPage),
  recommendations: z.array(z.string()),
  /** Measured over the crawled pages (the screen's Analytics tab). */
  analytics: z.object({
    indexablePercent: z.number().int(),
    averageScore: z.number().int(),
    distinctKeywords: z.number().int(),
    mobileReadyPercent: z.number().int(),
  }),
  checkedAt: z.string(),
});
export type TSeoHealth = z.infer<typeof ZSeoHealth>;

/** What each check asks for, said once for the health check's recommendations. */
export const SEO_CHECK_ADVICE: Record<TSeoCheckId, string> = {
  'title-length': `Give each page a title of ${SEO_LIMITS.titleMin} to ${SEO_LIMITS.titleMax} characters.`,
  'description-length': `Write a meta description of ${SEO_LIMITS.descriptionMin} to ${SEO_LIMITS.descriptionMax} characters.`,
  h1: 'Give each page exactly one main heading (h1).',
  headings: 'Break longer pages up with subheadings (h2, h3).',
  'keyword-in-title': "Put the page's main keyword in its title.",
  'content-length': `Give pages at least ${SEO_LIMITS.wordsMin} words of text.`,
  readability: `Write in plain words: aim for a reading grade of ${SEO_LIMITS.readingGradeMax} or below.`,
  'image-alt': 'Describe every image with alt text.',
  'internal-links': `Link to at least ${SEO_LIMITS.internalLinksMin} other pages of the site.`,
  'medical-disclaimer': 'Say on health pages that the content is general information, not medical advice.',
  'medical-sources': 'List the sources of health information (a Sources or References section).',
};

/** The tool's and the screen's texts. */
export const SEO_MESSAGES = {
  toolTitle: 'SEO Magic',
  studioTitle: 'SEO Magic Studio',
  analyzing: 'Analyzing & Optimizing...',
  run: 'Optimize with SEO Magic',
  completeTitle: 'SEO Magic Complete!',
  failedTitle: 'SEO Optimization Failed',
  failedFallback: 'Unable to optimize page SEO',
  copiedTitle: 'Copied!',
  copyFailedTitle: 'Copy Failed',
  copyFailed: 'Unable to copy to clipboard',
  downloadJson: 'Download JSON',
  healthFailed: 'Unable to load SEO health data',
  wellOptimized: 'Well Optimized',
  needAttention: 'Need Attention',
  rateLimited: 'Too many analyses from this address. Please wait a minute and try again.',
} as const;
