/**
 * The instant a calendar day (YYYY-MM-DD) begins in an IANA time zone: midnight there, or the first
 * moment after it on a day whose midnight a daylight-saving change skips.
 */
export function startOfLocalDay(date: string, timeZone: string): Date {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  // The zone's offsets half a day before and after: the day's midnight uses one of them. Of the
  // candidates, the earliest that falls on `date` there is the day's first moment.
  const candidates = [-12, 12]
    .map((hours) => utcMidnight - offsetMs(new Date(utcMidnight + hours * 3_600_000), timeZone))
    .filter((time) => wallDate(new Date(time), timeZone) === date)
    .sort((a, b) => a - b);
  return new Date(candidates[0] ?? utcMidnight);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date of `instant` on `timeZone`'s wall clock. */
function wallDate(instant: Date, timeZone: string): string {
  return new Date(instant.getTime() + offsetMs(instant, timeZone)).toISOString().slice(0, 10);
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetMs(instant: Date, timeZone: string): number {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((p) => [p.type, p.value]));
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}
