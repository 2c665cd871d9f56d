import {
  ANALYTICS_DASHBOARD_REFETCH_MS as REFETCH,
  type TAnalyticsDashboard,
  type TAnalyticsEngagement,
  type TAnalyticsFunnel,
  type TAnalyticsRealtime,
} from '@contract/analytics-dashboard';
import { useQuery } from '@tanstack/react-query';

/**
 * The dashboard's four reads (admins only), each read again on its own interval while its part of the
 * screen is shown (docs/product/admin.md#analytics-dashboard).
 */
export function useDashboard() {
  return useQuery<TAnalyticsDashboard>({
    queryKey: ['/api/analytics/dashboard'],
    refetchInterval: REFETCH.dashboard,
  });
}

export function useEngagement() {
  return useQuery<TAnalyticsEngagement>({
    queryKey: ['/api/analytics/engagement'],
    refetchInterval: REFETCH.engagement,
  });
}

export function useFunnel() {
  return useQuery<TAnalyticsFunnel>({ queryKey: ['/api/analytics/funnel'], refetchInterval: REFETCH.funnel });
}

export function useRealtime() {
  return useQuery<TAnalyticsRealtime>({
    queryKey: ['/api/analytics/realtime'],
    refetchInterval: REFETCH.realtime,
  });
}
