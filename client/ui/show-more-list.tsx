import { Button } from '@client/ui/button';
import { cn } from '@client/ui/cn';
import { type ReactNode, useEffect, useId, useRef } from 'react';

/** What ShowMoreList needs to page; `fromInfiniteQuery` reads it off a TanStack useInfiniteQuery. */
export type Paging = {
  hasMore: boolean;
  isLoadingMore: boolean;
  /** Loading the next page failed; the items shown stay. */
  isMoreError?: boolean;
  onShowMore: () => void;
};

type InfiniteLike = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
};

/** A TanStack infinite query's paging, for ShowMoreList. A click while a page loads is ignored. */
export function fromInfiniteQuery(query: InfiniteLike): Paging {
  return {
    hasMore: query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    isMoreError: query.isFetchNextPageError,
    onShowMore: () => {
      if (!query.isFetchingNextPage) void query.fetchNextPage();
    },
  };
}

/** 'Showing 20 of 49' while there are more, 'Showing all 49' once every item is shown. */
export function showingText(shown: number, total: number | undefined): string {
  if (total === undefined) return `Showing ${shown}`;
  return shown < total ? `Showing ${shown} of ${total}` : `Showing all ${total}`;
}

type ShowMoreListProps<T> = {
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  paging: Paging;
  /** Every item there is, when the server says; shown as 'Showing 20 of 49'. */
  total?: number;
  /**
   * The polite status line above the list (visible); 'Showing 20 of 49' when absent. `null` when the
   * screen announces the count itself, in a live region that outlives the list.
   */
  status?: ReactNode;
  /** Shown in place of the list when there are no items (the status line stays). */
  empty?: ReactNode;
  moreLabel?: string;
  loadingMoreLabel?: string;
  /** The alert when the next page fails, with a button to try again (onRetry, else onShowMore). */
  moreError?: { message: ReactNode; retryLabel?: string; onRetry?: () => void };
  listClassName?: string;
};

/**
 * A list shown a page at a time with a 'Show more' button. The count is announced politely, and after
 * more items arrive the focus moves to the first new one, so keyboard and screen-reader users carry on
 * where the new items begin instead of starting again from the top.
 */
export function ShowMoreList<T>({
  items,
  getKey,
  renderItem,
  paging,
  total,
  status,
  empty,
  moreLabel = 'Show more',
  loadingMoreLabel = 'Loading more...',
  moreError,
  listClassName,
}: ShowMoreListProps<T>) {
  const statusId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || items.length <= from) return;
    focusFrom.current = null;
    listRef.current?.querySelectorAll<HTMLElement>(':scope > li')[from]?.focus();
  }, [items.length]);

  const showMore = () => {
    if (paging.isLoadingMore) return;
    focusFrom.current = items.length;
    paging.onShowMore();
  };

  return (
    <>
      {status === null ? null : (
        <p id={statusId} role="status" className="mb-3 text-sm font-semibold text-ink">
          {status ?? showingText(items.length, total)}
        </p>
      )}
      {items.length === 0 && empty !== undefined ? (
        empty
      ) : (
        <>
          <ul ref={listRef} className={cn('space-y-3', listClassName)}>
            {items.map((item) => (
              <li
                key={getKey(item)}
                tabIndex={-1}
                className="rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
              >
                {renderItem(item)}
              </li>
            ))}
          </ul>
          {paging.isMoreError && moreError ? (
            <div role="alert" className="mt-4 text-center text-sm text-bad">
              <p>{moreError.message}</p>
              <Button variant="outline" className="mt-2" onClick={moreError.onRetry ?? showMore}>
                {moreError.retryLabel ?? 'Try Again'}
              </Button>
            </div>
          ) : paging.hasMore ? (
            <Button
              variant="outline"
              block
              className="mt-4 aria-disabled:cursor-wait aria-disabled:opacity-60"
              aria-describedby={status === null ? undefined : statusId}
              // aria-disabled rather than disabled: the button keeps the focus while the page loads.
              aria-disabled={paging.isLoadingMore || undefined}
              onClick={showMore}
            >
              {paging.isLoadingMore ? loadingMoreLabel : moreLabel}
            </Button>
          ) : null}
        </>
      )}
    </>
  );
}
