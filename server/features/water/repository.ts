import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { waterEntries, waterGoals } from '../../db/schema/water';
import type { Before } from '../../lib/paging';

export type WaterEntryRow = typeof waterEntries.$inferSelect;
export type NewWaterEntryRow = typeof waterEntries.$inferInsert;

/** The instants a local calendar day begins and ends in `timeZone` (PostgreSQL applies the zone's rules). */
const dayStart = (date: string, timeZone: string) =>
  sql`((${date}::date)::timestamp AT TIME ZONE ${timeZone})`;
const dayEnd = (date: string, timeZone: string) =>
  sql`(((${date}::date) + 1)::timestamp AT TIME ZONE ${timeZone})`;

/** Every query of the water area (docs/conventions.md#repositories-own-the-sql). */
export const waterRepository = {
  /** Total millilitres per calendar day in `timeZone`, every day with water. */
  async allDailyTotals(
    db: DbOrTx,
    userId: string,
    timeZone: string,
  ): Promise<{ day: string; totalMl: number }[]> {
    const result = await db.execute<{ day: string; totalMl: number }>(sql`
      SELECT to_char((${waterEntries.createdAt} AT TIME ZONE ${timeZone})::date, 'YYYY-MM-DD') AS day,
             sum(${waterEntries.amountMl})::int AS "totalMl"
        FROM ${waterEntries}
       WHERE ${waterEntries.userId} = ${userId}
       GROUP BY 1`);
    return result.rows;
  },

  async insert(db: DbOrTx, row: NewWaterEntryRow): Promise<WaterEntryRow> {
    const [inserted] = await db.insert(waterEntries).values(row).returning();
    if (!inserted) throw new Error('insert returned no row');
    return inserted;
  },

  /** The entries of one local day, newest first. */
  async entriesOfDay(db: DbOrTx, userId: string, date: string, timeZone: string): Promise<WaterEntryRow[]> {
    return db
      .select()
      .from(waterEntries)
      .where(
        and(
          eq(waterEntries.userId, userId),
          sql`${waterEntries.createdAt} >= ${dayStart(date, timeZone)}`,
          sql`${waterEntries.createdAt} < ${dayEnd(date, timeZone)}`,
        ),
      )
      .orderBy(desc(waterEntries.createdAt), desc(waterEntries.id));
  },

  /** Total ml per local day from `from` to `to` (inclusive), days without water left out. */
  async dailyTotals(
    db: DbOrTx,
    userId: string,
    from: string,
    to: string,
    timeZone: string,
  ): Promise<Map<string, number>> {
    const result = await db.execute<{ day: string; total: number }>(sql`
      SELECT to_char((${waterEntries.createdAt} AT TIME ZONE ${timeZone})::date, 'YYYY-MM-DD') AS day,
             sum(${waterEntries.amountMl})::int AS total
        FROM ${waterEntries}
       WHERE ${waterEntries.userId} = ${userId}
         AND ${waterEntries.createdAt} >= ${dayStart(from, timeZone)}
         AND ${waterEntries.createdAt} < ${dayEnd(to, timeZone)}
       GROUP BY 1`);
    return new Map(result.rows.map((row) => [row.day, Number(row.total)]));
  },

  /**
   * The journey's read: one row per local day in `timeZone` with water, its total, its number of
   * drinks and the exact time of its last drink (microseconds as text), ordered by that time and the
   * day, newest first, only days before `before` (that time, the day).
   */
  async daysBefore(
    db: DbOrTx,
    userId: string,
    timeZone: string,
    before: Before | null,
    limit: number,
  ): Promise<{ day: string; totalMl: number; drinks: number; atUs: string }[]> {
    const t = before
      ? sql`('epoch'::timestamptz + ${before.atUs.toString()}::bigint * interval '1 microsecond')`
      : null;
    const result = await db.execute<{ day: string; total: number; drinks: number; at_us: string }>(sql`
      SELECT day, total, drinks, (extract(epoch FROM last_at) * 1000000)::bigint::text AS at_us
        FROM (SELECT to_char((${waterEntries.createdAt} AT TIME ZONE ${timeZone})::date, 'YYYY-MM-DD') AS day,
                     sum(${waterEntries.amountMl})::int AS total,
                     count(*)::int AS drinks,
                     max(${waterEntries.createdAt}) AS last_at
                FROM ${waterEntries}
               WHERE ${waterEntries.userId} = ${userId}
                 -- A local day lasts at most 26 hours: entries 2 days past the position cannot be in
                 -- a day that ends before it, and the days after it are left out below.
                 ${t ? sql`AND ${waterEntries.createdAt} <= ${t} + interval '2 days'` : sql``}
               GROUP BY 1) days
       ${t && before ? sql`WHERE last_at <= ${t} AND (last_at < ${t} OR day COLLATE "C" < ${before.id})` : sql``}
       ORDER BY last_at DESC, day COLLATE "C" DESC
       LIMIT ${limit}`);
    return result.rows.map((row) => ({
      day: row.day,
      totalMl: Number(row.total),
      drinks: Number(row.drinks),
      atUs: String(row.at_us),
    }));
  },

  /** Deletes the newest entry of a local day; null when the day has none. */
  async deleteLastOfDay(db: DbOrTx, userId: string, date: string, timeZone: string): Promise<string | null> {
    const result = await db.execute<{ id: string }>(sql`
      DELETE FROM ${waterEntries}
       WHERE id = (
         SELECT id FROM ${waterEntries}
          WHERE ${waterEntries.userId} = ${userId}
            AND ${waterEntries.createdAt} >= ${dayStart(date, timeZone)}
            AND ${waterEntries.createdAt} < ${dayEnd(date, timeZone)}
          ORDER BY ${waterEntries.createdAt} DESC, id DESC
          LIMIT 1
          FOR UPDATE)
      RETURNING id`);
    return result.rows[0]?.id ?? null;
  },

  /** Deletes one of the user's own entries; null when there is no such entry of theirs. */
  async deleteOwned(db: DbOrTx, userId: string, id: string): Promise<string | null> {
    const [row] = await db
      .delete(waterEntries)
      .where(and(eq(waterEntries.id, id), eq(waterEntries.userId, userId)))
      .returning({ id: waterEntries.id });
    return row?.id ?? null;
  },

  async goal(db: DbOrTx, userId: string): Promise<number | null> {
    const [row] = await db
      .select({ goalMl: waterGoals.goalMl })
      .from(waterGoals)
      .where(eq(waterGoals.userId, userId));
    return row?.goalMl ?? null;
  },

  async setGoal(db: DbOrTx, userId: string, goalMl: number, at: Date): Promise<void> {
    await db
      .insert(waterGoals)
      .values({ userId, goalMl, updatedAt: at })
      .onConflictDoUpdate({ target: waterGoals.userId, set: { goalMl, updatedAt: at } });
  },

  /** Every entry of the user, oldest first (the data export). */
  async allEntries(db: DbOrTx, userId: string): Promise<WaterEntryRow[]> {
    return db
      .select()
      .from(waterEntries)
      .where(eq(waterEntries.userId, userId))
      .orderBy(asc(waterEntries.createdAt));
  },

  async deleteForUser(db: DbOrTx, userId: string): Promise<void> {
    await db.delete(waterEntries).where(eq(waterEntries.userId, userId));
    await db.delete(waterGoals).where(eq(waterGoals.userId, userId));
  },
};
