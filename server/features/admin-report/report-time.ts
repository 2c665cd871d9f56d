import { REPORT_HOUR, REPORT_TIME_ZONE } from '../../../contract/admin-report';

/**
 * When the daily report goes out (docs/product/admin.md#daily-report): 18:00 wall-clock time in Los
 * Angeles, so 01:00Z in summer (PDT, UTC−7) and 02:00Z in winter (PST, UTC−8). Computed with Intl's
 * time-zone data, no library.
 */

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: REPORT_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

type Wall = { year: number; month: number; day: number; hour: number; minute: number; second: number };

/** The wall-clock reading in Los Angeles at `instant`. */
function wallAt(instant: Date): Wall {
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.formatToParts(instant).find((p) => p.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** Los Angeles's offset from UTC at `instant`, in milliseconds (−7 h or −8 h). */
function offsetAt(instant: Date): number {
  const w = wallAt(instant);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant of a wall-clock time in Los Angeles. Two passes settle the offset on either side of a
 * change; 18:00 is never in the skipped or repeated hour (those are at 02:00).
 */
function instantOfWall(year: number, month: number, day: number, hour: number): Date {
  const guess = Date.UTC(year, month - 1, day, hour);
  let instant = guess - offsetAt(new Date(guess));
  instant = guess - offsetAt(new Date(instant));
  return new Date(instant);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The report day of an instant: its calendar date in Los Angeles, `YYYY-MM-DD`. */
export function reportDateFor(instant: Date): string {
  const w = wallAt(instant);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/** The first report time (18:00 in Los Angeles) strictly after `instant`. */
export function nextReportAt(instant: Date): Date {
  const w = wallAt(instant);
  const today = instantOfWall(w.year, w.month, w.day, REPORT_HOUR);
  if (today.getTime() > instant.getTime()) return today;
  // The next calendar day (Date.UTC rolls months and years over).
  const next = new Date(Date.UTC(w.year, w.month - 1, w.day + 1));
  return instantOfWall(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), REPORT_HOUR);
}

/** A report day written out for people: 'Sunday, March 8, 2026'. */
export function describeReportDate(reportDate: string): string {
  const [y, m, d] = reportDate.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}
