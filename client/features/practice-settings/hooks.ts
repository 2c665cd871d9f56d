import { apiJson } from '@client/api/http';
import type { TOwnPractice, TPracticeSettings, TPracticeSettingsInput } from '@contract/practice';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const OWN_PRACTICE_KEY = ['/api/practitioners/me'] as const;
export const practiceSettingsKey = (practitionerId: string) =>
  ['/api/practitioners', practitionerId, 'settings'] as const;

/**
 * What patients see of a practice and so must be read again after a save: the directory (its
 * searches and the home preview), public profiles and the provider dashboard.
 */
const READS_OF_THE_LISTING = [
  ['/api/practitioners'],
  ['home-preview', '/api/practitioners'],
  ['/api/practitioner-profiles'],
  ['/api/provider/dashboard'],
];

/** GET /api/practitioners/me: the signed-in practitioner's listing id (404 before they have one). */
export function useOwnPractice(enabled = true) {
  return useQuery<TOwnPractice>({ queryKey: OWN_PRACTICE_KEY, enabled });
}

/** GET /api/practitioners/{id}/settings. */
export function usePracticeSettings(practitionerId: string) {
  return useQuery<TPracticeSettings>({ queryKey: practiceSettingsKey(practitionerId) });
}

/** PUT /api/practitioners/{id}/settings; the listing changes at once, so its reads are refreshed. */
export function useSavePracticeSettings(practitionerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TPracticeSettingsInput) =>
      apiJson<TPracticeSettings>('PUT', `/api/practitioners/${practitionerId}/settings`, input),
    onSuccess: async (saved) => {
      queryClient.setQueryData(practiceSettingsKey(practitionerId), saved);
      await Promise.all(
        READS_OF_THE_LISTING.map((queryKey) =>
          queryClient.invalidateQueries({
            queryKey,
            // The settings just saved are already in the cache.
            predicate: (query) => query.queryKey[2] !== 'settings',
          }),
        ),
      );
    },
  });
}
