import { Button } from '@client/ui/button';
import { Card, CardContent } from '@client/ui/card';
import { Skeleton } from '@client/ui/skeleton';
import {
  JOURNEY_MESSAGES,
  JOURNEY_OPENABLE_TYPES,
  type TJourneyEntry,
  type TJourneyOpenableType,
  type TJourneyType,
} from '@contract/journey';
import {
  Activity,
  ClipboardCheck,
  Droplet,
  Dumbbell,
  Flag,
  type LucideIcon,
  Timer,
  Trophy,
  Utensils,
} from 'lucide-react';
import { useId, useState } from 'react';
import { useJourneyEntryDetail } from '../hooks';

const ICONS: Record<TJourneyType, LucideIcon> = {
  check_in: ClipboardCheck,
  symptom: Activity,
  meal: Utensils,
  water: Droplet,
  fast: Timer,
  exercise: Dumbbell,
  achievement: Trophy,
  milestone: Flag,
};

/** What kind of entry it is, in words beside the numbers (the icon alone is not enough). */
const KIND_WORDS: Record<TJourneyType, string> = {
  check_in: 'Check-in',
  symptom: 'Symptom',
  meal: 'Meal',
  water: 'Water',
  fast: 'Fast',
  exercise: 'Exercise',
  achievement: 'Achievement',
  milestone: 'Milestone',
};

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

const isOpenable = (type: TJourneyType): type is TJourneyOpenableType =>
  (JOURNEY_OPENABLE_TYPES as readonly string[]).includes(type);

/** The free text of an opened entry, read from the server when opened. */
function EntryNotes({ type, id, regionId }: { type: TJourneyOpenableType; id: string; regionId: string }) {
  const detail = useJourneyEntryDetail(type, id, true);
  return (
    <div id={regionId} className="mt-2 rounded-lg bg-surface-muted p-3 text-sm text-ink">
      {detail.isPending ? (
        <div role="status">
          <span className="sr-only">Loading notes...</span>
          <Skeleton className="h-4 w-3/4" />
        </div>
      ) : detail.isError ? (
        <p role="alert" className="text-bad">
          {JOURNEY_MESSAGES.openError}
        </p>
      ) : (
        <>
          <p className="break-words whitespace-pre-line">{detail.data.text || JOURNEY_MESSAGES.noFreeText}</p>
          {detail.data.triggers.length > 0 ? (
            <p className="mt-1 text-ink-muted">Triggers: {detail.data.triggers.join(', ')}</p>
          ) : null}
        </>
      )}
    </div>
  );
}

/** One entry of the timeline: kind, title, numbers-only summary, time; free text only once opened. */
export function JourneyEntryCard({ entry }: { entry: TJourneyEntry }) {
  const [isOpen, setIsOpen] = useState(false);
  const regionId = useId();
  const Icon = ICONS[entry.type];
  const time = new Date(entry.at);
  return (
    <Card>
      <CardContent className="flex gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand-ink">
          <Icon className="h-5 w-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <h3 className="font-semibold break-words text-ink">{entry.title}</h3>
            <time dateTime={entry.at} className="shrink-0 text-sm text-ink-muted">
              {Number.isNaN(time.getTime()) ? '' : timeFormat.format(time)}
            </time>
          </div>
          <p className="text-sm text-ink-muted">
            {entry.summary ? `${KIND_WORDS[entry.type]} · ${entry.summary}` : KIND_WORDS[entry.type]}
          </p>
          {entry.openable && isOpenable(entry.type) ? (
            <>
              <Button
                variant="ghost"
                className="-ml-2 mt-1 min-h-11 px-2"
                aria-expanded={isOpen}
                aria-controls={isOpen ? regionId : undefined}
                onClick={() => setIsOpen((open) => !open)}
              >
                {isOpen ? 'Hide notes' : 'Show notes'}
              </Button>
              {isOpen ? <EntryNotes type={entry.type} id={entry.sourceId} regionId={regionId} /> : null}
            </>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

/** Three cards shaped like entries, for the loading state. */
export function JourneySkeleton() {
  return (
    <div className="space-y-3">
      <Skeleton className="h-5 w-24" />
      {[0, 1, 2].map((index) => (
        <Card key={index}>
          <CardContent className="flex gap-3">
            <Skeleton className="h-10 w-10 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-5 w-40" />
              <Skeleton className="h-4 w-56" />
            </div>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
