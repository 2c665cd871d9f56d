import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { insightTrialUses } from '../../db/schema/insights';

/** Every query of the insights area (docs/conventions.md#repositories-own-the-sql). */
export const insightsRepository = {
  /**
   * Records that a trial member's predictive insights for `period` were computed on `day`; true when
   * this is the first time that day (the caller then counts the use), false when already recorded.
   * A concurrent first request waits on the primary key, so only one of them counts.
   */
  async recordTrialUse(db: DbOrTx, userId: string, day: string, period: string): Promise<boolean> {
    const result = await db.execute(sql`
      INSERT INTO ${insightTrialUses} (user_id, day, period)
      VALUES (${userId}, ${day}::date, ${period})
      ON CONFLICT DO NOTHING
      RETURNING 1`);
    return result.rows.length > 0;
  },

  /** Every recorded use of the person, oldest first (the data export). */
  async listForUser(db: DbOrTx, userId: string) {
    return db
      .select()
      .from(insightTrialUses)
      .where(eq(insightTrialUses.userId, userId))
      .orderBy(asc(insightTrialUses.createdAt), asc(insightTrialUses.day));
  },

  async deleteForUser(db: DbOrTx, userId: string): Promise<void> {
    await db.delete(insightTrialUses).where(eq(insightTrialUses.userId, userId));
  },
};
