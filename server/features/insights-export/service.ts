import type { z } from 'zod';
import { INSIGHT_PERIOD_DAYS, type TDoctorSummary } from '../../../contract/insights';
import type { ZInsightsExportQuery } from '../../../contract/insights-export';
import type { AuditLog } from '../../lib/audit';
import { addDays, localDate } from '../../lib/calendar';
import type { Actor } from '../../plugins/auth';
import type { AuthService } from '../auth/service';
import type { ExerciseService } from '../exercise/service';
import type { FastingService } from '../fasting/service';
import type { HealthMetricService } from '../health-metrics/service';
import type { NutritionAnalysisService } from '../nutrition-analysis/service';
import type { ProfileService } from '../profile/service';
import type { SymptomService } from '../symptoms/service';
import type { WaterService } from '../water/service';
import { checkInAverages, exportTable, type SymptomEntry, symptomSummary } from './compute';
import { toCsv } from './csv';

type Query = z.output<typeof ZInsightsExportQuery>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The insights export (docs/product/insights.md#export-and-the-doctor-summary): the period's days as
 * CSV and the one-page doctor summary, from the other areas' services. Always the caller's own data;
 * each answer is on the audit log before it leaves.
 */
export function createInsightsExportService(deps: {
  audit: AuditLog;
  healthMetrics: Pick<HealthMetricService, 'dailyAveragesBetween'>;
  symptoms: Pick<SymptomService, 'entriesBetween'>;
  water: Pick<WaterService, 'dailyTotalsBetween'>;
  fasting: Pick<FastingService, 'hoursByDayBetween'>;
  nutrition: Pick<NutritionAnalysisService, 'mealsBetween'>;
  exercise: Pick<ExerciseService, 'completionsBetween'>;
  profile: Pick<ProfileService, 'conditionsAndMedications'>;
  accounts: Pick<AuthService, 'contactsOf'>;
  now?: () => Date;
}) {
  const { audit } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * The period's calendar days in the person's time zone, today last, and an instant window wide enough
   * to hold them in any zone (rows read by instant are then kept by their local date).
   */
  const periodOf = (query: Query) => {
    const at = now();
    const to = localDate(at, query.tz);
    const days = INSIGHT_PERIOD_DAYS[query.period];
    const from = addDays(to, 1 - days);
    const dates = Array.from({ length: days }, (_, i) => addDays(from, i));
    const wideFrom = new Date(Date.parse(`${from}T00:00:00Z`) - DAY_MS);
    const wideTo = new Date(Date.parse(`${to}T00:00:00Z`) + 2 * DAY_MS);
    const inPeriod = (instant: Date) => {
      const date = localDate(instant, query.tz);
      return date >= from && date <= to ? date : null;
    };
    return { at, from, to, dates, wideFrom, wideTo, inPeriod };
  };

  const symptomsIn = async (userId: string, period: ReturnType<typeof periodOf>, timeZone: string) => {
    const rows = await deps.symptoms.entriesBetween(userId, period.from, period.to, timeZone);
    return rows.map(
      (row): SymptomEntry => ({
        symptomName: row.symptomName,
        severity: row.severity,
        date: row.date,
        at: row.at,
      }),
    );
  };

  const auditExport = (actor: Actor, action: 'export' | 'read', resource: string) =>
    audit.read({
      actorUserId: actor.userId,
      subjectUserId: actor.userId,
      action,
      resource,
      resourceId: null,
      requestId: actor.requestId,
      ipAddress: actor.ip,
    });

  return {
    /** GET /api/insights/export.csv: one row per day of the period; audited as an export of health data. */
    async csv(actor: Actor, query: Query): Promise<{ fileName: string; body: string }> {
      const userId = actor.userId;
      const period = periodOf(query);
      const [checkIns, symptoms, waterMl, fasts, meals, completions] = await Promise.all([
        deps.healthMetrics.dailyAveragesBetween(userId, period.from, period.to, query.tz),
        symptomsIn(userId, period, query.tz),
        deps.water.dailyTotalsBetween(userId, period.from, period.to, query.tz),
        deps.fasting.hoursByDayBetween(userId, period.from, period.to, query.tz),
        deps.nutrition.mealsBetween(userId, period.from, period.to, query.tz),
        deps.exercise.completionsBetween(userId, period.wideFrom, period.wideTo),
      ]);
      const dated = <T>(rows: T[], at: (row: T) => Date) =>
        rows.flatMap((row) => {
          const date = period.inPeriod(at(row));
          return date ? [{ row, date }] : [];
        });
      const table = exportTable({
        dates: period.dates,
        checkIns,
        symptoms,
        waterMl,
        meals: meals.map(({ date, calories, protein }) => ({ date, calories, protein })),
        fasts: [...fasts].map(([date, hours]) => ({ date, hours })),
        exercise: dated(completions, (c) => c.completedAt).map(({ row, date }) => ({
          date,
          minutes: row.durationMinutes,
        })),
      });
      await auditExport(actor, 'export', 'insights_csv');
      return {
        fileName: `infinite-wellness-${period.from}-to-${period.to}.csv`,
        body: toCsv([table.header, ...table.rows]),
      };
    },

    /**
     * GET /api/insights/summary: the doctor summary's figures. `correlations` stays empty here: the page
     * takes the sentences from GET /api/insights of the same period, which applies the premium rules.
     */
    async doctorSummary(actor: Actor, query: Query): Promise<TDoctorSummary> {
      const userId = actor.userId;
      const period = periodOf(query);
      const [checkIns, symptoms, lists, contacts] = await Promise.all([
        deps.healthMetrics.dailyAveragesBetween(userId, period.from, period.to, query.tz),
        symptomsIn(userId, period, query.tz),
        deps.profile.conditionsAndMedications(userId),
        deps.accounts.contactsOf([userId]),
      ]);
      await auditExport(actor, 'read', 'doctor_summary');
      return {
        period: query.period,
        from: period.from,
        to: period.to,
        name: contacts.get(userId)?.name ?? null,
        conditions: lists.conditions,
        medications: lists.medications,
        symptoms: symptomSummary(symptoms),
        checkInAverages: checkInAverages(checkIns),
        checkInDays: checkIns.length,
        correlations: [],
        generatedAt: period.at.toISOString(),
      };
    },
  };
}

export type InsightsExportService = ReturnType<typeof createInsightsExportService>;
