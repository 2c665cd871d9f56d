import { apiJson } from '@client/api/http';
import type {
  TAchievementsPage,
  TPublicAchievement,
  ZAchievementShareLink,
  ZAchievementShareLinkRequest,
} from '@contract/gamification';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

/** GET /api/achievements (the key joins to that path): the page's achievements and the share card's figures. */
export const ACHIEVEMENTS_KEY = ['/api/achievements'] as const;

export function useAchievementsPage() {
  // Earned as the person acts anywhere in the app: read afresh each time the page opens.
  return useQuery<TAchievementsPage>({
    queryKey: ACHIEVEMENTS_KEY,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

export type TShareLinkRequest = z.input<typeof ZAchievementShareLinkRequest>;

/** POST /api/achievements/{id}/share-link: a public link showing only what the person chose. */
export function useCreateShareLink(achievementId: string) {
  return useMutation({
    mutationFn: (request: TShareLinkRequest) =>
      apiJson<z.infer<typeof ZAchievementShareLink>>(
        'POST',
        `/api/achievements/${encodeURIComponent(achievementId)}/share-link`,
        request,
      ),
  });
}

/** GET /api/public/achievements/{token}: one shared achievement, signed in or not. */
export function usePublicAchievement(token: string) {
  return useQuery<TPublicAchievement>({
    queryKey: ['/api/public/achievements', token],
    enabled: token.length > 0,
  });
}
