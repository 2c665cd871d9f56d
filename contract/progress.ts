import { z } from 'zod';

/**
 * Progress (streak, symptomsLogged, recommendationsTried, wellnessPoints) and the home screen's
 * weekly strip, Monday to Sunday, computed from the user's real activity
 * (docs/product/home.md#progress-streak): a new user gets zeros, never sample figures.
 */

/** Points per activity (docs/product/home.md#progress-streak). At most one check-in counts per day. */
export const WELLNESS_POINTS = {
  perSymptomLogged: 10,
  perCheckInDay: 10,
  perRecommendationTried: 20,
} as const;

export const PROGRESS_MESSAGES = {
  unknownTimeZone: 'Unknown time zone',
} as const;

/** True for a time zone name both the browser (Intl) and PostgreSQL know: IANA names like Europe/Paris. */
export function isIanaTimeZone(value: string): boolean {
  // Offsets ('+05:30') and POSIX strings are refused: PostgreSQL reads their sign the other way round.
  if (!/^(UTC|[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+)$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** `?tz=`: the user's IANA time zone from the browser; days (streak, week strip, 'today') are counted in it. */
export const ZTimeZone = z.string().max(64).refine(isIanaTimeZone, PROGRESS_MESSAGES.unknownTimeZone);
export const ZTimeZoneQuery = z.object({ tz: ZTimeZone.default('UTC') });

export const WEEKDAY_LABELS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

export const ZWeekDay = z.object({
  /** Calendar date in the user's time zone, YYYY-MM-DD. */
  date: z.string(),
  label: z.enum(WEEKDAY_LABELS),
  isActive: z.boolean(),
  isToday: z.boolean(),
});
export type TWeekDay = z.infer<typeof ZWeekDay>;

export const ZProgress = z.object({
  /** Consecutive days with any activity, ending today (or yesterday, while today is still open). */
  streak: z.number().int(),
  symptomsLogged: z.number().int(),
  recommendationsTried: z.number().int(),
  /** Days with at least one check-in. */
  checkInDays: z.number().int(),
  wellnessPoints: z.number().int(),
  /** Monday → Sunday of the current week in `timeZone`: always 7 entries. */
  week: z.array(ZWeekDay).length(7),
  timeZone: z.string(),
});
export type TProgress = z.infer<typeof ZProgress>;
