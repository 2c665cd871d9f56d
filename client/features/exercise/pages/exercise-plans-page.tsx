import { errorMessage } from '@client/api/http';
import { useCurrentUser } from '@client/features/auth';
import { PageHeader } from '@client/layouts/page-header';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { Button } from '@client/ui/button';
import { Chips } from '@client/ui/chips';
import { EmptyState, QueryCard, SectionCard } from '@client/ui/query-card';
import { toast } from '@client/ui/use-toast';
import { timerMinutes } from '@common/exercise';
import {
  EXERCISE_DIFFICULTIES,
  EXERCISE_DIFFICULTY_LABELS,
  EXERCISE_MESSAGES,
  EXERCISE_TYPE_LABELS,
  EXERCISE_TYPES,
  type TCompleteExerciseRequest,
  type TExerciseDifficulty,
  type TExercisePlan,
  type TExerciseType,
} from '@contract/exercise';
import { ArrowLeft, Dumbbell, SearchX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { CompleteForm } from '../components/complete-form';
import { ChallengeCard, ProgressSummary } from '../components/progress-summary';
import { WorkoutCard } from '../components/workout-card';
import { WorkoutDetail } from '../components/workout-detail';
import { WorkoutPlayer } from '../components/workout-player';
import {
  useCompleteExercise,
  useExercisePlans,
  useExerciseProgress,
  useExerciseRecommendations,
} from '../hooks';

type View =
  | { kind: 'list' }
  | { kind: 'detail'; plan: TExercisePlan }
  | { kind: 'player'; plan: TExercisePlan }
  | { kind: 'complete'; plan: TExercisePlan; seconds: number | null };

const TYPE_OPTIONS = EXERCISE_TYPES.map((value) => ({ value, label: EXERCISE_TYPE_LABELS[value] }));
const DIFFICULTY_OPTIONS = EXERCISE_DIFFICULTIES.map((value) => ({
  value,
  label: EXERCISE_DIFFICULTY_LABELS[value],
}));

/** Exercise Plans (docs/product/exercise.md#the-screen). */
export default function ExercisePlansPage() {
  useDocumentTitle('Exercise Plans');
  const user = useCurrentUser();
  const [type, setType] = useState<TExerciseType | null>(null);
  const [difficulty, setDifficulty] = useState<TExerciseDifficulty | null>(null);
  const [view, setView] = useState<View>({ kind: 'list' });
  const plans = useExercisePlans({ type, difficulty });
  const progress = useExerciseProgress();
  const recommendations = useExerciseRecommendations(user?.id);
  const completeExercise = useCompleteExercise();
  const viewHeadingRef = useRef<HTMLHeadingElement>(null);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const hasChangedView = useRef(false);

  // Focus follows the view: its heading, or the workouts heading on the way back.
  useEffect(() => {
    if (!hasChangedView.current) return;
    (view.kind === 'list' ? listHeadingRef : viewHeadingRef).current?.focus();
  }, [view]);
  const go = (next: View) => {
    hasChangedView.current = true;
    setView(next);
  };

  const weightNote = EXERCISE_MESSAGES.calorieEstimate(plans.data?.weightSource === 'profile');

  const onSave = async (
    plan: TExercisePlan,
    request: TCompleteExerciseRequest,
    setFieldErrors: (e: unknown) => void,
  ) => {
    try {
      await completeExercise.mutateAsync({ workoutId: plan.id, input: request });
    } catch (error) {
      setFieldErrors(error);
      toast({
        title: EXERCISE_MESSAGES.completeFailed,
        description: errorMessage(error) ?? 'Please try again.',
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: EXERCISE_MESSAGES.completed,
      description: `${plan.title}: ${request.durationMinutes} min`,
    });
    go({ kind: 'list' });
  };

  if (view.kind !== 'list') {
    const { plan } = view;
    const title = view.kind === 'complete' ? `Complete: ${plan.title}` : plan.title;
    return (
      <div className="pb-8">
        <div className="px-4 pt-4">
          <Button variant="ghost" onClick={() => go({ kind: 'list' })}>
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            Back to workouts
          </Button>
        </div>
        <div className="space-y-4 px-4 pt-2">
          <h1
            ref={viewHeadingRef}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight text-ink outline-none"
          >
            {title}
          </h1>
          {view.kind === 'detail' ? (
            <WorkoutDetail
              plan={plan}
              weightNote={weightNote}
              onStart={() => go({ kind: 'player', plan })}
              onComplete={() => go({ kind: 'complete', plan, seconds: null })}
            />
          ) : view.kind === 'player' ? (
            <WorkoutPlayer
              plan={plan}
              onFinish={(seconds) => go({ kind: 'complete', plan, seconds })}
              onCancel={() => go({ kind: 'detail', plan })}
            />
          ) : (
            <CompleteForm
              defaultMinutes={view.seconds === null ? plan.duration : timerMinutes(view.seconds)}
              isSaving={completeExercise.isPending}
              onSave={(request, setFieldErrors) => onSave(plan, request, setFieldErrors)}
              onCancel={() => go({ kind: 'detail', plan })}
            />
          )}
        </div>
      </div>
    );
  }

  const open = (plan: TExercisePlan) => go({ kind: 'detail', plan });

  return (
    <div className="space-y-6 pb-8">
      <PageHeader title="Exercise Plans" subtitle="Gentle workouts that fit your energy today." />
      <ProgressSummary query={progress} />
      <ChallengeCard query={progress} />

      <QueryCard
        query={recommendations}
        section={{ id: 'exercise-recommendations', title: 'Recommended for You' }}
        loadingLabel="Loading your recommendations..."
        error="Your recommendations could not be loaded."
        isEmpty={(data) => data.recommendations.length === 0}
        empty={<EmptyState>No workouts fit right now. Rest is part of the plan too.</EmptyState>}
      >
        {(data) => (
          <ul className="divide-y divide-line">
            {data.recommendations.map((r) => (
              <li key={r.plan.id} className="py-4 first:pt-0 last:pb-0">
                <WorkoutCard plan={r.plan} reason={r.reason} onOpen={open} isBare />
              </li>
            ))}
          </ul>
        )}
      </QueryCard>

      <section aria-labelledby="workouts-title" className="space-y-3 px-4">
        <h2
          id="workouts-title"
          ref={listHeadingRef}
          tabIndex={-1}
          className="text-lg font-semibold text-ink outline-none"
        >
          All Workouts
        </h2>
        <div className="space-y-1">
          <p className="text-sm font-medium text-ink">Difficulty</p>
          <Chips
            label="Filter by difficulty"
            options={DIFFICULTY_OPTIONS}
            value={difficulty}
            onChange={setDifficulty}
            allLabel="All"
            layout="wrap"
          />
        </div>
        <div className="space-y-1">
          <p className="text-sm font-medium text-ink">Type</p>
          <Chips
            label="Filter by type"
            options={TYPE_OPTIONS}
            value={type}
            onChange={setType}
            allLabel="All"
            layout="wrap"
          />
        </div>
        <p className="text-xs text-ink-muted">{weightNote}</p>
        <div aria-busy={plans.isFetching || undefined}>
          <QueryCard
            query={plans}
            loadingLabel="Loading workouts..."
            error="The workouts could not be loaded."
            isEmpty={(data) => data.plans.length === 0}
            empty={
              <EmptyState
                icon={SearchX}
                title="No workouts match these filters"
                action={
                  <Button
                    variant="outline"
                    onClick={() => {
                      setType(null);
                      setDifficulty(null);
                    }}
                  >
                    Show all
                  </Button>
                }
              >
                Try another difficulty or type.
              </EmptyState>
            }
          >
            {(data) => (
              <>
                <p className="sr-only" aria-live="polite">
                  {data.plans.length} {data.plans.length === 1 ? 'workout' : 'workouts'} shown
                </p>
                <ul className="space-y-3">
                  {data.plans.map((plan) => (
                    <li key={plan.id}>
                      <WorkoutCard plan={plan} onOpen={open} />
                    </li>
                  ))}
                </ul>
              </>
            )}
          </QueryCard>
        </div>
      </section>
      <SectionCard id="exercise-safety" title="Move Safely">
        <p className="flex items-start gap-2 text-sm text-ink">
          <Dumbbell className="mt-0.5 h-4 w-4 shrink-0 text-ink-muted" aria-hidden="true" />
          <span>
            Start below what you think you can do and rest between sessions. {EXERCISE_MESSAGES.safety}
          </span>
        </p>
      </SectionCard>
    </div>
  );
}
