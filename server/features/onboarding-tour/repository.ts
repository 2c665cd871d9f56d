import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { onboardingTourProgress } from '../../db/schema/onboarding-tour';

export type TourProgressRow = typeof onboardingTourProgress.$inferSelect;

/** Every query of the guided tour's saved place (docs/conventions.md#repositories-own-the-sql). */
export const onboardingTourRepository = {
  async find(db: DbOrTx, userId: string): Promise<TourProgressRow | null> {
    const [row] = await db
      .select()
      .from(onboardingTourProgress)
      .where(eq(onboardingTourProgress.userId, userId));
    return row ?? null;
  },

  /** Inserts or replaces the user's progress. */
  async upsert(db: DbOrTx, userId: string, step: number, answersEnc: string): Promise<TourProgressRow> {
    const [row] = await db
      .insert(onboardingTourProgress)
      .values({ userId, step, answersEnc })
      .onConflictDoUpdate({
        target: onboardingTourProgress.userId,
        set: { step, answersEnc, updatedAt: sql`now()` },
      })
      .returning();
    if (!row) throw new Error('upsert returned no row');
    return row;
  },

  /** True when there was a row to delete. */
  async deleteForUser(db: DbOrTx, userId: string): Promise<boolean> {
    const rows = await db
      .delete(onboardingTourProgress)
      .where(eq(onboardingTourProgress.userId, userId))
      .returning({ userId: onboardingTourProgress.userId });
    return rows.length > 0;
  },
};
