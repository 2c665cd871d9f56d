import { Button } from '@client/ui/button';
import {
  EXERCISE_DIFFICULTY_LABELS,
  EXERCISE_MESSAGES,
  EXERCISE_POSITION_LABELS,
  EXERCISE_TYPE_LABELS,
  type TExercisePlan,
} from '@contract/exercise';
import { CheckCircle2, Play, TriangleAlert } from 'lucide-react';

/** The safety line shown with every workout and in the player. */
export function SafetyNote() {
  return (
    <p className="flex gap-2 rounded-xl border border-bad bg-bad-soft p-3 text-sm text-bad">
      <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>{EXERCISE_MESSAGES.safety}</span>
    </p>
  );
}

/** A workout's steps, who should skip it and when to stop, with Start and Complete. */
export function WorkoutDetail({
  plan,
  weightNote,
  onStart,
  onComplete,
}: {
  plan: TExercisePlan;
  weightNote: string;
  onStart: () => void;
  onComplete: () => void;
}) {
  const skip = plan.contraindications.filter((line) => line.startsWith('Skip if'));
  const stop = plan.contraindications.filter((line) => !line.startsWith('Skip if'));
  return (
    <div className="space-y-4">
      <p className="text-sm font-medium text-ink-muted">
        {EXERCISE_TYPE_LABELS[plan.type]} · {EXERCISE_DIFFICULTY_LABELS[plan.difficulty]} ·{' '}
        {EXERCISE_POSITION_LABELS[plan.position]} · {plan.duration} min · ~{plan.calories} kcal
      </p>
      <p className="text-ink">{plan.description}</p>
      <p className="text-xs text-ink-muted">{weightNote}</p>

      <section aria-labelledby="workout-steps-title">
        <h3 id="workout-steps-title" className="font-semibold text-ink">
          Steps
        </h3>
        <ol className="mt-2 space-y-2">
          {plan.steps.map((step, index) => (
            <li key={step.instruction} className="flex gap-3 text-sm text-ink">
              <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand-soft text-xs font-semibold text-brand-ink">
                {index + 1}
              </span>
              <span>
                {step.instruction} <span className="text-ink-muted">({step.minutes} min)</span>
              </span>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="workout-equipment-title">
        <h3 id="workout-equipment-title" className="font-semibold text-ink">
          Equipment and benefits
        </h3>
        <p className="mt-1 text-sm text-ink">
          {plan.equipment.length > 0 ? plan.equipment.join(', ') : 'No equipment'}
        </p>
        <ul className="mt-1 list-disc pl-5 text-sm text-ink">
          {plan.benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="workout-safety-title" className="space-y-2">
        <h3 id="workout-safety-title" className="font-semibold text-ink">
          Before you start
        </h3>
        <ul className="list-disc space-y-1 pl-5 text-sm text-ink">
          {[...skip, ...stop].map((line) => (
            <li key={line}>{line}.</li>
          ))}
        </ul>
        <SafetyNote />
      </section>

      <div className="flex gap-3">
        <Button className="flex-1" onClick={onStart}>
          <Play className="h-4 w-4" aria-hidden="true" />
          Start
        </Button>
        <Button variant="outline" className="flex-1" onClick={onComplete}>
          <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
          Complete
        </Button>
      </div>
    </div>
  );
}
