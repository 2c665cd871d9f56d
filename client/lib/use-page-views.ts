import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { trackPageView } from './analytics';

/** Spec 000 §4: a page_view on every route change. Only the path is sent, never the query (reset tokens). */
export function usePageViews(): void {
  const [location] = useLocation();
  useEffect(() => {
    trackPageView(location);
  }, [location]);
}
