import type { z } from 'zod';
import {
  INSIGHT_METRICS,
  INSIGHT_PERIOD_DAYS,
  type TInsightMetric,
  type TInsightMetricFilter,
  type TInsightPeriod,
  type TInsightsResponse,
  type TWellnessInsight,
  type ZPredictiveAccess,
} from '../../../contract/insights';
import type { Db, DbOrTx } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import { addDays, localDate, rethrowUnknownTimeZone } from '../../lib/calendar';
import { AppError } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import type { ExerciseService } from '../exercise/service';
import type { FastingService } from '../fasting/service';
import type { HealthMetricService } from '../health-metrics/service';
import type { NutritionAnalysisService } from '../nutrition-analysis/service';
import type { SubscriptionService } from '../subscription/service';
import type { SymptomService } from '../symptoms/service';
import type { WaterService } from '../water/service';
import {
  correlate,
  correlationInsights,
  earlyWarnings,
  findPatterns,
  needsOf,
  orderInsights,
  summarise,
  summaryInsights,
  WARNING,
  type Window,
} from './analysis';
import { subjectOf } from './policy';
import { insightsRepository as repo } from './repository';
import { buildSeries, type DaySeries } from './series';

type PredictiveAccess = z.infer<typeof ZPredictiveAccess>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days before the last 3 that the early warning's baseline reads, plus the recent days and today. */
const WARNING_WINDOW = WARNING.baselineDays + WARNING.recentDays + 1;

/** Series shown for a metric filter (the summary metric's own series). */
const METRIC_SERIES: Record<TInsightMetric, string> = {
  mood: 'mood',
  energy: 'energy',
  sleep: 'sleep',
  stress: 'stress',
  overall: 'overall',
};

export type InsightsQuery = {
  period: TInsightPeriod;
  metric: TInsightMetricFilter;
  tz: string;
  userId?: string | undefined;
};

/**
 * GET /api/insights (docs/product/insights.md): reads the person's check-ins, symptoms, meals,
 * water, fasting and exercise for the period and the one before (each area aggregates per day in
 * its own query), computes summaries and trends for everyone, and the predictive parts
 * (correlations, patterns, early warnings) for Premium and for a trial with allowance left.
 */
export function createInsightsService(deps: {
  db: Db;
  audit: AuditLog;
  healthMetrics: Pick<HealthMetricService, 'dailyAveragesBetween'>;
  symptoms: Pick<SymptomService, 'entriesBetween'>;
  nutrition: Pick<NutritionAnalysisService, 'mealsBetween'>;
  water: Pick<WaterService, 'dailyTotalsBetween'>;
  fasting: Pick<FastingService, 'hoursByDayBetween'>;
  exercise: Pick<ExerciseService, 'completionsBetween'>;
  subscription: Pick<SubscriptionService, 'assertAccess' | 'consume' | 'trialStatus'>;
  now?: () => Date;
}) {
  const { db, audit, subscription } = deps;
  const now = deps.now ?? (() => new Date());

  /** The plan without counting: premium, trial (with what is left) or free. */
  const planOf = async (tx: DbOrTx, userId: string): Promise<'premium' | 'trial' | 'free'> => {
    try {
      return await subscription.assertAccess(tx, userId, 'aiInsights');
    } catch (error) {
      if (error instanceof AppError && error.code === 'PREMIUM_REQUIRED') return 'free';
      throw error;
    }
  };

  const remainingOf = async (actor: Actor) => {
    const status = await subscription.trialStatus(actor);
    return Math.max(0, status.limits.aiInsights - status.featuresUsed.aiInsights);
  };

  /**
   * Who sees the predictive parts, and the trial's count: one use per person, local day and period.
   * The first computation of a period on a day records the day and counts the use in one
   * transaction (refused past the limit, and then nothing is recorded); a refresh, another tab or a
   * re-render the same day is free. An admin reading someone else's insights never counts a use.
   */
  async function predictiveAccess(actor: Actor, userId: string, period: TInsightPeriod, today: string) {
    const plan = await planOf(db, userId);
    if (plan === 'premium')
      return { available: true, reason: 'premium', remaining: null } as PredictiveAccess;
    if (plan === 'free') return { available: false, reason: 'free', remaining: null } as PredictiveAccess;
    if (actor.userId !== userId) {
      // An admin's read of a trial member: the predictive parts, without using their allowance.
      return { available: true, reason: 'trial', remaining: null } as PredictiveAccess;
    }
    try {
      await db.transaction(async (tx) => {
        const first = await repo.recordTrialUse(tx, userId, today, period);
        if (first) await subscription.consume(tx, userId, 'aiInsights');
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'TRIAL_LIMIT_REACHED') {
        return { available: false, reason: 'trial_limit_reached', remaining: 0 } as PredictiveAccess;
      }
      if (error instanceof AppError && error.code === 'PREMIUM_REQUIRED') {
        return { available: false, reason: 'free', remaining: null } as PredictiveAccess;
      }
      throw error;
    }
    return { available: true, reason: 'trial', remaining: await remainingOf(actor) } as PredictiveAccess;
  }

  /** Minutes of exercise per local day from the completions (a small table: read and summed here). */
  async function exerciseMinutes(userId: string, from: string, to: string, timeZone: string) {
    const rows = await deps.exercise.completionsBetween(
      userId,
      new Date(Date.parse(`${from}T00:00:00Z`) - DAY_MS),
      new Date(Date.parse(`${to}T00:00:00Z`) + 2 * DAY_MS),
    );
    const minutes = new Map<string, number>();
    for (const row of rows) {
      const day = localDate(row.completedAt, timeZone);
      if (day < from || day > to) continue;
      minutes.set(day, (minutes.get(day) ?? 0) + row.durationMinutes);
    }
    return minutes;
  }

  return {
    async forUser(actor: Actor, query: InsightsQuery): Promise<TInsightsResponse> {
      const userId = subjectOf(actor, query.userId);
      const periodDays = INSIGHT_PERIOD_DAYS[query.period];
      const today = localDate(now(), query.tz);
      const windowDays = Math.max(2 * periodDays, WARNING_WINDOW);
      const first = addDays(today, 1 - windowDays);
      const days = Array.from({ length: windowDays }, (_, i) => addDays(first, i));
      const window: Window = { days, periodStart: windowDays - periodDays, periodDays };
      const tz = query.tz;

      const [checkIns, symptoms, meals, water, fasting, exercise, predictive] = await Promise.all([
        deps.healthMetrics.dailyAveragesBetween(userId, first, today, tz),
        deps.symptoms.entriesBetween(userId, first, today, tz),
        deps.nutrition.mealsBetween(userId, first, today, tz),
        deps.water.dailyTotalsBetween(userId, first, today, tz),
        deps.fasting.hoursByDayBetween(userId, first, today, tz),
        exerciseMinutes(userId, first, today, tz),
        predictiveAccess(actor, userId, query.period, today),
        audit.read({
          actorUserId: actor.userId,
          subjectUserId: userId,
          action: 'read',
          resource: 'insights',
          resourceId: null,
          requestId: actor.requestId,
          ipAddress: actor.ip,
        }),
      ]).catch(rethrowUnknownTimeZone);

      const all = buildSeries({ days, checkIns, symptoms, meals, water, fasting, exercise });
      const byKey = new Map(all.map((s) => [s.key, s]));
      const metrics = query.metric === 'all' ? INSIGHT_METRICS : [query.metric];
      const summaries = metrics.map((metric) =>
        summarise(byKey.get(METRIC_SERIES[metric]) as DaySeries, window, metric),
      );
      const periodFirst = days[window.periodStart] as string;
      const checkInDays = checkIns.filter((c) => c.date >= periodFirst).length;
      const warningFirst = addDays(today, 1 - WARNING_WINDOW);
      const warningWindowDays = checkIns.filter((c) => c.date >= warningFirst).length;

      const insights: TWellnessInsight[] = summaryInsights(summaries, checkInDays, periodDays);
      let correlations: TInsightsResponse['correlations'] = [];
      let patterns: TInsightsResponse['patterns'] = [];
      let correlationTests = 0;
      let baselineDays = 0;
      if (predictive.available) {
        const found = correlate(all, window);
        correlations = found.correlations;
        correlationTests = found.tests;
        patterns = findPatterns(all, symptoms, window).patterns;
        const warnings = earlyWarnings(all);
        baselineDays = warnings.baselineDays;
        insights.push(...warnings.warnings, ...correlationInsights(correlations));
      }

      // Charts: the scores, hours slept, each symptom's severity and the amounts; the yes/no food flags
      // and symptom counts feed the correlations only (they would double the answer's size).
      const shown =
        query.metric === 'all'
          ? all.filter((s) => s.group !== 'food' && s.group !== 'symptom_count')
          : all.filter((s) => s.key === METRIC_SERIES[query.metric as TInsightMetric]);
      const series = shown
        .map((s) => ({
          key: s.key,
          label: s.label,
          unit: s.unit,
          points: days.slice(window.periodStart).map((date, i) => ({
            date,
            value: s.values[window.periodStart + i] ?? null,
          })),
        }))
        .filter((s) => s.points.some((p) => p.value !== null));

      const anyData = series.length > 0;
      return {
        period: query.period,
        metric: query.metric,
        from: periodFirst,
        to: today,
        summaries,
        insights: orderInsights(insights),
        series,
        correlations,
        patterns,
        predictive,
        needs: needsOf({
          checkInDays,
          periodDays,
          anyData,
          predictive: predictive.available,
          correlationTests,
          warningWindowDays,
          baselineDays,
        }),
        generatedAt: now().toISOString(),
      };
    },

    /** The account erasure (inside its transaction): the record of trial uses. */
    async eraseForUser(tx: DbOrTx, userId: string): Promise<void> {
      await repo.deleteForUser(tx, userId);
    },

    /** The data export's part (docs/product/data-rights.md): the days a trial's insights were counted. */
    async exportForUser(userId: string) {
      const rows = await repo.listForUser(db, userId);
      return {
        premium: {
          insightTrialUses: rows.map((row) => ({
            day: row.day,
            period: row.period,
            countedAt: row.createdAt.toISOString(),
          })),
        },
      };
    },
  };
}

export type InsightsService = ReturnType<typeof createInsightsService>;
