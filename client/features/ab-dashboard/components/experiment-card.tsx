import { errorMessage } from '@client/api/http';
import { Button } from '@client/ui/button';
import { ModalContent } from '@client/ui/modal';
import { ErrorState } from '@client/ui/query-card';
import type { TExperiment } from '@contract/ab-testing';
import * as Dialog from '@radix-ui/react-dialog';
import { CircleStop, Pause, Play } from 'lucide-react';
import { useId, useState } from 'react';
import { availableActions, type ExperimentAction, formatCount, weightShare } from '../format';
import { ACTION_PAST, useExperimentAction } from '../hooks';
import { ControlBadge, StatusBadge } from './status-badge';

const ACTION_LABELS: Record<ExperimentAction, string> = { pause: 'Pause', resume: 'Resume', end: 'End' };
const BUSY_LABELS: Record<ExperimentAction, string> = {
  pause: 'Pausing...',
  resume: 'Resuming...',
  end: 'Ending...',
};

/** One experiment with everything it was set up with, and Pause, Resume or End. */
export function ExperimentCard({ experiment }: { experiment: TExperiment }) {
  const titleId = useId();
  const run = useExperimentAction();
  const [confirmEnd, setConfirmEnd] = useState(false);
  const actions = availableActions(experiment.status);
  const busy = run.isPending || run.isSuccess ? run.variables?.action : undefined;

  const act = (action: ExperimentAction) => {
    run.reset();
    run.mutate({ id: experiment.id, action }, { onSettled: () => setConfirmEnd(false) });
  };

  return (
    <article
      aria-labelledby={titleId}
      className="space-y-3 rounded-xl border border-line bg-surface-raised p-4"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="text-base font-semibold break-words text-ink">
            {experiment.name}
          </h3>
          <p className="font-mono text-xs break-all text-ink-muted">{experiment.key}</p>
        </div>
        <StatusBadge status={experiment.status} />
      </div>
      {experiment.description ? (
        <p className="text-sm break-words text-ink">{experiment.description}</p>
      ) : null}
      <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
        <div>
          <dt className="text-ink-muted">Primary metric</dt>
          <dd className="font-medium break-words text-ink">
            {experiment.metrics.primary}{' '}
            <span className="font-normal text-ink-muted">
              ({experiment.metrics.kind === 'value' ? 'value' : 'conversion'})
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">Participants</dt>
          <dd className="font-medium text-ink">{formatCount(experiment.participants)}</dd>
        </div>
      </dl>
      <div>
        <h4 className="text-sm font-medium text-ink-muted">Variants and weights</h4>
        <ul className="mt-1 divide-y divide-line rounded-lg bg-surface-muted px-3">
          {experiment.variants.map((variant) => {
            const config = Object.entries(variant.config);
            return (
              <li key={variant.id} className="py-2 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="flex min-w-0 items-center gap-2">
                    <span className="font-medium break-words text-ink">{variant.name}</span>
                    {variant.isControl ? (
                      <>
                        {' '}
                        <ControlBadge />
                      </>
                    ) : null}
                  </span>
                  <span className="whitespace-nowrap text-ink">
                    weight {variant.weight} ({weightShare(variant, experiment.variants)})
                  </span>
                </div>
                {config.length > 0 ? (
                  <p className="mt-0.5 font-mono text-xs break-all text-ink-muted">
                    {config.map(([key, value]) => `${key}: ${String(value)}`).join(' · ')}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      </div>
      {actions.length > 0 ? (
        <div className="flex gap-3">
          {actions.includes('pause') ? (
            <Button
              variant="outline"
              className="flex-1"
              disabled={run.isPending || run.isSuccess}
              onClick={() => act('pause')}
              aria-label={`${busy === 'pause' ? BUSY_LABELS.pause : ACTION_LABELS.pause}: ${experiment.name}`}
            >
              <Pause className="h-5 w-5" aria-hidden="true" />
              {busy === 'pause' ? BUSY_LABELS.pause : ACTION_LABELS.pause}
            </Button>
          ) : null}
          {actions.includes('resume') ? (
            <Button
              variant="outline"
              className="flex-1"
              disabled={run.isPending || run.isSuccess}
              onClick={() => act('resume')}
              aria-label={`${busy === 'resume' ? BUSY_LABELS.resume : ACTION_LABELS.resume}: ${experiment.name}`}
            >
              <Play className="h-5 w-5" aria-hidden="true" />
              {busy === 'resume' ? BUSY_LABELS.resume : ACTION_LABELS.resume}
            </Button>
          ) : null}
          <Dialog.Root open={confirmEnd} onOpenChange={setConfirmEnd}>
            <Dialog.Trigger asChild>
              <Button
                variant="outline"
                className="flex-1"
                disabled={run.isPending || run.isSuccess}
                aria-label={`${ACTION_LABELS.end}: ${experiment.name}`}
              >
                <CircleStop className="h-5 w-5" aria-hidden="true" />
                {ACTION_LABELS.end}
              </Button>
            </Dialog.Trigger>
            <ModalContent
              title={`End ${experiment.name}?`}
              description="Ending is final: nobody new is assigned and it cannot be resumed. Its results stay here to read."
              size="sm"
            >
              <div className="mt-5 flex gap-3">
                <Button
                  variant="destructive"
                  className="flex-1"
                  disabled={run.isPending}
                  onClick={() => act('end')}
                >
                  {busy === 'end' ? BUSY_LABELS.end : 'End experiment'}
                </Button>
                <Dialog.Close asChild>
                  <Button variant="outline">Cancel</Button>
                </Dialog.Close>
              </div>
            </ModalContent>
          </Dialog.Root>
        </div>
      ) : (
        <p className="text-sm text-ink-muted">Ended: its results stay available under Results.</p>
      )}
      {run.isError && run.variables ? (
        <ErrorState
          message={`The experiment could not be ${ACTION_PAST[run.variables.action]}. ${
            errorMessage(run.error) ?? 'Please check your connection and try again.'
          }`}
        />
      ) : null}
    </article>
  );
}
