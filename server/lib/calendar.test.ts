import { describe, expect, it } from 'vitest';
import { addDays, dayOfYear, daysBetween, isCalendarDate, isoWeekday, localDate, mondayOf } from './calendar';

describe('calendar days', () => {
  it('gives the calendar date of an instant in a time zone', () => {
    const instant = new Date('2026-03-01T23:30:00Z');
    expect(localDate(instant, 'UTC')).toBe('2026-03-01');
    expect(localDate(instant, 'Asia/Tokyo')).toBe('2026-03-02');
    expect(localDate(instant, 'America/Los_Angeles')).toBe('2026-03-01');
    expect(localDate(new Date('2026-03-01T05:00:00Z'), 'America/Los_Angeles')).toBe('2026-02-28');
    expect(localDate(new Date('2026-01-01T00:15:00Z'), 'Asia/Kolkata')).toBe('2026-01-01');
    expect(localDate(new Date('2025-12-31T18:15:00Z'), 'Asia/Kolkata')).toBe('2025-12-31');
    expect(localDate(new Date('2025-12-31T18:45:00Z'), 'Asia/Kolkata')).toBe('2026-01-01');
  });

  it('adds days across months, leap days and daylight-saving changes', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09'); // US clocks spring forward that night
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2025-12-30', '2026-01-02')).toBe(3);
  });

  it('knows weekdays and the Monday of a week', () => {
    expect(isoWeekday('2026-11-16')).toBe(1); // a Monday
    expect(isoWeekday('2026-11-22')).toBe(7); // a Sunday
    expect(mondayOf('2026-11-22')).toBe('2026-11-16');
    expect(mondayOf('2026-11-16')).toBe('2026-11-16');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  });

  it('counts the day of the year from 1', () => {
    expect(dayOfYear('2026-01-01')).toBe(1);
    expect(dayOfYear('2026-02-01')).toBe(32);
    expect(dayOfYear('2026-12-31')).toBe(365);
    expect(dayOfYear('2028-12-31')).toBe(366);
  });

  it('accepts only real calendar dates', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-2-3')).toBe(false);
    expect(isCalendarDate('yesterday')).toBe(false);
  });
});
