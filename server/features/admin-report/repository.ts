import { asc, count, eq, lt, sql } from 'drizzle-orm';
import type { TReportMetrics } from '../../../contract/admin-report';
import { ADMIN_REPORT_LIMITS } from '../../../contract/admin-report';
import type { DbOrTx } from '../../db/client';
import { adminReportRuns, adminReportSchedules, serverErrors } from '../../db/schema/admin';

export type RecipientRow = { id: string; email: string; createdAt: Date };
export type ServerErrorEntry = {
  method: string;
  route: string;
  statusCode: number;
  requestId: string | null;
};

type MetricsRow = {
  new_users: number;
  active_users: number;
  trial_starts: number;
  upgrades: number;
  feedback_count: number;
  average_rating: string | null;
  rating_1: number;
  rating_2: number;
  rating_3: number;
  rating_4: number;
  rating_5: number;
  emergencies: number;
  pending_applications: number;
  server_errors: number;
};

/**
 * The report's tables (`admin_report_schedules`, `admin_report_runs`, `server_errors`) and its counts.
 * The counts read other areas' tables in SQL, counts only, never a name, an address or an encrypted
 * column (docs/product/admin.md#daily-report).
 */
export const adminReportRepository = {
  /** Every figure of the window [start, end) in one statement, so they describe one moment. */
  async metrics(db: DbOrTx, start: Date, end: Date): Promise<Omit<TReportMetrics, 'serverErrorRoutes'>> {
    const from = start.toISOString();
    const to = end.toISOString();
    const within = (column: string) =>
      sql`${sql.raw(column)} >= ${from}::timestamptz AND ${sql.raw(column)} < ${to}::timestamptz`;
    const result = await db.execute<MetricsRow>(sql`
      SELECT
        (SELECT count(*)::int FROM users WHERE ${within('created_at')}) AS new_users,
        (SELECT count(*)::int FROM (
           SELECT user_id FROM sessions WHERE ${within('last_active_at')}
           UNION
           SELECT user_id FROM analytics_events WHERE user_id IS NOT NULL AND ${within('created_at')}
         ) AS active) AS active_users,
        (SELECT count(*)::int FROM subscriptions WHERE ${within('trial_started_at')}) AS trial_starts,
        (SELECT count(*)::int FROM payments
          WHERE status = 'succeeded' AND purpose IN ('checkout', 'upgrade') AND ${within('paid_at')}) AS upgrades,
        f.feedback_count, f.average_rating, f.rating_1, f.rating_2, f.rating_3, f.rating_4, f.rating_5,
        (SELECT count(*)::int FROM audit_log WHERE action = 'emergency_shown' AND ${within('at')}) AS emergencies,
        (SELECT count(*)::int FROM practitioner_profiles WHERE status = 'pending') AS pending_applications,
        (SELECT count(*)::int FROM server_errors WHERE ${within('at')}) AS server_errors
      FROM (
        SELECT count(*)::int AS feedback_count,
               round(avg(rating), 1)::text AS average_rating,
               (count(*) FILTER (WHERE rating = 1))::int AS rating_1,
               (count(*) FILTER (WHERE rating = 2))::int AS rating_2,
               (count(*) FILTER (WHERE rating = 3))::int AS rating_3,
               (count(*) FILTER (WHERE rating = 4))::int AS rating_4,
               (count(*) FILTER (WHERE rating = 5))::int AS rating_5
        FROM feedback WHERE ${within('created_at')}
      ) AS f`);
    const row = result.rows[0];
    if (!row) throw new Error('The report query returned no row');
    return {
      windowStart: from,
      windowEnd: to,
      newUsers: row.new_users,
      activeUsers: row.active_users,
      trialStarts: row.trial_starts,
      upgrades: row.upgrades,
      feedbackCount: row.feedback_count,
      averageRating: row.average_rating === null ? null : Number(row.average_rating),
      ratingCounts: { 1: row.rating_1, 2: row.rating_2, 3: row.rating_3, 4: row.rating_4, 5: row.rating_5 },
      emergencies: row.emergencies,
      pendingApplications: row.pending_applications,
      serverErrors: row.server_errors,
    };
  },

  /** The routes with the most server errors in the window. */
  async errorRoutes(db: DbOrTx, start: Date, end: Date): Promise<TReportMetrics['serverErrorRoutes']> {
    const n = sql<number>`count(*)::int`;
    return db
      .select({ method: serverErrors.method, route: serverErrors.route, count: n })
      .from(serverErrors)
      .where(sql`${serverErrors.at} >= ${start.toISOString()} AND ${serverErrors.at} < ${end.toISOString()}`)
      .groupBy(serverErrors.method, serverErrors.route)
      .orderBy(sql`count(*) DESC`, asc(serverErrors.route), asc(serverErrors.method))
      .limit(ADMIN_REPORT_LIMITS.errorRoutesShown);
  },

  async recordServerError(db: DbOrTx, entry: ServerErrorEntry): Promise<void> {
    await db.insert(serverErrors).values(entry);
  },

  /** Removes server errors older than `days`; how many went. */
  async pruneServerErrors(db: DbOrTx, days: number): Promise<number> {
    const gone = await db
      .delete(serverErrors)
      .where(lt(serverErrors.at, sql`now() - make_interval(days => ${days})`))
      .returning({ id: serverErrors.id });
    return gone.length;
  },

  async recipients(db: DbOrTx): Promise<RecipientRow[]> {
    return db
      .select({
        id: adminReportSchedules.id,
        email: adminReportSchedules.email,
        createdAt: adminReportSchedules.createdAt,
      })
      .from(adminReportSchedules)
      .orderBy(asc(adminReportSchedules.createdAt), asc(adminReportSchedules.email));
  },

  async recipientCount(db: DbOrTx): Promise<number> {
    const [row] = await db.select({ n: count() }).from(adminReportSchedules);
    return row?.n ?? 0;
  },

  /** Adds an address; null when it was already on the list. */
  async addRecipient(db: DbOrTx, email: string, createdBy: string): Promise<RecipientRow | null> {
    const [row] = await db
      .insert(adminReportSchedules)
      .values({ email, createdBy })
      .onConflictDoNothing({ target: adminReportSchedules.email })
      .returning({
        id: adminReportSchedules.id,
        email: adminReportSchedules.email,
        createdAt: adminReportSchedules.createdAt,
      });
    return row ?? null;
  },

  async recipientByEmail(db: DbOrTx, email: string): Promise<RecipientRow | null> {
    const [row] = await db
      .select({
        id: adminReportSchedules.id,
        email: adminReportSchedules.email,
        createdAt: adminReportSchedules.createdAt,
      })
      .from(adminReportSchedules)
      .where(eq(adminReportSchedules.email, email));
    return row ?? null;
  },

  /** The addresses a person put on the list (their data export). */
  async recipientsAddedBy(db: DbOrTx, userId: string): Promise<RecipientRow[]> {
    return db
      .select({
        id: adminReportSchedules.id,
        email: adminReportSchedules.email,
        createdAt: adminReportSchedules.createdAt,
      })
      .from(adminReportSchedules)
      .where(eq(adminReportSchedules.createdBy, userId))
      .orderBy(asc(adminReportSchedules.createdAt), asc(adminReportSchedules.email));
  },

  /**
   * A deleted account: its own address leaves the list (whoever added it); addresses it added for
   * others stay, without their author.
   */
  async eraseUser(db: DbOrTx, userId: string): Promise<void> {
    await db.execute(sql`
      DELETE FROM admin_report_schedules
      WHERE email = (SELECT lower(email) FROM users WHERE id = ${userId})`);
    await db
      .update(adminReportSchedules)
      .set({ createdBy: null })
      .where(eq(adminReportSchedules.createdBy, userId));
  },

  async removeRecipient(db: DbOrTx, id: string): Promise<boolean> {
    const gone = await db
      .delete(adminReportSchedules)
      .where(eq(adminReportSchedules.id, id))
      .returning({ id: adminReportSchedules.id });
    return gone.length > 0;
  },

  /**
   * Claims a report day: inserts its row, or takes over a run that never finished and whose claim is
   * older than `leaseMinutes` (its instance failed or stopped). Null when the day was sent, or another
   * run holds it. Two runs at once: the row's unique key lets one insert; the other sees its claim.
   */
  async claimDay(db: DbOrTx, reportDate: string, leaseMinutes: number): Promise<boolean> {
    const result = await db.execute<{ report_date: string }>(sql`
      INSERT INTO admin_report_runs (report_date, started_at) VALUES (${reportDate}, now())
      ON CONFLICT (report_date) DO UPDATE SET started_at = now()
        WHERE admin_report_runs.sent_at IS NULL
          AND admin_report_runs.started_at < now() - make_interval(mins => ${leaseMinutes})
      RETURNING report_date`);
    return result.rows.length === 1;
  },

  /** Gives up a claim after a failure, so a retry may take the day over at once. */
  async releaseDay(db: DbOrTx, reportDate: string, leaseMinutes: number): Promise<void> {
    await db
      .update(adminReportRuns)
      .set({ startedAt: sql`now() - make_interval(mins => ${leaseMinutes + 1})` })
      .where(sql`${adminReportRuns.reportDate} = ${reportDate} AND ${adminReportRuns.sentAt} IS NULL`);
  },

  async finishDay(db: DbOrTx, reportDate: string, recipients: number): Promise<void> {
    await db
      .update(adminReportRuns)
      .set({ sentAt: sql`now()`, recipients })
      .where(eq(adminReportRuns.reportDate, reportDate));
  },

  async run(db: DbOrTx, reportDate: string) {
    const [row] = await db.select().from(adminReportRuns).where(eq(adminReportRuns.reportDate, reportDate));
    return row ?? null;
  },
};
