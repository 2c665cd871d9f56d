import { Button } from '@client/ui/button';
import { Meter } from '@client/ui/meter';
import { formatTimer } from '@common/exercise';
import type { TExercisePlan } from '@contract/exercise';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { SafetyNote } from './workout-detail';

/**
 * A simple step-by-step player: one step at a time (announced when it changes), a timer that counts
 * up and can be paused, and Finish, which hands the elapsed seconds to the completion form.
 */
export function WorkoutPlayer({
  plan,
  onFinish,
  onCancel,
}: {
  plan: TExercisePlan;
  onFinish: (seconds: number) => void;
  onCancel: () => void;
}) {
  const [index, setIndex] = useState(0);
  const [seconds, setSeconds] = useState(0);
  const [isRunning, setIsRunning] = useState(true);
  const step = plan.steps[index];
  const isLast = index === plan.steps.length - 1;

  useEffect(() => {
    if (!isRunning) return;
    const timer = setInterval(() => setSeconds((s) => s + 1), 1000);
    return () => clearInterval(timer);
  }, [isRunning]);

  return (
    <div className="space-y-4">
      <div className="rounded-xl bg-surface p-4 text-center">
        <p className="text-sm text-ink-muted" id="player-timer-label">
          Time {isRunning ? 'elapsed' : 'paused at'}
        </p>
        <p
          role="timer"
          aria-labelledby="player-timer-label"
          className="text-4xl font-bold text-ink tabular-nums"
        >
          {formatTimer(seconds)}
        </p>
        <p className="text-xs text-ink-muted">Planned: {plan.duration} min. Go at your own pace.</p>
      </div>

      <Meter
        label="Steps done"
        value={index + 1}
        max={plan.steps.length}
        valueText={`Step ${index + 1} of ${plan.steps.length}`}
      />
      <div aria-live="polite" className="rounded-xl border border-line p-4">
        <p className="text-sm font-semibold text-brand-ink">
          Step {index + 1} of {plan.steps.length} · about {step?.minutes} min
        </p>
        <p className="mt-1 text-lg text-ink">{step?.instruction}</p>
      </div>

      <div className="grid grid-cols-3 gap-2">
        <Button variant="outline" disabled={index === 0} onClick={() => setIndex((i) => Math.max(0, i - 1))}>
          <ChevronLeft className="h-4 w-4" aria-hidden="true" />
          Previous
        </Button>
        <Button variant="secondary" onClick={() => setIsRunning((running) => !running)}>
          {isRunning ? (
            <Pause className="h-4 w-4" aria-hidden="true" />
          ) : (
            <Play className="h-4 w-4" aria-hidden="true" />
          )}
          {isRunning ? 'Pause' : 'Resume'}
        </Button>
        {isLast ? (
          <Button onClick={() => onFinish(seconds)}>Finish</Button>
        ) : (
          <Button onClick={() => setIndex((i) => Math.min(plan.steps.length - 1, i + 1))}>
            Next
            <ChevronRight className="h-4 w-4" aria-hidden="true" />
          </Button>
        )}
      </div>
      {isLast ? null : (
        <Button variant="ghost" block onClick={() => onFinish(seconds)}>
          Finish early
        </Button>
      )}
      <SafetyNote />
      <Button variant="outline" block onClick={onCancel}>
        Stop without saving
      </Button>
    </div>
  );
}
