import { Meter } from '@client/ui/meter';
import { EmptyState, QueryCard } from '@client/ui/query-card';
import { StatTile } from '@client/ui/stat-tile';
import { compareWithLastWeek, feelingLabel } from '@common/exercise';
import type { TExerciseProgress } from '@contract/exercise';
import type { UseQueryResult } from '@tanstack/react-query';
import { Activity, CalendarCheck } from 'lucide-react';

const WEEKDAY = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });
const WEEKDAY_LONG = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' });
const dayName = (date: string, format = WEEKDAY) => format.format(new Date(`${date}T00:00:00Z`));
const WHEN = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric' });

/** This week's workouts, minutes, calories and active days against last week, and the week streak. */
export function ProgressSummary({ query }: { query: UseQueryResult<TExerciseProgress> }) {
  return (
    <QueryCard
      query={query}
      section={{ id: 'exercise-progress', title: 'This Week' }}
      loadingLabel="Loading your exercise progress..."
      error="Your exercise progress could not be loaded."
    >
      {(progress) =>
        progress.totalWorkouts === 0 ? (
          <EmptyState icon={Activity} title="No workouts yet this week">
            Pick a gentle workout below and mark it complete: your minutes, active days and streak will show
            here.
          </EmptyState>
        ) : (
          <div className="space-y-3">
            <dl className="grid grid-cols-2 gap-2">
              {(
                [
                  ['Workouts', progress.thisWeek.workouts, progress.lastWeek.workouts, undefined],
                  ['Minutes', progress.thisWeek.minutes, progress.lastWeek.minutes, 'min'],
                  ['Calories (est.)', progress.thisWeek.calories, progress.lastWeek.calories, 'kcal'],
                  ['Active days', progress.thisWeek.activeDays, progress.lastWeek.activeDays, '/7'],
                ] as const
              ).map(([label, value, last, unit]) => (
                <StatTile key={label} label={label} value={String(value)} unit={unit}>
                  <p className="text-xs text-ink-muted">{compareWithLastWeek(value, last)}</p>
                </StatTile>
              ))}
            </dl>
            <p className="text-sm text-ink">
              {progress.weekStreak > 0
                ? `${progress.weekStreak} ${progress.weekStreak === 1 ? 'week' : 'weeks'} in a row with at least one workout.`
                : 'Start a new streak with one workout this week.'}
            </p>
            {progress.recent.length > 0 ? (
              <div>
                <h3 className="text-sm font-semibold text-ink">Recent workouts</h3>
                <ul className="mt-1 divide-y divide-line text-sm">
                  {progress.recent.map((completion) => (
                    <li key={completion.id} className="flex items-baseline justify-between gap-3 py-2">
                      <span className="min-w-0">
                        <span className="font-medium text-ink">{completion.workoutTitle}</span>
                        <span className="block text-xs text-ink-muted">
                          {WHEN.format(new Date(completion.completedAt))} · {completion.durationMinutes} min
                          {completion.feeling ? ` · ${feelingLabel(completion.feeling)}` : ''}
                        </span>
                      </span>
                      {completion.calories !== null ? (
                        <span className="shrink-0 text-xs text-ink-muted">~{completion.calories} kcal</span>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        )
      }
    </QueryCard>
  );
}

/** The weekly challenge: days this week with a workout, toward its target. */
export function ChallengeCard({ query }: { query: UseQueryResult<TExerciseProgress> }) {
  return (
    <QueryCard
      query={query}
      section={{ id: 'exercise-challenge', title: 'Weekly Challenge' }}
      loadingLabel="Loading the weekly challenge..."
      error="The weekly challenge could not be loaded."
    >
      {({ challenge }) => (
        <div className="space-y-3">
          <div className="flex items-start gap-3">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand-ink">
              <CalendarCheck className="h-5 w-5" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <p className="font-semibold text-ink">{challenge.title}</p>
              <p className="text-sm text-ink-muted">{challenge.description}</p>
            </div>
          </div>
          <Meter
            label="Weekly challenge progress"
            value={challenge.progress}
            max={challenge.maxProgress}
            valueText={`${challenge.progress} of ${challenge.maxProgress} days`}
          />
          <p className="text-sm font-medium text-ink">
            {challenge.progress >= challenge.maxProgress
              ? 'Challenge complete. Well done, and rest when you need to.'
              : `${challenge.progress} of ${challenge.maxProgress} days`}
          </p>
          <ol className="grid grid-cols-7 gap-1" aria-label="Days this week">
            {challenge.days.map((day) => (
              <li
                key={day.date}
                className={
                  day.active
                    ? 'flex flex-col items-center rounded-lg bg-brand py-1.5 text-xs font-semibold text-on-brand'
                    : 'flex flex-col items-center rounded-lg bg-surface py-1.5 text-xs text-ink-muted'
                }
              >
                <span aria-hidden="true">{dayName(day.date)}</span>
                <span className="sr-only">
                  {dayName(day.date, WEEKDAY_LONG)}: {day.active ? 'moved' : 'no workout'}
                </span>
                <span aria-hidden="true">{day.active ? '✓' : '·'}</span>
              </li>
            ))}
          </ol>
        </div>
      )}
    </QueryCard>
  );
}
