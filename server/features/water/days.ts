import type { TWaterDay } from '../../../contract/water';
import { WATER_LIMITS } from '../../../contract/water';
import { addDays, localDate } from '../../lib/calendar';

/**
 * The water days of a person: calendar dates in their own IANA time zone, so a glass at 23:30 in
 * Los Angeles counts for that evening, not for the next UTC day.
 */
export function waterToday(now: Date, timeZone: string): string {
  return localDate(now, timeZone);
}

/** The 7 dates ending with `today`, oldest first. */
export function weekDates(today: string): string[] {
  return Array.from({ length: WATER_LIMITS.weekDays }, (_, i) =>
    addDays(today, i - (WATER_LIMITS.weekDays - 1)),
  );
}

/** The 7-day view with a zero for every day without water. */
export function fillWeek(today: string, totals: Map<string, number>): TWaterDay[] {
  return weekDates(today).map((date) => ({ date, totalMl: totals.get(date) ?? 0 }));
}
