/** The browser's IANA time zone (the server counts streaks and 'today' in it); UTC when unknown. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The local calendar date, YYYY-MM-DD. */
export function localDateString(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
const dayFormat = new Intl.DateTimeFormat(undefined, { weekday: 'short', month: 'short', day: 'numeric' });

/** 'today at 9:41 AM', 'yesterday at 10:02 PM' or 'Mon, Nov 16 at 8:15 AM' (local time). */
export function formatCheckInTime(timestamp: string, now: Date = new Date()): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
  const today = localDateString(now);
  const yesterday = localDateString(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
  const day = localDateString(date);
  const prefix = day === today ? 'today' : day === yesterday ? 'yesterday' : dayFormat.format(date);
  return `${prefix} at ${timeFormat.format(date)}`;
}
