import { PageHeader } from '@client/layouts/page-header';
import { useDebouncedValue } from '@client/lib/use-debounced-value';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { Button } from '@client/ui/button';
import { Chips } from '@client/ui/chips';
import { FieldError } from '@client/ui/form-field';
import { Input } from '@client/ui/input';
import { Label } from '@client/ui/label';
import { EmptyState, ErrorState, QueryCard } from '@client/ui/query-card';
import { ShowMoreList } from '@client/ui/show-more-list';
import { Skeleton } from '@client/ui/skeleton';
import {
  LIBRARY_LIMITS,
  type TLibraryAccess,
  type TLibraryCategory,
  type TLibraryList,
  ZLibraryList,
  ZLibraryListQuery,
} from '@contract/library';
import { zodResolver } from '@hookform/resolvers/zod';
import { Search, SearchX, TrendingUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { LibraryCard } from '../components/library-card';
import { PremiumUpsell } from '../components/premium-upsell';
import { useLibraryList } from '../hooks';

const ZSearchForm = z.object({ q: ZLibraryListQuery.shape.q.unwrap() });
type SearchForm = z.infer<typeof ZSearchForm>;

/** Cards shown before 'Show more' (docs/product/library.md#screens). */
const RESULTS_PAGE_SIZE = 10;

const ACCESS_TABS = [
  { value: 'free', label: 'Free' },
  { value: 'premium', label: 'Premium' },
] as const satisfies readonly { value: TLibraryAccess; label: string }[];

/**
 * The wellness library (docs/product/library.md#screens), signed in or out: search, trending topics,
 * All/Free/Premium, category chips with counts, the featured cards, the list and the Premium offer.
 * The filters live in the page (not the address), so a prerendered copy hydrates as built.
 */
export default function LibraryPage() {
  useDocumentTitle('Wellness Library');
  const [text, setText] = useState('');
  const [access, setAccess] = useState<TLibraryAccess | null>(null);
  const [category, setCategory] = useState<TLibraryCategory | null>(null);
  const q = useDebouncedValue(text.trim());
  const library = useLibraryList({
    q: q || undefined,
    access: access ?? undefined,
    category: category ?? undefined,
  });
  const isFiltered = Boolean(q || access || category);
  const clearAll = () => {
    setText('');
    setAccess(null);
    setCategory(null);
  };

  return (
    <div className="pb-10">
      <PageHeader
        title="Wellness Library"
        subtitle="Articles, guides and courses for living well with a long-term condition, with their sources."
      />
      <div className="space-y-5 px-4">
        <SearchBox text={text} onText={setText} />
        <QueryCard
          query={library}
          loadingLabel="Loading the library..."
          skeleton={<LibrarySkeleton />}
          isBroken={(data) => !ZLibraryList.safeParse(data).success}
          error={(_, retry) => <ErrorState message="We couldn't load the library." onRetry={retry} />}
        >
          {(data) => (
            <div className="space-y-5" aria-busy={library.isFetching || undefined}>
              <Trending topics={data.trending} onPick={setText} />
              <Chips
                label="Show"
                allLabel={`All (${data.access.all})`}
                options={ACCESS_TABS.map((tab) => ({
                  value: tab.value,
                  label: `${tab.label} (${data.access[tab.value]})`,
                }))}
                value={access}
                onChange={setAccess}
                layout="wrap"
              />
              <Chips
                label="Category"
                allLabel="All topics"
                options={data.categories.map((c) => ({
                  value: c.category,
                  label: `${c.category} (${c.count})`,
                }))}
                value={category}
                onChange={setCategory}
                isDeselectable
              />
              {isFiltered ? null : <Featured data={data} />}
              <Results
                key={`${q}|${access ?? ''}|${category ?? ''}`}
                data={data}
                q={q}
                isFiltered={isFiltered}
                onClear={clearAll}
              />
              <PremiumUpsell
                priceCents={data.premiumPriceCents}
                title="Go deeper with Premium"
                source="wellness_library"
              >
                <p>
                  Premium opens every guide and course in the library, alongside the nutrition assistant and
                  water and fasting tracking. Start with a 30-day free trial.
                </p>
              </PremiumUpsell>
            </div>
          )}
        </QueryCard>
      </div>
    </div>
  );
}

function SearchBox({ text, onText }: { text: string; onText: (text: string) => void }) {
  const form = useForm<SearchForm>({
    resolver: zodResolver(ZSearchForm),
    values: { q: text },
    mode: 'onChange',
  });
  const error = form.formState.errors.q?.message;
  useEffect(() => {
    const subscription = form.watch((values, { type }) => {
      if (type === 'change') onText(values.q ?? '');
    });
    return () => subscription.unsubscribe();
  }, [form, onText]);
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to older browsers and jsdom; a form with the role is a landmark everywhere.
    <form
      role="search"
      aria-label="Wellness library"
      noValidate
      onSubmit={form.handleSubmit((values) => onText(values.q))}
    >
      <Label htmlFor="library-search" className="sr-only">
        Search articles, guides and courses
      </Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-ink-muted"
          aria-hidden="true"
        />
        <Input
          id="library-search"
          type="search"
          {...form.register('q')}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'library-search-error' : undefined}
          placeholder="Search topics, conditions or words"
          maxLength={LIBRARY_LIMITS.queryMax}
          autoComplete="off"
          enterKeyHint="search"
          className="pl-10"
        />
      </div>
      <FieldError id="library-search-error" message={error} />
    </form>
  );
}

function Trending({ topics, onPick }: { topics: string[]; onPick: (topic: string) => void }) {
  if (topics.length === 0) return null;
  return (
    <section aria-labelledby="library-trending">
      <h2 id="library-trending" className="flex items-center gap-1.5 text-sm font-semibold text-ink">
        <TrendingUp className="h-4 w-4 text-brand-ink" aria-hidden="true" />
        Trending topics
      </h2>
      <ul className="-mx-4 mt-2 flex snap-x gap-2 overflow-x-auto scroll-px-4 px-4 pb-1">
        {topics.map((topic) => (
          <li key={topic} className="shrink-0 snap-start">
            <button
              type="button"
              onClick={() => onPick(topic)}
              className="inline-flex min-h-11 items-center rounded-pill bg-brand-soft px-3.5 text-sm font-medium whitespace-nowrap text-brand-ink hover:bg-brand-tint focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
            >
              {topic}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Featured({ data }: { data: TLibraryList }) {
  const featured = data.items.filter((item) => item.featured);
  if (featured.length === 0) return null;
  return (
    <section aria-labelledby="library-featured">
      <h2 id="library-featured" className="text-lg font-semibold text-ink">
        Featured
      </h2>
      <ul className="-mx-4 mt-3 flex snap-x gap-3 overflow-x-auto scroll-px-4 px-4 pb-2">
        {featured.map((item) => (
          <li key={item.slug} className="w-72 shrink-0 snap-start">
            <LibraryCard item={item} className="h-full" />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Results({
  data,
  q,
  isFiltered,
  onClear,
}: {
  data: TLibraryList;
  q: string;
  isFiltered: boolean;
  onClear: () => void;
}) {
  const count = data.items.length;
  // Ten cards at a time; a new search or filter starts again from the first ten (the parent's key).
  const [limit, setLimit] = useState(RESULTS_PAGE_SIZE);
  const heading = q ? `Results for “${q}”` : isFiltered ? 'Matching content' : 'All content';
  return (
    <section aria-labelledby="library-results">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="library-results" className="text-lg font-semibold break-words text-ink">
          {heading}
        </h2>
        <p className="shrink-0 text-sm text-ink-muted" role="status">
          {count} {count === 1 ? 'item' : 'items'}
        </p>
      </div>
      {count === 0 ? (
        <EmptyState
          className="mt-3"
          icon={SearchX}
          title={q ? `Nothing matches “${q}”` : 'Nothing matches these filters'}
          action={<Button onClick={onClear}>Clear search and filters</Button>}
        >
          {q
            ? 'Try a shorter or different word, such as a symptom or a condition, or pick a trending topic.'
            : 'Try another category, or show all content.'}
        </EmptyState>
      ) : (
        <ShowMoreList
          items={data.items.slice(0, limit)}
          getKey={(item) => item.slug}
          renderItem={(item) => <LibraryCard item={item} />}
          paging={{
            hasMore: limit < count,
            isLoadingMore: false,
            onShowMore: () => setLimit((shown) => shown + RESULTS_PAGE_SIZE),
          }}
          total={count}
          listClassName="mt-3 space-y-3"
        />
      )}
    </section>
  );
}

function LibrarySkeleton() {
  return (
    <div className="space-y-4">
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-11 w-2/3" />
      <Skeleton className="h-36 w-full" />
      <Skeleton className="h-36 w-full" />
    </div>
  );
}
