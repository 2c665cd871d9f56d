import { cn } from '@client/ui/cn';
import {
  EXERCISE_DIFFICULTY_LABELS,
  EXERCISE_POSITION_LABELS,
  EXERCISE_TYPE_LABELS,
  type TExercisePlan,
} from '@contract/exercise';
import { CheckCircle2, ChevronRight, Clock, Flame } from 'lucide-react';

/** One workout of the list: what it takes and gives; the whole card opens its detail. */
export function WorkoutCard({
  plan,
  reason,
  onOpen,
  isBare = false,
}: {
  plan: TExercisePlan;
  /** Why it is recommended, for the recommendations row. */
  reason?: string;
  onOpen: (plan: TExercisePlan) => void;
  /** Inside a section card: a row without its own border. */
  isBare?: boolean;
}) {
  return (
    <article
      aria-labelledby={`workout-${plan.id}${reason ? '-rec' : ''}`}
      className={isBare ? undefined : 'rounded-card border border-line bg-surface-raised p-4 shadow-raised'}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={`workout-${plan.id}${reason ? '-rec' : ''}`} className="text-base font-semibold text-ink">
          {plan.title}
        </h3>
        {plan.isCompleted ? (
          <span className="inline-flex shrink-0 items-center gap-1 rounded-pill bg-good-soft px-2 py-0.5 text-xs font-semibold text-good">
            <CheckCircle2 className="h-3.5 w-3.5" aria-hidden="true" />
            Done this week
          </span>
        ) : null}
      </div>
      <p className="mt-1 text-xs font-medium text-ink-muted">
        {EXERCISE_TYPE_LABELS[plan.type]} · {EXERCISE_DIFFICULTY_LABELS[plan.difficulty]} ·{' '}
        {EXERCISE_POSITION_LABELS[plan.position]}
      </p>
      {reason ? <p className="mt-2 rounded-lg bg-brand-soft p-2 text-sm text-brand-ink">{reason}</p> : null}
      <p className="mt-2 text-sm text-ink">{plan.description}</p>
      <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink">
        <div className="flex items-center gap-1">
          <Clock className="h-4 w-4 text-ink-muted" aria-hidden="true" />
          <dt className="sr-only">Duration</dt>
          <dd>{plan.duration} min</dd>
        </div>
        <div className="flex items-center gap-1">
          <Flame className="h-4 w-4 text-ink-muted" aria-hidden="true" />
          <dt className="sr-only">Calories, estimated</dt>
          <dd>~{plan.calories} kcal</dd>
        </div>
        <div className="w-full">
          <dt className="inline font-medium">Equipment: </dt>
          <dd className="inline text-ink-muted">
            {plan.equipment.length > 0 ? plan.equipment.join(', ') : 'None'}
          </dd>
        </div>
      </dl>
      <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Benefits">
        {plan.benefits.map((benefit) => (
          <li key={benefit} className="rounded-pill bg-surface-muted px-2 py-0.5 text-xs text-ink">
            {benefit}
          </li>
        ))}
      </ul>
      {plan.completionsThisWeek > 0 ? (
        <p className="mt-2 text-xs text-ink-muted">
          Done {plan.completionsThisWeek} {plan.completionsThisWeek === 1 ? 'time' : 'times'} this week (
          {plan.progressPercent}% of twice a week)
        </p>
      ) : null}
      <button
        type="button"
        onClick={() => onOpen(plan)}
        className={cn(
          'mt-3 inline-flex min-h-11 w-full items-center justify-center gap-1 rounded-control border border-line text-sm font-semibold text-brand-ink hover:bg-surface',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
        )}
      >
        View steps<span className="sr-only"> for {plan.title}</span>
        <ChevronRight className="h-4 w-4" aria-hidden="true" />
      </button>
    </article>
  );
}
