import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  achievementShareLinks,
  streakFreezes,
  userAchievements,
  weeklyChallengeRewards,
} from '../../db/schema/gamification';

export type UserAchievementRow = typeof userAchievements.$inferSelect;
export type StreakFreezeRow = typeof streakFreezes.$inferSelect;
export type WeeklyChallengeRewardRow = typeof weeklyChallengeRewards.$inferSelect;
export type ShareLinkRow = typeof achievementShareLinks.$inferSelect;

/** Every query of the gamification area (docs/conventions.md#repositories-own-the-sql). */
export const gamificationRepository = {
  /** Records an achievement once; answers true when it was new. */
  async award(db: DbOrTx, userId: string, achievementId: string, earnedAt: Date): Promise<boolean> {
    const rows = await db
      .insert(userAchievements)
      .values({ userId, achievementId, earnedAt })
      .onConflictDoNothing()
      .returning({ id: userAchievements.achievementId });
    return rows.length > 0;
  },

  /** Earned achievements, newest first. */
  async earned(db: DbOrTx, userId: string): Promise<UserAchievementRow[]> {
    return db
      .select()
      .from(userAchievements)
      .where(eq(userAchievements.userId, userId))
      .orderBy(desc(userAchievements.earnedAt), desc(userAchievements.achievementId));
  },

  async earnedOne(db: DbOrTx, userId: string, achievementId: string): Promise<UserAchievementRow | null> {
    const [row] = await db
      .select()
      .from(userAchievements)
      .where(and(eq(userAchievements.userId, userId), eq(userAchievements.achievementId, achievementId)));
    return row ?? null;
  },

  async freezes(db: DbOrTx, userId: string): Promise<StreakFreezeRow[]> {
    return db
      .select()
      .from(streakFreezes)
      .where(eq(streakFreezes.userId, userId))
      .orderBy(desc(streakFreezes.frozenDay));
  },

  /** Records a freeze; false when one was already used that week (or for that day and streak). */
  async useFreeze(db: DbOrTx, row: typeof streakFreezes.$inferInsert): Promise<boolean> {
    const rows = await db
      .insert(streakFreezes)
      .values(row)
      .onConflictDoNothing()
      .returning({ userId: streakFreezes.userId });
    return rows.length > 0;
  },

  async challengeRewards(db: DbOrTx, userId: string): Promise<WeeklyChallengeRewardRow[]> {
    return db
      .select()
      .from(weeklyChallengeRewards)
      .where(eq(weeklyChallengeRewards.userId, userId))
      .orderBy(asc(weeklyChallengeRewards.weekStart));
  },

  /** Records a completed week once; answers true when it was new. */
  async rewardChallenge(
    db: DbOrTx,
    userId: string,
    weekStart: string,
    xp: number,
    at: Date,
  ): Promise<boolean> {
    const rows = await db
      .insert(weeklyChallengeRewards)
      .values({ userId, weekStart, xp, completedAt: at })
      .onConflictDoNothing()
      .returning({ userId: weeklyChallengeRewards.userId });
    return rows.length > 0;
  },

  async insertShareLink(db: DbOrTx, row: typeof achievementShareLinks.$inferInsert): Promise<void> {
    await db.insert(achievementShareLinks).values(row);
  },

  /** A link that was not revoked, with the achievement's earned time. */
  async liveShareLink(db: DbOrTx, token: string): Promise<{ link: ShareLinkRow; earnedAt: Date } | null> {
    const [row] = await db
      .select({ link: achievementShareLinks, earnedAt: userAchievements.earnedAt })
      .from(achievementShareLinks)
      .innerJoin(
        userAchievements,
        and(
          eq(userAchievements.userId, achievementShareLinks.userId),
          eq(userAchievements.achievementId, achievementShareLinks.achievementId),
        ),
      )
      .where(and(eq(achievementShareLinks.token, token), isNull(achievementShareLinks.revokedAt)));
    return row ?? null;
  },

  /** Revokes the person's live links to one achievement; answers how many. */
  async revokeShareLinks(db: DbOrTx, userId: string, achievementId: string, at: Date): Promise<number> {
    const rows = await db
      .update(achievementShareLinks)
      .set({ revokedAt: at })
      .where(
        and(
          eq(achievementShareLinks.userId, userId),
          eq(achievementShareLinks.achievementId, achievementId),
          isNull(achievementShareLinks.revokedAt),
        ),
      )
      .returning({ token: achievementShareLinks.token });
    return rows.length;
  },

  async shareLinks(db: DbOrTx, userId: string): Promise<ShareLinkRow[]> {
    return db
      .select()
      .from(achievementShareLinks)
      .where(eq(achievementShareLinks.userId, userId))
      .orderBy(asc(achievementShareLinks.createdAt));
  },

  /** The account erasure: every row of the person in the area's tables. */
  async deleteForUser(db: DbOrTx, userId: string): Promise<void> {
    await db.delete(achievementShareLinks).where(eq(achievementShareLinks.userId, userId));
    await db.delete(streakFreezes).where(eq(streakFreezes.userId, userId));
    await db.delete(weeklyChallengeRewards).where(eq(weeklyChallengeRewards.userId, userId));
    await db.delete(userAchievements).where(eq(userAchievements.userId, userId));
  },
};
