import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { userAchievements } from '../../db/schema/gamification';

export type UserAchievementRow = typeof userAchievements.$inferSelect;

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

  async deleteForUser(db: DbOrTx, userId: string): Promise<void> {
    await db.delete(userAchievements).where(eq(userAchievements.userId, userId));
  },
};
