import { Skeleton } from '@client/ui/skeleton';

/** While an analysis runs: a placeholder where the result will be, announced to screen readers. */
export function AnalysingNotice() {
  return (
    <div aria-live="polite" className="space-y-2">
      <span className="sr-only">Analyzing your meal…</span>
      <Skeleton className="h-24 w-full" />
    </div>
  );
}
