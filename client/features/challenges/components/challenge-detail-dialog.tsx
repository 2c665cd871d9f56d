import { errorMessage } from '@client/api/http';
import { Button } from '@client/ui/button';
import { ModalContent } from '@client/ui/modal';
import { ErrorState, LoadingState } from '@client/ui/query-card';
import { toast } from '@client/ui/use-toast';
import { challengeDayLabel } from '@common/challenges';
import {
  CHALLENGE_CATEGORY_LABELS,
  CHALLENGE_DIFFICULTY_LABELS,
  CHALLENGE_MESSAGES,
  type TChallengeSummary,
} from '@contract/challenges';
import { Check } from 'lucide-react';
import { useChallenge, useLeaveChallenge } from '../hooks';

/** A challenge's description and all 30 tasks, with Leave for a running one (inside a Dialog.Root). */
export function ChallengeDetailDialog({
  summary,
  viewer,
  onLeft,
}: {
  summary: TChallengeSummary;
  viewer: string | null;
  onLeft: () => void;
}) {
  const detail = useChallenge(summary.id, viewer, true);
  const leave = useLeaveChallenge();
  const progress = detail.data?.progress ?? summary.progress;

  const onLeave = async () => {
    try {
      await leave.mutateAsync(summary.id);
    } catch (error) {
      toast({
        title: CHALLENGE_MESSAGES.leaveFailed,
        description: errorMessage(error) ?? 'Please check your connection and try again.',
        variant: 'destructive',
      });
      return;
    }
    toast({ title: CHALLENGE_MESSAGES.left, description: CHALLENGE_MESSAGES.leftDescription });
    onLeft();
  };

  return (
    <ModalContent
      title={summary.title}
      description={`${CHALLENGE_DIFFICULTY_LABELS[summary.difficulty]} · ${CHALLENGE_CATEGORY_LABELS[summary.category]} · ${summary.durationDays} days${summary.access === 'premium' ? ' · Included in Premium' : ''}`}
    >
      <div className="mt-4 space-y-4">
        <p className="text-sm text-ink">{summary.description}</p>
        {progress?.status === 'active' ? (
          <p className="text-sm font-semibold text-brand-ink">
            {challengeDayLabel(progress.currentDay)} · {progress.tasksDone} of {progress.tasksTotal} tasks
            done
          </p>
        ) : null}
        {detail.isPending ? (
          <LoadingState label="Loading the daily tasks..." lines={6} />
        ) : detail.isError ? (
          <ErrorState message="The daily tasks could not be loaded." onRetry={() => void detail.refetch()} />
        ) : (
          <ol aria-label="Daily tasks" className="divide-y divide-line">
            {detail.data.tasks.map((task) => (
              <li key={task.id} className="flex items-start gap-3 py-2 text-sm">
                <span className="w-14 shrink-0 font-semibold text-ink">Day {task.day}</span>
                <span className="min-w-0 flex-1 text-ink">{task.task}</span>
                {task.completed ? (
                  <span className="shrink-0 text-good">
                    <Check className="h-4 w-4" aria-hidden="true" />
                    <span className="sr-only">Done</span>
                  </span>
                ) : null}
              </li>
            ))}
          </ol>
        )}
        {progress?.status === 'active' ? (
          <Button variant="outline" block disabled={leave.isPending} onClick={() => void onLeave()}>
            {leave.isPending ? 'Leaving...' : 'Leave this challenge'}
          </Button>
        ) : null}
      </div>
    </ModalContent>
  );
}
