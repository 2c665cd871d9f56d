import { apiJson } from '@client/api/http';
import type {
  TGamificationAchievement,
  TLevel,
  TStreak,
  TStreakType,
  TWeeklyChallenge,
} from '@contract/gamification';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * The gamification panel's four reads (docs/product/achievements.md#gamification-panel-on-progress); each
 * key joins to its path. Computed from the person's latest activity: read afresh when a tab opens.
 */
export const LEVEL_KEY = ['/api/gamification/level'] as const;
export const GAMIFICATION_ACHIEVEMENTS_KEY = ['/api/gamification/achievements'] as const;
export const STREAKS_KEY = ['/api/gamification/streaks'] as const;
export const WEEKLY_CHALLENGE_KEY = ['/api/gamification/weekly-challenge'] as const;

const fresh = { staleTime: 0, refetchOnMount: 'always' } as const;

export const useLevel = () => useQuery<TLevel>({ queryKey: LEVEL_KEY, ...fresh });
export const useGamificationAchievements = () =>
  useQuery<TGamificationAchievement[]>({ queryKey: GAMIFICATION_ACHIEVEMENTS_KEY, ...fresh });
export const useStreaks = () => useQuery<TStreak[]>({ queryKey: STREAKS_KEY, ...fresh });
export const useWeeklyChallenge = () =>
  useQuery<TWeeklyChallenge>({ queryKey: WEEKLY_CHALLENGE_KEY, ...fresh });

/** POST /api/gamification/streaks/freeze, then the streaks again. */
export function useStreakFreeze() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (type: TStreakType) => apiJson<unknown>('POST', '/api/gamification/streaks/freeze', { type }),
    onSuccess: () => client.invalidateQueries({ queryKey: STREAKS_KEY }),
  });
}
