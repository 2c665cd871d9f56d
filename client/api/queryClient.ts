import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, getQueryFn } from './http';

/** The key of GET /auth/status; the only source of who is signed in and their role. */
export const AUTH_STATUS_KEY = ['/auth/status'] as const;

/**
 * Reads never go stale, no polling, no retries, no refetch on focus
 * (docs/product/README.md#rules-that-hold-everywhere).
 */
export function createQueryClient(): QueryClient {
  // A 401 anywhere means the session ended (expiry, inactivity sign-out): re-read the auth status.
  const onApiError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) {
      void client.invalidateQueries({ queryKey: AUTH_STATUS_KEY });
    }
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: onApiError }),
    mutationCache: new MutationCache({ onError: onApiError }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}

export const queryClient = createQueryClient();
