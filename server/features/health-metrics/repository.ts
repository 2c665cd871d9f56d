import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { healthMetrics } from '../../db/schema/health-metrics';
import { type Before, microsOf, olderThan } from '../../lib/paging';

export type HealthMetricRow = typeof healthMetrics.$inferSelect;
export type NewHealthMetricRow = typeof healthMetrics.$inferInsert;

/** A check-in's scores and time, without the note (for progress and recommendations). */
export type HealthScoresRow = Omit<HealthMetricRow, 'noteEnc' | 'userId' | 'id'>;

/** One local day's check-in count and averages (dailyAverages). */
export type DailyAverageRow = {
  date: string;
  checkIns: number;
  mood: number;
  energy: number;
  stress: number;
  fatigueLevel: number;
  mentalClarity: number;
  digestion: number;
  sleepHours: number;
};

const scoreColumns = {
  mood: healthMetrics.mood,
  energy: healthMetrics.energy,
  stress: healthMetrics.stress,
  fatigueLevel: healthMetrics.fatigueLevel,
  mentalClarity: healthMetrics.mentalClarity,
  digestion: healthMetrics.digestion,
  sleepHours: healthMetrics.sleepHours,
  createdAt: healthMetrics.createdAt,
};

/** Every query of the health-metrics area (docs/conventions.md#repositories-own-the-sql). */
export const healthMetricRepository = {
  /** How many check-ins were saved per calendar day in `timeZone` (days without any left out). */
  async countsPerDay(
    db: DbOrTx,
    userId: string,
    timeZone: string,
  ): Promise<{ day: string; count: number }[]> {
    const result = await db.execute<{ day: string; count: number }>(sql`
      SELECT to_char((${healthMetrics.createdAt} AT TIME ZONE ${timeZone})::date, 'YYYY-MM-DD') AS day,
             count(*)::int AS count
        FROM ${healthMetrics}
       WHERE ${healthMetrics.userId} = ${userId}
       GROUP BY 1`);
    return result.rows;
  },

  async insert(db: DbOrTx, row: NewHealthMetricRow): Promise<HealthMetricRow> {
    const [inserted] = await db.insert(healthMetrics).values(row).returning();
    if (!inserted) throw new Error('insert returned no row');
    return inserted;
  },

  /** The newest check-in (index health_metrics_user_time_idx). */
  async latestForUser(db: DbOrTx, userId: string): Promise<HealthMetricRow | undefined> {
    const [row] = await db
      .select()
      .from(healthMetrics)
      .where(eq(healthMetrics.userId, userId))
      .orderBy(desc(healthMetrics.createdAt))
      .limit(1);
    return row;
  },

  /** Check-ins since `since`, newest first. */
  async listSince(db: DbOrTx, userId: string, since: Date, limit: number): Promise<HealthMetricRow[]> {
    return db
      .select()
      .from(healthMetrics)
      .where(and(eq(healthMetrics.userId, userId), gte(healthMetrics.createdAt, since)))
      .orderBy(desc(healthMetrics.createdAt))
      .limit(limit);
  },

  /** Scores only, since `since`, newest first. */
  async scoresSince(db: DbOrTx, userId: string, since: Date, limit: number): Promise<HealthScoresRow[]> {
    return db
      .select(scoreColumns)
      .from(healthMetrics)
      .where(and(eq(healthMetrics.userId, userId), gte(healthMetrics.createdAt, since)))
      .orderBy(desc(healthMetrics.createdAt))
      .limit(limit);
  },

  /** The distinct calendar days, in `timeZone`, on which the user checked in (YYYY-MM-DD). */
  async localDays(db: DbOrTx, userId: string, timeZone: string): Promise<string[]> {
    const result = await db.execute<{ day: string }>(sql`
      SELECT DISTINCT to_char((${healthMetrics.createdAt} AT TIME ZONE ${timeZone})::date, 'YYYY-MM-DD') AS day
        FROM ${healthMetrics}
       WHERE ${healthMetrics.userId} = ${userId}`);
    return result.rows.map((row) => row.day);
  },

  /**
   * Per calendar day in `timeZone` from `from` to `to` (inclusive, YYYY-MM-DD): the number of check-ins
   * and each score's and sleep's average rounded to one decimal; days without a check-in left out.
   */
  async dailyAverages(
    db: DbOrTx,
    userId: string,
    from: string,
    to: string,
    timeZone: string,
  ): Promise<DailyAverageRow[]> {
    const avg = (column: (typeof scoreColumns)[keyof typeof scoreColumns]) =>
      sql`round(avg(${column})::numeric, 1)::float8`;
    const result = await db.execute<DailyAverageRow>(sql`
      SELECT to_char((${healthMetrics.createdAt} AT TIME ZONE ${timeZone})::date, 'YYYY-MM-DD') AS "date",
             count(*)::int AS "checkIns",
             ${avg(healthMetrics.mood)} AS "mood",
             ${avg(healthMetrics.energy)} AS "energy",
             ${avg(healthMetrics.stress)} AS "stress",
             ${avg(healthMetrics.fatigueLevel)} AS "fatigueLevel",
             ${avg(healthMetrics.mentalClarity)} AS "mentalClarity",
             ${avg(healthMetrics.digestion)} AS "digestion",
             ${avg(healthMetrics.sleepHours)} AS "sleepHours"
        FROM ${healthMetrics}
       WHERE ${healthMetrics.userId} = ${userId}
         AND ${healthMetrics.createdAt} >= ((${from}::date)::timestamp AT TIME ZONE ${timeZone})
         AND ${healthMetrics.createdAt} < (((${to}::date) + 1)::timestamp AT TIME ZONE ${timeZone})
       GROUP BY 1
       ORDER BY 1`);
    return result.rows.map((row) => ({ ...row, checkIns: Number(row.checkIns) }));
  },

  /** Every check-in of the user, oldest first (the data export). */
  async listAllForUser(db: DbOrTx, userId: string): Promise<HealthMetricRow[]> {
    return db
      .select()
      .from(healthMetrics)
      .where(eq(healthMetrics.userId, userId))
      .orderBy(asc(healthMetrics.createdAt));
  },

  /**
   * The journey's read: scores and exact time (microseconds as text) of the check-ins older than
   * `before`, newest first, the id ordering equal times; no note.
   */
  async timelineBefore(db: DbOrTx, userId: string, before: Before | null, limit: number) {
    return db
      .select({
        id: healthMetrics.id,
        mood: healthMetrics.mood,
        energy: healthMetrics.energy,
        sleepHours: healthMetrics.sleepHours,
        atUs: microsOf(healthMetrics.createdAt),
      })
      .from(healthMetrics)
      .where(
        and(eq(healthMetrics.userId, userId), olderThan(healthMetrics.createdAt, healthMetrics.id, before)),
      )
      .orderBy(desc(healthMetrics.createdAt), desc(healthMetrics.id))
      .limit(limit);
  },

  /** The exact time (microseconds as text) of the user's first check-in, or null. */
  async firstAt(db: DbOrTx, userId: string): Promise<string | null> {
    const [row] = await db
      .select({ atUs: microsOf(healthMetrics.createdAt) })
      .from(healthMetrics)
      .where(eq(healthMetrics.userId, userId))
      .orderBy(asc(healthMetrics.createdAt), asc(healthMetrics.id))
      .limit(1);
    return row ? String(row.atUs) : null;
  },

  /** One check-in of the user, or undefined (another user's id reads as missing). */
  async findForUser(db: DbOrTx, userId: string, id: string): Promise<HealthMetricRow | undefined> {
    const [row] = await db
      .select()
      .from(healthMetrics)
      .where(and(eq(healthMetrics.userId, userId), eq(healthMetrics.id, id)));
    return row;
  },

  async deleteForUser(db: DbOrTx, userId: string): Promise<void> {
    await db.delete(healthMetrics).where(eq(healthMetrics.userId, userId));
  },
};
