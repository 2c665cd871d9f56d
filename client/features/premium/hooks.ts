import { apiJson } from '@client/api/http';
import { AUTH_STATUS_KEY } from '@client/api/queryClient';
import { trackFeature } from '@client/lib/analytics';
import { removeFlag, STORAGE_KEYS, writeFlag } from '@client/lib/storage';
import type { TSubscriptionStatus, TTrialStatus } from '@contract/subscription';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

export const SUBSCRIPTION_STATUS_KEY = ['/api/subscription/status'] as const;
export const TRIAL_STATUS_KEY = ['/api/premium/trial-status'] as const;

/**
 * The checklist's premium_nutrition item reads the local flag premiumActive. It follows
 * the server: set while the status says premium or trial, removed when it says free.
 */
function syncPremiumFlag(status: TSubscriptionStatus | undefined) {
  if (!status) return;
  if (status.isPremium) writeFlag(STORAGE_KEYS.premiumActive, 'true');
  else removeFlag(STORAGE_KEYS.premiumActive);
}

/** GET /api/subscription/status: no retry. Refreshed on every visit of a premium screen. */
export function useSubscriptionStatus(isEnabled = true) {
  const query = useQuery<TSubscriptionStatus>({
    queryKey: SUBSCRIPTION_STATUS_KEY,
    enabled: isEnabled,
    retry: false,
    refetchOnMount: 'always',
  });
  useEffect(() => syncPremiumFlag(query.data), [query.data]);
  return query;
}

/** GET /api/premium/trial-status. */
export function useTrialStatus(isEnabled = true) {
  return useQuery<TTrialStatus>({ queryKey: TRIAL_STATUS_KEY, enabled: isEnabled, refetchOnMount: 'always' });
}

/** After any change of plan: the statuses, and /auth/status (its user.isPremium). */
export function useRefreshSubscription() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_STATUS_KEY }),
      queryClient.invalidateQueries({ queryKey: TRIAL_STATUS_KEY }),
      queryClient.invalidateQueries({ queryKey: AUTH_STATUS_KEY }),
    ]);
  };
}

/** POST /api/premium/start-trial (no body); the trial status refreshes either way. */
export function useStartTrial() {
  const refresh = useRefreshSubscription();
  return useMutation({
    mutationFn: () => apiJson<TTrialStatus>('POST', '/api/premium/start-trial'),
    onSuccess: () => {
      writeFlag(STORAGE_KEYS.premiumActive, 'true');
      trackFeature('premium_trial_started');
    },
    onSettled: refresh,
  });
}
