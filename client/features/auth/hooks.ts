import { ApiError, apiJson, getQueryFn } from '@client/api/http';
import { AUTH_STATUS_KEY } from '@client/api/queryClient';
import { track } from '@client/lib/analytics';
import { clearAccountFlags, STORAGE_KEYS, writeFlag } from '@client/lib/storage';
import type {
  TAuthResponse,
  TAuthStatus,
  TAuthUser,
  TResetPasswordRequest,
  TSigninRequest,
  TSignupRequest,
  ZForgotPasswordRequest,
} from '@contract/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { z } from 'zod';

const SIGNED_OUT: TAuthStatus = { authenticated: false, user: null };

/**
 * GET /auth/status: who is signed in, with their role. No retry, cached 5 minutes.
 * The only source of identity and role on the client; storage flags are never trusted for access.
 */
export function useAuthStatus() {
  return useQuery<TAuthStatus | null>({
    queryKey: AUTH_STATUS_KEY,
    queryFn: getQueryFn<TAuthStatus | null>({ on401: 'returnNull' }),
    retry: false,
    staleTime: 5 * 60 * 1000,
  });
}

/** The signed-in user, or null while loading or when signed out. */
export function useCurrentUser(): TAuthUser | null {
  const { data } = useAuthStatus();
  return data?.authenticated ? (data.user ?? null) : null;
}

export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: TSignupRequest) => apiJson<TAuthResponse>('POST', '/api/auth/signup', values),
    onSuccess: async (response) => {
      writeFlag(STORAGE_KEYS.userId, response.userId);
      writeFlag(STORAGE_KEYS.userEmail, response.email);
      writeFlag(STORAGE_KEYS.profileCompleted, 'true');
      track('user_signup_completed', { role: response.role });
      await queryClient.refetchQueries({ queryKey: AUTH_STATUS_KEY });
    },
  });
}

/**
 * POST /api/auth/signin. From the member sign-in (`returningMember`), the person is taken to have
 * finished their profile and onboarding; the provider sign-in leaves those marks alone.
 */
export function useSignin({ returningMember = true }: { returningMember?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: TSigninRequest) => apiJson<TAuthResponse>('POST', '/api/auth/signin', values),
    onSuccess: async (response, values) => {
      writeFlag(STORAGE_KEYS.userId, response.userId);
      writeFlag(STORAGE_KEYS.userEmail, response.email);
      if (returningMember) {
        writeFlag(STORAGE_KEYS.profileCompleted, 'true');
        writeFlag(STORAGE_KEYS.hasSeenOnboarding, 'true');
      }
      track('user_signin_completed', { role: response.role, rememberMe: values.rememberMe === true });
      await queryClient.refetchQueries({ queryKey: AUTH_STATUS_KEY });
    },
  });
}

/** Signs out, drops every cached read so nothing of the account stays in memory, and goes to /. */
export function useSignout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: async () => {
      try {
        await apiJson<{ ok: true }>('POST', '/api/auth/signout');
      } catch (error) {
        // A session that already ended (inactivity, expiry) is as signed out as it gets.
        if (!(error instanceof ApiError && error.status === 401)) throw error;
      }
    },
    onSuccess: () => {
      navigate('/');
      clearAccountFlags();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== AUTH_STATUS_KEY[0] });
      queryClient.setQueryData(AUTH_STATUS_KEY, SIGNED_OUT);
    },
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (values: z.input<typeof ZForgotPasswordRequest>) =>
      apiJson<{ ok: true }>('POST', '/api/auth/forgot-password', values),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (values: TResetPasswordRequest) =>
      apiJson<unknown>('POST', '/api/auth/reset-password', values),
  });
}
