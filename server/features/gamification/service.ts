import type { Db } from '../../db/client';
import { gamificationRepository as repo, type UserAchievementRow } from './repository';

/**
 * Levels, XP, achievements, streaks and the weekly challenge (docs/product/achievements.md). Other
 * areas (the journey) read earned achievements through `earnedAchievements`.
 */
export function createGamificationService(deps: { db: Db }) {
  const { db } = deps;
  return {
    /** Achievements the person has earned, newest first. */
    earnedAchievements(userId: string): Promise<UserAchievementRow[]> {
      return repo.earned(db, userId);
    },
  };
}

export type GamificationService = ReturnType<typeof createGamificationService>;
