import { type SQL, sql } from 'drizzle-orm';
import { addDays, dayStart } from '../../../common/analytics-dashboard';
import type { DbOrTx } from '../../db/client';
import { analyticsEvents as events } from '../../db/schema/analytics';
import {
  analyticsFeatureDays as featureDays,
  analyticsRollupDays as rollupDays,
  analyticsSessionDays as sessionDays,
  analyticsUserDays as userDays,
} from '../../db/schema/analytics-dashboard';
import { users } from '../../db/schema/auth';
import { onboardingAnswers } from '../../db/schema/onboarding';
import { subscriptions } from '../../db/schema/subscription';
import { symptoms } from '../../db/schema/symptoms';

/**
 * The dashboard's SQL (docs/product/admin.md#analytics-dashboard). Days up to the last rolled day are
 * read from the daily rollups; later days (and the part of a window's first day that is not a whole
 * day) from `analytics_events` itself. Every answer is a count: no user id or session id leaves here.
 * The funnel counts accounts in the account, onboarding, symptom and subscription tables as totals
 * only (scripts/check-boundaries.ts lists that exception).
 */

/** Which part of a window comes from the rollups and which from the events. */
export type WindowParts = {
  since: Date;
  /** Rolled days `lo` ≤ day < `hi` are read from the rollups (none when equal). */
  lo: string;
  hi: string;
};

/**
 * A window from `since` to now: the whole days from the first midnight at or after `since` up to
 * `liveFrom` (the first day not rolled up, null when none is) come from the rollups; the rest from
 * the events.
 */
export function windowParts(since: Date, liveFrom: string | null): WindowParts {
  const sinceDay = since.toISOString().slice(0, 10);
  const lo = dayStart(sinceDay).getTime() === since.getTime() ? sinceDay : addDays(sinceDay, 1);
  const hi = liveFrom !== null && liveFrom > lo ? liveFrom : lo;
  return { since, lo, hi };
}

/** The events of a window that the rollups do not cover. */
function eventsOutsideRollups(w: WindowParts): SQL {
  return sql`${events.createdAt} >= ${w.since.toISOString()}::timestamptz
    AND (${events.createdAt} < ${dayStart(w.lo).toISOString()}::timestamptz
      OR ${events.createdAt} >= ${dayStart(w.hi).toISOString()}::timestamptz)`;
}

const eventDay = sql`((${events.createdAt} AT TIME ZONE 'UTC')::date)`;
const count = (result: { rows: Record<string, unknown>[] }, column = 'n') =>
  Number(result.rows[0]?.[column] ?? 0);

/** Members counted by the funnel: accounts of people (not practitioners, admins or demo members). */
const memberSince = (since: Date) =>
  sql`${users.role} = 'user' AND NOT ${users.isDemo} AND ${users.createdAt} >= ${since.toISOString()}::timestamptz`;

export const analyticsDashboardRepository = {
  /** The first day not rolled up yet, or null when no day is. */
  async liveFrom(db: DbOrTx): Promise<string | null> {
    const result = await db.execute(sql`SELECT (max(${rollupDays.day}) + 1)::text AS d FROM ${rollupDays}`);
    return (result.rows[0]?.d as string | null) ?? null;
  },

  /** The first day with an event, or null without events. */
  async firstEventDay(db: DbOrTx): Promise<string | null> {
    const result = await db.execute(
      sql`SELECT ((min(${events.createdAt}) AT TIME ZONE 'UTC')::date)::text AS d FROM ${events}`,
    );
    return (result.rows[0]?.d as string | null) ?? null;
  },

  /**
   * Writes the rollups of one UTC day. False when the day was already rolled (by another instance):
   * the day's row in `analytics_rollup_days` is the claim, taken first in the same transaction.
   */
  async rollUpDay(db: DbOrTx, day: string): Promise<boolean> {
    const from = dayStart(day).toISOString();
    const to = dayStart(addDays(day, 1)).toISOString();
    const inDay = sql`${events.createdAt} >= ${from}::timestamptz AND ${events.createdAt} < ${to}::timestamptz`;
    return db.transaction(async (tx) => {
      const claimed = await tx.execute(sql`
        INSERT INTO ${rollupDays} (day, active_users, sessions, events) VALUES (${day}::date, 0, 0, 0)
        ON CONFLICT (day) DO NOTHING RETURNING day`);
      if (claimed.rows.length === 0) return false;
      await tx.execute(sql`
        INSERT INTO ${userDays} (user_id, day)
        SELECT DISTINCT ${events.userId}, ${day}::date FROM ${events}
        WHERE ${inDay} AND ${events.userId} IS NOT NULL`);
      await tx.execute(sql`
        INSERT INTO ${sessionDays} (day, client_session_id, first_at, last_at, events, landing)
        SELECT ${day}::date, ${events.clientSessionId}, min(${events.createdAt}), max(${events.createdAt}), count(*),
          coalesce(bool_or(${events.kind} = 'event' AND ${events.name} = 'page_view'
            AND ${events.properties}->>'path' = '/' AND ${events.userId} IS NULL), false)
        FROM ${events} WHERE ${inDay} AND ${events.clientSessionId} IS NOT NULL
        GROUP BY ${events.clientSessionId}`);
      await tx.execute(sql`
        INSERT INTO ${featureDays} (day, name, events)
        SELECT ${day}::date, ${events.name}, count(*) FROM ${events}
        WHERE ${inDay} AND ${events.kind} = 'feature' GROUP BY ${events.name}`);
      await tx.execute(sql`
        UPDATE ${rollupDays} SET
          active_users = (SELECT count(*) FROM ${userDays} WHERE ${userDays.day} = ${day}::date),
          sessions = (SELECT count(*) FROM ${sessionDays} WHERE ${sessionDays.day} = ${day}::date),
          events = (SELECT count(*) FROM ${events} WHERE ${inDay}),
          rolled_at = now()
        WHERE ${rollupDays.day} = ${day}::date`);
      return true;
    });
  },

  /** Distinct tracker sessions with an event since `since` (recent: always after the rolled days). */
  async sessionsSince(db: DbOrTx, since: Date): Promise<number> {
    return count(
      await db.execute(sql`
        SELECT count(DISTINCT ${events.clientSessionId})::int AS n FROM ${events}
        WHERE ${events.createdAt} >= ${since.toISOString()}::timestamptz`),
    );
  },

  /** Mean seconds from first to last event over the window's sessions with two events or more. */
  async sessionDurations(db: DbOrTx, w: WindowParts): Promise<{ sessions: number; avgSeconds: number }> {
    const result = await db.execute(sql`
      WITH spans AS (
        SELECT ${sessionDays.clientSessionId} AS s, ${sessionDays.firstAt} AS f, ${sessionDays.lastAt} AS l,
          ${sessionDays.events} AS n
        FROM ${sessionDays} WHERE ${sessionDays.day} >= ${w.lo}::date AND ${sessionDays.day} < ${w.hi}::date
        UNION ALL
        SELECT ${events.clientSessionId}, min(${events.createdAt}), max(${events.createdAt}), count(*)
        FROM ${events} WHERE ${events.clientSessionId} IS NOT NULL AND ${eventsOutsideRollups(w)}
        GROUP BY ${events.clientSessionId}
      ), sessions AS (SELECT min(f) AS f, max(l) AS l, sum(n) AS n FROM spans GROUP BY s)
      SELECT count(*)::int AS sessions,
        coalesce(round(avg(extract(epoch FROM l - f))), 0)::int AS seconds
      FROM sessions WHERE n > 1`);
    return { sessions: count(result, 'sessions'), avgSeconds: count(result, 'seconds') };
  },

  /** Distinct consenting users with an event in the window. */
  async activeUsers(db: DbOrTx, w: WindowParts): Promise<number> {
    return count(
      await db.execute(sql`
        SELECT count(DISTINCT u)::int AS n FROM (
          SELECT ${userDays.userId} AS u FROM ${userDays}
          WHERE ${userDays.day} >= ${w.lo}::date AND ${userDays.day} < ${w.hi}::date
          UNION ALL
          SELECT ${events.userId} FROM ${events} WHERE ${events.userId} IS NOT NULL AND ${eventsOutsideRollups(w)}
        ) AS active`),
    );
  },

  /** Feature-usage events per feature in the window, the `limit` most used (ties by name). */
  async featureUsage(db: DbOrTx, w: WindowParts, limit: number): Promise<{ name: string; n: number }[]> {
    const result = await db.execute(sql`
      SELECT name, sum(n)::int AS n FROM (
        SELECT ${featureDays.name} AS name, ${featureDays.events} AS n FROM ${featureDays}
        WHERE ${featureDays.day} >= ${w.lo}::date AND ${featureDays.day} < ${w.hi}::date
        UNION ALL
        SELECT ${events.name}, count(*) FROM ${events}
        WHERE ${events.kind} = 'feature' AND ${eventsOutsideRollups(w)} GROUP BY ${events.name}
      ) AS usage GROUP BY name ORDER BY n DESC, name ASC LIMIT ${limit}`);
    return result.rows.map((row) => ({ name: String(row.name), n: Number(row.n) }));
  },

  /** Per UTC day of the window (whole days): distinct consenting users and distinct sessions. */
  async dailyCounts(
    db: DbOrTx,
    w: WindowParts,
  ): Promise<{ day: string; activeUsers: number; sessions: number }[]> {
    const result = await db.execute(sql`
      SELECT ${rollupDays.day}::text AS day, ${rollupDays.activeUsers} AS users, ${rollupDays.sessions} AS sessions
      FROM ${rollupDays} WHERE ${rollupDays.day} >= ${w.lo}::date AND ${rollupDays.day} < ${w.hi}::date
      UNION ALL
      SELECT ${eventDay}::text, count(DISTINCT ${events.userId})::int, count(DISTINCT ${events.clientSessionId})::int
      FROM ${events} WHERE ${eventsOutsideRollups(w)} GROUP BY ${eventDay}`);
    return result.rows.map((row) => ({
      day: String(row.day),
      activeUsers: Number(row.users),
      sessions: Number(row.sessions),
    }));
  },

  /**
   * Members who signed up from `firstWeek` (a Monday) and had an event linked to them since (they
   * opted in), by sign-up week and by week after it (0 = the sign-up week; -1 = any week, the cohort's
   * size): distinct members.
   */
  async retention(
    db: DbOrTx,
    firstWeek: string,
    liveFrom: string | null,
  ): Promise<{ weekStart: string; week: number; users: number }[]> {
    const w = windowParts(dayStart(firstWeek), liveFrom);
    const result = await db.execute(sql`
      WITH cohort AS (
        SELECT ${users.id} AS id, date_trunc('week', ${users.createdAt} AT TIME ZONE 'UTC')::date AS week_start
        FROM ${users} WHERE ${memberSince(dayStart(firstWeek))}
      ), days AS (
        SELECT ${userDays.userId} AS user_id, ${userDays.day} AS day FROM ${userDays}
        WHERE ${userDays.day} >= ${w.lo}::date AND ${userDays.day} < ${w.hi}::date
          AND ${userDays.userId} IN (SELECT id FROM cohort)
        UNION
        SELECT ${events.userId}, ${eventDay} FROM ${events}
        WHERE ${events.userId} IN (SELECT id FROM cohort) AND ${eventsOutsideRollups(w)}
      )
      SELECT t.week_start::text AS week_start, t.week, count(DISTINCT t.id)::int AS users
      FROM (
        SELECT c.id, c.week_start, ((d.day - c.week_start) / 7)::int AS week
        FROM cohort c JOIN days d ON d.user_id = c.id AND d.day >= c.week_start
      ) AS t
      GROUP BY GROUPING SETS ((t.week_start, t.week), (t.week_start))`);
    // The row without a week (null) counts the cohort: everyone with a linked event since signing up.
    return result.rows.map((row) => ({
      weekStart: String(row.week_start),
      week: row.week === null ? -1 : Number(row.week),
      users: Number(row.users),
    }));
  },

  /** Distinct sessions that opened the landing page (`/`) signed out in the window. */
  async landingSessions(db: DbOrTx, w: WindowParts): Promise<number> {
    return count(
      await db.execute(sql`
        SELECT count(DISTINCT s)::int AS n FROM (
          SELECT ${sessionDays.clientSessionId} AS s FROM ${sessionDays}
          WHERE ${sessionDays.landing} AND ${sessionDays.day} >= ${w.lo}::date AND ${sessionDays.day} < ${w.hi}::date
          UNION ALL
          SELECT ${events.clientSessionId} FROM ${events}
          WHERE ${events.kind} = 'event' AND ${events.name} = 'page_view' AND ${events.properties}->>'path' = '/'
            AND ${events.userId} IS NULL AND ${events.clientSessionId} IS NOT NULL AND ${eventsOutsideRollups(w)}
        ) AS landing`),
    );
  },

  /**
   * Members who signed up since `since`, and how many of them completed onboarding (the
   * questionnaire stored, or a completed onboarding sent as a linked event), logged a symptom,
   * started the trial and became Premium. Totals only.
   */
  async signupSteps(
    db: DbOrTx,
    since: Date,
  ): Promise<{ signup: number; onboarding: number; symptom: number; trial: number; premium: number }> {
    const result = await db.execute(sql`
      WITH cohort AS (SELECT ${users.id} AS id FROM ${users} WHERE ${memberSince(since)}),
      onboarded AS (
        SELECT ${onboardingAnswers.userId} AS id FROM ${onboardingAnswers}
        UNION
        SELECT ${events.userId} FROM ${events}
        WHERE ${events.kind} = 'feature' AND ${events.name} IN ('simple_onboarding', 'guided_onboarding')
          AND ${events.properties}->>'action' = 'completed' AND ${events.userId} IS NOT NULL
          AND ${events.createdAt} >= ${since.toISOString()}::timestamptz
      )
      SELECT count(*)::int AS signup,
        count(*) FILTER (WHERE c.id IN (SELECT id FROM onboarded))::int AS onboarding,
        count(*) FILTER (WHERE EXISTS (SELECT 1 FROM ${symptoms} WHERE ${symptoms.userId} = c.id))::int AS symptom,
        count(*) FILTER (WHERE ${subscriptions.trialStartedAt} IS NOT NULL)::int AS trial,
        count(*) FILTER (WHERE ${subscriptions.premiumSince} IS NOT NULL OR ${subscriptions.plan} = 'premium')::int AS premium
      FROM cohort c LEFT JOIN ${subscriptions} ON ${subscriptions.userId} = c.id`);
    return {
      signup: count(result, 'signup'),
      onboarding: count(result, 'onboarding'),
      symptom: count(result, 'symptom'),
      trial: count(result, 'trial'),
      premium: count(result, 'premium'),
    };
  },

  /** Events per minute since `since` (a minute's start). */
  async eventsPerMinute(db: DbOrTx, since: Date): Promise<{ minute: Date; n: number }[]> {
    const result = await db.execute(sql`
      SELECT date_trunc('minute', ${events.createdAt}) AS minute, count(*)::int AS n FROM ${events}
      WHERE ${events.createdAt} >= ${since.toISOString()}::timestamptz GROUP BY 1`);
    return result.rows.map((row) => ({ minute: new Date(row.minute as string | Date), n: Number(row.n) }));
  },

  /** The days the person had a linked event (the data export's usage analytics). */
  async daysOf(db: DbOrTx, userId: string): Promise<string[]> {
    const result = await db.execute(
      sql`SELECT ${userDays.day}::text AS day FROM ${userDays} WHERE ${userDays.userId} = ${userId} ORDER BY 1`,
    );
    return result.rows.map((row) => String(row.day));
  },

  async eraseUser(db: DbOrTx, userId: string): Promise<void> {
    await db.execute(sql`DELETE FROM ${userDays} WHERE ${userDays.userId} = ${userId}`);
  },
};
