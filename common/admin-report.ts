import type { TReportMetrics } from '../contract/admin-report';

/**
 * The daily admin report's figures as people read them (docs/product/admin.md#daily-report): the mail
 * and the setup screen's summary show the same rows in the same order.
 */

const countFormat = new Intl.NumberFormat('en-US');
const count = (n: number) => countFormat.format(n);

/** The figures as label–value rows. */
export function reportRows(m: TReportMetrics): [label: string, value: string][] {
  return [
    ['New users', count(m.newUsers)],
    ['Active users', count(m.activeUsers)],
    ['Trial starts', count(m.trialStarts)],
    ['Upgrades to Premium', count(m.upgrades)],
    ['Feedback received', count(m.feedbackCount)],
    ['Average rating', m.averageRating === null ? 'none' : `${m.averageRating.toFixed(1)} / 5`],
    ['Emergencies shown by the assistant', count(m.emergencies)],
    ['Practitioner applications waiting', count(m.pendingApplications)],
    ['Server errors', count(m.serverErrors)],
  ];
}

/** Each rating's count, 5★ first: '5★ 2 · 4★ 0 · 3★ 1 · 2★ 0 · 1★ 1'. */
export function ratingLine(m: Pick<TReportMetrics, 'ratingCounts'>): string {
  return ([5, 4, 3, 2, 1] as const).map((r) => `${r}★ ${count(m.ratingCounts[r])}`).join(' · ');
}

/** A route's server errors: 'GET /api/symptoms/:id: 9'. */
export function errorRouteLine(e: TReportMetrics['serverErrorRoutes'][number]): string {
  return `${e.method} ${e.route}: ${count(e.count)}`;
}

/** The counts a test send returns, in one line: 'New users: 3 · Feedback: 1'. */
export function testResultLine(m: Pick<TReportMetrics, 'newUsers' | 'feedbackCount'>): string {
  return `New users: ${count(m.newUsers)} · Feedback: ${count(m.feedbackCount)}`;
}
