import {
  FUNNEL_STEPS,
  type TConversionRate,
  type TDayCount,
  type TFunnelStep,
  type TMinuteCount,
} from '../contract/analytics-dashboard';

/**
 * Pure helpers of the admin analytics dashboard (docs/product/admin.md#analytics-dashboard): UTC days,
 * series with the missing days filled with zero, and percentages. Days are `YYYY-MM-DD` in UTC.
 */

const DAY_MS = 86_400_000;

/** The UTC day of a time. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The UTC day `n` days after `day` (before, when negative). */
export function addDays(day: string, n: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS));
}

/** The start of a UTC day as a time. */
export function dayStart(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** The Monday (UTC) of the week holding `day`. */
export function mondayOf(day: string): string {
  const weekday = dayStart(day).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** One entry per day from `first` to `last` (inclusive), zero where `rows` has no count. */
export function fillDailySeries(first: string, last: string, rows: readonly TDayCount[]): TDayCount[] {
  const byDay = new Map(rows.map((row) => [row.date, row.count]));
  const series: TDayCount[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) {
    series.push({ date: day, count: byDay.get(day) ?? 0 });
  }
  return series;
}

/** The start of the minute holding `at`. */
export function minuteStart(at: Date): Date {
  return new Date(Math.floor(at.getTime() / 60_000) * 60_000);
}

/** `minutes` entries ending with the minute of `now`, oldest first, zero where `rows` has no count. */
export function fillMinuteSeries(now: Date, minutes: number, rows: readonly TMinuteCount[]): TMinuteCount[] {
  const byMinute = new Map(rows.map((row) => [Date.parse(row.minute), row.count]));
  const last = minuteStart(now).getTime();
  return Array.from({ length: minutes }, (_, i) => {
    const at = last - (minutes - 1 - i) * 60_000;
    return { minute: new Date(at).toISOString(), count: byMinute.get(at) ?? 0 };
  });
}

/** `part` as a percent of `whole` with one decimal; null when `whole` is 0. */
export function percent(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((part / whole) * 1000) / 10;
}

/** Each funnel step as a percent of the step before it and of the first step (the first: 100 of itself). */
export function conversionRates(
  counts: Readonly<Record<TFunnelStep, number>>,
): Record<TFunnelStep, TConversionRate> {
  const first = counts[FUNNEL_STEPS[0]];
  const rates = {} as Record<TFunnelStep, TConversionRate>;
  FUNNEL_STEPS.forEach((step, i) => {
    const previous = i === 0 ? counts[step] : counts[FUNNEL_STEPS[i - 1] as TFunnelStep];
    rates[step] = { ofPrevious: percent(counts[step], previous), ofFirst: percent(counts[step], first) };
  });
  return rates;
}

/**
 * A cohort's retention row: for week 1 … `weeks` after the sign-up week, the percent of `users` active
 * that week (`activeByWeek[k]` for week k); null for a week starting after `today` or when the cohort
 * is empty.
 */
export function retentionRow(
  weekStart: string,
  users: number,
  activeByWeek: ReadonlyMap<number, number>,
  weeks: number,
  today: string,
): (number | null)[] {
  return Array.from({ length: weeks }, (_, i) => {
    const week = i + 1;
    if (addDays(weekStart, 7 * week) > today) return null;
    return percent(activeByWeek.get(week) ?? 0, users);
  });
}

/** A session's length in words: '45 s', '5 min 20 s', '1 h 5 min'. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  if (s < 3600) {
    const rest = s % 60;
    return rest === 0 ? `${Math.floor(s / 60)} min` : `${Math.floor(s / 60)} min ${rest} s`;
  }
  const minutes = Math.floor((s % 3600) / 60);
  return minutes === 0 ? `${Math.floor(s / 3600)} h` : `${Math.floor(s / 3600)} h ${minutes} min`;
}

/** A percent as shown: '66.7%', or '–' when there is nothing to compare with. */
export function formatPercent(value: number | null): string {
  return value === null ? '–' : `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
}
