import { Button } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { cn } from '@client/ui/cn';
import { Skeleton } from '@client/ui/skeleton';
import { Component, type ErrorInfo, type ReactNode } from 'react';

type HomeSectionProps = {
  id: string;
  title: string;
  /** Shown beside the title, e.g. a 'View All' link. */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
};

/**
 * One dashboard card: a labelled region whose failures stay inside it. Its padding is 16 px, and what
 * it lists sits in rows rather than in more cards, so text keeps the width of the screen.
 */
export function HomeSection({ id, title, action, className, children }: HomeSectionProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={cn('scroll-mt-20 px-4', className)}>
      <Card>
        <div className="space-y-4 p-4">
          <div className="flex items-center justify-between gap-3">
            <h2 id={headingId} className="text-lg font-semibold text-balance text-ink">
              {title}
            </h2>
            {action ? <div className="shrink-0 whitespace-nowrap">{action}</div> : null}
          </div>
          <CardBoundary>{children}</CardBoundary>
        </div>
      </Card>
    </section>
  );
}

/** Placeholder lines while a card loads, announced once to screen readers. */
export function CardSkeleton({ label, lines = 3 }: { label: string; lines?: number }) {
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: lines }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder lines.
        <Skeleton key={index} className={cn('h-4', index === lines - 1 ? 'w-2/3' : 'w-full')} />
      ))}
    </div>
  );
}

/** A card's own error: what failed, and a way to try again. */
export function CardError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-bad bg-bad-soft p-3 text-sm text-bad">
      <p>{message}</p>
      {onRetry ? (
        <Button variant="outline" className="mt-3" onClick={onRetry}>
          Try Again
        </Button>
      ) : null}
    </div>
  );
}

type BoundaryState = { hasError: boolean };

/** Keeps a rendering fault in one card from blanking the whole dashboard. */
export class CardBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { hasError: false };

  static getDerivedStateFromError(): BoundaryState {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A home card failed to render', error, info.componentStack);
  }

  override render() {
    if (this.state.hasError) {
      return (
        <CardError
          message="This part of your dashboard could not be shown."
          onRetry={() => this.setState({ hasError: false })}
        />
      );
    }
    return this.props.children;
  }
}
