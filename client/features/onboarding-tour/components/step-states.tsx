import { errorMessage } from '@client/api/http';
import { Button } from '@client/ui/button';
import { Skeleton } from '@client/ui/skeleton';
import { AlertCircle, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';

/** Cards-shaped placeholders while a step's call runs; announced once as a status. */
export function StepSkeleton({ label, count = 3 }: { label: string; count?: number }) {
  return (
    <div role="status" aria-live="polite" className="space-y-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <div key={index} className="space-y-2 rounded-xl border border-line p-4">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ))}
    </div>
  );
}

/** A failed call: what happened, and Retry. */
export function StepError({
  title,
  error,
  onRetry,
  isRetrying,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  return (
    <div role="alert" className="rounded-xl border border-bad/40 bg-bad-soft p-4">
      <div className="flex items-start gap-2">
        <AlertCircle className="mt-0.5 h-5 w-5 shrink-0 text-bad" aria-hidden="true" />
        <div>
          <p className="font-semibold text-bad">{title}</p>
          <p className="mt-1 text-sm text-bad">
            {errorMessage(error) ?? 'Please check your connection and try again.'}
          </p>
        </div>
      </div>
      <Button variant="outline" className="mt-3" onClick={onRetry} disabled={isRetrying}>
        <RotateCcw className="h-4 w-4" aria-hidden="true" />
        {isRetrying ? 'Retrying...' : 'Retry'}
      </Button>
    </div>
  );
}

/** Nothing to show: say so and what the person can do instead. */
export function StepEmpty({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="rounded-xl border border-dashed border-line p-6 text-center">
      <div className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-brand-soft text-brand-ink">
        {icon}
      </div>
      <p className="mt-3 font-semibold text-ink">{title}</p>
      <div className="mt-1 text-sm text-ink-muted">{children}</div>
    </div>
  );
}
