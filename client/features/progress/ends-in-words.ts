const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** When the weekly challenge ends, in words: 'Ends in 3 days (Sunday)', 'Ends in 5 hours', 'Ended'. */
export function endsInWords(endsAt: string, now: Date = new Date()): string {
  const end = new Date(endsAt);
  if (Number.isNaN(end.getTime())) return '';
  const left = end.getTime() - now.getTime();
  if (left <= 0) return 'This week’s challenge has ended';
  if (left < HOUR) return 'Ends in under an hour';
  if (left < DAY) {
    const hours = Math.floor(left / HOUR);
    return `Ends in ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  }
  const days = Math.floor(left / DAY);
  // A week ending at midnight ends on the day before it.
  const weekday = new Date(end.getTime() - 1).toLocaleDateString('en-US', { weekday: 'long' });
  return `Ends in ${days} ${days === 1 ? 'day' : 'days'} (${weekday})`;
}
