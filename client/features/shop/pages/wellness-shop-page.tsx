import { PageHeader } from '@client/layouts/page-header';
import { useDebouncedValue } from '@client/lib/use-debounced-value';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { Button } from '@client/ui/button';
import { Chips } from '@client/ui/chips';
import { Input } from '@client/ui/input';
import { EmptyState, ErrorState, LoadingState } from '@client/ui/query-card';
import { ShowMoreList } from '@client/ui/show-more-list';
import { Skeleton } from '@client/ui/skeleton';
import { SHOP_LIMITS, SHOP_MESSAGES, type TShopCategory, type TShopProductsResponse } from '@contract/shop';
import { Search, SearchX } from 'lucide-react';
import { useRef, useState } from 'react';
import { ProductCard } from '../components/product-card';
import { TipsCard } from '../components/tips-card';
import { useShopProducts } from '../hooks';

/** Product cards shown at first, and added by each 'Show more'. */
const PAGE_SIZE = 8;

/**
 * The Wellness Shop (docs/product/shop.md): a short affiliate notice, search, tips, category chips
 * with counts, product cards, and how the shop works. Public: the same page signed in or out.
 */
export default function WellnessShopPage() {
  useDocumentTitle(SHOP_MESSAGES.title);
  const [text, setText] = useState('');
  const [category, setCategory] = useState<TShopCategory | null>(null);
  const q = useDebouncedValue(text.trim());
  const products = useShopProducts(q, category);
  const productsHeading = useRef<HTMLHeadingElement>(null);
  // Cards shown so far; a new search or category starts again from the first page.
  const [limit, setLimit] = useState(PAGE_SIZE);
  const chooseCategory = (chosen: TShopCategory | null) => {
    setCategory(chosen);
    setLimit(PAGE_SIZE);
  };
  const search = (value: string) => {
    setText(value);
    setLimit(PAGE_SIZE);
  };

  const chooseFromTip = (chosen: TShopCategory) => {
    search('');
    chooseCategory(chosen);
    productsHeading.current?.scrollIntoView?.({ block: 'start' });
    productsHeading.current?.focus();
  };

  return (
    <>
      <PageHeader title={SHOP_MESSAGES.title} subtitle={SHOP_MESSAGES.subtitle} />
      <div className="space-y-5 pb-8">
        <p className="mx-4 rounded-control bg-surface-muted px-3 py-2 text-sm text-ink">
          Some links are affiliate links: we may earn a commission, at no extra cost to you.{' '}
          <a href="#shop-disclaimer" className="font-semibold text-brand-ink underline underline-offset-4">
            How this shop works
          </a>
        </p>

        <search className="block px-4">
          <label htmlFor="shop-search" className="sr-only">
            {SHOP_MESSAGES.searchLabel}
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-ink-muted"
              aria-hidden="true"
            />
            <Input
              id="shop-search"
              type="search"
              value={text}
              maxLength={SHOP_LIMITS.queryMax}
              onChange={(event) => search(event.target.value)}
              placeholder={SHOP_MESSAGES.searchPlaceholder}
              autoComplete="off"
              className="pl-10"
            />
          </div>
        </search>

        <TipsCard onChooseCategory={chooseFromTip} />

        <section aria-labelledby="shop-products-title" className="scroll-mt-20 space-y-3 px-4">
          <h2
            id="shop-products-title"
            ref={productsHeading}
            tabIndex={-1}
            className="text-lg font-semibold text-ink focus-visible:outline-2 focus-visible:outline-focus"
          >
            {q ? 'Search results' : 'Products'}
          </h2>
          <ProductList
            query={products}
            category={category}
            onCategory={chooseCategory}
            onClearSearch={() => search('')}
            hasSearch={q !== ''}
            limit={limit}
            onShowMore={() => setLimit((shown) => shown + PAGE_SIZE)}
          />
        </section>

        <aside id="shop-disclaimer" aria-labelledby="shop-disclaimer-title" className="scroll-mt-20 px-4">
          <div className="rounded-card border border-line bg-surface-raised p-4">
            <h2 id="shop-disclaimer-title" className="text-base font-semibold text-ink">
              {SHOP_MESSAGES.disclaimerTitle}
            </h2>
            <p className="mt-2 text-sm text-ink">{SHOP_MESSAGES.disclaimer}</p>
          </div>
        </aside>
      </div>
    </>
  );
}

function ProductList({
  query,
  category,
  onCategory,
  onClearSearch,
  hasSearch,
  limit,
  onShowMore,
}: {
  query: ReturnType<typeof useShopProducts>;
  category: TShopCategory | null;
  onCategory: (category: TShopCategory | null) => void;
  onClearSearch: () => void;
  hasSearch: boolean;
  limit: number;
  onShowMore: () => void;
}) {
  if (query.isPending) {
    return (
      <LoadingState label="Loading products...">
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-64 w-full" />
        <Skeleton className="h-64 w-full" />
      </LoadingState>
    );
  }
  if (query.isError && query.data === undefined) {
    return <ErrorState message={SHOP_MESSAGES.loadError} onRetry={() => void query.refetch()} />;
  }
  const data = query.data as TShopProductsResponse;
  const options = data.categories
    .filter((c) => c.count > 0 || c.category === category)
    .map((c) => ({ value: c.category, label: `${c.label} (${c.count})` }));

  return (
    <div className="space-y-3" aria-busy={query.isFetching || undefined}>
      <Chips
        label={SHOP_MESSAGES.categoriesLabel}
        options={options}
        value={category}
        onChange={onCategory}
        allLabel={`${SHOP_MESSAGES.allCategories} (${data.matchingCount})`}
      />
      {query.isError ? (
        <ErrorState message={SHOP_MESSAGES.loadError} onRetry={() => void query.refetch()} />
      ) : null}
      <ShowMoreList
        items={data.products.slice(0, limit)}
        getKey={(product) => product.id}
        renderItem={(product) => <ProductCard product={product} />}
        paging={{ hasMore: limit < data.products.length, isLoadingMore: false, onShowMore }}
        total={data.products.length}
        empty={
          <EmptyState
            icon={SearchX}
            title={SHOP_MESSAGES.noResults}
            action={
              hasSearch ? (
                <Button variant="outline" onClick={onClearSearch}>
                  Clear search
                </Button>
              ) : category ? (
                <Button variant="outline" onClick={() => onCategory(null)}>
                  Show all categories
                </Button>
              ) : null
            }
          >
            {SHOP_MESSAGES.noResultsHint}
          </EmptyState>
        }
      />
    </div>
  );
}
