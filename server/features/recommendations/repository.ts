import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { recommendationFeedback } from '../../db/schema/recommendations';

export type RecommendationFeedbackRow = typeof recommendationFeedback.$inferSelect;

/** Every query of the recommendations area (docs/conventions.md#repositories-own-the-sql). */
export const recommendationRepository = {
  /** Records a try; undefined when this recommendation was already tried that day. */
  async insertTried(
    db: DbOrTx,
    row: { userId: string; recommendationId: string; triedOn: string; triedAt: Date },
  ): Promise<RecommendationFeedbackRow | undefined> {
    const [inserted] = await db.insert(recommendationFeedback).values(row).onConflictDoNothing().returning();
    return inserted;
  },

  async findTried(
    db: DbOrTx,
    userId: string,
    recommendationId: string,
    triedOn: string,
  ): Promise<RecommendationFeedbackRow | undefined> {
    const [row] = await db
      .select()
      .from(recommendationFeedback)
      .where(
        and(
          eq(recommendationFeedback.userId, userId),
          eq(recommendationFeedback.recommendationId, recommendationId),
          eq(recommendationFeedback.triedOn, triedOn),
        ),
      );
    return row;
  },

  /** The ids tried on `day`. */
  async idsTriedOn(db: DbOrTx, userId: string, day: string): Promise<string[]> {
    const rows = await db
      .select({ id: recommendationFeedback.recommendationId })
      .from(recommendationFeedback)
      .where(and(eq(recommendationFeedback.userId, userId), eq(recommendationFeedback.triedOn, day)));
    return rows.map((row) => row.id);
  },

  async countForUser(db: DbOrTx, userId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(recommendationFeedback)
      .where(eq(recommendationFeedback.userId, userId));
    return row?.n ?? 0;
  },

  /** The distinct calendar days, in `timeZone`, on which the user tried a recommendation. */
  async localDays(db: DbOrTx, userId: string, timeZone: string): Promise<string[]> {
    const result = await db.execute<{ day: string }>(sql`
      SELECT DISTINCT to_char((${recommendationFeedback.triedAt} AT TIME ZONE ${timeZone})::date, 'YYYY-MM-DD') AS day
        FROM ${recommendationFeedback}
       WHERE ${recommendationFeedback.userId} = ${userId}`);
    return result.rows.map((row) => row.day);
  },

  /** Every try of the user, oldest first (the data export). */
  async listAllForUser(db: DbOrTx, userId: string) {
    return db
      .select({
        recommendationId: recommendationFeedback.recommendationId,
        triedOn: recommendationFeedback.triedOn,
        triedAt: recommendationFeedback.triedAt,
      })
      .from(recommendationFeedback)
      .where(eq(recommendationFeedback.userId, userId))
      .orderBy(asc(recommendationFeedback.triedAt));
  },

  async deleteForUser(db: DbOrTx, userId: string): Promise<void> {
    await db.delete(recommendationFeedback).where(eq(recommendationFeedback.userId, userId));
  },
};
