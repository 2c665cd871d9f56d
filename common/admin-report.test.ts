import { describe, expect, it } from 'vitest';
import type { TReportMetrics } from '../contract/admin-report';
import { errorRouteLine, ratingLine, reportRows, testResultLine } from './admin-report';

const metrics: TReportMetrics = {
  windowStart: '2026-03-08T01:00:00.000Z',
  windowEnd: '2026-03-09T01:00:00.000Z',
  newUsers: 1234,
  activeUsers: 56,
  trialStarts: 7,
  upgrades: 3,
  feedbackCount: 4,
  averageRating: 4,
  ratingCounts: { 1: 1, 2: 0, 3: 1, 4: 0, 5: 2 },
  emergencies: 2,
  pendingApplications: 5,
  serverErrors: 9,
  serverErrorRoutes: [],
};

describe('the report’s rows', () => {
  it('lists every figure in order, counts with separators and the rating to one decimal', () => {
    expect(reportRows(metrics)).toEqual([
      ['New users', '1,234'],
      ['Active users', '56'],
      ['Trial starts', '7'],
      ['Upgrades to Premium', '3'],
      ['Feedback received', '4'],
      ['Average rating', '4.0 / 5'],
      ['Emergencies shown by the assistant', '2'],
      ['Practitioner applications waiting', '5'],
      ['Server errors', '9'],
    ]);
  });

  it('says none for the rating without feedback', () => {
    expect(reportRows({ ...metrics, averageRating: null })[5]).toEqual(['Average rating', 'none']);
  });

  it('writes ratings, routes and the test counts on one line each', () => {
    expect(ratingLine(metrics)).toBe('5★ 2 · 4★ 0 · 3★ 1 · 2★ 0 · 1★ 1');
    expect(errorRouteLine({ method: 'GET', route: '/api/x/:id', count: 1200 })).toBe('GET /api/x/:id: 1,200');
    expect(testResultLine(metrics)).toBe('New users: 1,234 · Feedback: 4');
  });
});
