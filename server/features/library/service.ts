import { buildLibraryList, libraryItemAnswer, trendingTags } from '../../../common/library';
import type { TLibraryEntry } from '../../../common/library-format';
import { PRICE_CATALOGUE } from '../../../contract/billing';
import {
  LIBRARY_LIMITS,
  LIBRARY_MESSAGES,
  type TLibraryItem,
  type TLibraryList,
  type TLibraryListQuery,
} from '../../../contract/library';
import { AppError } from '../../lib/errors';
import type { AnalyticsService } from '../analytics/service';
import type { SubscriptionService } from '../subscription/service';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The wellness library (docs/product/library.md): the catalogue read from its files at start, its
 * search and filters, readers and trending topics from the analytics area's `content_viewed` events,
 * and the full text of premium items for Premium members and active trials (the subscription area
 * decides; reading counts against no trial limit).
 */
export function createLibraryService(deps: {
  entries: readonly TLibraryEntry[];
  analytics: Pick<AnalyticsService, 'contentViewers'>;
  subscription: Pick<SubscriptionService, 'hasPremiumAccess'>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const bySlug = new Map(deps.entries.map((entry) => [entry.slug, entry]));

  return {
    /** Every item's slug, title and access, for other areas that link to the library (the shop's tips). */
    articles(): { slug: string; title: string; access: TLibraryEntry['access'] }[] {
      return deps.entries.map(({ slug, title, access }) => ({ slug, title, access }));
    },

    /** GET /api/library. */
    async list(query: TLibraryListQuery): Promise<TLibraryList> {
      const since = new Date(now().getTime() - LIBRARY_LIMITS.trendingDays * DAY_MS);
      const [readers, recent] = await Promise.all([
        deps.analytics.contentViewers(null),
        deps.analytics.contentViewers(since),
      ]);
      return buildLibraryList(deps.entries, query, {
        readers,
        trending: trendingTags(deps.entries, recent),
        premiumPriceCents: PRICE_CATALOGUE.premium_monthly.amountCents,
      });
    },

    /** GET /api/library/:slug: a premium item in full only for Premium or an active trial. */
    async item(slug: string, userId: string | null): Promise<TLibraryItem> {
      const entry = bySlug.get(slug);
      if (!entry) throw new AppError('NOT_FOUND', LIBRARY_MESSAGES.notFound);
      const hasFullAccess =
        entry.access === 'premium' && userId !== null
          ? await deps.subscription.hasPremiumAccess(userId)
          : false;
      return libraryItemAnswer(entry, hasFullAccess, PRICE_CATALOGUE.premium_monthly.amountCents);
    },
  };
}

export type LibraryService = ReturnType<typeof createLibraryService>;
