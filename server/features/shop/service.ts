import { libraryItemPath } from '../../../common/library-paths';
import {
  chooseTips,
  discountPercent,
  searchProducts,
  shopDealPath,
  tipReasonText,
} from '../../../common/shop';
import {
  SHOP_CATEGORIES,
  SHOP_CATEGORY_LABELS,
  SHOP_LIMITS,
  SHOP_MESSAGES,
  type TShopProduct,
  type TShopProductEntry,
  type TShopProductsQuery,
  type TShopProductsResponse,
  type TShopTipsResponse,
} from '../../../contract/shop';
import type { AuditLog } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import type { AnalyticsService } from '../analytics/service';
import type { SymptomService } from '../symptoms/service';
import type { ShopContent } from './content';

const DAY_MS = 86_400_000;

function present(entry: TShopProductEntry): TShopProduct {
  return {
    id: entry.id,
    name: entry.name,
    brand: entry.brand,
    category: entry.category,
    price: entry.priceCents,
    originalPrice: entry.originalPriceCents,
    discountPercent: discountPercent(entry.priceCents, entry.originalPriceCents),
    priceCheckedAt: entry.priceCheckedAt,
    description: entry.description,
    suits: entry.suits,
    caution: entry.caution,
    isRecommended: entry.isRecommended,
    isAffiliate: entry.isAffiliate,
    tags: entry.tags,
    dealHost: new URL(entry.dealUrl).hostname.replace(/^www\./, ''),
    dealPath: shopDealPath(entry.id),
  };
}

/**
 * The Wellness Shop (docs/product/shop.md): the catalogue and its search, the tips (personal from
 * the person's logged symptoms and profile conditions when signed in), and the deal redirect.
 */
export function createShopService(deps: {
  content: ShopContent;
  audit: AuditLog;
  symptoms: Pick<SymptomService, 'recentSince'>;
  /** The medical conditions listed in the person's profile (the profile area). */
  conditions: (userId: string) => Promise<string[]>;
  analytics: Pick<AnalyticsService, 'record'>;
  /**
   * Whether one more click from this address may be counted (a per-address allowance, so a script
   * cannot fill the events table through the redirect); past it the person is still sent on.
   */
  mayCountClickFrom: (ip: string) => Promise<boolean>;
  /** Told when a click could not be counted; the person is sent on regardless. */
  onRecordError?: (error: unknown) => void;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const searchable = deps.content.products.map((entry) => ({
    entry,
    name: entry.name,
    brand: entry.brand,
    description: entry.description,
    tags: entry.tags,
    categoryLabel: SHOP_CATEGORY_LABELS[entry.category],
    isRecommended: entry.isRecommended,
  }));
  const byId = new Map(deps.content.products.map((entry) => [entry.id, entry]));
  const tipRules = deps.content.tips;
  const articleFor = (slug: string | undefined) => {
    const article = slug === undefined ? undefined : deps.content.articles.get(slug);
    return article
      ? { path: libraryItemPath(article.slug), title: article.title, access: article.access }
      : null;
  };

  return {
    /** GET /api/shop/products: the search's matches, best first, in the category if one is chosen. */
    listProducts(query: TShopProductsQuery): TShopProductsResponse {
      const matching = searchProducts(searchable, query.q ?? '');
      const categories = SHOP_CATEGORIES.map((category) => ({
        category,
        label: SHOP_CATEGORY_LABELS[category],
        count: matching.filter((row) => row.entry.category === category).length,
      }));
      const shown = query.category
        ? matching.filter((row) => row.entry.category === query.category)
        : matching;
      return {
        products: shown.map((row) => present(row.entry)),
        categories,
        matchingCount: matching.length,
      };
    },

    /**
     * GET /api/shop/tips. Signed out: the general tips. Signed in: tips matching the symptoms logged
     * in the last 30 days and the conditions in the profile, each saying why, then general ones.
     * The read of the person's symptoms and conditions is audited.
     */
    async tipsFor(actor: Actor | null): Promise<TShopTipsResponse> {
      let symptoms: string[] = [];
      let conditions: string[] = [];
      if (actor) {
        const since = new Date(now().getTime() - SHOP_LIMITS.tipLookbackDays * DAY_MS);
        const [recent, listed] = await Promise.all([
          deps.symptoms.recentSince(actor.userId, since),
          deps.conditions(actor.userId),
          deps.audit.read({
            actorUserId: actor.userId,
            subjectUserId: actor.userId,
            action: 'read',
            resource: 'shop_tips',
            resourceId: null,
            requestId: actor.requestId,
            ipAddress: actor.ip,
          }),
        ]);
        symptoms = recent.map((s) => s.symptomName);
        conditions = listed;
      }
      const chosen = chooseTips(tipRules, { symptoms, conditions }, SHOP_LIMITS.tipsShown);
      return {
        signedIn: actor !== null,
        personalised: chosen.some((tip) => tip.reason !== null),
        tips: chosen.map(({ rule, reason }) => ({
          id: rule.id,
          title: rule.title,
          body: rule.body,
          reason: reason ? tipReasonText(reason) : null,
          category: rule.category,
          article: articleFor(rule.article),
        })),
      };
    },

    /**
     * GET /api/shop/products/:id/deal: the partner's address, unchanged (nothing about the person is
     * added to it). The click is counted as an anonymous `affiliate_click` event.
     */
    async dealUrlFor(id: string, ip: string): Promise<string> {
      const entry = byId.get(id);
      if (!entry) throw notFound(SHOP_MESSAGES.notFound);
      try {
        if (await deps.mayCountClickFrom(ip)) {
          await deps.analytics.record(null, undefined, [
            {
              kind: 'event',
              name: 'affiliate_click',
              properties: { productId: entry.id, category: entry.category, isAffiliate: entry.isAffiliate },
            },
          ]);
        }
      } catch (error) {
        deps.onRecordError?.(error);
      }
      return entry.dealUrl;
    },
  };
}

export type ShopService = ReturnType<typeof createShopService>;
