/** What the report contains, as the setup screen lists it (docs/product/admin.md#daily-report). */
export const REPORT_CONTENTS: readonly string[] = [
  'New users and active users',
  'Trial starts and upgrades to Premium',
  'Feedback received, with the average rating and each rating’s count',
  'Emergencies shown by the assistant',
  'Practitioner applications waiting for review',
  'Server errors, with the routes that failed most',
];

/** The next send in the reader's own time: 'Wed, Nov 25, 6:00 PM'. */
export function nextSendLabel(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
}

/** The address as the server keeps it, to compare with the list. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();
