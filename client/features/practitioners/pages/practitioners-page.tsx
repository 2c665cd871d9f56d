import { ApiError, errorMessage } from '@client/api/http';
import { PageHeader } from '@client/layouts/page-header';
import { markStepCompleted } from '@client/lib/storage';
import { useDebouncedValue } from '@client/lib/use-debounced-value';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { Button, buttonClasses } from '@client/ui/button';
import { EmptyState, ErrorState, QueryCard } from '@client/ui/query-card';
import { fromInfiniteQuery, ShowMoreList } from '@client/ui/show-more-list';
import { PRACTITIONER_MESSAGES, PRACTITIONER_SPECIALTIES } from '@contract/practitioners';
import { SearchX, Stethoscope } from 'lucide-react';
import { useEffect, useState } from 'react';
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
  const serverText = useDebouncedValue(filters.text);
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
  const unknownZip =
    practitioners.error instanceof ApiError &&
    practitioners.error.serverMessage === PRACTITIONER_MESSAGES.unknownZip;

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
          <QueryCard
            query={practitioners}
            loadingLabel="Loading practitioners..."
            skeleton={<PractitionerListSkeleton />}
            error={(_, retry) =>
              unknownZip ? (
                <ErrorState message={PRACTITIONER_MESSAGES.unknownZip}>
                  <div className="mt-3 flex flex-wrap gap-3">
                    <Link href="/profile" className={buttonClasses({ variant: 'primary' })}>
                      Update Profile
                    </Link>
                    <Button variant="outline" onClick={() => setFilters({ ...filters, distance: null })}>
                      Show Any Distance
                    </Button>
                  </div>
                </ErrorState>
              ) : (
                <ErrorState
                  message={`Practitioners could not be loaded. ${errorMessage(practitioners.error) ?? 'Please check your connection and try again.'}`}
                  onRetry={retry}
                />
              )
            }
          >
            {() => (
              <ShowMoreList
                items={shown}
                getKey={(practitioner) => practitioner.id}
                renderItem={(practitioner) => <PractitionerCard practitioner={practitioner} />}
                paging={fromInfiniteQuery(practitioners)}
                status={
                  <>
                    {resultCountText(shown.length, total)}
                    {isUpdating ? <span className="font-normal text-ink-muted"> · Updating...</span> : null}
                  </>
                }
                listClassName={isUpdating ? 'opacity-60 transition-opacity' : undefined}
                moreError={{
                  message: `More practitioners could not be loaded. ${errorMessage(practitioners.error) ?? 'Please check your connection and try again.'}`,
                }}
                empty={
                  searchText ? (
                    <EmptyState
                      icon={SearchX}
                      title={`No practitioners match “${searchText}”`}
                      action={
                        <>
                          <Button onClick={() => setFilters({ ...filters, text: '' })}>Clear search</Button>
                          {hasOtherFilters ? (
                            <Button variant="outline" onClick={() => setFilters(NO_FILTERS)}>
                              Clear all filters
                            </Button>
                          ) : null}
                        </>
                      }
                    >
                      {hasOtherFilters
                        ? 'Check the spelling, try another word, or clear the search or the filters.'
                        : 'Check the spelling, try another word, or clear the search to see everyone.'}
                    </EmptyState>
                  ) : hasFilters ? (
                    <EmptyState
                      icon={SearchX}
                      title="No practitioners match these filters"
                      action={<Button onClick={() => setFilters(NO_FILTERS)}>Clear filters</Button>}
                    >
                      Try a wider distance or another specialty, or ask us to find this kind of practitioner.
                    </EmptyState>
                  ) : (
                    <EmptyState icon={Stethoscope} title="No practitioners are listed yet">
                      Tell us which kind of practitioner you are looking for and we'll look for them near you.
                    </EmptyState>
                  )
                }
              />
            )}
          </QueryCard>
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
