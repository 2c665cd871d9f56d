import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { nutritionAnalyses } from '../../db/schema/nutrition-analysis';
import { type Before, microsOf, olderThan } from '../../lib/paging';

export type NutritionAnalysisRow = typeof nutritionAnalyses.$inferSelect;
export type NewNutritionAnalysisRow = typeof nutritionAnalyses.$inferInsert;

/** Every query of the nutrition-analysis area (docs/conventions.md#repositories-own-the-sql). */
export const nutritionAnalysisRepository = {
  /** How many meals were analysed per calendar day in `timeZone` (days without any left out). */
  async countsPerDay(
    db: DbOrTx,
    userId: string,
    timeZone: string,
  ): Promise<{ day: string; count: number }[]> {
    const result = await db.execute<{ day: string; count: number }>(sql`
      SELECT to_char((${nutritionAnalyses.createdAt} AT TIME ZONE ${timeZone})::date, 'YYYY-MM-DD') AS day,
             count(*)::int AS count
        FROM ${nutritionAnalyses}
       WHERE ${nutritionAnalyses.userId} = ${userId}
       GROUP BY 1`);
    return result.rows;
  },

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

  /**
   * Newest first (index nutrition_analyses_user_time_idx), the id ordering rows that share a time; with
   * `before`, only rows older than that (time in microseconds since the epoch, id). Each row carries its
   * exact time (`atUs`, microseconds as text) for the next page's cursor.
   */
  async history(
    db: DbOrTx,
    userId: string,
    limit: number,
    before?: Before | null,
  ): Promise<(NutritionAnalysisRow & { atUs: string })[]> {
    return db
      .select({
        id: nutritionAnalyses.id,
        userId: nutritionAnalyses.userId,
        inputType: nutritionAnalyses.inputType,
        summaryEnc: nutritionAnalyses.summaryEnc,
        resultEnc: nutritionAnalyses.resultEnc,
        createdAt: nutritionAnalyses.createdAt,
        atUs: microsOf(nutritionAnalyses.createdAt),
      })
      .from(nutritionAnalyses)
      .where(
        and(
          eq(nutritionAnalyses.userId, userId),
          olderThan(nutritionAnalyses.createdAt, nutritionAnalyses.id, before),
        ),
      )
      .orderBy(desc(nutritionAnalyses.createdAt), desc(nutritionAnalyses.id))
      .limit(limit);
  },

  /** The time (microseconds since the epoch, as text) of the user's first analysis, or null. */
  async firstAt(db: DbOrTx, userId: string): Promise<string | null> {
    const [row] = await db
      .select({ atUs: microsOf(nutritionAnalyses.createdAt) })
      .from(nutritionAnalyses)
      .where(eq(nutritionAnalyses.userId, userId))
      .orderBy(asc(nutritionAnalyses.createdAt), asc(nutritionAnalyses.id))
      .limit(1);
    return row ? String(row.atUs) : null;
  },

  /** One analysis of the user, or undefined (another user's id reads as missing). */
  async findForUser(db: DbOrTx, userId: string, id: string): Promise<NutritionAnalysisRow | undefined> {
    const [row] = await db
      .select()
      .from(nutritionAnalyses)
      .where(and(eq(nutritionAnalyses.userId, userId), eq(nutritionAnalyses.id, id)));
    return row;
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
