import { PageHeader } from '@client/layouts/page-header';
import { browserTimeZone } from '@client/lib/dates';
import { markStepCompleted } from '@client/lib/storage';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { buttonClasses } from '@client/ui/button';
import { CheckChips } from '@client/ui/chips';
import { fromInfinite, LoadOlder } from '@client/ui/load-older';
import { EmptyState, QueryCard } from '@client/ui/query-card';
import { dayHeading, groupByDay, olderLoadedText, todayIn } from '@common/journey';
import { JOURNEY_MESSAGES, JOURNEY_TYPE_LABELS, JOURNEY_TYPES, type TJourneyType } from '@contract/journey';
import { Route as RouteIcon } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { JourneyEntryCard, JourneySkeleton } from '../components/journey-entry';
import { journeyEntries, useJourney } from '../hooks';

const LABELS = JOURNEY_TYPES.map((type) => JOURNEY_TYPE_LABELS[type]);
const typeOfLabel = (label: string) => JOURNEY_TYPES.find((type) => JOURNEY_TYPE_LABELS[type] === label);

/**
 * Your Wellness Journey (docs/product/journey.md#the-journey): the person's own timeline by local day,
 * newest first, filtered by kind, older entries loaded as they scroll.
 */
export default function JourneyPage() {
  useDocumentTitle(JOURNEY_MESSAGES.title);
  useEffect(() => {
    // Ticks 'Start your wellness journey' on the progress checklist (docs/product/home.md#progress-checklist).
    markStepCompleted('journey_started');
  }, []);
  const [chosen, setChosen] = useState<TJourneyType[]>([...JOURNEY_TYPES]);
  const journey = useJourney(chosen);
  const entries = useMemo(() => journeyEntries(journey.data), [journey.data]);
  const days = useMemo(() => groupByDay(entries), [entries]);
  const today = todayIn(browserTimeZone());
  const isFiltered = chosen.length > 0 && chosen.length < JOURNEY_TYPES.length;

  return (
    <>
      <PageHeader title={JOURNEY_MESSAGES.title} subtitle={JOURNEY_MESSAGES.subtitle} />
      <div className="px-4 pb-2">
        <CheckChips
          legend="Show"
          options={LABELS}
          value={chosen.map((type) => JOURNEY_TYPE_LABELS[type])}
          onChange={(labels) =>
            setChosen(labels.map(typeOfLabel).filter((type): type is TJourneyType => type !== undefined))
          }
        />
      </div>
      <section aria-label="Timeline" className="px-4 pt-4 pb-8">
        <QueryCard
          query={{ ...journey, data: journey.data ? days : undefined }}
          loadingLabel="Loading your journey..."
          skeleton={<JourneySkeleton />}
          error={JOURNEY_MESSAGES.loadError}
          isEmpty={(list) => list.length === 0}
          empty={
            isFiltered ? (
              <EmptyState icon={RouteIcon}>{JOURNEY_MESSAGES.emptyFiltered}</EmptyState>
            ) : (
              <EmptyState
                icon={RouteIcon}
                title={JOURNEY_MESSAGES.emptyTitle}
                action={
                  <Link href="/#daily-check-in" className={buttonClasses()}>
                    {JOURNEY_MESSAGES.emptyAction}
                  </Link>
                }
              >
                {JOURNEY_MESSAGES.empty}
              </EmptyState>
            )
          }
        >
          {(list) => (
            <>
              <ol className="space-y-6">
                {list.map((group) => (
                  <li key={group.day} aria-labelledby={`day-${group.day}`}>
                    <h2 id={`day-${group.day}`} className="mb-2 text-base font-semibold text-ink">
                      {dayHeading(group.day, today)}
                    </h2>
                    <ul className="space-y-3">
                      {group.entries.map((entry) => (
                        <li key={entry.id}>
                          <JourneyEntryCard entry={entry} />
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ol>
              <LoadOlder
                paging={fromInfinite(journey)}
                itemCount={entries.length}
                describe={(count) => olderLoadedText(count, { one: 'entry', many: 'entries' })}
                label={JOURNEY_MESSAGES.loadOlder}
                loadingLabel={JOURNEY_MESSAGES.loadingOlder}
                errorText={JOURNEY_MESSAGES.olderError}
                endText={JOURNEY_MESSAGES.allLoaded}
              />
            </>
          )}
        </QueryCard>
      </section>
    </>
  );
}
