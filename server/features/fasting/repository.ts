import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { fastingNoteAcknowledgements, fasts } from '../../db/schema/fasting';
import { type Before, microsOf, olderThan } from '../../lib/paging';

export type FastRow = typeof fasts.$inferSelect;
export type NewFastRow = typeof fasts.$inferInsert;

/** The partial unique index that keeps one fast in progress per user (server/db/schema/fasting.ts). */
export const ONE_ACTIVE_INDEX = 'fasts_one_active_per_user';

/** Every query of the fasting area (docs/conventions.md#repositories-own-the-sql). */
export const fastingRepository = {
  /**
   * Fasts completed (ended after at least their target hours) per calendar day of their end in
   * `timeZone`.
   */
  async completedPerDay(
    db: DbOrTx,
    userId: string,
    timeZone: string,
  ): Promise<{ day: string; count: number }[]> {
    const result = await db.execute<{ day: string; count: number }>(sql`
      SELECT to_char((${fasts.endedAt} AT TIME ZONE ${timeZone})::date, 'YYYY-MM-DD') AS day,
             count(*)::int AS count
        FROM ${fasts}
       WHERE ${fasts.userId} = ${userId} AND ${fasts.endedAt} IS NOT NULL
         AND ${fasts.endedAt} - ${fasts.startedAt} >= make_interval(hours => ${fasts.targetHours})
       GROUP BY 1`);
    return result.rows;
  },

  async active(db: DbOrTx, userId: string): Promise<FastRow | null> {
    const [row] = await db
      .select()
      .from(fasts)
      .where(and(eq(fasts.userId, userId), isNull(fasts.endedAt)));
    return row ?? null;
  },

  /** Finished fasts, newest first. */
  async history(db: DbOrTx, userId: string, limit: number): Promise<FastRow[]> {
    return db
      .select()
      .from(fasts)
      .where(and(eq(fasts.userId, userId), isNotNull(fasts.endedAt)))
      .orderBy(desc(fasts.startedAt))
      .limit(limit);
  },

  /** The journey's read: fasts started before `before` (microseconds, id), newest first, with that exact time. */
  async startedBefore(db: DbOrTx, userId: string, before: Before | null, limit: number) {
    return db
      .select({
        id: fasts.id,
        protocol: fasts.protocol,
        targetHours: fasts.targetHours,
        startedAt: fasts.startedAt,
        endedAt: fasts.endedAt,
        atUs: microsOf(fasts.startedAt),
      })
      .from(fasts)
      .where(and(eq(fasts.userId, userId), olderThan(fasts.startedAt, fasts.id, before)))
      .orderBy(desc(fasts.startedAt), desc(fasts.id))
      .limit(limit);
  },

  /** Throws PostgreSQL 23505 on ONE_ACTIVE_INDEX when a fast is already in progress. */
  async insert(db: DbOrTx, row: NewFastRow): Promise<FastRow> {
    const [inserted] = await db.insert(fasts).values(row).returning();
    if (!inserted) throw new Error('insert returned no row');
    return inserted;
  },

  /** Ends the user's fast in progress; null when there is none. */
  async stopActive(db: DbOrTx, userId: string, endedAt: Date): Promise<FastRow | null> {
    const [row] = await db
      .update(fasts)
      .set({ endedAt })
      .where(and(eq(fasts.userId, userId), isNull(fasts.endedAt)))
      .returning();
    return row ?? null;
  },

  async noteAcknowledgedAt(db: DbOrTx, userId: string): Promise<Date | null> {
    const [row] = await db
      .select({ at: fastingNoteAcknowledgements.acknowledgedAt })
      .from(fastingNoteAcknowledgements)
      .where(eq(fastingNoteAcknowledgements.userId, userId));
    return row?.at ?? null;
  },

  /** Records the acknowledgement once; a second call keeps the first time. */
  async acknowledgeNote(db: DbOrTx, userId: string, at: Date): Promise<Date> {
    await db.insert(fastingNoteAcknowledgements).values({ userId, acknowledgedAt: at }).onConflictDoNothing();
    return (await this.noteAcknowledgedAt(db, userId)) ?? at;
  },

  /** Every fast of the user, oldest first (the data export). */
  async allFasts(db: DbOrTx, userId: string): Promise<FastRow[]> {
    return db.select().from(fasts).where(eq(fasts.userId, userId)).orderBy(asc(fasts.startedAt));
  },

  /**
   * Hours fasted per local day in `timeZone` (finished fasts, counted on the day they ended) from `from`
   * to `to` (YYYY-MM-DD, inclusive); days without a finished fast left out.
   */
  async hoursByEndDay(
    db: DbOrTx,
    userId: string,
    from: string,
    to: string,
    timeZone: string,
  ): Promise<Map<string, number>> {
    const result = await db.execute<{ day: string; hours: number }>(sql`
      SELECT to_char(${fasts.endedAt} AT TIME ZONE ${timeZone}, 'YYYY-MM-DD') AS day,
             sum(extract(epoch FROM ${fasts.endedAt} - ${fasts.startedAt}) / 3600)::float8 AS hours
        FROM ${fasts}
       WHERE ${fasts.userId} = ${userId}
         AND ${fasts.endedAt} >= ((${from}::date)::timestamp AT TIME ZONE ${timeZone})
         AND ${fasts.endedAt} < (((${to}::date) + 1)::timestamp AT TIME ZONE ${timeZone})
       GROUP BY 1`);
    return new Map(result.rows.map((row) => [row.day, Number(row.hours)]));
  },

  async deleteForUser(db: DbOrTx, userId: string): Promise<void> {
    await db.delete(fasts).where(eq(fasts.userId, userId));
    await db.delete(fastingNoteAcknowledgements).where(eq(fastingNoteAcknowledgements.userId, userId));
  },
};
