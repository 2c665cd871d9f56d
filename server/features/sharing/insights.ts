import type { TInsight } from '../../../contract/sharing';

/**
 * Sharing insights computed from the user's own data (docs/product/home.md#share-insights): pure, so the
 * rules are unit-tested (insights.test.ts). Days and months are counted in UTC.
 */
export type InsightInput = {
  now: Date;
  streak: number;
  symptomsLogged: number;
  /** Symptoms since the start of last month (or 28 days back, whichever is earlier): no free text. */
  symptoms: { symptomName: string; severity: number; createdAt: Date }[];
  /** Check-ins of the last 28 days. */
  checkIns: { sleepHours: number; stress: number; createdAt: Date }[];
  /** The first of the user's current recommendations, if any. */
  tip: { id: string; title: string; reason: string } | null;
};

const DAY_MS = 24 * 60 * 60 * 1000;
export const IMPROVEMENT_WINDOW_DAYS = 14;
/** Symptom milestones worth an achievement. */
export const SYMPTOM_MILESTONES = [100, 50, 25, 10, 1] as const;
/** Smallest change in average sleep (hours) or stress (points) worth an insight. */
export const MIN_SLEEP_CHANGE = 0.5;
export const MIN_STRESS_CHANGE = 1;

export const INSIGHT_COLORS = {
  achievement: '#b45309',
  streak: '#0f766e',
  progress: '#1d4ed8',
  wellness_tip: '#7e22ce',
  symptom_improvement: '#15803d',
} as const;

const round1 = (value: number) => Math.round(value * 10) / 10;
const average = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const signed = (value: number) => (value > 0 ? `+${value}` : `${value}`);

/** Recent window [now-14d, now] and the one before it [now-28d, now-14d). */
function windows(now: Date) {
  const recentStart = now.getTime() - IMPROVEMENT_WINDOW_DAYS * DAY_MS;
  const previousStart = recentStart - IMPROVEMENT_WINDOW_DAYS * DAY_MS;
  return {
    inRecent: (d: Date) => d.getTime() >= recentStart && d.getTime() <= now.getTime(),
    inPrevious: (d: Date) => d.getTime() >= previousStart && d.getTime() < recentStart,
  };
}

export function computeInsights(input: InsightInput): TInsight[] {
  const { now } = input;
  const date = isoDay(now);
  const insights: TInsight[] = [];
  const { inRecent, inPrevious } = windows(now);

  if (input.streak > 0) {
    insights.push({
      id: 'streak',
      type: 'streak',
      title: `${input.streak}-day wellness streak`,
      description:
        input.streak === 1
          ? 'I checked in on my health today. Every day counts!'
          : `I've looked after my health ${input.streak} days in a row.`,
      metric: { value: input.streak, unit: input.streak === 1 ? 'day' : 'days', change: null },
      date,
      category: 'Consistency',
      color: INSIGHT_COLORS.streak,
    });
  }

  const milestone = SYMPTOM_MILESTONES.find((m) => input.symptomsLogged >= m);
  if (milestone !== undefined) {
    insights.push({
      id: `achievement-symptoms-${milestone}`,
      type: 'achievement',
      title: milestone === 1 ? 'First symptom logged' : `${milestone} symptoms logged`,
      description:
        milestone === 1
          ? 'I started tracking my symptoms to understand my health better.'
          : `I've logged ${milestone} symptom entries to understand my health better.`,
      metric: { value: input.symptomsLogged, unit: 'entries', change: null },
      date,
      category: 'Tracking',
      color: INSIGHT_COLORS.achievement,
    });
  }

  // Symptoms logged this calendar month vs last (UTC).
  const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const lastMonthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1);
  const thisMonth = input.symptoms.filter((s) => s.createdAt.getTime() >= monthStart).length;
  const lastMonth = input.symptoms.filter(
    (s) => s.createdAt.getTime() >= lastMonthStart && s.createdAt.getTime() < monthStart,
  ).length;
  if (thisMonth > 0) {
    const change = thisMonth - lastMonth;
    insights.push({
      id: 'progress-symptoms-month',
      type: 'progress',
      title: 'Symptoms tracked this month',
      description:
        lastMonth > 0
          ? `I logged ${thisMonth} symptom ${thisMonth === 1 ? 'entry' : 'entries'} this month (${signed(change)} vs last month).`
          : `I logged ${thisMonth} symptom ${thisMonth === 1 ? 'entry' : 'entries'} this month.`,
      metric: {
        value: thisMonth,
        unit: thisMonth === 1 ? 'entry' : 'entries',
        change: lastMonth > 0 ? change : null,
      },
      date,
      category: 'Tracking',
      color: INSIGHT_COLORS.progress,
    });
  }

  // The symptom whose average severity fell most: last 14 days vs the 14 before.
  const byName = new Map<string, { recent: number[]; previous: number[] }>();
  for (const s of input.symptoms) {
    const key = s.symptomName.trim();
    const entry = byName.get(key) ?? { recent: [], previous: [] };
    if (inRecent(s.createdAt)) entry.recent.push(s.severity);
    else if (inPrevious(s.createdAt)) entry.previous.push(s.severity);
    byName.set(key, entry);
  }
  let best: { name: string; before: number; after: number } | null = null;
  for (const [name, { recent, previous }] of byName) {
    if (recent.length === 0 || previous.length === 0) continue;
    const before = average(previous);
    const after = average(recent);
    if (after < before && (!best || before - after > best.before - best.after))
      best = { name, before, after };
  }
  if (best) {
    const before = round1(best.before);
    const after = round1(best.after);
    insights.push({
      id: `symptom-improvement-${best.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
      type: 'symptom_improvement',
      title: `${best.name} is easing`,
      description: `My average ${best.name} severity went from ${before} to ${after} over the last two weeks.`,
      metric: { value: after, unit: 'average severity', change: round1(after - before) },
      date,
      category: 'Symptoms',
      color: INSIGHT_COLORS.symptom_improvement,
    });
  }

  // Check-in averages: sleep and stress, last 14 days vs the 14 before.
  const recentCheckIns = input.checkIns.filter((c) => inRecent(c.createdAt));
  const previousCheckIns = input.checkIns.filter((c) => inPrevious(c.createdAt));
  if (recentCheckIns.length > 0) {
    const sleepNow = round1(average(recentCheckIns.map((c) => c.sleepHours)));
    const sleepBefore =
      previousCheckIns.length > 0 ? average(previousCheckIns.map((c) => c.sleepHours)) : null;
    const sleepChange = sleepBefore === null ? null : round1(sleepNow - sleepBefore);
    const sleepingMore = sleepChange !== null && sleepChange >= MIN_SLEEP_CHANGE;
    insights.push({
      id: 'progress-sleep',
      type: 'progress',
      title: sleepingMore ? 'Sleeping more' : 'Average sleep',
      description: sleepingMore
        ? `My average sleep is up ${sleepChange} hours a night over the last two weeks.`
        : `I'm averaging ${sleepNow} hours of sleep a night over the last two weeks.`,
      metric: { value: sleepNow, unit: 'hours', change: sleepChange },
      date,
      category: 'Sleep',
      color: INSIGHT_COLORS.progress,
    });
    if (previousCheckIns.length > 0) {
      const stressNow = round1(average(recentCheckIns.map((c) => c.stress)));
      const stressChange = round1(stressNow - average(previousCheckIns.map((c) => c.stress)));
      if (stressChange <= -MIN_STRESS_CHANGE) {
        insights.push({
          id: 'progress-stress',
          type: 'progress',
          title: 'Stress is down',
          description: `My average stress level dropped by ${-stressChange} points over the last two weeks.`,
          metric: { value: stressNow, unit: 'stress (1–10)', change: stressChange },
          date,
          category: 'Stress',
          color: INSIGHT_COLORS.progress,
        });
      }
    }
  }

  // A wellness tip only alongside real data: a new user gets the friendly empty message instead.
  if (insights.length > 0 && input.tip) {
    insights.push({
      id: `tip-${input.tip.id}`,
      type: 'wellness_tip',
      title: input.tip.title,
      description: input.tip.reason,
      metric: null,
      date,
      category: 'Wellness tip',
      color: INSIGHT_COLORS.wellness_tip,
    });
  }
  return insights;
}
