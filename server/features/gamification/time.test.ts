import { describe, expect, it } from 'vitest';
import { startOfLocalDay } from './time';

describe('startOfLocalDay', () => {
  it('is midnight in the zone, on ordinary days and around daylight-saving changes', () => {
    expect(startOfLocalDay('2026-03-16', 'UTC').toISOString()).toBe('2026-03-16T00:00:00.000Z');
    // Los Angeles: PST before 8 March 2026, PDT after.
    expect(startOfLocalDay('2026-03-08', 'America/Los_Angeles').toISOString()).toBe(
      '2026-03-08T08:00:00.000Z',
    );
    expect(startOfLocalDay('2026-03-09', 'America/Los_Angeles').toISOString()).toBe(
      '2026-03-09T07:00:00.000Z',
    );
    // Paris: the autumn change on 25 October 2026 (CEST → CET).
    expect(startOfLocalDay('2026-10-25', 'Europe/Paris').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(startOfLocalDay('2026-10-26', 'Europe/Paris').toISOString()).toBe('2026-10-25T23:00:00.000Z');
    // East of UTC by a non-whole hour.
    expect(startOfLocalDay('2026-01-01', 'Asia/Kolkata').toISOString()).toBe('2025-12-31T18:30:00.000Z');
  });

  it('takes the first moment of a day whose midnight does not exist', () => {
    // Santiago moves its clocks forward at midnight: 6 September 2026 starts at 01:00 local (UTC−3).
    expect(startOfLocalDay('2026-09-06', 'America/Santiago').toISOString()).toBe('2026-09-06T04:00:00.000Z');
  });
});
