import { cn } from '@client/ui/cn';
import { QueryCard, type QueryLike } from '@client/ui/query-card';
import type { TProgress, TWeekDay } from '@contract/progress';
import { Flame } from 'lucide-react';

const FULL_DAY: Record<TWeekDay['label'], string> = {
  Mon: 'Monday',
  Tue: 'Tuesday',
  Wed: 'Wednesday',
  Thu: 'Thursday',
  Fri: 'Friday',
  Sat: 'Saturday',
  Sun: 'Sunday',
};

type ProgressCardProps = {
  progress: QueryLike<TProgress>;
};

/**
 * The progress streak with the Monday–Sunday strip, from real activity
 * (docs/product/home.md#progress-streak): a new user sees zeros and an invitation, never sample figures.
 */
export function ProgressCard({ progress }: ProgressCardProps) {
  return (
    <QueryCard
      query={progress}
      section={{ id: 'progress', title: 'Your progress' }}
      loadingLabel="Loading your progress..."
      error="Your progress could not be loaded."
      isBroken={(data) => !data}
    >
      {(data) => <ProgressBody progress={data} />}
    </QueryCard>
  );
}

function ProgressBody({ progress }: { progress: TProgress }) {
  const streak = progress.streak ?? 0;
  const week = Array.isArray(progress.week) ? progress.week : [];
  const isNew = streak === 0 && (progress.wellnessPoints ?? 0) === 0;
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3">
        <span
          className={cn(
            'inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full',
            streak > 0 ? 'bg-accent-soft text-accent' : 'bg-surface-muted text-ink-muted',
          )}
        >
          <Flame className="h-6 w-6" aria-hidden="true" />
        </span>
        <p>
          <span className="block text-2xl font-bold text-ink">{streak}-day streak</span>
          <span className="text-sm text-ink-muted">
            {isNew
              ? 'Log a symptom or do a check-in today to start your streak.'
              : streak > 0
                ? 'Keep it going: any check-in or symptom logged counts for the day.'
                : 'Check in today to start a new streak.'}
          </span>
        </p>
      </div>

      {week.length > 0 ? (
        <ol aria-label="This week, Monday to Sunday" className="grid grid-cols-7 gap-1 text-center">
          {week.map((day) => (
            <li key={day.date} className="flex flex-col items-center gap-1">
              <span aria-hidden="true" className="text-xs font-medium text-ink-muted">
                {day.label}
              </span>
              <span
                aria-hidden="true"
                className={cn(
                  'inline-flex h-9 w-9 items-center justify-center rounded-full text-xs font-semibold',
                  day.isActive ? 'bg-brand text-on-brand' : 'bg-surface-muted text-ink-muted',
                  day.isToday && 'ring-2 ring-focus ring-offset-2',
                )}
              >
                {Number(day.date.slice(8, 10))}
              </span>
              <span className="sr-only">
                {FULL_DAY[day.label]} {Number(day.date.slice(8, 10))}
                {day.isToday ? ', today' : ''}: {day.isActive ? 'active' : 'no activity'}
              </span>
            </li>
          ))}
        </ol>
      ) : null}

      <dl className="divide-y divide-line rounded-xl bg-surface px-3">
        <Stat label="Symptoms logged" value={progress.symptomsLogged ?? 0} />
        <Stat label="Recommendations tried" value={progress.recommendationsTried ?? 0} />
        <Stat label="Wellness points" value={progress.wellnessPoints ?? 0} />
      </dl>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex items-center justify-between py-2">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="text-lg font-bold text-ink">{value}</dd>
    </div>
  );
}
