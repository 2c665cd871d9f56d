import { errorMessage } from '@client/api/http';
import { Button } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { Checkbox } from '@client/ui/checkbox';
import { Meter } from '@client/ui/meter';
import { toast } from '@client/ui/use-toast';
import { challengeDayLabel, challengeDaysLeftLabel } from '@common/challenges';
import { CHALLENGE_MESSAGES, type TChallengeDetail, type TChallengeTask } from '@contract/challenges';
import { useId, useState } from 'react';
import { useToggleTask } from '../hooks';

/** Earlier days shown before 'Show earlier days'. */
const EARLIER_SHOWN = 2;

/**
 * A running challenge (docs/product/challenges.md#the-screen): its progress, 'Day n of 30', the days
 * left, and today's and earlier tasks as checkboxes, ticked at once and put back if the server refuses.
 */
export function ActiveChallengeCard({
  challenge,
  onOpen,
}: {
  challenge: TChallengeDetail;
  onOpen: (id: string) => void;
}) {
  const headingId = useId();
  const toggle = useToggleTask();
  const [showAll, setShowAll] = useState(false);
  const progress = challenge.progress;
  if (!progress) return null;
  const today = progress.currentDay;
  // Today's task first, then earlier days, newest first.
  const reached = challenge.tasks.filter((t) => t.day <= today).sort((a, b) => b.day - a.day);
  const shown = showAll ? reached : reached.slice(0, 1 + EARLIER_SHOWN);

  const onToggle = (task: TChallengeTask, done: boolean) => {
    toggle.mutate(
      { challengeId: challenge.id, day: task.day, done },
      {
        onError: (error) =>
          toast({
            title: CHALLENGE_MESSAGES.taskFailed,
            description: errorMessage(error) ?? 'Please check your connection and try again.',
            variant: 'destructive',
          }),
        onSuccess: (detail) => {
          if (done && detail.progress?.status === 'completed') {
            toast({ title: CHALLENGE_MESSAGES.completedToast, description: detail.title });
          }
        },
      },
    );
  };

  return (
    <Card>
      <section aria-labelledby={headingId} className="space-y-4 p-4">
        <div className="flex items-start justify-between gap-3">
          <h3 id={headingId} className="text-base font-semibold text-balance text-ink">
            {challenge.title}
          </h3>
          <Button variant="ghost" className="-mt-2 -mr-2 shrink-0" onClick={() => onOpen(challenge.id)}>
            All 30 days
          </Button>
        </div>
        <div className="space-y-2">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="font-semibold text-ink">{challengeDayLabel(today)}</span>
            <span className="text-ink-muted">{challengeDaysLeftLabel(progress.daysLeft)}</span>
          </div>
          <Meter
            label={`${challenge.title} progress`}
            value={progress.tasksDone}
            max={progress.tasksTotal}
            valueText={`${progress.tasksDone} of ${progress.tasksTotal} tasks done`}
          />
          <p className="text-xs text-ink-muted">
            {progress.tasksDone} of {progress.tasksTotal} tasks done
          </p>
        </div>
        <ul className="divide-y divide-line">
          {shown.map((task) => (
            <TaskRow
              key={task.id}
              task={task}
              isToday={task.day === today}
              onToggle={(done) => onToggle(task, done)}
            />
          ))}
        </ul>
        {reached.length > shown.length || showAll ? (
          <Button variant="outline" block onClick={() => setShowAll((all) => !all)} aria-expanded={showAll}>
            {showAll ? 'Show fewer days' : `Show earlier days (${reached.length - shown.length})`}
          </Button>
        ) : null}
      </section>
    </Card>
  );
}

function TaskRow({
  task,
  isToday,
  onToggle,
}: {
  task: TChallengeTask;
  isToday: boolean;
  onToggle: (done: boolean) => void;
}) {
  const id = useId();
  // A tick from an earlier day stays: only today's ticks can be taken back.
  const locked = task.completed ? !task.undoable : !task.available;
  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <label htmlFor={id} className="flex min-h-12 cursor-pointer items-start gap-3">
        <Checkbox
          id={id}
          checked={task.completed}
          disabled={locked}
          onCheckedChange={(checked) => onToggle(checked === true)}
          className="mt-0.5"
        />
        <span className="min-w-0 text-sm">
          <span className="block font-semibold text-ink">
            {isToday ? `Today · Day ${task.day}` : `Day ${task.day}`}
          </span>
          <span className="block text-ink">{task.task}</span>
        </span>
      </label>
    </li>
  );
}
