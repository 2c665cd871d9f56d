import type { TRecommendedTestsResponse } from '@contract/assistant';
import type { UseQueryResult } from '@tanstack/react-query';
import { FlaskConical, Info } from 'lucide-react';
import { urgencyBadgeVariant } from '../form';
import { Badge } from './badge';
import { StepEmpty, StepError, StepSkeleton } from './step-states';

/**
 * Step 3: name, description, category, urgency badge, estimated cost, disclaimer
 * (docs/product/onboarding.md#guided-tour).
 */
export function TestsStep({ query }: { query: UseQueryResult<TRecommendedTestsResponse> }) {
  if (query.isPending) return <StepSkeleton label="Finding tests to ask about…" />;
  if (query.isError) {
    return (
      <StepError
        title="We couldn't load suggested tests"
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  const { tests } = query.data;
  return (
    <div className="space-y-4">
      {tests.length === 0 ? (
        <StepEmpty icon={<FlaskConical className="h-6 w-6" aria-hidden="true" />} title="No tests to suggest">
          Nothing in your answers calls for a specific test. Your healthcare provider can advise you if your
          symptoms continue.
        </StepEmpty>
      ) : (
        <ul className="space-y-3">
          {tests.map((test) => (
            <li key={test.name} className="rounded-xl border border-line p-4">
              <div className="flex items-start justify-between gap-3">
                <h3 className="font-semibold text-ink">{test.name}</h3>
                <Badge variant={urgencyBadgeVariant(test.urgency)}>
                  {test.urgency.charAt(0).toUpperCase() + test.urgency.slice(1)} urgency
                </Badge>
              </div>
              <p className="mt-1 text-sm text-ink-muted">{test.description}</p>
              <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm">
                <Badge variant="outline">{test.category}</Badge>
                <span className="text-ink">
                  <span className="text-ink-muted">Estimated cost: </span>
                  <span className="font-semibold">{test.estimatedCost}</span>
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-start gap-2 rounded-xl bg-watch-soft p-3 text-sm text-watch">
        <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <p>
          Please consult a healthcare provider before getting any test: they can decide which tests are right
          for you. Costs are typical US ranges without insurance. {query.data.disclaimer}
        </p>
      </div>
    </div>
  );
}
