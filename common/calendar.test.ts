import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isoWeekday, mondayOf } from './calendar';

describe('calendar days', () => {
  it('adds days across months, years and a daylight-saving change', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(daysBetween('2026-03-01', '2026-03-31')).toBe(30);
    expect(daysBetween('2026-03-31', '2026-03-01')).toBe(-30);
  });

  it('finds the ISO weekday and the Monday of the week', () => {
    expect(isoWeekday('2026-03-09')).toBe(1);
    expect(isoWeekday('2026-03-15')).toBe(7);
    expect(mondayOf('2026-03-09')).toBe('2026-03-09'); // a Monday
    expect(mondayOf('2026-03-15')).toBe('2026-03-09'); // the Sunday after
    expect(mondayOf('2026-03-16')).toBe('2026-03-16');
    expect(mondayOf('2026-01-01')).toBe('2025-12-29');
  });
});
