/**
 * Calendar days as `YYYY-MM-DD` strings. A person's day (streaks, 'today', the week strip, the daily
 * message) is the calendar date in their own time zone; arithmetic on those dates is done in UTC,
 * where every day has 24 hours, so daylight-saving changes cannot skip or repeat a day.
 */

import { addDays, daysBetween, isoWeekday, mondayOf } from '../../common/calendar';
import { PROGRESS_MESSAGES } from '../../contract/progress';
import { AppError } from './errors';

export { addDays, daysBetween, isoWeekday, mondayOf };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar date of `instant` in `timeZone` (an IANA name), e.g. '2026-11-21'. */
export function localDate(instant: Date, timeZone: string): string {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/** True for a real calendar date written YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** Day of the year, 1 for 1 January … 365 or 366 for 31 December. */
export function dayOfYear(date: string): number {
  return daysBetween(`${date.slice(0, 4)}-01-01`, date) + 1;
}

/**
 * The contract accepts IANA names the JavaScript runtime knows; should PostgreSQL's time-zone data
 * lack one (22023 'time zone not recognized'), that is the caller's input, not a server fault: a 400
 * on the `tz` field. Use as `.catch(rethrowUnknownTimeZone)` on a query that takes the zone.
 */
export function rethrowUnknownTimeZone(error: unknown): never {
  const codeOf = (value: unknown) => (value as { code?: unknown } | null)?.code;
  if (codeOf(error) === '22023' || codeOf((error as { cause?: unknown } | null)?.cause) === '22023') {
    throw new AppError('VALIDATION_FAILED', PROGRESS_MESSAGES.unknownTimeZone, {
      fields: { tz: PROGRESS_MESSAGES.unknownTimeZone },
    });
  }
  throw error;
}
