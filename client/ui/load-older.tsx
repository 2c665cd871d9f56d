import { Button } from '@client/ui/button';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/**
 * Loading older items of a long list (docs/product/journey.md#screens): a sentinel that fetches the
 * next page when it scrolls into view, a visible button that does the same for keyboard and
 * screen-reader users, and a polite status line saying how many arrived.
 */

/** Calls `onVisible` whenever `ref`'s element comes within `margin` of the viewport while `enabled`. */
export function useSentinel(
  ref: RefObject<Element | null>,
  enabled: boolean,
  onVisible: () => void,
  margin = '200px',
): void {
  const latest = useRef(onVisible);
  latest.current = onVisible;
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (records) => {
        if (records.some((record) => record.isIntersecting)) latest.current();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled, margin]);
}

export type OlderPaging = {
  hasMore: boolean;
  isLoading: boolean;
  isError: boolean;
  /** Fetches the next, older page. */
  load: () => unknown;
};

/** A TanStack infinite query's paging, for LoadOlder. */
export function fromInfinite(query: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}): OlderPaging {
  return {
    hasMore: query.hasNextPage,
    isLoading: query.isFetchingNextPage,
    isError: query.isFetchNextPageError,
    load: () => query.fetchNextPage(),
  };
}

/**
 * The count of items that arrived with the last load the person asked for, as `describe` words it
 * ('30 older entries loaded.'); empty until then.
 */
export function useLoadedAnnouncement(itemCount: number, describe: (count: number) => string) {
  const countAtLoad = useRef<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const describeRef = useRef(describe);
  describeRef.current = describe;
  useEffect(() => {
    const from = countAtLoad.current;
    if (from === null || itemCount === from) return;
    countAtLoad.current = null;
    setAnnouncement(describeRef.current(Math.max(0, itemCount - from)));
  }, [itemCount]);
  const markLoad = useCallback(() => {
    countAtLoad.current = itemCount;
  }, [itemCount]);
  /** A load that brought nothing new: say so. */
  const markNothing = useCallback(() => {
    countAtLoad.current = null;
    setAnnouncement(describeRef.current(0));
  }, []);
  return { announcement, markLoad, markNothing };
}

type LoadOlderProps = {
  paging: OlderPaging;
  /** How many items are shown now; the difference after a load is announced. */
  itemCount: number;
  /** '30 older entries loaded.' for a count (0: nothing more). */
  describe: (count: number) => string;
  label?: string;
  loadingLabel?: string;
  errorText?: string;
  /** Shown once every page is loaded (after the person loaded more than the first); `describe(0)` by default. */
  endText?: string;
};

/** The sentinel, the 'Load older' button, the error with a retry and the announcement. */
export function LoadOlder({
  paging,
  itemCount,
  describe,
  label = 'Load older',
  loadingLabel = 'Loading older entries...',
  errorText = 'Older entries could not be loaded.',
  endText,
}: LoadOlderProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const end = useRef<HTMLParagraphElement>(null);
  const buttonHadFocus = useRef(false);
  const { announcement, markLoad } = useLoadedAnnouncement(itemCount, describe);
  const [loadedMore, setLoadedMore] = useState(false);

  // The button goes away with the last page: the focus moves to the line that says so, not to the page.
  useEffect(() => {
    if (!paging.hasMore && buttonHadFocus.current) {
      buttonHadFocus.current = false;
      end.current?.focus();
    }
  }, [paging.hasMore]);

  const load = () => {
    if (paging.isLoading || !paging.hasMore) return;
    markLoad();
    setLoadedMore(true);
    void paging.load();
  };
  // Scrolling: not after a failure (the button retries), never twice at once.
  useSentinel(sentinel, paging.hasMore && !paging.isLoading && !paging.isError, load);

  return (
    <div className="mt-4">
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {paging.isError ? (
        <div role="alert" className="mb-2 text-center text-sm text-bad">
          {errorText}
        </div>
      ) : null}
      {paging.hasMore ? (
        <>
          <div ref={sentinel} aria-hidden="true" data-testid="load-older-sentinel" />
          <Button
            variant="outline"
            block
            className="aria-disabled:cursor-wait aria-disabled:opacity-60"
            // aria-disabled rather than disabled: the button keeps the focus while the page loads.
            aria-disabled={paging.isLoading || undefined}
            onClick={load}
            onFocus={() => {
              buttonHadFocus.current = true;
            }}
            onBlur={() => {
              buttonHadFocus.current = false;
            }}
          >
            {paging.isLoading ? loadingLabel : paging.isError ? 'Try Again' : label}
          </Button>
        </>
      ) : loadedMore ? (
        <p ref={end} tabIndex={-1} className="text-center text-sm text-ink-muted focus:outline-none">
          {endText ?? describe(0)}
        </p>
      ) : null}
    </div>
  );
}
