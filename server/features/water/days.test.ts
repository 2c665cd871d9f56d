import { describe, expect, it } from 'vitest';
import { fillWeek, waterToday, weekDates } from './days';

describe("the water day is the user's own calendar day", () => {
  it('puts late evening in Los Angeles on that evening, not the next UTC day', () => {
    const instant = new Date('2026-11-22T07:30:00Z');
    expect(waterToday(instant, 'UTC')).toBe('2026-11-22');
    expect(waterToday(instant, 'America/Los_Angeles')).toBe('2026-11-21');
    expect(waterToday(instant, 'Asia/Kolkata')).toBe('2026-11-22');
  });
  it('moves to the next day exactly at local midnight', () => {
    expect(waterToday(new Date('2026-11-22T07:59:59.999Z'), 'America/Los_Angeles')).toBe('2026-11-21');
    expect(waterToday(new Date('2026-11-22T08:00:00Z'), 'America/Los_Angeles')).toBe('2026-11-22');
    expect(waterToday(new Date('2026-11-21T18:29:59Z'), 'Asia/Kolkata')).toBe('2026-11-21');
    expect(waterToday(new Date('2026-11-21T18:30:00Z'), 'Asia/Kolkata')).toBe('2026-11-22');
  });
  it('keeps one date per day across a daylight-saving change (Europe/Paris, 29 March 2026)', () => {
    expect(weekDates('2026-03-31')).toEqual([
      '2026-03-25',
      '2026-03-26',
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
      '2026-03-31',
    ]);
    expect(waterToday(new Date('2026-03-29T22:30:00Z'), 'Europe/Paris')).toBe('2026-03-30');
  });
  it('spans month and year ends, oldest first, with zeros for days without water', () => {
    expect(weekDates('2027-01-02')[0]).toBe('2026-12-27');
    expect(fillWeek('2027-01-02', new Map([['2026-12-31', 750]]))).toEqual([
      { date: '2026-12-27', totalMl: 0 },
      { date: '2026-12-28', totalMl: 0 },
      { date: '2026-12-29', totalMl: 0 },
      { date: '2026-12-30', totalMl: 0 },
      { date: '2026-12-31', totalMl: 750 },
      { date: '2027-01-01', totalMl: 0 },
      { date: '2027-01-02', totalMl: 0 },
    ]);
  });
});
