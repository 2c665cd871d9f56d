import { describe, expect, it } from 'vitest';
import { endsInWords } from './ends-in-words';

const now = new Date(2026, 10, 25, 12, 0); // Wednesday 25 November 2026, noon local

describe('endsInWords', () => {
  it('says days and the last day of the week, hours, or under an hour', () => {
    // The week ends at midnight starting Monday 30 November: its last day is Sunday.
    expect(endsInWords(new Date(2026, 10, 30, 0, 0).toISOString(), now)).toBe('Ends in 4 days (Sunday)');
    expect(endsInWords(new Date(2026, 10, 26, 12, 0).toISOString(), now)).toBe('Ends in 1 day (Thursday)');
    expect(endsInWords(new Date(2026, 10, 25, 17, 30).toISOString(), now)).toBe('Ends in 5 hours');
    expect(endsInWords(new Date(2026, 10, 25, 13, 0).toISOString(), now)).toBe('Ends in 1 hour');
    expect(endsInWords(new Date(2026, 10, 25, 12, 30).toISOString(), now)).toBe('Ends in under an hour');
  });

  it('says when it has ended, and nothing for an unreadable time', () => {
    expect(endsInWords(new Date(2026, 10, 25, 11, 0).toISOString(), now)).toBe(
      'This week’s challenge has ended',
    );
    expect(endsInWords('soon', now)).toBe('');
  });
});
