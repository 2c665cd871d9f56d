import { POST_REPORT_REASONS, type TPostReportReason, type TQueueCounts } from '../contract/moderation';

/** Reports and moderation queues as both sides read them (docs/product/admin.md#moderation). */

/**
 * A report's stored text: the reason's key, then the member's detail after a colon when they wrote
 * one ('spam: links to a shop'). One column keeps the reason readable in the database.
 */
export function storedReportReason(reason: TPostReportReason, detail?: string | null): string {
  const text = (detail ?? '').trim();
  return text ? `${reason}: ${text}` : reason;
}

/** The reason and detail of a stored report; an unknown key reads as 'other' with the whole text. */
export function readReportReason(stored: string): { reason: TPostReportReason; detail: string | null } {
  const colon = stored.indexOf(':');
  const key = colon === -1 ? stored : stored.slice(0, colon);
  const detail = colon === -1 ? null : stored.slice(colon + 1).trim() || null;
  if ((POST_REPORT_REASONS as readonly string[]).includes(key)) {
    return { reason: key as TPostReportReason, detail };
  }
  return { reason: 'other', detail: stored.trim() || null };
}

/**
 * How the moderators' queue names a post's author: initials ('M. R.'), or 'Member' when the account
 * has no name left or was deleted. Never an email.
 */
export function authorInitials(firstName: string | null, lastName: string | null): string {
  const initial = (name: string | null) => Array.from((name ?? '').trim())[0]?.toLocaleUpperCase('en-US');
  const letters = [initial(firstName), initial(lastName)].filter((c): c is string => Boolean(c));
  return letters.length > 0 ? letters.map((c) => `${c}.`).join(' ') : 'Member';
}

/** Reasons with how many reports gave each, most given first (ties in the dialog's order). */
export function reasonTally(
  reports: readonly { reason: TPostReportReason }[],
): { reason: TPostReportReason; count: number }[] {
  const counts = new Map<TPostReportReason, number>();
  for (const report of reports) counts.set(report.reason, (counts.get(report.reason) ?? 0) + 1);
  return POST_REPORT_REASONS.filter((reason) => counts.has(reason))
    .map((reason) => ({ reason, count: counts.get(reason) ?? 0 }))
    .sort((a, b) => b.count - a.count);
}

/** Everything waiting across the queues (the admin menu's total). */
export function totalWaiting(counts: TQueueCounts): number {
  return counts.feedback + counts.requests + counts.stories + counts.reports + counts.applications;
}

/** The admin menu's counts (GET, admins only). */
export const ADMIN_QUEUE_COUNTS_PATH = '/api/admin/queue-counts';

/** GET /api/admin/feedback with the filters that are set, in a fixed order (one cache entry per view). */
export function adminFeedbackPath(filters: {
  source?: string | null;
  category?: string | null;
  status?: string | null;
  rating?: number | null;
  limit?: number;
  offset?: number;
}): string {
  const params = new URLSearchParams();
  for (const key of ['source', 'category', 'status', 'rating', 'limit', 'offset'] as const) {
    const value = filters[key];
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `/api/admin/feedback?${query}` : '/api/admin/feedback';
}
