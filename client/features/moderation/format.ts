const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Nov 25, 2026, 3:40 PM'; the text itself when it is not a time. */
export function formatWhen(iso: string): string {
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? iso : dateTime.format(time);
}

export function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

/** 'Showing 21–40 of 45', or 'No feedback matches' when nothing does. */
export function pageRange(offset: number, shown: number, total: number): string {
  if (total === 0 || shown === 0) return 'No feedback matches';
  if (shown === 1)
    return `Showing ${(offset + 1).toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`;
  return `Showing ${(offset + 1).toLocaleString('en-US')}–${(offset + shown).toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`;
}
