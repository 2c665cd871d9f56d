import type { TConsultationRequest } from '@contract/practice';

/** The section's and the profile card's labels (docs/product/practice.md#consultation-requests). */
export const CONSULTATION_TEXT = {
  request: 'Request a consultation',
  signIn: 'Sign in to request a consultation',
  priority: 'Requests from Premium members are marked priority, so practitioners see them first.',
  shareLegend: 'Share with the practitioner (optional)',
  shareSymptoms: 'Recent symptoms summary (last 30 days)',
  shareSymptomsHint: 'How often you logged each symptom and its average severity. Not your notes.',
  shareCheckIns: 'Check-in averages (last 30 days)',
  shareCheckInsHint: 'Your average mood, energy, stress, fatigue, clarity, digestion and sleep.',
  shareInsights: 'Insights summary',
  shareInsightsHint: 'The trends your Insights page shows for the last 30 days.',
  noVideo: 'This practitioner offers in-person consultations only.',
  cancel: 'Cancel request',
  cancelled: 'Request cancelled',
  cancelFailed: 'Could not cancel the request',
  myRequests: 'My consultation requests',
  noRequests: 'You have not asked a practitioner for a consultation yet.',
} as const;

/**
 * A proposed time in words in the reader's time zone, its zone named:
 * 'Tuesday, December 1, 2026 at 10:00 AM PST'.
 */
export function formatProposedTime(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
}

/** A request's status in words: 'Waiting for an answer', 'Accepted — proposed time …', 'Declined'. */
export function statusText(
  request: Pick<TConsultationRequest, 'status' | 'proposedTime'>,
  timeZone?: string,
): string {
  switch (request.status) {
    case 'pending':
      return 'Waiting for an answer';
    case 'accepted':
      return request.proposedTime
        ? `Accepted — proposed time ${formatProposedTime(request.proposedTime, timeZone)}`
        : 'Accepted';
    case 'declined':
      return 'Declined';
    case 'cancelled':
      return 'Cancelled';
  }
}
