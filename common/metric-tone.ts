/**
 * What a metric's value means, so its colour can follow meaning (docs/design.md#meaning): the same
 * 7/10 is good for energy and bad for stress. Each metric has a scale direction; scores run 1–10,
 * sleep is in hours.
 */

export type TMetricTone = 'good' | 'watch' | 'bad' | 'neutral';

/** The metrics the app shows, with the direction of their scale. */
export const METRIC_DIRECTION = {
  mood: 'higher-is-better',
  energy: 'higher-is-better',
  mentalClarity: 'higher-is-better',
  digestion: 'higher-is-better',
  /** Check-in sleep quality, also a 1–10 score where it is one. */
  sleepScore: 'higher-is-better',
  /** The insights' overall wellness score out of 10 (docs/product/insights.md). */
  overall: 'higher-is-better',
  stress: 'higher-is-worse',
  fatigueLevel: 'higher-is-worse',
  pain: 'higher-is-worse',
  /** A symptom's severity (docs/product/symptoms.md#rules-and-numbers). */
  severity: 'higher-is-worse',
  /** Hours slept: good in a healthy band, not simply "more is better". */
  sleepHours: 'in-band',
} as const;

export type TMetricKey = keyof typeof METRIC_DIRECTION;

/**
 * A 1–10 score falls in one of three bands, 1–3, 4–6 and 7–10 (the symptom severity bands): the top
 * band is good when higher is better and bad when higher is worse; the middle band is worth watching.
 */
const SCORE_HIGH_FROM = 7;
const SCORE_LOW_UNTIL = 3;

/** Adults do best on 7–9 hours; 5–7 or more than 9 is worth watching; under 5 is bad. */
export const SLEEP_HOURS_BAND = { badBelow: 5, goodFrom: 7, goodUntil: 9 } as const;

function scoreTone(value: number, direction: 'higher-is-better' | 'higher-is-worse'): TMetricTone {
  if (value < 1 || value > 10) return 'neutral';
  if (value >= SCORE_HIGH_FROM) return direction === 'higher-is-better' ? 'good' : 'bad';
  if (value <= SCORE_LOW_UNTIL) return direction === 'higher-is-better' ? 'bad' : 'good';
  return 'watch';
}

function sleepTone(hours: number): TMetricTone {
  if (hours < 0 || hours > 24) return 'neutral';
  if (hours < SLEEP_HOURS_BAND.badBelow) return 'bad';
  if (hours >= SLEEP_HOURS_BAND.goodFrom && hours <= SLEEP_HOURS_BAND.goodUntil) return 'good';
  return 'watch';
}

/** good | watch | bad for a known value; neutral for a missing or out-of-range one. */
export function metricTone(metric: TMetricKey, value: number | null | undefined): TMetricTone {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'neutral';
  const direction = METRIC_DIRECTION[metric];
  return direction === 'in-band' ? sleepTone(value) : scoreTone(value, direction);
}

/**
 * The word shown beside a toned value, so meaning never rests on colour alone. It judges the value,
 * not the level: stress 8/10 is "Poor", energy 8/10 is "Good".
 */
export const METRIC_TONE_WORDS: Record<Exclude<TMetricTone, 'neutral'>, string> = {
  good: 'Good',
  watch: 'Fair',
  bad: 'Poor',
};
