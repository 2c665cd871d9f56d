/**
 * Arithmetic on calendar days written `YYYY-MM-DD`, done in UTC where every day has 24 hours, so a
 * daylight-saving change can neither skip nor repeat a day. Which day it is for a person (their time
 * zone) is the server's business (server/lib/calendar.ts); this is only counting.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const sundayFirst = new Date(`${date}T00:00:00Z`).getUTCDay();
  return sundayFirst === 0 ? 7 : sundayFirst;
}

/** The Monday of the ISO week `date` falls in. */
export function mondayOf(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}
