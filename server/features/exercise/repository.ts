import { and, asc, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { exerciseCompletions } from '../../db/schema/exercise';
import { type Before, microsOf, olderThan } from '../../lib/paging';

export type ExerciseCompletionRow = typeof exerciseCompletions.$inferSelect;
export type NewExerciseCompletionRow = typeof exerciseCompletions.$inferInsert;

/** Every query of the exercise area (docs/conventions.md#repositories-own-the-sql). */
export const exerciseRepository = {
  async insert(db: DbOrTx, row: NewExerciseCompletionRow): Promise<ExerciseCompletionRow> {
    const [inserted] = await db.insert(exerciseCompletions).values(row).returning();
    if (!inserted) throw new Error('insert returned no row');
    return inserted;
  },

  /** Completions in [from, to), newest first. */
  async completionsBetween(
    db: DbOrTx,
    userId: string,
    from: Date,
    to: Date,
  ): Promise<ExerciseCompletionRow[]> {
    return db
      .select()
      .from(exerciseCompletions)
      .where(
        and(
          eq(exerciseCompletions.userId, userId),
          gte(exerciseCompletions.completedAt, from),
          lt(exerciseCompletions.completedAt, to),
        ),
      )
      .orderBy(desc(exerciseCompletions.completedAt), desc(exerciseCompletions.id));
  },

  /**
   * The journey's read: completions older than `before` (time, id), newest first, at most `limit`, each
   * with its exact time (microseconds since the epoch, as text) for the next page's cursor.
   */
  async timelineBefore(db: DbOrTx, userId: string, before: Before | null, limit: number) {
    return db
      .select({
        id: exerciseCompletions.id,
        workoutTitle: exerciseCompletions.workoutTitle,
        workoutType: exerciseCompletions.workoutType,
        durationMinutes: exerciseCompletions.durationMinutes,
        calories: exerciseCompletions.calories,
        atUs: microsOf(exerciseCompletions.completedAt),
      })
      .from(exerciseCompletions)
      .where(
        and(
          eq(exerciseCompletions.userId, userId),
          olderThan(exerciseCompletions.completedAt, exerciseCompletions.id, before),
        ),
      )
      .orderBy(desc(exerciseCompletions.completedAt), desc(exerciseCompletions.id))
      .limit(limit);
  },

  /** Completions per calendar day in `timeZone`, every day the person has any. */
  async countsPerDay(
    db: DbOrTx,
    userId: string,
    timeZone: string,
  ): Promise<{ day: string; count: number }[]> {
    const result = await db.execute<{ day: string; count: number }>(sql`
      SELECT to_char((${exerciseCompletions.completedAt} AT TIME ZONE ${timeZone})::date, 'YYYY-MM-DD') AS day,
             count(*)::int AS count
        FROM ${exerciseCompletions}
       WHERE ${exerciseCompletions.userId} = ${userId}
       GROUP BY 1`);
    return result.rows;
  },

  /** Mondays (YYYY-MM-DD, weeks in `timeZone`) of the weeks with at least one completion. */
  async activeWeeks(db: DbOrTx, userId: string, timeZone: string): Promise<string[]> {
    const result = await db.execute<{ week: string }>(sql`
      SELECT DISTINCT to_char(date_trunc('week', ${exerciseCompletions.completedAt} AT TIME ZONE ${timeZone})::date, 'YYYY-MM-DD') AS week
        FROM ${exerciseCompletions}
       WHERE ${exerciseCompletions.userId} = ${userId}`);
    return result.rows.map((row) => row.week);
  },

  async countForUser(db: DbOrTx, userId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(exerciseCompletions)
      .where(eq(exerciseCompletions.userId, userId));
    return row?.n ?? 0;
  },

  /** Every completion of the user, oldest first (the data export). */
  async listAllForUser(db: DbOrTx, userId: string): Promise<ExerciseCompletionRow[]> {
    return db
      .select()
      .from(exerciseCompletions)
      .where(eq(exerciseCompletions.userId, userId))
      .orderBy(asc(exerciseCompletions.completedAt), asc(exerciseCompletions.id));
  },

  async deleteForUser(db: DbOrTx, userId: string): Promise<void> {
    await db.delete(exerciseCompletions).where(eq(exerciseCompletions.userId, userId));
  },
};
