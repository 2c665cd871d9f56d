import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { onboardingAnswers } from '../../db/schema/onboarding';

export type OnboardingRow = typeof onboardingAnswers.$inferSelect;

/** Every query of the onboarding area (docs/conventions.md#repositories-own-the-sql). */
export const onboardingRepository = {
  async find(db: DbOrTx, userId: string): Promise<OnboardingRow | null> {
    const [row] = await db.select().from(onboardingAnswers).where(eq(onboardingAnswers.userId, userId));
    return row ?? null;
  },

  /**
   * Inserts or replaces the user's answers; the first completion time is kept. `created` tells a
   * first completion (201) from an update (200): `xmax = 0` only for a freshly inserted row.
   */
  async upsert(
    db: DbOrTx,
    userId: string,
    answersEnc: string,
  ): Promise<{ row: OnboardingRow; created: boolean }> {
    const [result] = await db
      .insert(onboardingAnswers)
      .values({ userId, answersEnc })
      .onConflictDoUpdate({
        target: onboardingAnswers.userId,
        set: { answersEnc, updatedAt: sql`now()` },
      })
      .returning({
        userId: onboardingAnswers.userId,
        answersEnc: onboardingAnswers.answersEnc,
        completedAt: onboardingAnswers.completedAt,
        updatedAt: onboardingAnswers.updatedAt,
        created: sql<boolean>`(xmax = 0)`,
      });
    if (!result) throw new Error('upsert returned no row');
    const { created, ...row } = result;
    return { row, created };
  },

  async exists(db: DbOrTx, userId: string): Promise<boolean> {
    const [row] = await db
      .select({ userId: onboardingAnswers.userId })
      .from(onboardingAnswers)
      .where(eq(onboardingAnswers.userId, userId));
    return Boolean(row);
  },

  async deleteForUser(db: DbOrTx, userId: string): Promise<void> {
    await db.delete(onboardingAnswers).where(eq(onboardingAnswers.userId, userId));
  },
};
