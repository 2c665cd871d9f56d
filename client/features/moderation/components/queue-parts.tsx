import { Skeleton } from '@client/ui/skeleton';
import type { ReactNode } from 'react';

/** Tabs of a queue screen (Radix Tabs triggers), as the practitioner applications screen draws them. */
/** A queue's skeleton: a few cards' height. */
export function QueueSkeleton({ cards = 3 }: { cards?: number }) {
  return (
    <div className="space-y-4">
      {Array.from({ length: cards }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
        <Skeleton key={i} className="h-40" />
      ))}
    </div>
  );
}

/** A small labelled fact on a queue card: 'Topic Fatigue Support'. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-ink-muted">{label}</dt>
      <dd className="text-sm break-words text-ink">{children}</dd>
    </div>
  );
}
