import { useAuthStatus } from '@client/features/auth';
import { EmptyState, QueryCard } from '@client/ui/query-card';
import { signInPathFor } from '@common/return-path';
import { SHOP_CATEGORY_LABELS, SHOP_MESSAGES, type TShopCategory, type TShopTip } from '@contract/shop';
import { BookOpen, Lightbulb, Lock } from 'lucide-react';
import { Link } from 'wouter';
import { useShopTips } from '../hooks';

/**
 * The tips card (docs/product/shop.md#rules-and-numbers): signed in, tips picked from the person's logged symptoms
 * and profile conditions, each saying why; otherwise general tips. A tip may lead to a category and to the
 * wellness library item that fits it.
 */
export function TipsCard({ onChooseCategory }: { onChooseCategory: (category: TShopCategory) => void }) {
  const auth = useAuthStatus();
  const signedIn = auth.data?.authenticated === true;
  const tips = useShopTips();

  return (
    <QueryCard
      query={tips}
      loadingLabel="Loading tips..."
      error={SHOP_MESSAGES.tipsError}
      isEmpty={(data) => data.tips.length === 0}
      empty={<EmptyState icon={Lightbulb}>No tips right now.</EmptyState>}
      section={{
        id: 'shop-tips',
        title: signedIn ? SHOP_MESSAGES.tipsTitleSignedIn : SHOP_MESSAGES.tipsTitleSignedOut,
      }}
    >
      {(data) => (
        <div className="space-y-4">
          <ul className="divide-y divide-line">
            {data.tips.map((tip) => (
              <li key={tip.id} className="space-y-1.5 py-3 first:pt-0 last:pb-0">
                {tip.reason ? (
                  <p className="inline-flex rounded-pill bg-brand-soft px-2.5 py-1 text-xs font-semibold text-brand-ink">
                    {tip.reason}
                  </p>
                ) : null}
                <h3 className="text-base font-semibold text-ink">{tip.title}</h3>
                <p className="text-sm text-ink">{tip.body}</p>
                {tip.article ? <TipArticleLink tipId={tip.id} article={tip.article} /> : null}
                {tip.category ? (
                  <button
                    type="button"
                    onClick={() => onChooseCategory(tip.category as TShopCategory)}
                    className="min-h-11 text-sm font-semibold text-brand-ink underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
                  >
                    Browse {SHOP_CATEGORY_LABELS[tip.category]}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
          {data.signedIn ? (
            data.personalised ? null : (
              <p className="text-sm text-ink-muted">{SHOP_MESSAGES.tipsNothingLoggedHint}</p>
            )
          ) : (
            <p className="text-sm text-ink-muted">
              <Link
                href={signInPathFor('/wellness-shop')}
                className="font-semibold text-brand-ink underline underline-offset-4"
              >
                Sign in
              </Link>{' '}
              to see tips based on what you log.
            </p>
          )}
        </div>
      )}
    </QueryCard>
  );
}

/** 'Read: <title>' to the library item; a Premium item says so beside the link (its page shows the preview). */
function TipArticleLink({ tipId, article }: { tipId: string; article: NonNullable<TShopTip['article']> }) {
  const premiumId = `shop-tip-${tipId}-premium`;
  const premium = article.access === 'premium';
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <Link
        href={article.path}
        aria-describedby={premium ? premiumId : undefined}
        className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-ink underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        <BookOpen className="h-4 w-4 shrink-0" aria-hidden="true" />
        {SHOP_MESSAGES.readArticle} {article.title}
      </Link>
      {premium ? (
        <span
          id={premiumId}
          className="inline-flex items-center gap-1 rounded-pill bg-brand-deep px-2 py-0.5 text-xs font-semibold text-on-brand-deep"
        >
          <Lock className="h-3 w-3" aria-hidden="true" />
          {SHOP_MESSAGES.premiumArticle}
        </span>
      ) : null}
    </p>
  );
}
