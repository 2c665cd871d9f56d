import { apiJson, throwIfResNotOk } from '@client/api/http';
import { track } from '@client/lib/analytics';
import { browserTimeZone } from '@client/lib/dates';
import { challengeTaskId } from '@common/challenges';
import type {
  TChallengeCategory,
  TChallengeDetail,
  TChallengeList,
  TChallengeRequestCreated,
  TChallengeRequestInput,
} from '@contract/challenges';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Every challenges query starts with this, so a change refreshes them all. */
const CHALLENGES_KEY = ['challenges'] as const;

async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, { credentials: 'include', signal });
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

/**
 * GET /api/challenges[?category=]: the catalogue, with the caller's runs when signed in. `viewer` (the
 * signed-in user's id, or null) is part of the key, so signing in or out reads it again.
 */
export function useChallenges(category: TChallengeCategory | null, viewer: string | null) {
  const query = category ? `?category=${encodeURIComponent(category)}` : '';
  return useQuery<TChallengeList>({
    queryKey: [...CHALLENGES_KEY, 'list', viewer, category],
    queryFn: ({ signal }) => getJson(`/api/challenges${query}`, signal),
    placeholderData: (previous) => previous,
  });
}

/** GET /api/challenges/{id}: the 30 tasks (while `enabled`, e.g. while its dialog is open). */
export function useChallenge(id: string, viewer: string | null, enabled: boolean) {
  return useQuery<TChallengeDetail>({
    queryKey: [...CHALLENGES_KEY, 'detail', viewer, id],
    queryFn: ({ signal }) => getJson(`/api/challenges/${encodeURIComponent(id)}`, signal),
    enabled,
  });
}

/** After a change: the challenge lists and details, and the levels and achievements it may move. */
async function refresh(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: CHALLENGES_KEY }),
    queryClient.invalidateQueries({
      predicate: (query) => {
        const first = query.queryKey[0];
        return typeof first === 'string' && /^\/api\/(gamification|achievements)\b/.test(first);
      },
    }),
  ]);
}

/** POST /api/challenges/{id}/join with the browser's time zone (day 1 is today there). */
export function useJoinChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiJson<TChallengeDetail>('POST', `/api/challenges/${encodeURIComponent(id)}/join`, {
        timeZone: browserTimeZone(),
      }),
    onSettled: () => refresh(queryClient),
  });
}

/** POST /api/challenges/{id}/leave. */
export function useLeaveChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiJson<TChallengeDetail>('POST', `/api/challenges/${encodeURIComponent(id)}/leave`),
    onSettled: () => refresh(queryClient),
  });
}

export type TaskToggle = { challengeId: string; day: number; done: boolean };

/** A run's task shown as ticked (or not) at once, in every cached list and detail. */
function withTask<T extends TChallengeDetail>(detail: T, { challengeId, day, done }: TaskToggle): T {
  if (detail.id !== challengeId || !detail.progress) return detail;
  const before = detail.tasks.find((t) => t.day === day)?.completed ?? false;
  if (before === done) return detail;
  const tasksDone = detail.progress.tasksDone + (done ? 1 : -1);
  return {
    ...detail,
    progress: {
      ...detail.progress,
      tasksDone,
      percent: Math.round((tasksDone / detail.progress.tasksTotal) * 100),
    },
    tasks: detail.tasks.map((t) => (t.day === day ? { ...t, completed: done, undoable: done } : t)),
  };
}

/**
 * Ticks or unticks a day's task: shown at once (optimistic), put back as it was when the server
 * refuses, then read again from the server either way.
 */
export function useToggleTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ challengeId, day, done }: TaskToggle) =>
      apiJson<TChallengeDetail>(
        done ? 'POST' : 'DELETE',
        `/api/challenges/${encodeURIComponent(challengeId)}/tasks/${challengeTaskId(day)}/complete`,
      ),
    onMutate: async (toggle) => {
      await queryClient.cancelQueries({ queryKey: CHALLENGES_KEY });
      const lists = queryClient.getQueriesData<TChallengeList>({ queryKey: [...CHALLENGES_KEY, 'list'] });
      const details = queryClient.getQueriesData<TChallengeDetail>({
        queryKey: [...CHALLENGES_KEY, 'detail'],
      });
      for (const [key, data] of lists) {
        if (data)
          queryClient.setQueryData(key, { ...data, active: data.active.map((d) => withTask(d, toggle)) });
      }
      for (const [key, data] of details) if (data) queryClient.setQueryData(key, withTask(data, toggle));
      return { snapshot: [...lists, ...details] };
    },
    onError: (_error, _toggle, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (_detail, toggle) => {
      // The day only: which challenge could hint at a condition.
      if (toggle.done) track('daily_task_completed', { day: toggle.day });
    },
    onSettled: () => refresh(queryClient),
  });
}

/** 'Request Custom Challenge': POST /api/challenge-requests. */
export function useRequestChallenge() {
  return useMutation({
    mutationFn: (input: TChallengeRequestInput) =>
      apiJson<TChallengeRequestCreated>('POST', '/api/challenge-requests', input),
  });
}
