import { apiJson } from '@client/api/http';
import { AUTH_STATUS_KEY } from '@client/api/queryClient';
import { track } from '@client/lib/analytics';
import { STORAGE_KEYS, writeFlag } from '@client/lib/storage';
import type { TProviderSignupRequest, TProviderSignupResponse, TProviderStats } from '@contract/practice';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** POST /api/providers/signup: the practitioner account, signed in on success. */
export function useProviderSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: TProviderSignupRequest) =>
      apiJson<TProviderSignupResponse>('POST', '/api/providers/signup', values),
    onSuccess: async (response) => {
      writeFlag(STORAGE_KEYS.userId, response.userId);
      writeFlag(STORAGE_KEYS.userEmail, response.email);
      track('user_signup_completed', { role: response.role });
      await queryClient.refetchQueries({ queryKey: AUTH_STATUS_KEY });
    },
  });
}

/** GET /api/providers/stats: the landing's figures, each null while it is still small. */
export function useProviderStats() {
  return useQuery<TProviderStats>({
    queryKey: ['/api/providers/stats'],
    staleTime: 10 * 60 * 1000,
    retry: false,
  });
}
