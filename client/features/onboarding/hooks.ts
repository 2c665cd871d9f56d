import { apiJson } from '@client/api/http';
import { CHECKLIST_FACTS_KEY } from '@client/features/progress';
import { trackFeature } from '@client/lib/analytics';
import type { TOnboardingAnswersInput, TOnboardingRecord } from '@contract/onboarding';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const ONBOARDING_KEY = ['/api/onboarding'] as const;

/** GET /api/onboarding: the caller's saved answers, or null before the first completion. */
export function useOnboardingRecord() {
  return useQuery<TOnboardingRecord | null>({ queryKey: ONBOARDING_KEY });
}

/** POST /api/onboarding/complete; the checklist's facts refresh on success. */
export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: TOnboardingAnswersInput) =>
      apiJson<TOnboardingRecord>('POST', '/api/onboarding/complete', answers),
    onSuccess: async (record) => {
      queryClient.setQueryData(ONBOARDING_KEY, record);
      // Only that it was completed: the answers are health data and never reach analytics.
      trackFeature('simple_onboarding', { action: 'completed' });
      await queryClient.invalidateQueries({ queryKey: CHECKLIST_FACTS_KEY });
    },
  });
}
