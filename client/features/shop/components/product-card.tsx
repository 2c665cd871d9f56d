import { track } from '@client/lib/analytics';
import { Card } from '@client/ui/card';
import { cn } from '@client/ui/cn';
import { formatCents } from '@common/money';
import { formatGuidePriceDate } from '@common/shop';
import { SHOP_CATEGORY_LABELS, SHOP_MESSAGES, type TShopProduct } from '@contract/shop';
import { ChevronDown, ExternalLink, TriangleAlert } from 'lucide-react';
import { type SyntheticEvent, useId, useRef } from 'react';

/**
 * One product (docs/product/shop.md#product-cards): brand, name, price (with the retailer's was-price
 * struck through and the discount when there is one), the date of the guide price, and 'View Deal',
 * which opens our redirect in a new tab and is labelled as an affiliate link when it is one. Opening
 * 'More about this product' counts as viewing the product (`product_viewed`, once per card).
 */
export function ProductCard({ product }: { product: TShopProduct }) {
  const id = useId();
  const viewed = useRef(false);
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (!event.currentTarget.open || viewed.current) return;
    viewed.current = true;
    track('product_viewed', { productId: product.id, category: product.category });
  };

  return (
    <Card className="p-4">
      <article aria-labelledby={`${id}-name`} className="space-y-3">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-sm font-medium text-ink-muted">{product.brand}</p>
            <h3 id={`${id}-name`} className="text-base font-semibold break-words text-ink">
              {product.name}
            </h3>
            <p className="text-xs text-ink-muted">{SHOP_CATEGORY_LABELS[product.category]}</p>
          </div>
          {product.isRecommended ? (
            <span className="shrink-0 rounded-pill bg-brand-soft px-2.5 py-1 text-xs font-semibold text-brand-ink">
              {SHOP_MESSAGES.ourPick}
            </span>
          ) : null}
        </div>

        <p className="text-sm text-ink">{product.description}</p>

        <div>
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="sr-only">Price: </span>
            <span className="text-lg font-bold text-ink">{formatCents(product.price)}</span>
            {product.originalPrice !== null ? (
              <>
                <span className="sr-only">, was </span>
                <s className="text-sm text-ink-muted">{formatCents(product.originalPrice)}</s>
              </>
            ) : null}
            {product.discountPercent !== null ? (
              <span className="rounded-pill bg-accent-soft px-2 py-0.5 text-xs font-semibold text-ink">
                {product.discountPercent}% off
              </span>
            ) : null}
          </p>
          <p className="text-xs text-ink-muted">
            Guide price as of {formatGuidePriceDate(product.priceCheckedAt)}
          </p>
        </div>

        <details className="group rounded-control bg-surface-muted" onToggle={onToggle}>
          <summary
            className={cn(
              'flex min-h-12 cursor-pointer list-none items-center justify-between gap-2 rounded-control px-3 text-sm font-medium text-ink',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus [&::-webkit-details-marker]:hidden',
            )}
          >
            More about this product
            <ChevronDown
              className="h-5 w-5 shrink-0 transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <div className="space-y-3 px-3 pb-3 text-sm text-ink">
            <div>
              <h4 className="font-semibold">Who it may suit</h4>
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {product.suits.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
            {product.caution ? (
              <p className="flex gap-2 rounded-control border border-watch bg-watch-soft p-2 text-ink">
                <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0 text-watch" aria-hidden="true" />
                <span>
                  <span className="font-semibold">Before you buy: </span>
                  {product.caution}
                </span>
              </p>
            ) : null}
          </div>
        </details>

        <div>
          <a
            href={product.dealPath}
            target="_blank"
            rel={product.isAffiliate ? 'sponsored noopener noreferrer' : 'noopener noreferrer'}
            aria-describedby={`${id}-deal-note`}
            className={cn(
              'inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-control bg-brand px-4 text-sm font-semibold text-on-brand',
              'hover:bg-brand-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
            )}
          >
            {SHOP_MESSAGES.viewDeal}
            <span className="sr-only"> for {product.name} (opens in a new tab)</span>
            <ExternalLink className="h-4 w-4" aria-hidden="true" />
          </a>
          <p id={`${id}-deal-note`} className="mt-1.5 text-center text-xs text-ink-muted">
            {product.isAffiliate ? (
              <span className="font-semibold text-ink">{SHOP_MESSAGES.affiliateLabel}</span>
            ) : (
              <span className="font-semibold text-ink">{SHOP_MESSAGES.noCommissionLabel}</span>
            )}{' '}
            · goes to {product.dealHost}
          </p>
        </div>
      </article>
    </Card>
  );
}
