import {
  addDays,
  conversionRates,
  fillDailySeries,
  fillMinuteSeries,
  minuteStart,
  mondayOf,
  retentionRow,
  utcDay,
} from '../../../common/analytics-dashboard';
import {
  FUNNEL_STEPS,
  type TAnalyticsDashboard,
  type TAnalyticsEngagement,
  type TAnalyticsFunnel,
  type TAnalyticsRealtime,
  type TFunnelStep,
  ANALYTICS_DASHBOARD_WINDOWS as W,
} from '../../../contract/analytics-dashboard';
import type { Db, DbOrTx } from '../../db/client';
import { analyticsDashboardRepository as repo, windowParts } from './repository';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * A day is rolled up once it can receive no more events: the server accepts a client's time up to a
 * day back, so the day before yesterday is the last day rolled (docs/product/admin.md#analytics-dashboard).
 */
export const ROLLUP_DELAY_DAYS = 2;

/** The admin analytics dashboard (docs/product/admin.md#analytics-dashboard): counts only. */
export function createAnalyticsDashboardService(deps: { db: Db; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  const { db } = deps;

  return {
    /**
     * Rolls up every whole day not rolled yet, oldest first, up to the day before yesterday (UTC).
     * Safe to run again or in two instances at once: each day is claimed once. Returns the days rolled.
     */
    async rollUp(): Promise<string[]> {
      const last = addDays(utcDay(now()), -ROLLUP_DELAY_DAYS);
      let day = (await repo.liveFrom(db)) ?? (await repo.firstEventDay(db));
      const rolled: string[] = [];
      if (day === null) return rolled;
      for (; day <= last; day = addDays(day, 1)) {
        if (await repo.rollUpDay(db, day)) rolled.push(day);
      }
      return rolled;
    },

    async dashboard(): Promise<TAnalyticsDashboard> {
      const at = now();
      const liveFrom = await repo.liveFrom(db);
      const since = (days: number) => windowParts(new Date(at.getTime() - days * DAY_MS), liveFrom);
      const [activeSessions, durations, daily, weekly, monthly, features] = await Promise.all([
        repo.sessionsSince(db, new Date(at.getTime() - W.activeSessionMinutes * MINUTE_MS)),
        repo.sessionDurations(db, since(W.sessionDurationDays)),
        repo.activeUsers(db, since(1)),
        repo.activeUsers(db, since(7)),
        repo.activeUsers(db, since(30)),
        repo.featureUsage(db, since(W.featureUsageDays), W.featureUsageTop),
      ]);
      return {
        activeSessions,
        avgSessionDuration: durations.avgSeconds,
        sessionsMeasured: durations.sessions,
        activeUsers: { daily, weekly, monthly },
        featureUsage: Object.fromEntries(features.map((f) => [f.name, f.n])),
        generatedAt: at.toISOString(),
      };
    },

    async engagement(): Promise<TAnalyticsEngagement> {
      const at = now();
      const today = utcDay(at);
      const first = addDays(today, -(W.engagementDays - 1));
      const liveFrom = await repo.liveFrom(db);
      const firstWeek = addDays(mondayOf(today), -7 * (W.retentionWeeks - 1));
      const [daily, cohortRows] = await Promise.all([
        repo.dailyCounts(db, windowParts(new Date(`${first}T00:00:00Z`), liveFrom)),
        repo.retention(db, firstWeek, liveFrom),
      ]);
      const retention = Array.from({ length: W.retentionWeeks }, (_, i) => {
        const weekStart = addDays(firstWeek, 7 * i);
        const rows = cohortRows.filter((row) => row.weekStart === weekStart);
        // Everyone with a linked event since signing up: week 0 or later.
        const size = rows.find((row) => row.week === -1)?.users ?? 0;
        const active = new Map(rows.filter((row) => row.week >= 1).map((row) => [row.week, row.users]));
        return {
          weekStart,
          users: size,
          retention: retentionRow(weekStart, size, active, W.retentionWeeks - 1, today),
        };
      });
      return {
        dailyActiveUsers: fillDailySeries(
          first,
          today,
          daily.map((d) => ({ date: d.day, count: d.activeUsers })),
        ),
        sessionsPerDay: fillDailySeries(
          first,
          today,
          daily.map((d) => ({ date: d.day, count: d.sessions })),
        ),
        retention,
        generatedAt: at.toISOString(),
      };
    },

    async funnel(): Promise<TAnalyticsFunnel> {
      const at = now();
      const since = new Date(at.getTime() - W.funnelDays * DAY_MS);
      const liveFrom = await repo.liveFrom(db);
      const [landing, steps] = await Promise.all([
        repo.landingSessions(db, windowParts(since, liveFrom)),
        repo.signupSteps(db, since),
      ]);
      const counts: Record<TFunnelStep, number> = {
        landing,
        signup: steps.signup,
        onboarding_complete: steps.onboarding,
        first_symptom: steps.symptom,
        trial: steps.trial,
        premium: steps.premium,
      };
      return {
        steps: FUNNEL_STEPS.map((step) => ({ step, count: counts[step] })),
        conversionRates: conversionRates(counts),
        generatedAt: at.toISOString(),
      };
    },

    async realtime(): Promise<TAnalyticsRealtime> {
      const at = now();
      const seriesFrom = new Date(minuteStart(at).getTime() - (W.realtimeSeriesMinutes - 1) * MINUTE_MS);
      const [activeSessions, perMinute] = await Promise.all([
        repo.sessionsSince(db, new Date(at.getTime() - W.realtimeMinutes * MINUTE_MS)),
        repo.eventsPerMinute(db, seriesFrom),
      ]);
      return {
        activeSessions,
        eventsPerMinute: fillMinuteSeries(
          at,
          W.realtimeSeriesMinutes,
          perMinute.map((m) => ({ minute: m.minute.toISOString(), count: m.n })),
        ),
        generatedAt: at.toISOString(),
      };
    },

    /**
     * The data export: nothing of its own. The rollup holds only the days of the person's linked
     * events, and the analytics area exports those events with their times.
     */
    async exportForUser(_userId: string) {
      return {};
    },

    /** The days the person had linked usage events, as rolled up (tests check the erasure with it). */
    async activeDaysOf(userId: string): Promise<string[]> {
      return repo.daysOf(db, userId);
    },

    /** The account erasure (inside its transaction). */
    async eraseForUser(tx: DbOrTx, userId: string): Promise<void> {
      await repo.eraseUser(tx, userId);
    },
  };
}

export type AnalyticsDashboardService = ReturnType<typeof createAnalyticsDashboardService>;
