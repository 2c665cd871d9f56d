import {
  averageRanks,
  benjaminiYekutieli,
  chiSquareSurvival,
  hypergeometricUpperTail,
  kruskalWallis,
  mean,
  median,
  olsSlope,
  standardDeviation,
  tTwoSidedP,
} from '../../../common/stats';
import {
  INSIGHT_LIMITS,
  INSIGHT_METRIC_LABELS,
  type TCorrelation,
  type TInsightMetric,
  type TMetricSummary,
  type TPattern,
  type TWellnessInsight,
} from '../../../contract/insights';
import type { DaySeries, SymptomEntry } from './series';

/**
 * The insights' computations on the daily series (docs/product/insights.md#method): summaries and
 * trends, correlations, patterns, early warnings, the ordered insight list and what is still needed.
 * Pure: the service gathers the data and decides who sees what.
 */

/** Days with a value a trend needs in the period. */
export const TREND_MIN_DAYS = 5;
/** Paired days a correlation needs (besides INSIGHT_LIMITS.minDaysPerSide on each side). */
export const CORRELATION_MIN_PAIRS = 14;
/** Days with a value a day-of-week comparison needs, with at least 2 on every weekday. */
export const DAY_OF_WEEK_MIN_DAYS = 21;
/** Entries of one symptom a time-of-day pattern needs. */
export const TIME_OF_DAY_MIN_ENTRIES = 12;
/** Share of a symptom's entries in its busiest part of the day, for a time-of-day pattern to be shown. */
export const TIME_OF_DAY_MIN_SHARE = 0.5;
/** Days each of two symptoms needs before their co-occurrence is tested. */
export const CLUSTER_MIN_DAYS = 5;
/** Share of the days with either symptom on which both were logged, for a cluster to be shown. */
export const CLUSTER_MIN_JACCARD = 0.3;
/** Early warning: recent days, the baseline before them, and the baseline days needed. */
export const WARNING = {
  recentDays: 3,
  baselineDays: 30,
  baselineMinDays: 14,
  trendDays: 14,
  trendMinDays: 10,
};

export type Window = {
  /** Every day of the window, oldest first; the last is today. */
  days: readonly string[];
  /** Index in `days` of the period's first day. */
  periodStart: number;
  /** Length of the period in days. */
  periodDays: number;
};

const r1 = (n: number) => Math.round(n * 10) / 10;
const r3 = (n: number) => Math.round(n * 1000) / 1000;
const fmt = (n: number) => {
  const rounded = r1(n);
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
};
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const valuesIn = (series: DaySeries, start: number, end: number): number[] => {
  const out: number[] = [];
  for (let i = Math.max(0, start); i <= end; i++) {
    const v = series.values[i];
    if (v !== null && v !== undefined) out.push(v);
  }
  return out;
};

// ---------------------------------------------------------------------------------------------
// Summaries and trends

export function summarise(series: DaySeries, window: Window, metric: TInsightMetric): TMetricSummary {
  const end = window.days.length - 1;
  const { periodStart, periodDays } = window;
  const current = valuesIn(series, periodStart, end);
  const previous = valuesIn(series, periodStart - periodDays, periodStart - 1);
  const currentAvg = current.length > 0 ? r1(mean(current)) : null;
  const previousAvg = previous.length > 0 ? r1(mean(previous)) : null;
  const changePercent =
    currentAvg !== null && previousAvg !== null && previousAvg !== 0
      ? Math.round(((currentAvg - previousAvg) / previousAvg) * 100)
      : null;
  const label = INSIGHT_METRIC_LABELS[metric];
  const noun = label.toLowerCase();
  const insights: string[] = [];
  let trend: TMetricSummary['trend'] = null;
  let slope: TMetricSummary['slope'] = null;
  if (current.length >= TREND_MIN_DAYS) {
    const xs: number[] = [];
    const ys: number[] = [];
    for (let i = periodStart; i <= end; i++) {
      const v = series.values[i];
      if (v === null || v === undefined) continue;
      xs.push(i - periodStart);
      ys.push(v);
    }
    const fit = olsSlope(xs, ys);
    if (fit) {
      slope = { perDay: r3(fit.slope), low: r3(fit.low), high: r3(fit.high) };
      trend = fit.low > 0 ? 'up' : fit.high < 0 ? 'down' : 'flat';
      insights.push(
        `Average ${fmt(currentAvg ?? 0)}/10 on ${plural(current.length, 'day')} with a check-in.`,
      );
      if (trend === 'flat') insights.push(`${label} has been steady: no clear rise or fall.`);
      else
        insights.push(
          `${label} has been ${trend === 'up' ? 'rising' : 'falling'}: about ${fmt(Math.abs(fit.slope) * 7)} points a week.`,
        );
    }
  } else {
    const missing = TREND_MIN_DAYS - current.length;
    insights.push(`Log ${plural(missing, 'more day', 'more days')} to see your ${noun} trend.`);
  }
  return {
    metric,
    label,
    current: currentAvg,
    previous: previousAvg,
    changePercent,
    trend,
    higherIsBetter: series.higherIsBetter !== false,
    slope,
    days: current.length,
    insights,
  };
}

// ---------------------------------------------------------------------------------------------
// Correlations

/** Series that take part in correlations, in the order that decides which is 'from' at lag 0. */
const CORRELATION_GROUPS = [
  'checkin',
  'food',
  'nutrition',
  'water',
  'fasting',
  'exercise',
  'symptom',
] as const;
const LEAD_ORDER = [
  'sleep_hours',
  'food:',
  'calories',
  'protein',
  'water',
  'fasting',
  'exercise',
  'stress',
  'mood',
  'energy',
  'clarity',
  'digestion',
  'fatigue',
  'symptom:',
];
const leadRank = (key: string) => {
  for (let i = 0; i < LEAD_ORDER.length; i++) {
    const prefix = LEAD_ORDER[i] as string;
    if (prefix.endsWith(':') ? key.startsWith(prefix) : key === prefix) return i;
  }
  return LEAD_ORDER.length;
};
const NUTRITION_GROUPS = new Set(['food', 'nutrition']);

/** Whether a series splits into 'some' (> 0) and 'none' days rather than at its median. */
const splitsAtZero = (s: DaySeries) => s.kind === 'binary' || s.kind === 'severity' || s.kind === 'activity';

type Split = { onA: boolean[]; threshold: number; aIsHigh: boolean };

/**
 * The two sides of a comparison: for a yes/no-like series the days with and without; for a
 * continuous one the days above the median and the others; for sleep the short nights: below the
 * median when that leaves enough days on each side, else at or below it, and the sentence names the
 * longest of them ('slept 5.5 hours or less'). Null when a side has fewer than the minimum days.
 */
function splitOf(series: DaySeries, xs: readonly number[]): Split | null {
  const min = INSIGHT_LIMITS.minDaysPerSide;
  const enough = (onA: boolean[]) => {
    const a = onA.filter(Boolean).length;
    return a >= min && xs.length - a >= min;
  };
  if (splitsAtZero(series)) {
    const onA = xs.map((x) => x > 0);
    return enough(onA) ? { onA, threshold: 0, aIsHigh: true } : null;
  }
  const m = median(xs);
  if (series.kind === 'sleep_hours') {
    for (const onA of [xs.map((x) => x < m), xs.map((x) => x <= m)]) {
      if (!enough(onA)) continue;
      const longest = Math.max(...xs.filter((_, i) => onA[i]));
      return { onA, threshold: longest, aIsHigh: false };
    }
    return null;
  }
  const onA = xs.map((x) => x > m);
  return enough(onA) ? { onA, threshold: m, aIsHigh: true } : null;
}

function fromPhrase(series: DaySeries, threshold: number): string {
  switch (series.kind) {
    case 'sleep_hours':
      return `you slept ${fmt(threshold)} hours or less`;
    case 'score':
      return `your ${series.noun} was above ${fmt(threshold)}`;
    case 'severity':
      return `you logged ${series.noun}`;
    case 'binary':
      return `you had ${series.noun}`;
    case 'activity':
      return series.key === 'fasting' ? 'you fasted' : 'you exercised';
    case 'amount':
      if (series.key === 'calories') return `you ate more than ${Math.round(threshold)} kcal`;
      if (series.key === 'protein') return `you ate more than ${Math.round(threshold)} g of protein`;
      return `you drank more than ${Math.round(threshold)} ml of water`;
  }
}

function toPhrase(series: DaySeries, a: number, b: number): string {
  const d = a - b;
  const size = fmt(Math.abs(d));
  const more = d > 0;
  switch (series.kind) {
    case 'score':
      return `your ${series.noun} was ${size} points ${more ? 'higher' : 'lower'} than on other days`;
    case 'sleep_hours':
      return `you slept ${size} hours ${more ? 'more' : 'less'} than on other days`;
    case 'severity':
      return `your ${series.noun} severity was ${size} points ${more ? 'higher' : 'lower'} than on other days`;
    case 'binary':
      return `you had ${series.noun} on ${Math.round(a * 100)} % of them, against ${Math.round(b * 100)} % of other days`;
    case 'activity':
      return series.key === 'fasting'
        ? `you fasted ${size} hours ${more ? 'more' : 'less'} than on other days`
        : `you exercised ${Math.round(Math.abs(d))} minutes ${more ? 'more' : 'less'} than on other days`;
    case 'amount':
      if (series.key === 'calories')
        return `you ate ${Math.round(Math.abs(d))} kcal ${more ? 'more' : 'less'} than on other days`;
      if (series.key === 'protein')
        return `you ate ${size} g ${more ? 'more' : 'less'} protein than on other days`;
      return `you drank ${Math.round(Math.abs(d))} ml ${more ? 'more' : 'less'} water than on other days`;
  }
}

const LEAD: Record<number, string> = { 0: 'On days when', 1: 'On days after', 2: 'Two days after' };

type CorrelationTest = {
  from: DaySeries;
  to: DaySeries;
  lag: number;
  xs: number[];
  ys: number[];
  split: Split;
  rho: number;
  p: number;
};

export type CorrelationResult = {
  /** Every test run (the Benjamini–Yekutieli family). */
  tests: number;
  correlations: TCorrelation[];
};

/**
 * Spearman's correlation of every eligible pair at lags 0, 1 and 2 days over the period, adjusted
 * with Benjamini–Yekutieli over all of them; only survivors, with a sentence whose direction agrees
 * with ρ, best (smallest q) first, one per pair of series.
 */
export function correlate(all: readonly DaySeries[], window: Window): CorrelationResult {
  const end = window.days.length - 1;
  const candidates = all.filter(
    (s) =>
      (CORRELATION_GROUPS as readonly string[]).includes(s.group) &&
      valuesIn(s, window.periodStart, end).length >= CORRELATION_MIN_PAIRS,
  );
  const tests: CorrelationTest[] = [];
  // Most pairs share the same days (every day with a check-in). Which days a pair has is a bit mask
  // (the AND of each side's days with a value); a series' ranks over a set of days are computed
  // once per mask and reused by every test on those days (docs/product/insights.md#speed).
  const length = end - window.periodStart + 1;
  const words = Math.ceil(length / 32);
  const masks = new Map<string, Uint32Array>();
  const maskOf = (series: DaySeries, lag: number): Uint32Array => {
    const key = `${series.key}\u0000${lag}`;
    let mask = masks.get(key);
    if (!mask) {
      mask = new Uint32Array(words);
      for (let k = 0; k < length; k++) {
        const v = series.values[window.periodStart + k - lag];
        if (v !== null && v !== undefined) mask[k >>> 5] = (mask[k >>> 5] as number) | (1 << (k & 31));
      }
      masks.set(key, mask);
    }
    return mask;
  };
  const popcount = (w: number) => {
    let n = w - ((w >>> 1) & 0x55555555);
    n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
    return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  };
  const daysByMask = new Map<string, number[]>();
  type Ranked = { values: number[]; centered: Float64Array; norm: number; split?: Split | null };
  const cache = new Map<string, Ranked | null>();
  const ranked = (
    series: DaySeries,
    lag: number,
    days: readonly number[],
    maskKey: string,
  ): Ranked | null => {
    const key = `${series.key}\u0000${lag}\u0000${maskKey}`;
    let found = cache.get(key);
    if (found === undefined) {
      const values = days.map((t) => series.values[t - lag] as number);
      const ranks = averageRanks(values);
      const centre = (values.length + 1) / 2;
      const centered = new Float64Array(ranks.length);
      let ss = 0;
      for (let k = 0; k < ranks.length; k++) {
        const c = (ranks[k] as number) - centre;
        centered[k] = c;
        ss += c * c;
      }
      found = ss === 0 ? null : { values, centered, norm: Math.sqrt(ss) };
      cache.set(key, found);
    }
    return found;
  };
  const both = new Uint32Array(words);
  const run = (from: DaySeries, to: DaySeries, lag: number) => {
    const a = maskOf(from, lag);
    const b = maskOf(to, 0);
    let count = 0;
    for (let w = 0; w < words; w++) {
      const v = ((a[w] as number) & (b[w] as number)) >>> 0;
      both[w] = v;
      count += popcount(v);
    }
    if (count < CORRELATION_MIN_PAIRS) return;
    const maskKey = both.join(',');
    let days = daysByMask.get(maskKey);
    if (!days) {
      days = [];
      for (let k = 0; k < length; k++)
        if ((both[k >>> 5] as number) & (1 << (k & 31))) days.push(window.periodStart + k);
      daysByMask.set(maskKey, days);
    }
    const x = ranked(from, lag, days, maskKey);
    if (!x) return;
    if (x.split === undefined) x.split = splitOf(from, x.values);
    if (!x.split) return;
    const y = ranked(to, 0, days, maskKey);
    if (!y) return;
    let dot = 0;
    for (let k = 0; k < days.length; k++) dot += (x.centered[k] as number) * (y.centered[k] as number);
    const rho = Math.max(-1, Math.min(1, dot / (x.norm * y.norm)));
    const n = days.length;
    const p = Math.abs(rho) >= 1 ? 0 : tTwoSidedP(rho * Math.sqrt((n - 2) / (1 - rho * rho)), n - 2);
    tests.push({ from, to, lag, xs: x.values, ys: y.values, split: x.split, rho, p });
  };
  for (let i = 0; i < candidates.length; i++) {
    for (let j = 0; j < candidates.length; j++) {
      if (i === j) continue;
      const a = candidates[i] as DaySeries;
      const b = candidates[j] as DaySeries;
      // What is eaten describes itself (calories and gluten): no pairs within nutrition.
      if (NUTRITION_GROUPS.has(a.group) && NUTRITION_GROUPS.has(b.group)) continue;
      for (const lag of INSIGHT_LIMITS.lags) {
        if (lag === 0) {
          // Same-day pairs are symmetric: tested once, led by the series earlier in LEAD_ORDER.
          const ra = leadRank(a.key);
          const rb = leadRank(b.key);
          if (ra > rb || (ra === rb && a.key > b.key)) continue;
          // Symptoms on the same day are the clusters' business (patterns).
          if (a.group === 'symptom' && b.group === 'symptom') continue;
        }
        run(a, b, lag);
      }
    }
  }
  const qs = benjaminiYekutieli(tests.map((t) => t.p));
  const best = new Map<string, TCorrelation & { qRaw: number }>();
  tests.forEach((test, index) => {
    const q = qs[index] as number;
    if (q > INSIGHT_LIMITS.falseDiscoveryRate) return;
    const aYs = test.ys.filter((_, k) => test.split.onA[k]);
    const bYs = test.ys.filter((_, k) => !test.split.onA[k]);
    const a = mean(aYs);
    const b = mean(bYs);
    const expectedSign = Math.sign(test.rho) * (test.split.aIsHigh ? 1 : -1);
    if (Math.sign(a - b) !== expectedSign || r1(Math.abs(a - b)) === 0) return;
    const pairKey = [test.from.key, test.to.key].sort().join('|');
    const previous = best.get(pairKey);
    if (previous && previous.qRaw <= q) return;
    const sentence = `${LEAD[test.lag]} ${fromPhrase(test.from, test.split.threshold)}, ${toPhrase(test.to, a, b)} (${test.xs.length} days of data).`;
    best.set(pairKey, {
      id: `correlation:${test.from.key}:${test.to.key}:${test.lag}`,
      from: { key: test.from.key, label: test.from.label },
      to: { key: test.to.key, label: test.to.label },
      lagDays: test.lag,
      rho: r3(test.rho),
      q: Number(q.toPrecision(3)),
      days: test.xs.length,
      sentence,
      qRaw: q,
    });
  });
  const correlations = [...best.values()]
    .sort((x, y) => x.qRaw - y.qRaw || Math.abs(y.rho) - Math.abs(x.rho))
    .map(({ qRaw: _q, ...c }) => c);
  return { tests: tests.length, correlations };
}

// ---------------------------------------------------------------------------------------------
// Patterns

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const weekdayIndex = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
const DAY_OF_WEEK_KEYS = ['mood', 'energy', 'stress', 'fatigue', 'sleep_hours', 'overall'];
const TIME_BINS = [
  { label: 'Night', phrase: 'at night (midnight to 6 am)' },
  { label: 'Morning', phrase: 'in the morning (6 am to noon)' },
  { label: 'Afternoon', phrase: 'in the afternoon (noon to 6 pm)' },
  { label: 'Evening', phrase: 'in the evening (6 pm to midnight)' },
];

type PatternCandidate = { p: number; build: () => TPattern | null };

/**
 * Day-of-week differences (Kruskal–Wallis), the time of day symptoms are logged (chi-square against
 * an even spread over four 6-hour parts of the day) and symptoms that come on the same days more
 * than chance (hypergeometric tail), all adjusted together with Benjamini–Yekutieli.
 */
export function findPatterns(
  all: readonly DaySeries[],
  symptoms: readonly SymptomEntry[],
  window: Window,
): { tests: number; patterns: TPattern[] } {
  const end = window.days.length - 1;
  const candidates: PatternCandidate[] = [];

  for (const key of DAY_OF_WEEK_KEYS) {
    const series = all.find((s) => s.key === key);
    if (!series) continue;
    const groups: number[][] = WEEKDAYS.map(() => []);
    for (let i = window.periodStart; i <= end; i++) {
      const v = series.values[i];
      if (v === null || v === undefined) continue;
      groups[weekdayIndex(window.days[i] as string)]?.push(v);
    }
    const n = groups.reduce((s, g) => s + g.length, 0);
    if (n < DAY_OF_WEEK_MIN_DAYS || groups.some((g) => g.length < 2)) continue;
    const test = kruskalWallis(groups);
    if (!test) continue;
    candidates.push({
      p: test.p,
      build: () => {
        const averages = groups.map((g) => r1(mean(g)));
        let hi = 0;
        let lo = 0;
        averages.forEach((v, i) => {
          if (v > (averages[hi] as number)) hi = i;
          if (v < (averages[lo] as number)) lo = i;
        });
        const unit = series.kind === 'sleep_hours' ? ' hours' : '/10';
        return {
          id: `pattern:day_of_week:${series.key}`,
          type: 'day_of_week',
          title: `${series.label} by day of the week`,
          description: `Your ${series.noun} tends to be highest on ${WEEKDAYS[hi]}s (${fmt(averages[hi] as number)}${unit}) and lowest on ${WEEKDAYS[lo]}s (${fmt(averages[lo] as number)}${unit}), over ${n} days of data.`,
          bars: WEEKDAYS.map((day, i) => ({ label: day.slice(0, 3), value: averages[i] ?? null })),
        };
      },
    });
  }

  // Time of day, per symptom, from when entries were logged in the person's zone.
  const periodFirst = window.days[window.periodStart] as string;
  const bySymptom = new Map<string, { label: string; bins: number[] }>();
  for (const s of symptoms) {
    if (s.date < periodFirst) continue;
    const key = s.symptomName.trim().toLowerCase();
    let entry = bySymptom.get(key);
    if (!entry) {
      entry = { label: s.symptomName.trim(), bins: [0, 0, 0, 0] };
      bySymptom.set(key, entry);
    }
    const bin = Math.min(3, Math.max(0, Math.floor(s.hour / 6)));
    entry.bins[bin] = (entry.bins[bin] ?? 0) + 1;
  }
  for (const [key, entry] of bySymptom) {
    const total = entry.bins.reduce((a, b) => a + b, 0);
    if (total < TIME_OF_DAY_MIN_ENTRIES) continue;
    const expected = total / 4;
    const chi = entry.bins.reduce((s, o) => s + (o - expected) ** 2 / expected, 0);
    candidates.push({
      p: chiSquareSurvival(chi, 3),
      build: () => {
        let peak = 0;
        entry.bins.forEach((v, i) => {
          if (v > (entry.bins[peak] as number)) peak = i;
        });
        const count = entry.bins[peak] as number;
        // Spread over the waking day is what most people's logs look like: only a clear peak is news.
        if (count / total < TIME_OF_DAY_MIN_SHARE) return null;
        return {
          id: `pattern:time_of_day:${key.replace(/\s+/g, '-')}`,
          type: 'time_of_day',
          title: `When you log ${entry.label.toLowerCase()}`,
          description: `${Math.round((count / total) * 100)} % of your ${entry.label.toLowerCase()} entries (${count} of ${total}) were logged ${TIME_BINS[peak]?.phrase}.`,
          bars: TIME_BINS.map((bin, i) => ({ label: bin.label, value: entry.bins[i] ?? 0 })),
        };
      },
    });
  }

  // Symptom clusters: two symptoms on the same tracked days more often than chance.
  const symptomSeries = all.filter((s) => s.group === 'symptom');
  const daysWith = symptomSeries.map((s) => {
    const present = new Set<number>();
    let tracked = 0;
    for (let i = window.periodStart; i <= end; i++) {
      const v = s.values[i];
      if (v === null || v === undefined) continue;
      tracked++;
      if (v > 0) present.add(i);
    }
    return { series: s, present, tracked };
  });
  for (let i = 0; i < daysWith.length; i++) {
    for (let j = i + 1; j < daysWith.length; j++) {
      const a = daysWith[i] as (typeof daysWith)[number];
      const b = daysWith[j] as (typeof daysWith)[number];
      if (a.present.size < CLUSTER_MIN_DAYS || b.present.size < CLUSTER_MIN_DAYS) continue;
      // Both series are 0-filled on the same tracked days.
      const n = a.tracked;
      let both = 0;
      for (const d of a.present) if (b.present.has(d)) both++;
      const union = a.present.size + b.present.size - both;
      candidates.push({
        p: hypergeometricUpperTail(both, n, a.present.size, b.present.size),
        build: () =>
          both / union < CLUSTER_MIN_JACCARD
            ? null
            : {
                id: `pattern:symptom_cluster:${a.series.key}:${b.series.key}`,
                type: 'symptom_cluster',
                title: `${a.series.label} and ${b.series.noun} often come together`,
                description: `On ${both} of the ${union} days with either, you logged both: more often than chance would give over ${n} days of data.`,
                bars: [
                  { label: 'Both', value: both },
                  { label: `${a.series.label} only`, value: a.present.size - both },
                  { label: `${b.series.label} only`, value: b.present.size - both },
                ],
              },
      });
    }
  }

  const qs = benjaminiYekutieli(candidates.map((c) => c.p));
  const found = candidates
    .map((c, i) => ({ q: qs[i] as number, c }))
    .filter(({ q }) => q <= INSIGHT_LIMITS.falseDiscoveryRate)
    .sort((x, y) => x.q - y.q)
    .map(({ c }) => c.build())
    .filter((p): p is TPattern => p !== null);
  return { tests: candidates.length, patterns: found };
}

// ---------------------------------------------------------------------------------------------
// Early warnings

const WARNING_KEYS = ['stress', 'fatigue', 'mood', 'energy', 'clarity', 'digestion', 'sleep_hours'];
export const CONCERN_LINKS = [
  { label: 'Talk it over with the assistant', href: '/chat' },
  { label: 'Find a practitioner', href: '/practitioners' },
];
const WHAT_TO_DO =
  'If it goes on or worries you, talk it over with the assistant or a practitioner. If you feel very unwell, seek urgent care.';

/**
 * A metric or symptom beyond the person's own baseline: the last 3 days (ending today, or yesterday
 * when today has nothing yet) all beyond the mean ± max(2 SD, 1 point) of the 30 days before, in the
 * bad direction, with at least 14 baseline days; or, for a symptom, a rising severity over the last
 * 14 days whose slope interval (Bonferroni-adjusted over the symptoms tried) excludes 0.
 */
export function earlyWarnings(all: readonly DaySeries[]): {
  warnings: TWellnessInsight[];
  baselineDays: number;
} {
  const warnings: TWellnessInsight[] = [];
  let baselineDays = 0;
  const candidates = all.filter((s) => WARNING_KEYS.includes(s.key) || s.group === 'symptom');
  const symptomTrends: DaySeries[] = [];
  for (const series of candidates) {
    const last = series.values.length - 1;
    const end = series.values[last] === null ? last - 1 : last;
    const recentFrom = end - WARNING.recentDays + 1;
    const recent = series.values.slice(recentFrom, end + 1);
    const baseline = valuesIn(series, recentFrom - WARNING.baselineDays, recentFrom - 1);
    if (series.group === 'checkin') baselineDays = Math.max(baselineDays, baseline.length);
    let fired = false;
    if (
      recentFrom >= 0 &&
      recent.length === WARNING.recentDays &&
      recent.every((v) => v !== null) &&
      baseline.length >= WARNING.baselineMinDays
    ) {
      const m = mean(baseline);
      const sd = standardDeviation(baseline);
      const margin = Math.max(2 * (Number.isNaN(sd) ? 0 : sd), 1);
      const values = recent as number[];
      const badUp = series.higherIsBetter === false;
      const beyond = values.every((v) => (badUp ? v > m + margin : v < m - margin));
      if (beyond) {
        fired = true;
        const recentMean = mean(values);
        const z = Math.abs(recentMean - m) / Math.max(Number.isNaN(sd) ? 0 : sd, 0.5);
        const unit = series.kind === 'sleep_hours' ? ' hours' : '/10';
        const what = series.group === 'symptom' ? `${series.noun} severity` : series.noun;
        warnings.push({
          id: `early_warning:${series.key}`,
          type: 'concern',
          source: 'early_warning',
          title: `${series.label} ${badUp ? 'higher' : 'lower'} than usual`,
          description: `Your ${what} has been ${badUp ? 'above' : 'below'} your usual for the last 3 days: ${fmt(recentMean)}${unit} on average, against ${fmt(m)}${unit} over the ${baseline.length} days before${series.group === 'symptom' ? ' (0 on days without it)' : ''}. ${WHAT_TO_DO}`,
          severity: z >= 4 ? 'high' : z >= 3 ? 'medium' : 'low',
          metric: {
            value: r1(recentMean),
            unit: series.kind === 'sleep_hours' ? 'h' : '/10',
            change: m > 0 ? Math.round(((recentMean - m) / m) * 100) : null,
          },
          actionable: true,
          links: CONCERN_LINKS,
        });
      }
    }
    if (!fired && series.group === 'symptom') symptomTrends.push(series);
  }
  // Rising symptom severity: one test per symptom, the interval widened for their number.
  const fits = symptomTrends
    .map((series) => {
      const last = series.values.length - 1;
      const xs: number[] = [];
      const ys: number[] = [];
      let withSymptom = 0;
      for (let i = last - WARNING.trendDays + 1; i <= last; i++) {
        const v = series.values[i];
        if (v === null || v === undefined) continue;
        xs.push(i);
        ys.push(v);
        if (v > 0) withSymptom++;
      }
      return { series, xs, ys, withSymptom };
    })
    .filter((f) => f.xs.length >= WARNING.trendMinDays && f.withSymptom >= CLUSTER_MIN_DAYS);
  for (const f of fits) {
    const fit = olsSlope(f.xs, f.ys, 1 - 0.05 / fits.length);
    if (!fit || fit.low <= 0) continue;
    const perWeek = fit.slope * 7;
    warnings.push({
      id: `early_warning:trend:${f.series.key}`,
      type: 'concern',
      source: 'early_warning',
      title: `${f.series.label} getting worse`,
      description: `Your ${f.series.noun} severity has risen over the last 14 days, by about ${fmt(perWeek)} points a week (0 on days without it). ${WHAT_TO_DO}`,
      severity: perWeek >= 2 ? 'medium' : 'low',
      metric: { value: r1(perWeek), unit: 'points a week', change: null },
      actionable: true,
      links: CONCERN_LINKS,
    });
  }
  const order = { high: 0, medium: 1, low: 2 } as const;
  warnings.sort((a, b) => order[a.severity] - order[b.severity]);
  return { warnings, baselineDays };
}

// ---------------------------------------------------------------------------------------------
// The insight list and what is still needed

const PERIOD_PHRASE = (days: number) => (days === 365 ? 'the last year' : `the last ${days} days`);

/** Insights from the summaries (everyone): trends, changes against the period before, check-in regularity. */
export function summaryInsights(
  summaries: readonly TMetricSummary[],
  checkInDays: number,
  periodDays: number,
): TWellnessInsight[] {
  const out: TWellnessInsight[] = [];
  for (const s of summaries) {
    if (s.trend === 'up' || s.trend === 'down') {
      const good = (s.trend === 'up') === s.higherIsBetter;
      const perWeek = (s.slope?.perDay ?? 0) * 7;
      out.push({
        id: `trend:${s.metric}`,
        type: good ? 'improvement' : 'concern',
        source: 'trend',
        title: `Your ${s.label.toLowerCase()} is ${good ? 'improving' : 'getting worse'}`,
        description: `Over ${PERIOD_PHRASE(periodDays)} your ${s.label.toLowerCase()} has been ${s.trend === 'up' ? 'rising' : 'falling'} by about ${fmt(Math.abs(perWeek))} points a week (average ${fmt(s.current ?? 0)}/10 on ${plural(s.days, 'day')}).`,
        severity: good ? 'low' : Math.abs(perWeek) >= 1 ? 'medium' : 'low',
        metric: { value: s.current ?? 0, unit: '/10', change: s.changePercent },
        actionable: !good,
        links: good ? [] : CONCERN_LINKS,
      });
    } else if (
      s.changePercent !== null &&
      s.current !== null &&
      s.previous !== null &&
      Math.abs(s.changePercent) >= 10
    ) {
      const good = s.changePercent > 0 === s.higherIsBetter;
      if (!good) continue;
      out.push({
        id: `change:${s.metric}`,
        type: 'improvement',
        source: 'summary',
        title: `Better ${s.label.toLowerCase()} than before`,
        description: `Your ${s.label.toLowerCase()} averaged ${fmt(s.current)}/10 over ${PERIOD_PHRASE(periodDays)}, against ${fmt(s.previous)}/10 in the ${periodDays} days before.`,
        severity: 'low',
        metric: { value: s.current, unit: '/10', change: s.changePercent },
        actionable: false,
        links: [],
      });
    }
  }
  if (periodDays >= 7 && checkInDays >= Math.max(5, Math.ceil(periodDays * 0.8))) {
    out.push({
      id: 'achievement:check-ins',
      type: 'achievement',
      source: 'summary',
      title: 'Steady check-ins',
      description: `You checked in on ${checkInDays} of ${PERIOD_PHRASE(periodDays)}: that is what makes these insights possible.`,
      severity: 'low',
      metric: { value: checkInDays, unit: 'days', change: null },
      actionable: false,
      links: [],
    });
  }
  return out;
}

/** Recommendations from the strongest correlations: what to keep an eye on. */
export function correlationInsights(correlations: readonly TCorrelation[]): TWellnessInsight[] {
  return correlations.slice(0, 2).map((c) => ({
    id: `recommendation:${c.id}`,
    type: 'recommendation',
    source: 'correlation',
    title: `Keep an eye on ${c.from.label.toLowerCase()} and ${c.to.label.toLowerCase()}`,
    description: `${c.sentence} This is a pattern in your own logs, not proof that one causes the other; the assistant can help you think about what to try.`,
    severity: 'low',
    metric: null,
    actionable: true,
    links: [{ label: 'Talk it over with the assistant', href: '/chat' }],
  }));
}

const TYPE_ORDER = { concern: 0, improvement: 1, achievement: 2, recommendation: 3 } as const;
const SEVERITY_ORDER = { high: 0, medium: 1, low: 2 } as const;

/** Best first: concerns, then improvements, achievements, recommendations; within each, by severity. */
export function orderInsights(insights: readonly TWellnessInsight[]): TWellnessInsight[] {
  return insights
    .map((insight, index) => ({ insight, index }))
    .sort(
      (a, b) =>
        TYPE_ORDER[a.insight.type] - TYPE_ORDER[b.insight.type] ||
        SEVERITY_ORDER[a.insight.severity] - SEVERITY_ORDER[b.insight.severity] ||
        a.index - b.index,
    )
    .map(({ insight }) => insight);
}

const moreDays = (n: number) => plural(n, 'more day', 'more days');

/** What is still needed for each part, in the person's terms. */
export function needsOf(input: {
  checkInDays: number;
  periodDays: number;
  anyData: boolean;
  predictive: boolean;
  correlationTests: number;
  /** Check-in days in the last 33 days (the early warning's recent days and baseline). */
  warningWindowDays: number;
  baselineDays: number;
}): string[] {
  const needs: string[] = [];
  if (!input.anyData) {
    needs.push('Log a daily check-in to see your mood, energy, sleep and stress trends.');
  } else if (input.checkInDays < TREND_MIN_DAYS) {
    needs.push(
      `Log ${moreDays(TREND_MIN_DAYS - input.checkInDays)} to see your mood, energy, sleep and stress trends.`,
    );
  }
  if (!input.predictive) return needs;
  if (input.correlationTests === 0) {
    if (input.periodDays < CORRELATION_MIN_PAIRS)
      needs.push('Choose the last 30 days or longer to see how your sleep, symptoms and meals go together.');
    else if (input.checkInDays < CORRELATION_MIN_PAIRS)
      needs.push(
        `Log ${moreDays(CORRELATION_MIN_PAIRS - input.checkInDays)} to see your sleep and fatigue pattern.`,
      );
    else
      needs.push(
        'Keep logging: a pattern needs at least 7 days on each side (for example 7 short nights and 7 longer ones).',
      );
  }
  if (input.periodDays >= DAY_OF_WEEK_MIN_DAYS && input.checkInDays < DAY_OF_WEEK_MIN_DAYS) {
    needs.push(`Log ${moreDays(DAY_OF_WEEK_MIN_DAYS - input.checkInDays)} to see your day-of-week pattern.`);
  }
  if (input.baselineDays < WARNING.baselineMinDays) {
    needs.push(
      `Log ${moreDays(Math.max(1, WARNING.baselineMinDays + WARNING.recentDays - input.warningWindowDays))} so that your insights can tell when something is unusual for you.`,
    );
  }
  return needs;
}
