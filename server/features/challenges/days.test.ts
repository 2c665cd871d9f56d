import { describe, expect, it } from 'vitest';
import { challengeDayOn, challengeRunFigures } from '../../../common/challenges';
import { localDate } from '../../lib/calendar';

/** The run's day at an instant, as the service counts it: today's date in the run's time zone. */
const dayAt = (startDate: string, instant: string, timeZone: string) =>
  challengeDayOn(startDate, localDate(new Date(instant), timeZone));

describe('challenge days in the person’s time zone', () => {
  it('starts a new day at local midnight, wherever the person is', () => {
    // Joined in Auckland on 2 March (UTC+13).
    expect(dayAt('2026-03-02', '2026-03-02T10:59:00Z', 'Pacific/Auckland')).toBe(1);
    expect(dayAt('2026-03-02', '2026-03-02T11:00:00Z', 'Pacific/Auckland')).toBe(2);
    // Joined in Los Angeles on 1 March (UTC-8): 07:59 UTC on 2 March is still 1 March there.
    expect(dayAt('2026-03-01', '2026-03-02T07:59:00Z', 'America/Los_Angeles')).toBe(1);
    expect(dayAt('2026-03-01', '2026-03-02T08:00:00Z', 'America/Los_Angeles')).toBe(2);
  });

  it('counts one day per calendar day across the spring daylight-saving change (a 23-hour day)', () => {
    // New York moves its clocks forward on 8 March 2026.
    const start = '2026-03-07';
    expect(dayAt(start, '2026-03-08T04:59:00Z', 'America/New_York')).toBe(1); // 23:59 on 7 March (EST)
    expect(dayAt(start, '2026-03-08T05:00:00Z', 'America/New_York')).toBe(2); // 00:00 on 8 March
    expect(dayAt(start, '2026-03-09T03:59:00Z', 'America/New_York')).toBe(2); // 23:59 on 8 March (EDT)
    expect(dayAt(start, '2026-03-09T04:00:00Z', 'America/New_York')).toBe(3); // 00:00 on 9 March
  });

  it('counts one day per calendar day across the autumn change (a 25-hour day)', () => {
    // London moves its clocks back on 25 October 2026.
    const start = '2026-10-24';
    expect(dayAt(start, '2026-10-24T22:59:00Z', 'Europe/London')).toBe(1); // 23:59 BST
    expect(dayAt(start, '2026-10-24T23:00:00Z', 'Europe/London')).toBe(2); // 00:00 on 25 October
    expect(dayAt(start, '2026-10-25T23:59:00Z', 'Europe/London')).toBe(2); // 23:59 GMT, 25 hours later
    expect(dayAt(start, '2026-10-26T00:00:00Z', 'Europe/London')).toBe(3);
  });

  it('ends a run spanning a daylight-saving change after exactly 30 calendar days', () => {
    const start = '2026-03-01';
    const lastDay = localDate(new Date('2026-03-31T03:59:00Z'), 'America/New_York'); // 23:59 on 30 March
    expect(challengeRunFigures(start, lastDay, 0)).toMatchObject({
      status: 'active',
      currentDay: 30,
      daysLeft: 0,
    });
    const after = localDate(new Date('2026-03-31T04:00:00Z'), 'America/New_York');
    expect(challengeRunFigures(start, after, 0).status).toBe('ended');
  });
});
