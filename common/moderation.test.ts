import { describe, expect, it } from 'vitest';
import {
  adminFeedbackPath,
  authorInitials,
  readReportReason,
  reasonTally,
  storedReportReason,
  totalWaiting,
} from './moderation';

describe('report reasons', () => {
  it('stores the key alone, or the key and the trimmed detail, and reads both back', () => {
    expect(storedReportReason('spam')).toBe('spam');
    expect(storedReportReason('spam', '   ')).toBe('spam');
    expect(storedReportReason('unsafe-advice', ' stop your meds: now ')).toBe(
      'unsafe-advice: stop your meds: now',
    );
    expect(readReportReason('spam')).toEqual({ reason: 'spam', detail: null });
    expect(readReportReason('unsafe-advice: stop your meds: now')).toEqual({
      reason: 'unsafe-advice',
      detail: 'stop your meds: now',
    });
  });

  it('reads an unknown key as "other" with the whole text', () => {
    expect(readReportReason('rude: very')).toEqual({ reason: 'other', detail: 'rude: very' });
  });

  it('tallies reasons, most given first, ties in the dialog order', () => {
    expect(
      reasonTally([
        { reason: 'spam' },
        { reason: 'harassment' },
        { reason: 'spam' },
        { reason: 'unsafe-advice' },
      ]),
    ).toEqual([
      { reason: 'spam', count: 2 },
      { reason: 'unsafe-advice', count: 1 },
      { reason: 'harassment', count: 1 },
    ]);
    expect(reasonTally([])).toEqual([]);
  });
});

describe('authorInitials', () => {
  it('gives initials, or Member without any name', () => {
    expect(authorInitials('maya', 'Rivera')).toBe('M. R.');
    expect(authorInitials('Maya', null)).toBe('M.');
    expect(authorInitials(null, null)).toBe('Member');
    expect(authorInitials('  ', '')).toBe('Member');
  });
});

describe('totalWaiting', () => {
  it('adds every queue', () => {
    expect(totalWaiting({ feedback: 1, requests: 2, stories: 3, reports: 4, applications: 5 })).toBe(15);
  });
});

describe('adminFeedbackPath', () => {
  it('keeps the filters that are set, in a fixed order, encoded', () => {
    expect(adminFeedbackPath({})).toBe('/api/admin/feedback');
    expect(
      adminFeedbackPath({ rating: 2, status: null, category: 'User Interface', offset: 20, limit: 20 }),
    ).toBe('/api/admin/feedback?category=User+Interface&rating=2&limit=20&offset=20');
  });
});
