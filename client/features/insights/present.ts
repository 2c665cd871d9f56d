import type { TMetricKey, TMetricTone } from '@common/metric-tone';
import type { TInsightMetric, TMetricSummary } from '@contract/insights';

/** Which scale each insights metric is read on (docs/design.md#meaning); all are out of 10 here. */
export const METRIC_TONE_KEY: Record<TInsightMetric, TMetricKey> = {
  mood: 'mood',
  energy: 'energy',
  sleep: 'sleepScore',
  stress: 'stress',
  overall: 'overall',
};

/** A trend's meaning: rising is good for mood and bad for stress; steady and unknown carry none. */
export function trendTone(summary: Pick<TMetricSummary, 'trend' | 'higherIsBetter'>): TMetricTone {
  if (summary.trend === 'up') return summary.higherIsBetter ? 'good' : 'bad';
  if (summary.trend === 'down') return summary.higherIsBetter ? 'bad' : 'good';
  return 'neutral';
}

export const TREND_WORDS = { up: 'Rising', down: 'Falling', flat: 'Steady' } as const;

const signed = (n: number) => {
  const text = Math.abs(n).toLocaleString('en-US', { maximumFractionDigits: 2, minimumFractionDigits: 1 });
  return n > 0 ? `+${text}` : n < 0 ? `−${text}` : text;
};

/**
 * The slope and its 95 % interval in words, per week (a day's change is too small to read):
 * 'Rising by about +0.7 points a week (95 % interval +0.2 to +1.2).'
 */
export function slopeSentence(summary: Pick<TMetricSummary, 'slope' | 'trend' | 'label'>): string | null {
  const { slope, trend } = summary;
  if (!slope || !trend) return null;
  const week = (n: number) => n * 7;
  const interval = `95 % interval ${signed(week(slope.low))} to ${signed(week(slope.high))} a week`;
  if (trend === 'flat') {
    return `No clear change in ${summary.label.toLowerCase()}: the ${interval} includes no change.`;
  }
  return `${TREND_WORDS[trend]} by about ${signed(week(slope.perDay))} points a week (${interval}).`;
}

/** 'Nov 3' from 'YYYY-MM-DD' (read as a calendar day, whatever the browser's zone). */
export function shortDate(date: string): string {
  const parsed = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return parsed.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** Axis labels for `count` days: about `most` of them labelled, evenly, the last one always. */
export function sparseTicks(labels: string[], most = 6): string[] {
  if (labels.length <= most) return labels;
  const step = Math.ceil(labels.length / most);
  const last = labels.length - 1;
  return labels.map((label, i) => ((last - i) % step === 0 ? label : ''));
}

/** '12 Nov 2026' for the summary's dates. */
export function longDate(date: string): string {
  const parsed = new Date(date.length === 10 ? `${date}T12:00:00Z` : date);
  if (Number.isNaN(parsed.getTime())) return date;
  return parsed.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(date.length === 10 ? { timeZone: 'UTC' } : {}),
  });
}
