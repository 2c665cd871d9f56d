import { ApiError, apiJson, throwIfResNotOk } from '@client/api/http';
import { useRefreshSubscription } from '@client/features/premium';
import { trackFeature } from '@client/lib/analytics';
import { browserTimeZone } from '@client/lib/dates';
import type { TFast, TFastingState, TStartFastRequest } from '@contract/fasting';
import type { TAddWaterRequest, TWaterSummary } from '@contract/water';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The 402 answers of premium gating (PREMIUM_REQUIRED, TRIAL_LIMIT_REACHED): the upsell applies. */
export function isUpsellError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 402;
}

async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, { credentials: 'include', signal });
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

const tzQuery = () => `tz=${encodeURIComponent(browserTimeZone())}`;

export const WATER_KEY = ['/api/water/summary'] as const;
export const FASTING_KEY = ['/api/fasting'] as const;

/** GET /api/water/summary?tz=: 'today' is the browser's own calendar day. */
export function useWaterSummary(isEnabled: boolean) {
  return useQuery<TWaterSummary>({
    queryKey: [...WATER_KEY, browserTimeZone()],
    queryFn: ({ signal }) => getJson(`/api/water/summary?${tzQuery()}`, signal),
    enabled: isEnabled,
    refetchOnMount: 'always',
  });
}

/** Every water write answers the new summary: it replaces the cached one. A 402 refreshes the plan. */
function useWaterWrite<TInput>(request: (input: TInput) => Promise<TWaterSummary>, action: string) {
  const queryClient = useQueryClient();
  const refreshSubscription = useRefreshSubscription();
  return useMutation({
    mutationFn: request,
    onSuccess: (summary) => {
      queryClient.setQueryData([...WATER_KEY, browserTimeZone()], summary);
      // Only the action, never amounts (health data stays out of analytics).
      trackFeature('water_tracking', { action });
      void queryClient.invalidateQueries({ queryKey: ['/api/premium/trial-status'] });
    },
    onError: (error) => {
      if (isUpsellError(error)) void refreshSubscription();
    },
  });
}

export function useAddWater() {
  return useWaterWrite(
    (input: TAddWaterRequest) => apiJson<TWaterSummary>('POST', `/api/water/entries?${tzQuery()}`, input),
    'added',
  );
}

export function useUndoWater() {
  return useWaterWrite(
    (_: undefined) => apiJson<TWaterSummary>('DELETE', `/api/water/entries/last?${tzQuery()}`),
    'undone',
  );
}

/** PUT /api/water/goal, then the summary is read again. */
export function useSetWaterGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (goalMl: number) => apiJson<{ goalMl: number }>('PUT', '/api/water/goal', { goalMl }),
    onSuccess: async () => {
      trackFeature('water_tracking', { action: 'goal_set' });
      await queryClient.invalidateQueries({ queryKey: WATER_KEY });
    },
  });
}

/** GET /api/fasting: note acknowledged, fast in progress, history, and the server's clock. */
export function useFastingState(isEnabled: boolean) {
  return useQuery<TFastingState & { receivedAt: number }>({
    queryKey: FASTING_KEY,
    queryFn: async ({ signal }) => ({
      ...(await getJson<TFastingState>('/api/fasting', signal)),
      receivedAt: Date.now(),
    }),
    enabled: isEnabled,
    refetchOnMount: 'always',
  });
}

function useFastingWrite<TInput, TOutput>(request: (input: TInput) => Promise<TOutput>, action: string) {
  const queryClient = useQueryClient();
  const refreshSubscription = useRefreshSubscription();
  return useMutation({
    mutationFn: request,
    onSuccess: async () => {
      trackFeature('fasting_tracking', { action });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: FASTING_KEY }),
        queryClient.invalidateQueries({ queryKey: ['/api/premium/trial-status'] }),
      ]);
    },
    onError: (error) => {
      if (isUpsellError(error)) void refreshSubscription();
    },
  });
}

export function useAcknowledgeFastingNote() {
  return useFastingWrite(
    (_: undefined) => apiJson<{ noteAcknowledged: true }>('POST', '/api/fasting/acknowledge-note'),
    'note_acknowledged',
  );
}

export function useStartFast() {
  return useFastingWrite(
    (input: TStartFastRequest) => apiJson<TFast>('POST', '/api/fasting/start', input),
    'started',
  );
}

export function useStopFast() {
  return useFastingWrite((_: undefined) => apiJson<TFast>('POST', '/api/fasting/stop'), 'stopped');
}
