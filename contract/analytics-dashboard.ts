import { z } from 'zod';

/**
 * The admin analytics dashboard (docs/product/admin.md#analytics-dashboard): counts computed from
 * our own usage events. No answer names a person or a session: counts, feature names and days only.
 */
export const ANALYTICS_DASHBOARD_WINDOWS = {
  /** A session is active with an event in the last 30 minutes (overview). */
  activeSessionMinutes: 30,
  /** Average session length over sessions of the last 7 days. */
  sessionDurationDays: 7,
  /** Feature usage counts the last 30 days, top 10. */
  featureUsageDays: 30,
  featureUsageTop: 10,
  /** Daily active users and sessions per day: the last 90 days, today included. */
  engagementDays: 90,
  /** Retention: the last 8 sign-up weeks (Monday to Sunday, UTC), the current one included. */
  retentionWeeks: 8,
  /** The funnel counts the last 30 days. */
  funnelDays: 30,
  /** Real-time: sessions active in the last 5 minutes, events per minute over the last 15. */
  realtimeMinutes: 5,
  realtimeSeriesMinutes: 15,
} as const;

/** Refetch intervals of the screen, in milliseconds. */
export const ANALYTICS_DASHBOARD_REFETCH_MS = {
  dashboard: 30_000,
  engagement: 60_000,
  funnel: 300_000,
  realtime: 5_000,
} as const;

const ZCount = z.number().int().nonnegative();

export const ZAnalyticsDashboard = z.object({
  activeSessions: ZCount,
  /** Seconds, rounded: the mean of (last event − first event) over sessions with two events or more. */
  avgSessionDuration: ZCount,
  /** How many sessions the average is over. */
  sessionsMeasured: ZCount,
  activeUsers: z.object({ daily: ZCount, weekly: ZCount, monthly: ZCount }),
  /** Feature → feature-usage events in the last 30 days, the 10 most used, most used first. */
  featureUsage: z.record(z.string(), ZCount),
  generatedAt: z.iso.datetime(),
});
export type TAnalyticsDashboard = z.infer<typeof ZAnalyticsDashboard>;

/** A count per UTC day (`YYYY-MM-DD`). */
export const ZDayCount = z.object({ date: z.iso.date(), count: ZCount });
export type TDayCount = z.infer<typeof ZDayCount>;

export const ZRetentionCohort = z.object({
  /** The sign-up week's Monday (UTC). */
  weekStart: z.iso.date(),
  /** Consenting members who signed up that week. */
  users: ZCount,
  /**
   * Percent of `users` active in week 1, 2, … after the sign-up week (index 0 = week 1); null for a
   * week that has not started yet or when the cohort is empty.
   */
  retention: z.array(z.number().min(0).max(100).nullable()),
});
export type TRetentionCohort = z.infer<typeof ZRetentionCohort>;

export const ZAnalyticsEngagement = z.object({
  dailyActiveUsers: z.array(ZDayCount),
  sessionsPerDay: z.array(ZDayCount),
  /** Oldest sign-up week first. */
  retention: z.array(ZRetentionCohort),
  generatedAt: z.iso.datetime(),
});
export type TAnalyticsEngagement = z.infer<typeof ZAnalyticsEngagement>;

export const FUNNEL_STEPS = [
  'landing',
  'signup',
  'onboarding_complete',
  'first_symptom',
  'trial',
  'premium',
] as const;
export type TFunnelStep = (typeof FUNNEL_STEPS)[number];

export const FUNNEL_STEP_LABELS: Record<TFunnelStep, string> = {
  landing: 'Landing page visits',
  signup: 'Sign-ups',
  onboarding_complete: 'Onboarding completed',
  first_symptom: 'First symptom logged',
  trial: 'Trial started',
  premium: 'Premium',
};

/** Percent with one decimal; null when the step it is compared with counted nobody. */
export const ZConversionRate = z.object({
  ofPrevious: z.number().nonnegative().nullable(),
  ofFirst: z.number().nonnegative().nullable(),
});
export type TConversionRate = z.infer<typeof ZConversionRate>;

export const ZAnalyticsFunnel = z.object({
  steps: z.array(z.object({ step: z.enum(FUNNEL_STEPS), count: ZCount })),
  conversionRates: z.record(z.enum(FUNNEL_STEPS), ZConversionRate),
  generatedAt: z.iso.datetime(),
});
export type TAnalyticsFunnel = z.infer<typeof ZAnalyticsFunnel>;

export const ZMinuteCount = z.object({ minute: z.iso.datetime(), count: ZCount });
export type TMinuteCount = z.infer<typeof ZMinuteCount>;

export const ZAnalyticsRealtime = z.object({
  activeSessions: ZCount,
  /** Events per minute, the last 15 minutes, oldest first (the current minute last, so far). */
  eventsPerMinute: z.array(ZMinuteCount),
  generatedAt: z.iso.datetime(),
});
export type TAnalyticsRealtime = z.infer<typeof ZAnalyticsRealtime>;

export const ANALYTICS_DASHBOARD_MESSAGES = {
  loadFailed: 'The analytics could not be loaded.',
  noEvents: 'No sessions or active users yet',
} as const;
