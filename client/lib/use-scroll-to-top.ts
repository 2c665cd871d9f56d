import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/**
 * A link to another page opens it at its top, as a full page load would: the router keeps the
 * window's scroll position, so a call to action near the bottom of a long page used to open the next
 * page scrolled down. Back and forward are left to the browser, which restores where the person was;
 * a link to an anchor (`#…`) is left to the browser too.
 */
export function useScrollToTopOnNavigate(): void {
  const [location] = useLocation();
  const isFirst = useRef(true);
  const wentBackOrForward = useRef(false);

  useEffect(() => {
    const onPopState = () => {
      wentBackOrForward.current = true;
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of page
  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    if (wentBackOrForward.current) {
      wentBackOrForward.current = false;
      return;
    }
    if (window.location.hash) return;
    window.scrollTo(0, 0);
  }, [location]);
}
