import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { exerciseCompletions } from '../../db/schema/exercise';

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

  async deleteForUser(db: DbOrTx, userId: string): Promise<void> {
    await db.delete(exerciseCompletions).where(eq(exerciseCompletions.userId, userId));
  },
};
