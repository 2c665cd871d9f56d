import { ApiError, apiJson, throwIfResNotOk } from '@client/api/http';
import type { TPractitionerProfile, TPractitionerProfileInput } from '@contract/practice';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const PRACTICE_PROFILE_KEY = ['/api/practitioners/profile'] as const;

/** GET /api/practitioners/profile: the caller's working copy, or null when they have none yet (404). */
export function usePracticeProfile() {
  return useQuery<TPractitionerProfile | null>({
    queryKey: PRACTICE_PROFILE_KEY,
    queryFn: async ({ signal }) => {
      const res = await fetch(PRACTICE_PROFILE_KEY[0], { credentials: 'include', signal });
      if (res.status === 404) return null;
      await throwIfResNotOk(res);
      return (await res.json()) as TPractitionerProfile;
    },
  });
}

/** POST (first submission) or PUT (an edit) /api/practitioners/profile. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, isFirst }: { input: TPractitionerProfileInput; isFirst: boolean }) =>
      apiJson<TPractitionerProfile>(isFirst ? 'POST' : 'PUT', PRACTICE_PROFILE_KEY[0], input),
    onSuccess: (profile) => queryClient.setQueryData(PRACTICE_PROFILE_KEY, profile),
  });
}

/** POST /api/practitioners/profile/photo (multipart, field `photo`) or DELETE it. */
export function useProfilePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: { upload: File } | { remove: true }) => {
      if ('remove' in change)
        return apiJson<TPractitionerProfile>('DELETE', '/api/practitioners/profile/photo');
      const form = new FormData();
      form.append('photo', change.upload);
      const res = await fetch('/api/practitioners/profile/photo', {
        method: 'POST',
        body: form,
        credentials: 'include',
      });
      await throwIfResNotOk(res);
      return (await res.json()) as TPractitionerProfile;
    },
    onSuccess: (profile) => queryClient.setQueryData(PRACTICE_PROFILE_KEY, profile),
  });
}

/** The server's own words for a failed save, when it sent some. */
export const failureReason = (error: unknown) =>
  error instanceof ApiError ? (error.serverMessage ?? 'Please try again.') : 'Please try again.';
