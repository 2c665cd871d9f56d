import { z } from 'zod';
import { ZTimeZone } from './progress';

/**
 * Wellness Insights (docs/product/insights.md): summaries, trends, correlations, patterns and early
 * warnings computed from the person's own stored data. Trends and summaries are for everyone;
 * correlations, patterns and early warnings are the premium "predictive insights" (a trial counts
 * each computation against its AI-insights allowance).
 */

export const INSIGHT_PERIODS = ['7d', '30d', '90d', '1y'] as const;
export type TInsightPeriod = (typeof INSIGHT_PERIODS)[number];

/** Labels of the period select. */
export const INSIGHT_PERIOD_LABELS: Record<TInsightPeriod, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 3 months',
  '1y': 'Last year',
};

export const INSIGHT_PERIOD_DAYS: Record<TInsightPeriod, number> = {
  '7d': 7,
  '30d': 30,
  '90d': 90,
  '1y': 365,
};

/** The metric filter; `all` shows every metric. */
export const INSIGHT_METRIC_FILTERS = ['all', 'mood', 'energy', 'sleep', 'stress', 'overall'] as const;
export type TInsightMetricFilter = (typeof INSIGHT_METRIC_FILTERS)[number];

export const INSIGHT_METRICS = ['mood', 'energy', 'sleep', 'stress', 'overall'] as const;
export type TInsightMetric = (typeof INSIGHT_METRICS)[number];

export const INSIGHT_METRIC_LABELS: Record<TInsightMetricFilter, string> = {
  all: 'All metrics',
  mood: 'Mood',
  energy: 'Energy',
  sleep: 'Sleep',
  stress: 'Stress',
  overall: 'Overall',
};

export const INSIGHT_TABS = ['Overview', 'Trends', 'Insights', 'Patterns'] as const;

export const INSIGHT_LIMITS = {
  /** Key insights on the Overview tab. */
  overviewInsights: 3,
  /** Insights on the Insights tab. */
  insightsTab: 4,
  /** Smallest number of days with data on each side of a comparison. */
  minDaysPerSide: 7,
  /** Lags (days) tried for every pair of series. */
  lags: [0, 1, 2],
  /** False discovery rate of the Benjamini–Yekutieli control (valid for dependent tests). */
  falseDiscoveryRate: 0.05,
} as const;

/** The query's validation messages (400 VALIDATION_FAILED, on the field). */
export const INSIGHT_QUERY_MESSAGES = {
  period: 'Choose a period: 7d, 30d, 90d or 1y.',
  metric: 'Choose a metric: all, mood, energy, sleep, stress or overall.',
} as const;

export const ZInsightsQuery = z.object({
  period: z.enum(INSIGHT_PERIODS, { error: INSIGHT_QUERY_MESSAGES.period }).default('30d'),
  metric: z.enum(INSIGHT_METRIC_FILTERS, { error: INSIGHT_QUERY_MESSAGES.metric }).default('all'),
  /** Days are counted in this IANA time zone. */
  tz: ZTimeZone.default('UTC'),
  /** Admins only: whose insights (the read is audited). Anyone else gets their own data whatever they send. */
  userId: z.string().max(64).optional(),
});
export type TInsightsQuery = z.input<typeof ZInsightsQuery>;

export const TREND_DIRECTIONS = ['up', 'down', 'flat'] as const;

/** A slope per day with its 95 % confidence interval (ordinary least squares). */
export const ZSlope = z.object({
  perDay: z.number(),
  low: z.number(),
  high: z.number(),
});

export const ZMetricSummary = z.object({
  metric: z.enum(INSIGHT_METRICS),
  label: z.string(),
  /** Average over the period, out of 10; null when there is no data in the period. */
  current: z.number().nullable(),
  /** Average over the period before, out of 10; null when there was none. */
  previous: z.number().nullable(),
  /** (current − previous) / previous × 100, rounded; null when either side is missing. */
  changePercent: z.number().nullable(),
  /** 'flat' when the slope's confidence interval includes 0; null when too little data for a trend. */
  trend: z.enum(TREND_DIRECTIONS).nullable(),
  /** Whether 'up' is good for this metric (stress: lower is better). */
  higherIsBetter: z.boolean(),
  slope: ZSlope.nullable(),
  /** Days in the period with at least one value. */
  days: z.number().int(),
  /** Short sentences about this metric (e.g. what is still needed for a trend). */
  insights: z.array(z.string()),
});
export type TMetricSummary = z.infer<typeof ZMetricSummary>;

export const WELLNESS_INSIGHT_TYPES = ['improvement', 'concern', 'achievement', 'recommendation'] as const;
export const INSIGHT_SEVERITIES = ['high', 'medium', 'low'] as const;
/** Where an insight comes from; `correlation`, `pattern` and `early_warning` are predictive (premium). */
export const INSIGHT_SOURCES = ['trend', 'summary', 'correlation', 'pattern', 'early_warning'] as const;

export const ZInsightLink = z.object({ label: z.string(), href: z.string() });

export const ZWellnessInsight = z.object({
  id: z.string(),
  type: z.enum(WELLNESS_INSIGHT_TYPES),
  source: z.enum(INSIGHT_SOURCES),
  title: z.string(),
  description: z.string(),
  severity: z.enum(INSIGHT_SEVERITIES),
  metric: z.object({ value: z.number(), unit: z.string(), change: z.number().nullable() }).nullable(),
  actionable: z.boolean(),
  /** What to do next (the assistant, practitioners, a screen). */
  links: z.array(ZInsightLink),
});
export type TWellnessInsight = z.infer<typeof ZWellnessInsight>;

/** One daily series for the charts: one point per calendar day of the period, null where nothing was logged. */
export const ZInsightSeries = z.object({
  key: z.string(),
  label: z.string(),
  unit: z.string(),
  points: z.array(z.object({ date: z.string(), value: z.number().nullable() })),
});
export type TInsightSeries = z.infer<typeof ZInsightSeries>;

export const ZCorrelation = z.object({
  id: z.string(),
  /** The earlier series (the possible influence) and the later one. */
  from: z.object({ key: z.string(), label: z.string() }),
  to: z.object({ key: z.string(), label: z.string() }),
  /** `to` is compared with `from` this many days earlier. */
  lagDays: z.number().int().min(0).max(2),
  /** Spearman's rank correlation. */
  rho: z.number(),
  /** Benjamini–Yekutieli adjusted p-value. */
  q: z.number(),
  /** Days in the comparison. */
  days: z.number().int(),
  /** The careful sentence shown to the person. */
  sentence: z.string(),
});
export type TCorrelation = z.infer<typeof ZCorrelation>;

export const PATTERN_TYPES = ['day_of_week', 'time_of_day', 'symptom_cluster'] as const;

export const ZPattern = z.object({
  id: z.string(),
  type: z.enum(PATTERN_TYPES),
  title: z.string(),
  description: z.string(),
  /** Bars for a small chart (e.g. Mon…Sun averages); empty when the pattern has none. */
  bars: z.array(z.object({ label: z.string(), value: z.number().nullable() })),
});
export type TPattern = z.infer<typeof ZPattern>;

/** Who sees predictive insights: premium, a trial with allowance left, or nobody (free, trial used up). */
export const ZPredictiveAccess = z.object({
  available: z.boolean(),
  reason: z.enum(['premium', 'trial', 'free', 'trial_limit_reached']),
  /** Trial only: computations left after this one. */
  remaining: z.number().int().nullable(),
});

export const ZInsightsResponse = z.object({
  period: z.enum(INSIGHT_PERIODS),
  metric: z.enum(INSIGHT_METRIC_FILTERS),
  /** First and last calendar day of the period, YYYY-MM-DD in the person's time zone. */
  from: z.string(),
  to: z.string(),
  summaries: z.array(ZMetricSummary),
  /** Best first; the Overview shows the first 3, the Insights tab the first 4. */
  insights: z.array(ZWellnessInsight),
  series: z.array(ZInsightSeries),
  correlations: z.array(ZCorrelation),
  patterns: z.array(ZPattern),
  predictive: ZPredictiveAccess,
  /** What is still needed, e.g. 'Log 5 more days to see your sleep and fatigue pattern'. */
  needs: z.array(z.string()),
  generatedAt: z.string(),
});
export type TInsightsResponse = z.infer<typeof ZInsightsResponse>;

/** The one-page summary for a doctor (`GET /api/insights/summary`). */
export const ZDoctorSummary = z.object({
  period: z.enum(INSIGHT_PERIODS),
  from: z.string(),
  to: z.string(),
  name: z.string().nullable(),
  conditions: z.array(z.string()),
  medications: z.array(z.string()),
  symptoms: z.array(
    z.object({
      name: z.string(),
      count: z.number().int(),
      averageSeverity: z.number(),
      /** Severity trend over the period. */
      trend: z.enum(TREND_DIRECTIONS).nullable(),
    }),
  ),
  checkInAverages: z.array(z.object({ label: z.string(), value: z.number().nullable(), unit: z.string() })),
  checkInDays: z.number().int(),
  correlations: z.array(z.string()),
  generatedAt: z.string(),
});
export type TDoctorSummary = z.infer<typeof ZDoctorSummary>;

export const INSIGHTS_MESSAGES = {
  refreshed: 'Insights refreshed',
  loadFailed: 'Could not load your insights',
  exportFailed: 'Export failed',
  premiumUpsell: 'Upgrade to Premium to see correlations, patterns and early warnings from your data.',
} as const;
