import type { TInsightList } from '@contract/sharing';
import { useQuery } from '@tanstack/react-query';

/** GET /api/sharing/insights/{userId} (the key joins to that path). */
export function useInsights(userId: string | undefined, enabled: boolean) {
  return useQuery<TInsightList>({
    queryKey: ['/api/sharing/insights', userId ?? ''],
    enabled: enabled && Boolean(userId),
    // Computed from the latest data each time the dialog opens.
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
