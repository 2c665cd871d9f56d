/**
 * The stats strip writes '1,247 members' and '12.4k support given'
 * (docs/product/community.md#rules-and-numbers): whole numbers with thousands separators below 10,000, one
 * decimal with k (or M) above.
 */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return '–';
  const n = Math.max(0, Math.trunc(value));
  if (n < 10_000) return n.toLocaleString('en-US');
  if (n < 1_000_000) return `${trimDecimal(Math.floor(n / 100) / 10)}k`;
  return `${trimDecimal(Math.floor(n / 100_000) / 10)}M`;
}

function trimDecimal(value: number): string {
  return value.toFixed(1).replace(/\.0$/, '');
}

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const fullFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short' });

/** 'just now', '5 minutes ago', '3 hours ago', 'yesterday', '4 days ago', then the date. */
export function formatPostTime(timestamp: string, now: Date = new Date()): string {
  const time = new Date(timestamp);
  if (Number.isNaN(time.getTime())) return timestamp;
  const seconds = Math.round((now.getTime() - time.getTime()) / 1000);
  if (seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return relative.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return relative.format(-hours, 'hour');
  const days = Math.floor(hours / 24);
  if (days < 7) return relative.format(-days, 'day');
  return dateFormat.format(time);
}

/** The full date and time, for the `title` of a relative time. */
export function formatFullTime(timestamp: string): string {
  const time = new Date(timestamp);
  return Number.isNaN(time.getTime()) ? timestamp : fullFormat.format(time);
}

export function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}
