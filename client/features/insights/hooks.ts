import { throwIfResNotOk } from '@client/api/http';
import { browserTimeZone } from '@client/lib/dates';
import type {
  TDoctorSummary,
  TInsightMetricFilter,
  TInsightPeriod,
  TInsightsResponse,
} from '@contract/insights';
import { useQuery } from '@tanstack/react-query';

/** A GET whose URL carries a query string (query keys join path parts only). */
async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, { credentials: 'include', signal });
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** The query key prefix of GET /api/insights: a new check-in elsewhere may invalidate it. */
export const INSIGHTS_KEY = ['/api/insights'] as const;

/** GET /api/insights?period=&metric=&tz= (docs/product/insights.md#the-screen). */
export function insightsUrl(period: TInsightPeriod, metric: TInsightMetricFilter, tz = browserTimeZone()) {
  return `/api/insights?${query({ period, metric, tz })}`;
}

export function useInsights(period: TInsightPeriod, metric: TInsightMetricFilter, enabled = true) {
  const tz = browserTimeZone();
  return useQuery<TInsightsResponse>({
    queryKey: [...INSIGHTS_KEY, period, metric, tz],
    queryFn: ({ signal }) => getJson(insightsUrl(period, metric, tz), signal),
    enabled,
  });
}

/** GET /api/insights/summary?period=&tz=: the doctor summary's figures. */
export function useDoctorSummary(period: TInsightPeriod) {
  const tz = browserTimeZone();
  return useQuery<TDoctorSummary>({
    queryKey: ['/api/insights/summary', period, tz],
    queryFn: ({ signal }) => getJson(`/api/insights/summary?${query({ period, tz })}`, signal),
    refetchOnMount: 'always',
  });
}

/** GET /api/insights/export.csv?period=&tz=, saved under the file name the server gives. */
export async function downloadInsightsCsv(period: TInsightPeriod): Promise<void> {
  const res = await fetch(`/api/insights/export.csv?${query({ period, tz: browserTimeZone() })}`, {
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  const disposition = res.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `infinite-wellness-${period}.csv`;
  const url = URL.createObjectURL(await res.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click has started the download.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
