import { describe, expect, it } from 'vitest';
import { formatProposedTime, statusText } from './status';

describe('a consultation request’s status in words', () => {
  it('names each status, and the proposed time with its time zone once accepted', () => {
    expect(statusText({ status: 'pending', proposedTime: null })).toBe('Waiting for an answer');
    expect(statusText({ status: 'declined', proposedTime: null })).toBe('Declined');
    expect(statusText({ status: 'cancelled', proposedTime: null })).toBe('Cancelled');
    expect(
      statusText({ status: 'accepted', proposedTime: '2026-12-01T18:00:00Z' }, 'America/Los_Angeles'),
    ).toBe('Accepted — proposed time Tuesday, December 1, 2026 at 10:00 AM PST');
  });

  it('writes the time in the reader’s zone', () => {
    expect(formatProposedTime('2026-12-01T18:00:00Z', 'UTC')).toBe(
      'Tuesday, December 1, 2026 at 6:00 PM UTC',
    );
  });
});
