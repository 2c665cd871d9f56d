import { z } from 'zod';
import { ZTimeZone } from './progress';

/**
 * The daily check-in (docs/product/home.md#daily-check-in): scores 1–10, sleep in hours, an
 * optional note. Several check-ins a day are allowed; each is time-stamped by the server. The metrics
 * card's first fields are fatigueLevel, sleepQuality (shown in hours), mentalClarity and digestion; mood,
 * energy and stress complete the check-in.
 */
export const HEALTH_METRIC_LIMITS = {
  scoreMin: 1,
  scoreMax: 10,
  scoreDefault: 5,
  sleepMin: 0,
  sleepMax: 24,
  /** Sleep is entered in half hours. */
  sleepStep: 0.5,
  sleepDefault: 8,
  noteMax: 500,
  /** `?days=N` on the read: at most this many days back. */
  daysMax: 90,
  /** At most this many entries in one list answer. */
  listMax: 500,
  /** Days in the home screen's trends, today included. */
  trendDays: 7,
} as const;

/** The scored fields in the order the check-in form shows them, with their labels. */
export const HEALTH_SCORE_FIELDS = [
  { key: 'mood', label: 'Mood', low: 'Low', high: 'Great' },
  { key: 'energy', label: 'Energy', low: 'Drained', high: 'Energised' },
  { key: 'stress', label: 'Stress', low: 'Calm', high: 'Very stressed' },
  { key: 'fatigueLevel', label: 'Fatigue', low: 'None', high: 'Exhausted' },
  { key: 'mentalClarity', label: 'Mental clarity', low: 'Foggy', high: 'Clear' },
  { key: 'digestion', label: 'Digestion', low: 'Poor', high: 'Great' },
] as const;
export type THealthScoreKey = (typeof HEALTH_SCORE_FIELDS)[number]['key'];

export const HEALTH_METRIC_MESSAGES = {
  scoreRange: (label: string) => `${label} must be a whole number from 1 to 10`,
  sleepRange: 'Sleep must be between 0 and 24 hours, in half hours',
  noteMax: 'Note can be at most 500 characters',
  saved: 'Check-in saved',
  savedDescription: 'Thanks for checking in. Your insights are up to date.',
  saveError: 'Error saving check-in',
} as const;

const score = (label: string) =>
  z
    .number({ error: HEALTH_METRIC_MESSAGES.scoreRange(label) })
    .int(HEALTH_METRIC_MESSAGES.scoreRange(label))
    .min(HEALTH_METRIC_LIMITS.scoreMin, HEALTH_METRIC_MESSAGES.scoreRange(label))
    .max(HEALTH_METRIC_LIMITS.scoreMax, HEALTH_METRIC_MESSAGES.scoreRange(label));

/** Hours slept, 0–24 in half hours (the field is named `sleepQuality`, shown in hours). */
export const ZSleepHours = z
  .number({ error: HEALTH_METRIC_MESSAGES.sleepRange })
  .min(HEALTH_METRIC_LIMITS.sleepMin, HEALTH_METRIC_MESSAGES.sleepRange)
  .max(HEALTH_METRIC_LIMITS.sleepMax, HEALTH_METRIC_MESSAGES.sleepRange)
  .refine((hours) => Number.isInteger(hours * 2), HEALTH_METRIC_MESSAGES.sleepRange);

export const ZCreateHealthMetricRequest = z.object({
  mood: score('Mood'),
  energy: score('Energy'),
  stress: score('Stress'),
  fatigueLevel: score('Fatigue'),
  mentalClarity: score('Mental clarity'),
  digestion: score('Digestion'),
  sleepQuality: ZSleepHours,
  note: z
    .string()
    .trim()
    .max(HEALTH_METRIC_LIMITS.noteMax, HEALTH_METRIC_MESSAGES.noteMax)
    .optional()
    .nullable(),
  /** Identity comes from the session; a client that sends its user id has it accepted and ignored. */
  userId: z.union([z.string(), z.number()]).optional(),
});
export type TCreateHealthMetricRequest = z.input<typeof ZCreateHealthMetricRequest>;

export const ZHealthMetric = z.object({
  id: z.string(),
  userId: z.string(),
  mood: z.number().int(),
  energy: z.number().int(),
  stress: z.number().int(),
  fatigueLevel: z.number().int(),
  /** Hours slept. */
  sleepQuality: z.number(),
  mentalClarity: z.number().int(),
  digestion: z.number().int(),
  note: z.string().nullable(),
  timestamp: z.string(),
});
export type THealthMetric = z.infer<typeof ZHealthMetric>;
export const ZHealthMetricList = z.array(ZHealthMetric);

const DAYS_MESSAGE = `days must be a whole number from 1 to ${HEALTH_METRIC_LIMITS.daysMax}`;
/** How many days back a read covers (both reads of GET /api/health-metrics/user/{userId}). */
const ZDays = z.coerce
  .number()
  .int(DAYS_MESSAGE)
  .min(1, DAYS_MESSAGE)
  .max(HEALTH_METRIC_LIMITS.daysMax, DAYS_MESSAGE);

/**
 * GET /api/health-metrics/user/{userId}: without `days`, the latest entry (null when there is none),
 * as the metrics card reads it; with `days=N`, every entry of the last N days, newest first, for trends.
 */
export const ZHealthMetricQuery = z.object({
  days: ZDays.optional(),
});
export const ZHealthMetricReadResponse = z.union([ZHealthMetric.nullable(), ZHealthMetricList]);

/** The scores and sleep a day of the trend carries: each day's average, null for a day without a check-in. */
const dayValue = z.number().nullable();

/** One calendar day of GET /api/health-metrics/user/{userId}/daily, in the caller's time zone. */
export const ZHealthMetricDay = z.object({
  /** YYYY-MM-DD in the requested time zone. */
  date: z.string(),
  /** How many check-ins the day had; 0 leaves every value null. */
  checkIns: z.number().int(),
  mood: dayValue,
  energy: dayValue,
  stress: dayValue,
  fatigueLevel: dayValue,
  mentalClarity: dayValue,
  digestion: dayValue,
  /** Hours slept. */
  sleepQuality: dayValue,
});
export type THealthMetricDay = z.infer<typeof ZHealthMetricDay>;

/**
 * GET /api/health-metrics/user/{userId}/daily?tz=…&days=N (N defaults to 7): one entry per calendar day
 * in the person's time zone, oldest first and today last, each value the day's average rounded to one
 * decimal (docs/product/home.md#health-metrics), for the home screen's 7-day trends.
 */
export const ZHealthMetricDailyQuery = z.object({
  tz: ZTimeZone.default('UTC'),
  days: ZDays.default(HEALTH_METRIC_LIMITS.trendDays),
});
export const ZHealthMetricDaily = z.object({
  timeZone: z.string(),
  today: z.string(),
  days: z.array(ZHealthMetricDay),
});
export type THealthMetricDaily = z.infer<typeof ZHealthMetricDaily>;
