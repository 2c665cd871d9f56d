import { apiJson, throwIfResNotOk } from '@client/api/http';
import { browserTimeZone } from '@client/lib/dates';
import type {
  TCompleteExerciseRequest,
  TExerciseCompletion,
  TExerciseDifficulty,
  TExercisePlanList,
  TExerciseProgress,
  TExerciseRecommendations,
  TExerciseType,
} from '@contract/exercise';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Every exercise query starts with this, so a completed workout refreshes them all. */
const EXERCISE_KEY = ['exercise'] as const;

async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, { credentials: 'include', signal });
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

/** GET /api/exercise-plans?type&difficulty&tz: the catalogue with this week's figures. */
export function useExercisePlans(filter: {
  type: TExerciseType | null;
  difficulty: TExerciseDifficulty | null;
}) {
  const tz = browserTimeZone();
  const params = new URLSearchParams({ tz });
  if (filter.type) params.set('type', filter.type);
  if (filter.difficulty) params.set('difficulty', filter.difficulty);
  return useQuery<TExercisePlanList>({
    queryKey: [...EXERCISE_KEY, 'plans', filter.type, filter.difficulty, tz],
    queryFn: ({ signal }) => getJson(`/api/exercise-plans?${params.toString()}`, signal),
    placeholderData: (previous) => previous,
  });
}

/** GET /api/exercise-recommendations/user/{id}?tz. */
export function useExerciseRecommendations(userId: string | undefined) {
  const tz = browserTimeZone();
  return useQuery<TExerciseRecommendations>({
    queryKey: [...EXERCISE_KEY, 'recommendations', userId ?? '', tz],
    queryFn: ({ signal }) =>
      getJson(
        `/api/exercise-recommendations/user/${encodeURIComponent(userId ?? '')}?tz=${encodeURIComponent(tz)}`,
        signal,
      ),
    enabled: Boolean(userId),
  });
}

/** GET /api/exercise/progress?tz: this week, last week, the week streak and the challenge. */
export function useExerciseProgress() {
  const tz = browserTimeZone();
  return useQuery<TExerciseProgress>({
    queryKey: [...EXERCISE_KEY, 'progress', tz],
    queryFn: ({ signal }) => getJson(`/api/exercise/progress?tz=${encodeURIComponent(tz)}`, signal),
  });
}

/** POST /api/exercise/{id}/complete; every exercise figure refreshes on success. */
export function useCompleteExercise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ workoutId, input }: { workoutId: string; input: TCompleteExerciseRequest }) =>
      apiJson<TExerciseCompletion>('POST', `/api/exercise/${encodeURIComponent(workoutId)}/complete`, input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: EXERCISE_KEY });
    },
  });
}
