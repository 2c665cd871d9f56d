import { apiJson } from '@client/api/http';
import { track } from '@client/lib/analytics';
import { STORAGE_KEYS, writeFlag } from '@client/lib/storage';
import type { TCreateSymptomRequest, TSymptom } from '@contract/symptoms';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** GET /api/symptoms/user/{userId} (newest first); the key joins to that path. */
export function symptomsKey(userId: string) {
  return ['/api/symptoms/user', userId] as const;
}

export function useSymptoms(userId: string | undefined) {
  return useQuery<TSymptom[]>({
    queryKey: symptomsKey(userId ?? ''),
    enabled: Boolean(userId),
  });
}

/** POST /api/symptoms; the list refreshes on success. */
export function useCreateSymptom(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<TCreateSymptomRequest, 'userId'>) =>
      apiJson<TSymptom>('POST', '/api/symptoms', { ...input, userId }),
    onSuccess: async () => {
      writeFlag(STORAGE_KEYS.symptomsLogged, 'true');
      // Only that a symptom was logged: no name, severity or text (health data stays out of analytics).
      track('symptom_tracking', { action: 'logged' });
      if (userId) await queryClient.invalidateQueries({ queryKey: symptomsKey(userId) });
    },
  });
}
