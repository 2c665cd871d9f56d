import { Button } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { cn } from '@client/ui/cn';
import { Skeleton } from '@client/ui/skeleton';
import type { LucideIcon } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';

/**
 * The four states of anything loaded from the server — loading, error, empty, content — in one place,
 * so every card and list waits, fails and invites the same way (docs/design.md#ui-kit).
 */

type SectionCardProps = {
  id: string;
  title: string;
  /** Shown beside the title, e.g. a 'View All' link. */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
};

/**
 * One titled card: a labelled region whose failures stay inside it. Its padding is 16 px, and what
 * it lists sits in rows rather than in more cards, so text keeps the width of the screen.
 */
export function SectionCard({ id, title, action, className, children }: SectionCardProps) {
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

type LoadingStateProps = {
  /** What is loading, for screen readers: 'Loading your progress...'. */
  label: string;
  /** Placeholder lines when no shape is given. */
  lines?: number;
  className?: string;
  /** A skeleton shaped like the content (hidden from screen readers); plain lines when absent. */
  children?: ReactNode;
};

/** Placeholders while something loads, announced once to screen readers. */
export function LoadingState({ label, lines = 3, className, children }: LoadingStateProps) {
  return (
    <div role="status" className={cn('space-y-3', className)}>
      <span className="sr-only">{label}</span>
      {children ??
        Array.from({ length: lines }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder lines.
          <Skeleton key={index} className={cn('h-4', index === lines - 1 ? 'w-2/3' : 'w-full')} />
        ))}
    </div>
  );
}

type ErrorStateProps = {
  /** What failed, in plain words. */
  message: ReactNode;
  onRetry?: () => void;
  /** The retry button's words, where a screen's text says otherwise. */
  retryLabel?: string;
  className?: string;
  /** Other ways out, shown instead of 'Try Again' (e.g. 'Update Profile'). */
  children?: ReactNode;
};

/** A card's or list's own error: what failed, and a way to try again. */
export function ErrorState({
  message,
  onRetry,
  retryLabel = 'Try Again',
  className,
  children,
}: ErrorStateProps) {
  return (
    <div
      role="alert"
      className={cn('rounded-xl border border-bad bg-bad-soft p-3 text-sm text-bad', className)}
    >
      <p>{message}</p>
      {children ??
        (onRetry ? (
          <Button variant="outline" className="mt-3" onClick={onRetry}>
            {retryLabel}
          </Button>
        ) : null)}
    </div>
  );
}

type EmptyStateProps = {
  /** One Lucide icon on a soft brand circle (docs/design.md#empty-states). */
  icon?: LucideIcon;
  /** A short bold line above the sentence. */
  title?: ReactNode;
  /** One sentence: what will appear here and how to start. */
  children: ReactNode;
  /** One button or link to start. */
  action?: ReactNode;
  className?: string;
};

/** An invitation where a list has nothing yet: an icon, one sentence, and optionally one action. */
export function EmptyState({ icon: Icon, title, children, action, className }: EmptyStateProps) {
  const isRich = Boolean(Icon || title);
  return (
    <div
      className={cn(
        'rounded-xl border border-dashed border-line-strong text-sm text-ink-muted',
        isRich ? 'px-4 py-8 text-center' : 'p-4',
        className,
      )}
    >
      {Icon ? (
        <span className="mx-auto mb-3 flex h-12 w-12 items-center justify-center rounded-full bg-brand-soft text-brand-ink">
          <Icon className="h-6 w-6" aria-hidden="true" />
        </span>
      ) : null}
      {title ? <p className="text-base font-semibold break-words text-ink">{title}</p> : null}
      <p className={title ? 'mt-1' : undefined}>{children}</p>
      {action ? <div className="mt-4 flex flex-wrap justify-center gap-3">{action}</div> : null}
    </div>
  );
}

type BoundaryState = { hasError: boolean };

/** Keeps a rendering fault in one card from blanking the whole screen. */
export class CardBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { hasError: false };

  static getDerivedStateFromError(): BoundaryState {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A card failed to render', error, info.componentStack);
  }

  override render() {
    if (this.state.hasError) {
      return (
        <ErrorState
          message="This part of your dashboard could not be shown."
          onRetry={() => this.setState({ hasError: false })}
        />
      );
    }
    return this.props.children;
  }
}

/** What QueryCard reads of a TanStack Query result (useQuery or useInfiniteQuery). */
export type QueryLike<T> = {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error?: unknown;
  /** Infinite queries: a failed 'Show more' is the list's to show, not the card's. */
  isFetchNextPageError?: boolean;
  refetch: () => unknown;
};

type QueryCardProps<T> = {
  query: QueryLike<T>;
  /** Read to screen readers while loading: 'Loading your symptoms...'. */
  loadingLabel: string;
  /** A skeleton shaped like the content; plain lines when absent. */
  skeleton?: ReactNode;
  /** What failed, in plain words, or the whole error body for this error (other ways out included). */
  error: ReactNode | ((error: unknown, retry: () => void) => ReactNode);
  retryLabel?: string;
  /** Data the card cannot show (a malformed answer) counts as an error. */
  isBroken?: (data: T) => boolean;
  /** Errors that only mean 'nothing here yet' (a 404 for a feature not set up) show the empty state. */
  isEmptyError?: (error: unknown) => boolean;
  isEmpty?: (data: T) => boolean;
  /** Shown when isEmpty says so (usually an EmptyState). */
  empty?: ReactNode;
  /** The states sit in a SectionCard with this id, title and action. */
  section?: Omit<SectionCardProps, 'children'>;
  children: (data: T) => ReactNode;
};

/**
 * A TanStack Query result shown as one of loading (a skeleton with a status text), error (a message
 * and 'Try Again', which refetches), empty and content. A failed refetch that leaves no data shows the
 * error; a failed 'Show more' keeps the content.
 */
export function QueryCard<T>({
  query,
  loadingLabel,
  skeleton,
  error,
  retryLabel,
  isBroken,
  isEmptyError,
  isEmpty,
  empty,
  section,
  children,
}: QueryCardProps<T>) {
  const retry = () => void query.refetch();
  const failed =
    (query.isError && !query.isFetchNextPageError) ||
    (query.data !== undefined && !query.isPending && isBroken?.(query.data) === true);

  let body: ReactNode;
  if (query.isPending) {
    body = <LoadingState label={loadingLabel}>{skeleton}</LoadingState>;
  } else if (failed && query.isError && isEmptyError?.(query.error)) {
    body = empty ?? null;
  } else if (failed || query.data === undefined) {
    body =
      typeof error === 'function' ? (
        error(query.error, retry)
      ) : (
        <ErrorState message={error} onRetry={retry} retryLabel={retryLabel} />
      );
  } else if (isEmpty?.(query.data) && empty !== undefined) {
    body = empty;
  } else {
    body = children(query.data);
  }

  return section ? <SectionCard {...section}>{body}</SectionCard> : body;
}
