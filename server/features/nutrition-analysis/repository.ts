import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { nutritionAnalyses } from '../../db/schema/nutrition-analysis';

export type NutritionAnalysisRow = typeof nutritionAnalyses.$inferSelect;
export type NewNutritionAnalysisRow = typeof nutritionAnalyses.$inferInsert;

/** Every query of the nutrition-analysis area (docs/conventions.md#repositories-own-the-sql). */
export const nutritionAnalysisRepository = {
  async insert(db: DbOrTx, row: NewNutritionAnalysisRow): Promise<{ id: string; createdAt: Date }> {
    const [inserted] = await db
      .insert(nutritionAnalyses)
      .values(row)
      .returning({ id: nutritionAnalyses.id, createdAt: nutritionAnalyses.createdAt });
    if (!inserted) throw new Error('insert returned no row');
    return inserted;
  },

  /** The encrypted results since `since` (the day-so-far totals). */
  async resultsSince(db: DbOrTx, userId: string, since: Date) {
    return db
      .select({
        id: nutritionAnalyses.id,
        resultEnc: nutritionAnalyses.resultEnc,
        createdAt: nutritionAnalyses.createdAt,
      })
      .from(nutritionAnalyses)
      .where(and(eq(nutritionAnalyses.userId, userId), gte(nutritionAnalyses.createdAt, since)));
  },

  /** The encrypted results logged from `from` to `to` (YYYY-MM-DD, inclusive) with their local day in `timeZone`. */
  async resultsBetween(db: DbOrTx, userId: string, from: string, to: string, timeZone: string) {
    const result = await db.execute<{ id: string; resultEnc: string; date: string }>(sql`
      SELECT ${nutritionAnalyses.id} AS "id", ${nutritionAnalyses.resultEnc} AS "resultEnc",
             to_char(${nutritionAnalyses.createdAt} AT TIME ZONE ${timeZone}, 'YYYY-MM-DD') AS "date"
        FROM ${nutritionAnalyses}
       WHERE ${nutritionAnalyses.userId} = ${userId}
         AND ${nutritionAnalyses.createdAt} >= ((${from}::date)::timestamp AT TIME ZONE ${timeZone})
         AND ${nutritionAnalyses.createdAt} < (((${to}::date) + 1)::timestamp AT TIME ZONE ${timeZone})
       ORDER BY ${nutritionAnalyses.createdAt}`);
    return result.rows;
  },

  /** Newest first (index nutrition_analyses_user_time_idx). */
  async history(db: DbOrTx, userId: string, limit: number): Promise<NutritionAnalysisRow[]> {
    return db
      .select()
      .from(nutritionAnalyses)
      .where(eq(nutritionAnalyses.userId, userId))
      .orderBy(desc(nutritionAnalyses.createdAt))
      .limit(limit);
  },

  /** Every analysis of the user, oldest first (the data export). */
  async listAllForUser(db: DbOrTx, userId: string): Promise<NutritionAnalysisRow[]> {
    return db
      .select()
      .from(nutritionAnalyses)
      .where(eq(nutritionAnalyses.userId, userId))
      .orderBy(asc(nutritionAnalyses.createdAt));
  },

  async deleteForUser(db: DbOrTx, userId: string): Promise<void> {
    await db.delete(nutritionAnalyses).where(eq(nutritionAnalyses.userId, userId));
  },
};
