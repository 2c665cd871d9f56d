import { apiJson } from '@client/api/http';
import type { TCreateExperimentRequest, TExperiment, TExperimentResults } from '@contract/ab-testing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExperimentAction } from './format';

/** GET /api/ab-testing/experiments: every experiment, for the three tabs. */
export const EXPERIMENTS_KEY = ['/api/ab-testing/experiments'] as const;
/** The list is read again after 5 minutes, the results after 1 minute (when the screen asks again). */
export const EXPERIMENTS_STALE_MS = 5 * 60_000;
export const RESULTS_STALE_MS = 60_000;

export const resultsKey = (id: string) => [...EXPERIMENTS_KEY, id, 'results'] as const;

/** Every experiment (admins only). */
export function useExperiments() {
  return useQuery<TExperiment[]>({ queryKey: EXPERIMENTS_KEY, staleTime: EXPERIMENTS_STALE_MS });
}

/** GET /api/ab-testing/experiments/{id}/results, only once an experiment is chosen. */
export function useExperimentResults(id: string | null) {
  return useQuery<TExperimentResults>({
    queryKey: resultsKey(id ?? ''),
    enabled: id !== null,
    staleTime: RESULTS_STALE_MS,
  });
}

export const actionUrl = (id: string, action: ExperimentAction) =>
  `${EXPERIMENTS_KEY[0]}/${encodeURIComponent(id)}/${action}`;

/**
 * Pause, Resume or End. Once the server confirms, the whole page reloads so every tab shows the new
 * state; a failure is logged and left to the caller to show.
 */
export function useExperimentAction() {
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: ExperimentAction }) =>
      apiJson<TExperiment>('POST', actionUrl(id, action)),
    onSuccess: () => {
      window.location.reload();
    },
    onError: (error, { action }) => {
      console.error(`The experiment could not be ${ACTION_PAST[action]}`, error);
    },
  });
}

export const ACTION_PAST: Record<ExperimentAction, string> = {
  pause: 'paused',
  resume: 'resumed',
  end: 'ended',
};

/** POST /api/ab-testing/experiments; the list is read again afterwards. */
export function useCreateExperiment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateExperimentRequest) => apiJson<TExperiment>('POST', EXPERIMENTS_KEY[0], body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: EXPERIMENTS_KEY, exact: true });
    },
  });
}
