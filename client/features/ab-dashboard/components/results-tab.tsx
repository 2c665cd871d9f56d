import { cn } from '@client/ui/cn';
import { fieldClasses } from '@client/ui/input';
import { Label } from '@client/ui/label';
import { EmptyState, QueryCard } from '@client/ui/query-card';
import { Skeleton } from '@client/ui/skeleton';
import {
  AB_LIMITS,
  AB_MESSAGES,
  type TExperiment,
  type TExperimentResults,
  type TVariantResult,
} from '@contract/ab-testing';
import { ChartColumn, CircleCheck, CircleDashed, CircleMinus, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import {
  describeDifference,
  formatAverageValue,
  formatCount,
  formatPValue,
  formatRate,
  significanceLabel,
} from '../format';
import { useExperimentResults } from '../hooks';
import { ControlBadge, StatusBadge } from './status-badge';

type Props = {
  experiments: readonly TExperiment[];
  selectedId: string | null;
  onSelect: (id: string | null) => void;
};

/** Choose an experiment, then its results per variant (read only once one is chosen). */
export function ResultsTab({ experiments, selectedId, onSelect }: Props) {
  const selectId = useId();
  const results = useExperimentResults(selectedId);
  return (
    <div className="space-y-4">
      <div className="space-y-1.5">
        <Label htmlFor={selectId}>Experiment</Label>
        <select
          id={selectId}
          value={selectedId ?? ''}
          onChange={(event) => onSelect(event.target.value || null)}
          className={`${fieldClasses} min-h-12`}
        >
          <option value="">Choose an experiment</option>
          {experiments.map((experiment) => (
            <option key={experiment.id} value={experiment.id}>
              {experiment.name}
            </option>
          ))}
        </select>
      </div>
      {selectedId === null ? (
        <EmptyState icon={ChartColumn} title="No experiment chosen">
          Choose an experiment to see how each variant converts against the control.
        </EmptyState>
      ) : (
        <QueryCard
          query={results}
          loadingLabel="Loading results..."
          skeleton={<ResultsSkeleton />}
          error="The results could not be loaded."
          isBroken={(data) => !data || !Array.isArray(data.results)}
        >
          {(data) => <ResultsView data={data} />}
        </QueryCard>
      )}
      <HowToRead />
    </div>
  );
}

function ResultsSkeleton() {
  return (
    <div className="space-y-3">
      <Skeleton className="h-44" />
      <Skeleton className="h-44" />
    </div>
  );
}

function ResultsView({ data }: { data: TExperimentResults }) {
  const { experiment, results, sampleRatio } = data;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
        <StatusBadge status={experiment.status} />
        <span>
          Primary metric <span className="font-medium text-ink">{experiment.metrics.primary}</span> ·{' '}
          {formatCount(experiment.minSamplePerVariant)} participants per variant needed
        </span>
      </div>
      {sampleRatio.mismatch ? (
        <div
          role="alert"
          className="flex gap-2 rounded-xl bg-watch-soft p-3 text-sm text-watch ring-1 ring-watch/30"
        >
          <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <p>{AB_MESSAGES.srmWarning}</p>
        </div>
      ) : null}
      {results.length === 0 ? (
        <EmptyState>This experiment has no variants to report.</EmptyState>
      ) : (
        <ul className="space-y-3">
          {results.map((result) => (
            <li key={result.variantId}>
              <VariantResult result={result} minSample={experiment.minSamplePerVariant} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function VariantResult({ result, minSample }: { result: TVariantResult; minSample: number }) {
  const titleId = useId();
  const isControl = result.variant.isControl;
  return (
    <article
      aria-labelledby={titleId}
      className="space-y-3 rounded-xl border border-line bg-surface-raised p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="flex min-w-0 items-center gap-2 text-base font-semibold text-ink">
          <span className="break-words">{result.variant.name}</span>
          {isControl ? (
            <>
              {' '}
              <ControlBadge />
            </>
          ) : null}
        </h3>
        {isControl ? null : <SignificanceMark result={result} />}
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
        <Figure label="Participants" value={formatCount(result.participants)} />
        <Figure label="Conversions" value={formatCount(result.conversions)} />
        <Figure label="Conversion rate" value={formatRate(result.conversionRate)} />
        <Figure label="Average value" value={formatAverageValue(result.averageValue)} />
      </dl>
      {isControl ? (
        <p className="text-sm text-ink-muted">The baseline: every other variant is compared with it.</p>
      ) : result.statisticalSignificance === undefined ? (
        <p className="text-sm text-ink-muted">
          Significance is worked out once every variant has {formatCount(minSample)} participants.
        </p>
      ) : (
        <div className="space-y-1 text-sm text-ink">
          {result.differenceCi ? <p>{describeDifference(result.differenceCi)}</p> : null}
          {result.pValue === undefined ? null : (
            <p className="text-ink-muted">
              {formatPValue(result.pValue)}
              {result.pValue < AB_LIMITS.alpha ? ' (below 0.05)' : ' (0.05 or above)'}
            </p>
          )}
        </div>
      )}
    </article>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-ink-muted">{label}</dt>
      <dd className="font-semibold text-ink">{value}</dd>
    </div>
  );
}

const MARKS = {
  [AB_MESSAGES.calculating]: { icon: CircleDashed, classes: 'bg-surface-muted text-ink-muted' },
  [AB_MESSAGES.significant]: { icon: CircleCheck, classes: 'bg-good-soft text-good' },
  [AB_MESSAGES.notSignificant]: { icon: CircleMinus, classes: 'bg-surface-muted text-ink' },
} as const;

function SignificanceMark({ result }: { result: TVariantResult }) {
  const label = significanceLabel(result);
  const { icon: Icon, classes } = MARKS[label];
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-pill px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        classes,
      )}
    >
      <Icon className="h-3.5 w-3.5" aria-hidden="true" />
      {label}
    </span>
  );
}

/** A short guide beside the numbers, so they are read the way the test works. */
function HowToRead() {
  return (
    <details className="rounded-xl border border-line bg-surface-raised p-3 text-sm text-ink">
      <summary className="min-h-8 cursor-pointer font-semibold focus-visible:outline-2 focus-visible:outline-focus">
        How to read these results
      </summary>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-ink-muted">
        <li>
          Each variant is compared with the control on the primary metric: the share of its participants who
          converted.
        </li>
        <li>
          <span className="font-semibold text-ink">{AB_MESSAGES.significant}</span>: the difference is larger
          than chance would usually make (p below 0.05, two-sided).{' '}
          <span className="font-semibold text-ink">{AB_MESSAGES.notSignificant}</span>: it could be chance.
        </li>
        <li>
          <span className="font-semibold text-ink">{AB_MESSAGES.calculating}</span>: some variant has fewer
          participants than the experiment needs, so there is no verdict yet.
        </li>
        <li>
          The range is where the true difference most likely lies (95% confidence); a range that includes zero
          means no clear difference.
        </li>
        <li>
          Decide by the metric you chose at the start, and avoid stopping the moment a result looks good.
        </li>
      </ul>
    </details>
  );
}
