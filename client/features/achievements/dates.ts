/** 'November 21, 2026' for an ISO time or YYYY-MM-DD day, in the browser's time zone; null when unreadable. */
export function readableDate(iso: string): string | null {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T12:00:00`) : new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}
