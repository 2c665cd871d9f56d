import { apiJson } from '@client/api/http';
import { AUTH_STATUS_KEY } from '@client/api/queryClient';
import { track } from '@client/lib/analytics';
import { STORAGE_KEYS, writeFlag } from '@client/lib/storage';
import type { TAuthResponse, TSigninRequest } from '@contract/auth';
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

/** POST /api/auth/signin from the provider sign-in screen; where to go follows the account's role. */
export function useProviderSignin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: TSigninRequest) => apiJson<TAuthResponse>('POST', '/api/auth/signin', values),
    onSuccess: async (response, values) => {
      writeFlag(STORAGE_KEYS.userId, response.userId);
      writeFlag(STORAGE_KEYS.userEmail, response.email);
      track('user_signin_completed', { role: response.role, rememberMe: values.rememberMe === true });
      await queryClient.refetchQueries({ queryKey: AUTH_STATUS_KEY });
    },
  });
}
