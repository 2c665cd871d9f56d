import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { trackPageView } from './analytics';

/** A page_view on every route change (docs/product/analytics.md#what-is-tracked). Only the path is sent, never the query (reset tokens). */
export function usePageViews(): void {
  const [location] = useLocation();
  useEffect(() => {
    trackPageView(location);
  }, [location]);
}
