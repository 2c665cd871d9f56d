import { formatCents } from '@common/money';
import { dollarsToCents } from '@common/practice';
import type { TPractitionerApplication } from '@contract/practice';

/** The review screen's tabs, in the order the queue lists them. */
export const REVIEW_TABS = ['pending', 'rejected', 'approved'] as const;
export type TReviewTab = (typeof REVIEW_TABS)[number];
export const REVIEW_TAB_LABELS: Record<TReviewTab, string> = {
  pending: 'Pending',
  rejected: 'Rejected',
  approved: 'Approved',
};

/** The applications of each tab, in the server's order (pending oldest first). */
export function groupByStatus(
  applications: readonly TPractitionerApplication[],
): Record<TReviewTab, TPractitionerApplication[]> {
  const out: Record<TReviewTab, TPractitionerApplication[]> = { pending: [], rejected: [], approved: [] };
  for (const application of applications) {
    if (application.status === 'draft') continue;
    out[application.status].push(application);
  }
  return out;
}

/** A submitted profile edit of a practitioner whose earlier version is already in the directory. */
export function isEditOfLiveProfile(application: TPractitionerApplication): boolean {
  return application.isLive && application.status !== 'approved';
}

const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
/** 'Nov 24, 2026', or 'Not recorded'. */
export function formatReviewDate(iso: string | null): string {
  return iso ? DATE.format(new Date(iso)) : 'Not recorded';
}

/** '$175.50 per session', or 'Not set'. */
export function formatFee(dollars: number | null): string {
  return dollars === null ? 'Not set' : `${formatCents(dollarsToCents(dollars))} per session`;
}

/** 'Priya Natarajan, MD, PhD'. */
export function displayName(application: TPractitionerApplication): string {
  const name = `${application.firstName} ${application.lastName}`;
  return application.certifications.length > 0 ? `${name}, ${application.certifications.join(', ')}` : name;
}

/** '12 years', '1 year', or 'Not given'. */
export function formatExperience(years: number | null): string {
  if (years === null) return 'Not given';
  return years === 1 ? '1 year' : `${years} years`;
}
