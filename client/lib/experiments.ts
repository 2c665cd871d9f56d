import { apiJson } from '@client/api/http';
import { AUTH_STATUS_KEY } from '@client/api/queryClient';
import { type TActiveAssignment, type TConvertRequest, ZActiveAssignments } from '@contract/ab-testing';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * The person's A/B variants (docs/product/ab-testing.md#assignment): loaded once when the app starts,
 * after the auth status, from GET /api/ab-testing/experiments/active. A failure is only logged and
 * every experiment then shows its control.
 */
export const EXPERIMENTS_KEY = ['/api/ab-testing/experiments/active'] as const;

export type Variant = { variantId: string; config: TActiveAssignment['assignedVariant']['config'] };

async function loadAssignments(): Promise<TActiveAssignment[]> {
  try {
    const parsed = ZActiveAssignments.safeParse(await apiJson<unknown>('GET', EXPERIMENTS_KEY[0]));
    if (parsed.success) return parsed.data;
    console.warn('Could not read the A/B experiments', parsed.error);
  } catch (error) {
    console.warn('Could not load the A/B experiments', error);
  }
  return [];
}

/** The assignments, once the auth status has settled (signed in or not decides whose they are). */
export function useExperimentAssignments(): TActiveAssignment[] | undefined {
  // Observes the auth status without asking for it: the routes ask.
  const auth = useQuery({ queryKey: AUTH_STATUS_KEY, enabled: false });
  const settled = auth.data !== undefined || auth.status === 'error';
  const { data } = useQuery({ queryKey: EXPERIMENTS_KEY, queryFn: loadAssignments, enabled: settled });
  return data;
}

/** Starts loading the assignments when the app starts; rendered once, by the app's root. */
export function ExperimentAssignments(): null {
  useExperimentAssignments();
  return null;
}

/** The variant this person sees in the experiment `key`; null while loading, on failure, or when not in it. */
export function useVariant(key: string): Variant | null {
  const assignment = useExperimentAssignments()?.find((a) => a.key === key);
  return assignment
    ? { variantId: assignment.assignedVariant.id, config: assignment.assignedVariant.config }
    : null;
}

/**
 * A function recording a conversion of the experiment `key` for this person's variant
 * (POST /api/ab-testing/convert/{id}); it does nothing when they are not in it, and a failure is
 * only logged.
 */
export function useConvert(key: string): (body?: TConvertRequest) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (body: TConvertRequest = {}) => {
      const assignments = queryClient.getQueryData<TActiveAssignment[]>(EXPERIMENTS_KEY);
      const experiment = assignments?.find((a) => a.key === key);
      if (!experiment) return;
      try {
        await apiJson('POST', `/api/ab-testing/convert/${encodeURIComponent(experiment.id)}`, body);
      } catch (error) {
        console.warn('Could not record the A/B conversion', error);
      }
    },
    [queryClient, key],
  );
}

/** A string setting of a variant's config, or `fallback` (the control's) without one. */
export function variantText(variant: Variant | null, name: string, fallback: string): string {
  const value = variant?.config[name];
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
}
