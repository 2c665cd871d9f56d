import { ApiError, errorMessage } from '@client/api/http';
import { PageHeader } from '@client/layouts/page-header';
import { markStepCompleted } from '@client/lib/storage';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { Button, buttonClasses } from '@client/ui/button';
import { PRACTITIONER_MESSAGES, PRACTITIONER_SPECIALTIES } from '@contract/practitioners';
import { SearchX, Stethoscope } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { PractitionerCard, PractitionerListSkeleton } from '../components/practitioner-card';
import {
  activeFilters,
  NO_FILTERS,
  type PractitionerFilterState,
  PractitionerFilters,
} from '../components/practitioner-filters';
import { RequestTypeDialog } from '../components/request-type-dialog';
import { loadedPractitioners, resultCountText, usePractitioners } from '../hooks';

/** Typing settles for this long before the search goes to the server; the list filters at once. */
const SEARCH_DEBOUNCE_MS = 300;

function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** Find Practitioners (docs/product/practitioners.md#screens). */
export default function PractitionersPage() {
  useDocumentTitle('Find Practitioners');
  // `?q=` starts with a search (the guided onboarding's Contact links here with a name);
  // `?specialty=` with one of the 7 specialties (the assistant's "Find a … near me" links).
  const params = new URLSearchParams(useSearch());
  const initialText = params.get('q')?.slice(0, 100) ?? '';
  const askedSpecialty = params.get('specialty');
  const initialSpecialty = PRACTITIONER_SPECIALTIES.find((s) => s === askedSpecialty) ?? NO_FILTERS.specialty;
  const [filters, setFilters] = useState<PractitionerFilterState>(() => ({
    ...NO_FILTERS,
    text: initialText,
    specialty: initialSpecialty,
  }));
  const serverText = useDebouncedValue(filters.text, SEARCH_DEBOUNCE_MS);
  const practitioners = usePractitioners({
    specialty: filters.specialty,
    distance: filters.distance,
    text: serverText,
  });

  // Opening the directory completes the checklist's find_practitioners item.
  useEffect(() => {
    markStepCompleted('practitioners_viewed');
  }, []);

  const shown = loadedPractitioners(practitioners.data?.pages);
  const total = practitioners.data?.pages.at(-1)?.total ?? 0;
  const searchText = filters.text.trim();
  const hasFilters = activeFilters(filters).length > 0;
  const hasOtherFilters = filters.specialty !== null || filters.distance !== null;
  const isUpdating =
    practitioners.isPlaceholderData ||
    filters.text !== serverText ||
    (practitioners.isFetching && !practitioners.isPending && !practitioners.isFetchingNextPage);
  const failed = practitioners.isError && !practitioners.isFetchNextPageError;
  const unknownZip =
    practitioners.error instanceof ApiError &&
    practitioners.error.serverMessage === PRACTITIONER_MESSAGES.unknownZip;

  // 'Show more' moves the focus to the first new card, so keyboard and screen-reader users carry on
  // where the new cards begin instead of starting again from the top.
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || shown.length <= from) return;
    focusFrom.current = null;
    listRef.current?.querySelectorAll<HTMLElement>(':scope > li')[from]?.focus();
  }, [shown.length]);
  const showMore = () => {
    if (practitioners.isFetchingNextPage) return;
    focusFrom.current = shown.length;
    void practitioners.fetchNextPage();
  };

  return (
    <>
      <PageHeader
        title="Find Practitioners"
        subtitle="Practitioners near the ZIP code in your profile, nearest first."
      />
      <div className="space-y-6 px-4 pb-8">
        <PractitionerFilters filters={filters} onChange={setFilters} />

        <section
          aria-labelledby="practitioner-results-title"
          aria-busy={isUpdating || practitioners.isPending}
        >
          <h2 id="practitioner-results-title" className="sr-only">
            Results
          </h2>
          {practitioners.isPending ? (
            <PractitionerListSkeleton />
          ) : failed ? (
            <div role="alert" className="rounded-2xl border border-bad bg-bad-soft p-4 text-sm text-bad">
              {unknownZip ? (
                <>
                  <p>{PRACTITIONER_MESSAGES.unknownZip}</p>
                  <div className="mt-3 flex flex-wrap gap-3">
                    <Link href="/profile" className={buttonClasses({ variant: 'primary' })}>
                      Update Profile
                    </Link>
                    <Button variant="outline" onClick={() => setFilters({ ...filters, distance: null })}>
                      Show Any Distance
                    </Button>
                  </div>
                </>
              ) : (
                <>
                  <p>
                    Practitioners could not be loaded.{' '}
                    {errorMessage(practitioners.error) ?? 'Please check your connection and try again.'}
                  </p>
                  <Button variant="outline" className="mt-3" onClick={() => void practitioners.refetch()}>
                    Try Again
                  </Button>
                </>
              )}
            </div>
          ) : (
            <>
              <p id="practitioner-count" role="status" className="mb-3 text-sm font-semibold text-ink">
                {resultCountText(shown.length, total)}
                {isUpdating ? <span className="font-normal text-ink-muted"> · Updating...</span> : null}
              </p>
              {shown.length === 0 ? (
                <div className="rounded-2xl border border-dashed border-line-strong px-4 py-10 text-center">
                  {searchText ? (
                    <>
                      <SearchX className="mx-auto h-10 w-10 text-ink-muted" aria-hidden="true" />
                      <p className="mt-3 font-semibold break-words text-ink">
                        No practitioners match “{searchText}”
                      </p>
                      <p className="mt-1 text-sm text-ink-muted">
                        {hasOtherFilters
                          ? 'Check the spelling, try another word, or clear the search or the filters.'
                          : 'Check the spelling, try another word, or clear the search to see everyone.'}
                      </p>
                      <div className="mt-4 flex flex-wrap justify-center gap-3">
                        <Button onClick={() => setFilters({ ...filters, text: '' })}>Clear search</Button>
                        {hasOtherFilters ? (
                          <Button variant="outline" onClick={() => setFilters(NO_FILTERS)}>
                            Clear all filters
                          </Button>
                        ) : null}
                      </div>
                    </>
                  ) : hasFilters ? (
                    <>
                      <SearchX className="mx-auto h-10 w-10 text-ink-muted" aria-hidden="true" />
                      <p className="mt-3 font-semibold text-ink">No practitioners match these filters</p>
                      <p className="mt-1 text-sm text-ink-muted">
                        Try a wider distance or another specialty, or ask us to find this kind of
                        practitioner.
                      </p>
                      <Button className="mt-4" onClick={() => setFilters(NO_FILTERS)}>
                        Clear filters
                      </Button>
                    </>
                  ) : (
                    <>
                      <Stethoscope className="mx-auto h-10 w-10 text-ink-muted" aria-hidden="true" />
                      <p className="mt-3 font-semibold text-ink">No practitioners are listed yet</p>
                      <p className="mt-1 text-sm text-ink-muted">
                        Tell us which kind of practitioner you are looking for and we'll look for them near
                        you.
                      </p>
                    </>
                  )}
                </div>
              ) : (
                <>
                  <ul
                    ref={listRef}
                    className={isUpdating ? 'space-y-3 opacity-60 transition-opacity' : 'space-y-3'}
                  >
                    {shown.map((practitioner) => (
                      <li
                        key={practitioner.id}
                        tabIndex={-1}
                        className="rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
                      >
                        <PractitionerCard practitioner={practitioner} />
                      </li>
                    ))}
                  </ul>
                  {practitioners.isFetchNextPageError ? (
                    <div role="alert" className="mt-4 text-center text-sm text-bad">
                      <p>
                        More practitioners could not be loaded.{' '}
                        {errorMessage(practitioners.error) ?? 'Please check your connection and try again.'}
                      </p>
                      <Button variant="outline" className="mt-2" onClick={showMore}>
                        Try Again
                      </Button>
                    </div>
                  ) : practitioners.hasNextPage ? (
                    <Button
                      variant="outline"
                      block
                      className="mt-4 aria-disabled:cursor-wait aria-disabled:opacity-60"
                      aria-describedby="practitioner-count"
                      aria-disabled={practitioners.isFetchingNextPage || undefined}
                      onClick={showMore}
                    >
                      {practitioners.isFetchingNextPage ? 'Loading more...' : 'Show more'}
                    </Button>
                  ) : null}
                </>
              )}
            </>
          )}
        </section>

        <section aria-labelledby="request-type-title" className="rounded-2xl bg-brand-soft p-4">
          <h2 id="request-type-title" className="font-semibold text-brand-ink">
            Can't find the right practitioner?
          </h2>
          <p className="mt-1 mb-3 text-sm text-ink">Tell us what you need and we'll look near you.</p>
          <RequestTypeDialog defaultSpecialty={filters.specialty} />
        </section>
      </div>
    </>
  );
}
