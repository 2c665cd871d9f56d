import { LIBRARY_PATH } from '../../../common/library-paths';
import { analyzeSeo, buildCorpus, type SeoCorpus, seoRecommendations } from '../../../common/seo';
import type { TPublicPractitionerProfile } from '../../../contract/practice';
import {
  SEO_LIMITS,
  type TSeoAnalysis,
  type TSeoAnalyzeRequest,
  type TSeoHealth,
  ZSeoAnalyzeRequest,
} from '../../../contract/seo';
import type { Db } from '../../db/client';
import { escapeHtml } from '../../lib/html';
import { seoRepository } from './repository';

/** A page as the app serves it to a signed-out visitor. */
export type ServedPage = { status: number; contentType: string; body: string };

/**
 * SEO Magic (docs/product/admin.md#seo-magic): the analysis of posted content, and the health check,
 * which crawls the site's own public pages through the app itself and scores each with the same
 * analysis.
 */
export function createSeoService(deps: {
  db: Db;
  /** Texts of our own content (the wellness library, challenges): the keywords' background corpus. */
  corpusTexts: readonly string[];
  /** The public pages the app serves as prerendered HTML (empty without a built client). */
  publicPaths: () => readonly string[];
  /** GET a path from the app, signed out. */
  fetchPage: (path: string) => Promise<ServedPage>;
  /** A listed practitioner's public profile, for the text its page shows; null when not listed. */
  practitionerProfile: (id: string) => Promise<TPublicPractitionerProfile | null>;
  appUrl: string;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const origin = new URL(deps.appUrl).origin;
  let corpus: SeoCorpus | undefined;
  const corpusOf = () => {
    corpus ??= buildCorpus(deps.corpusTexts);
    return corpus;
  };
  let cached: { value: TSeoHealth; expiresAt: number } | undefined;
  let running: Promise<TSeoHealth> | undefined;

  const analyze = (input: TSeoAnalyzeRequest): TSeoAnalysis => {
    const { pageContent, currentUrl, pageType } = ZSeoAnalyzeRequest.parse(input);
    return analyzeSeo({ pageContent, currentUrl, pageType }, corpusOf());
  };

  /** The pages to crawl, in order: the landing pages first, then the other prerendered pages. */
  const crawlList = async (): Promise<{ path: string; type: string; profileId?: string }[]> => {
    const first = ['/', '/provider-landing'];
    const paths = [...deps.publicPaths()].sort((a, b) => {
      const rank = (path: string) => (first.includes(path) ? first.indexOf(path) : first.length);
      return rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0);
    });
    const profileIds = await seoRepository.listedPractitionerIds(deps.db, SEO_LIMITS.crawlProfilesMax);
    const pages = paths
      .slice(0, SEO_LIMITS.crawlPagesMax - profileIds.length)
      .map((path) => ({ path, type: pageTypeOf(path) }));
    return [
      ...pages,
      ...profileIds.map((id) => ({
        path: `/practitioner-profile/${id}`,
        type: 'practitioner',
        profileId: id,
      })),
    ];
  };

  const crawl = async (): Promise<TSeoHealth> => {
    const results: { type: string; url: string; analysis: TSeoAnalysis }[] = [];
    for (const { path, type, profileId } of await crawlList()) {
      const page = await deps.fetchPage(path);
      if (page.status !== 200 || !page.contentType.includes('text/html')) continue;
      let html = page.body;
      if (profileId) {
        // The profile page is drawn in the browser: its text is what the page shows of the listing.
        const profile = await deps.practitionerProfile(profileId);
        if (!profile) continue;
        html = html.replace('<div id="root"></div>', () => `<div id="root">${profileMarkup(profile)}</div>`);
      }
      const url = `${origin}${path}`;
      results.push({
        type,
        url,
        analysis: analyzeSeo({ pageContent: html, currentUrl: url, pageType: type }, corpusOf()),
      });
    }
    const total = results.length;
    const percent = (count: number) => (total ? Math.round((count / total) * 100) : 0);
    const average = total ? Math.round(results.reduce((sum, r) => sum + r.analysis.score, 0) / total) : 0;
    return {
      overallScore: average,
      totalPages: total,
      pages: results.map(({ type, url, analysis }) => ({
        type,
        url,
        seoScore: analysis.score,
        title: analysis.title,
      })),
      recommendations: seoRecommendations(results.map((r) => r.analysis)),
      analytics: {
        indexablePercent: percent(results.filter((r) => r.analysis.signals.indexable).length),
        averageScore: average,
        distinctKeywords: new Set(results.flatMap((r) => r.analysis.keywords)).size,
        mobileReadyPercent: percent(
          results.filter((r) => r.analysis.signals.mobileViewport && r.analysis.signals.overflowHints === 0)
            .length,
        ),
      },
      checkedAt: now().toISOString(),
    };
  };

  return {
    /** POST /api/seo/analyze. */
    analyze,

    /** GET /api/seo/health-check: crawled at most once a minute; requests meanwhile share the answer. */
    async healthCheck(): Promise<TSeoHealth> {
      const at = now().getTime();
      if (cached && cached.expiresAt > at) return cached.value;
      running ??= crawl()
        .then((value) => {
          cached = { value, expiresAt: now().getTime() + SEO_LIMITS.healthCacheSeconds * 1000 };
          return value;
        })
        .finally(() => {
          running = undefined;
        });
      return running;
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;

/** What kind of page a path is, as the health check lists it. */
export function pageTypeOf(path: string): string {
  if (path === '/') return 'landing';
  if (path === '/provider-landing') return 'provider-landing';
  if (path === LIBRARY_PATH) return 'library';
  if (path.startsWith(`${LIBRARY_PATH}/`)) return 'article';
  if (path.startsWith('/practitioner-profile/')) return 'practitioner';
  return 'page';
}

/** The text a practitioner's public profile page shows, as HTML for the analysis. */
function profileMarkup(profile: TPublicPractitionerProfile): string {
  const list = (items: readonly string[]) => items.map((item) => `<li>${escapeHtml(item)}</li>`).join('');
  return [
    `<h1>${escapeHtml(`${profile.firstName} ${profile.lastName}`)}</h1>`,
    `<p>${escapeHtml(profile.specialty)}${profile.city ? ` in ${escapeHtml(profile.city)}, ${escapeHtml(profile.state)}` : ''}</p>`,
    profile.bio ? `<h2>About</h2><p>${escapeHtml(profile.bio)}</p>` : '',
    profile.conditionsTreated.length
      ? `<h2>Conditions treated</h2><ul>${list(profile.conditionsTreated)}</ul>`
      : '',
    profile.education ? `<h2>Education</h2><p>${escapeHtml(profile.education)}</p>` : '',
    profile.languages.length ? `<h2>Languages</h2><ul>${list(profile.languages)}</ul>` : '',
  ].join('');
}
