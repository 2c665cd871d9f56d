import { ApiError, apiJson, throwIfResNotOk } from '@client/api/http';
import { trackFeature } from '@client/lib/analytics';
import { browserTimeZone, localDateString } from '@client/lib/dates';
import type { TPost } from '@contract/community';
import type { TCreateHealthMetricRequest, THealthMetric, THealthMetricDaily } from '@contract/health-metrics';
import type { TPractitionerPage } from '@contract/practitioners';
import type { TProgress } from '@contract/progress';
import type { TRecommendation, TRecommendationTried } from '@contract/recommendations';
import type { TAirQuality, TDailyMessage } from '@contract/wellness';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** A GET whose URL carries a query string (query keys join path parts only). */
async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, { credentials: 'include', signal });
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** GET /api/wellness/daily-message for the browser's own calendar day. */
export function useDailyMessage() {
  const date = localDateString(new Date());
  return useQuery<TDailyMessage>({
    queryKey: ['/api/wellness/daily-message', date],
    queryFn: ({ signal }) => getJson(`/api/wellness/daily-message?date=${date}`, signal),
  });
}

/** GET /api/environmental/air-quality (the user's area; the default note without a provider). */
export function useAirQuality() {
  return useQuery<TAirQuality>({ queryKey: ['/api/environmental/air-quality'] });
}

/** GET /api/health-metrics/user/{userId}: the latest check-in, or null. */
export function latestMetricKey(userId: string) {
  return ['/api/health-metrics/user', userId] as const;
}

export function useLatestHealthMetric(userId: string | undefined) {
  return useQuery<THealthMetric | null>({
    queryKey: latestMetricKey(userId ?? ''),
    enabled: Boolean(userId),
  });
}

/**
 * GET /api/health-metrics/user/{userId}/daily?tz=…: the last 7 days' averages for the metrics' sparklines.
 * Its key starts with latestMetricKey, so a new check-in refreshes it too.
 */
export function useHealthMetricDaily(userId: string | undefined) {
  const tz = browserTimeZone();
  return useQuery<THealthMetricDaily>({
    queryKey: [...latestMetricKey(userId ?? ''), 'daily', tz],
    queryFn: ({ signal }) =>
      getJson(
        `/api/health-metrics/user/${encodeURIComponent(userId ?? '')}/daily?tz=${encodeURIComponent(tz)}`,
        signal,
      ),
    enabled: Boolean(userId),
  });
}

/** GET /api/progress/user/{userId}?tz=…; summarises other screens' activity, so it refreshes on every visit. */
export function useProgress(userId: string | undefined) {
  const tz = browserTimeZone();
  return useQuery<TProgress>({
    queryKey: ['/api/progress/user', userId ?? '', tz],
    queryFn: ({ signal }) =>
      getJson(`/api/progress/user/${encodeURIComponent(userId ?? '')}?tz=${encodeURIComponent(tz)}`, signal),
    enabled: Boolean(userId),
    refetchOnMount: 'always',
  });
}

/** GET /api/recommendations?tz=…, computed from the user's own recent data. */
export function useRecommendations(isEnabled: boolean) {
  const tz = browserTimeZone();
  return useQuery<TRecommendation[]>({
    queryKey: ['/api/recommendations', tz],
    queryFn: ({ signal }) => getJson(`/api/recommendations?tz=${encodeURIComponent(tz)}`, signal),
    enabled: isEnabled,
    refetchOnMount: 'always',
  });
}

/** What a check-in changes on the home screen. */
function useRefreshAfterActivity(userId: string | undefined) {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      userId ? queryClient.invalidateQueries({ queryKey: latestMetricKey(userId) }) : null,
      queryClient.invalidateQueries({ queryKey: ['/api/progress/user'] }),
      queryClient.invalidateQueries({ queryKey: ['/api/recommendations'] }),
    ]);
  };
}

/** POST /api/health-metrics. */
export function useCreateHealthMetric(userId: string | undefined) {
  const refresh = useRefreshAfterActivity(userId);
  return useMutation({
    mutationFn: (input: Omit<TCreateHealthMetricRequest, 'userId'>) =>
      apiJson<THealthMetric>('POST', '/api/health-metrics', input),
    onSuccess: async () => {
      // Only that a check-in happened: no scores or note (health data stays out of analytics).
      trackFeature('daily_check_in', { action: 'saved' });
      await refresh();
    },
  });
}

/** POST /api/recommendations/{id}/tried. */
export function useMarkRecommendationTried(userId: string | undefined) {
  const refresh = useRefreshAfterActivity(userId);
  return useMutation({
    mutationFn: (id: string) =>
      apiJson<TRecommendationTried>(
        'POST',
        `/api/recommendations/${encodeURIComponent(id)}/tried?tz=${encodeURIComponent(browserTimeZone())}`,
      ),
    onSuccess: async () => {
      trackFeature('recommendation', { action: 'tried' });
      await refresh();
    },
  });
}

/*
 * The two previews have keys of their own: the practitioners and community screens cache these
 * endpoints in their own shapes (filters, pages), and the previews must not collide with them.
 */

/** GET /api/practitioners?limit=2: the 2 nearest to the user's ZIP code, for the home screen. */
export function usePractitionersPreview() {
  return useQuery<TPractitionerPage>({
    queryKey: ['home-preview', '/api/practitioners'],
    queryFn: ({ signal }) => getJson('/api/practitioners?limit=2', signal),
  });
}

/** GET /api/community?limit=2: the two newest discussions, fresh on every visit. */
export function useCommunityPreview() {
  return useQuery<TPost[]>({
    queryKey: ['home-preview', '/api/community'],
    queryFn: ({ signal }) => getJson('/api/community?limit=2', signal),
    refetchOnMount: 'always',
  });
}
