import type { TChecklistFacts } from '@contract/checklist';
import { useQuery } from '@tanstack/react-query';

/** GET /api/progress/checklist: the signed-in user's facts (the key joins to that path). */
export const CHECKLIST_FACTS_KEY = ['/api/progress/checklist'] as const;

export function useChecklistFacts(enabled: boolean) {
  // Facts change as the user acts anywhere in the app: read afresh each time /progress opens.
  return useQuery<TChecklistFacts>({
    queryKey: CHECKLIST_FACTS_KEY,
    enabled,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
