import { apiJson, throwIfResNotOk } from '@client/api/http';
import { AUTH_STATUS_KEY } from '@client/api/queryClient';
import { CHECKLIST_FACTS_KEY } from '@client/features/progress';
import { track } from '@client/lib/analytics';
import { STORAGE_KEYS, writeFlag } from '@client/lib/storage';
import type {
  TAvatarId,
  TChangePasswordRequest,
  TPrivacySettings,
  TProfile,
  TSessionSummary,
  TUpdateProfileRequest,
} from '@contract/profile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const PROFILE_KEY = ['/api/user/profile'] as const;
export const SESSIONS_KEY = ['/api/user/sessions'] as const;

/** GET /api/user/profile. */
export function useProfile() {
  return useQuery<TProfile>({ queryKey: PROFILE_KEY });
}

/**
 * Reads that depend on the ZIP code or on what the profile holds: practitioner distances, the home
 * screen's air quality and the checklist's 'Complete your profile' (docs/product/profile.md#profile-information).
 */
const READS_FROM_PROFILE = [
  ['/api/practitioners'],
  ['home-preview', '/api/practitioners'],
  ['/api/environmental/air-quality'],
  CHECKLIST_FACTS_KEY,
];

/** PATCH /api/user/profile; the header's name and email come from /auth/status, refreshed too. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TUpdateProfileRequest) => apiJson<TProfile>('PATCH', '/api/user/profile', input),
    onSuccess: async (profile) => {
      queryClient.setQueryData(PROFILE_KEY, profile);
      writeFlag(STORAGE_KEYS.userEmail, profile.email);
      // Only that the profile was saved: never its fields (they include health data).
      track('user_action', { action: 'profile_updated' });
      await Promise.all(
        [AUTH_STATUS_KEY, ...READS_FROM_PROFILE].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}

/** PATCH /api/user/privacy with one or more of the four flags. */
export function useUpdatePrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Partial<TPrivacySettings>) =>
      apiJson<TPrivacySettings>('PATCH', '/api/user/privacy', input),
    onSuccess: (settings) => {
      queryClient.setQueryData<TProfile>(PROFILE_KEY, (old) => (old ? { ...old, ...settings } : old));
    },
  });
}

/** POST /api/user/avatar, a multipart form with the file in `avatar`. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('avatar', file);
      const res = await fetch('/api/user/avatar', { method: 'POST', body: form, credentials: 'include' });
      await throwIfResNotOk(res);
      return (await res.json()) as TProfile;
    },
    onSuccess: (profile) => {
      queryClient.setQueryData(PROFILE_KEY, profile);
      track('user_action', { action: 'avatar_uploaded' });
    },
  });
}

/** POST /api/user/avatar/emoji. */
export function useChooseEmojiAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (avatarId: TAvatarId) => apiJson<TProfile>('POST', '/api/user/avatar/emoji', { avatarId }),
    onSuccess: (profile) => {
      queryClient.setQueryData(PROFILE_KEY, profile);
      track('user_action', { action: 'avatar_emoji_chosen' });
    },
  });
}

export function useSessions() {
  return useQuery<TSessionSummary[]>({ queryKey: SESSIONS_KEY });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<{ revoked: number }>('POST', '/api/user/sessions/revoke-others'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TChangePasswordRequest) =>
      apiJson<{ revoked: number }>('POST', '/api/user/change-password', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
