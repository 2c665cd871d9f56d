import { describe, expect, it } from 'vitest';
import {
  addDays,
  conversionRates,
  fillDailySeries,
  fillMinuteSeries,
  formatDuration,
  formatPercent,
  mondayOf,
  percent,
  retentionRow,
  utcDay,
} from './analytics-dashboard';

describe('days', () => {
  it('takes the UTC day of a time and moves by whole days across months and years', () => {
    expect(utcDay(new Date('2026-03-01T23:59:59-05:00'))).toBe('2026-03-02');
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('finds the Monday of a week, Sunday belonging to the week before', () => {
    expect(mondayOf('2026-03-11')).toBe('2026-03-09');
    expect(mondayOf('2026-03-09')).toBe('2026-03-09');
    expect(mondayOf('2026-03-15')).toBe('2026-03-09');
  });
});

describe('fillDailySeries', () => {
  it('gives every day from the first to the last, zero where nothing was counted', () => {
    expect(
      fillDailySeries('2026-02-27', '2026-03-02', [
        { date: '2026-02-28', count: 4 },
        { date: '2026-03-02', count: 1 },
      ]),
    ).toEqual([
      { date: '2026-02-27', count: 0 },
      { date: '2026-02-28', count: 4 },
      { date: '2026-03-01', count: 0 },
      { date: '2026-03-02', count: 1 },
    ]);
  });

  it('leaves out counts outside the range', () => {
    expect(fillDailySeries('2026-03-01', '2026-03-01', [{ date: '2026-02-01', count: 9 }])).toEqual([
      { date: '2026-03-01', count: 0 },
    ]);
  });
});

describe('fillMinuteSeries', () => {
  it('ends with the current minute, oldest first', () => {
    const series = fillMinuteSeries(new Date('2026-03-11T15:00:30Z'), 3, [
      { minute: '2026-03-11T14:59:00.000Z', count: 2 },
    ]);
    expect(series).toEqual([
      { minute: '2026-03-11T14:58:00.000Z', count: 0 },
      { minute: '2026-03-11T14:59:00.000Z', count: 2 },
      { minute: '2026-03-11T15:00:00.000Z', count: 0 },
    ]);
  });
});

describe('percent and conversion rates', () => {
  it('rounds to one decimal and has no percent of nobody', () => {
    expect(percent(2, 3)).toBe(66.7);
    expect(percent(1, 3)).toBe(33.3);
    expect(percent(0, 0)).toBeNull();
    expect(percent(5, 2)).toBe(250);
  });

  it('compares each step with the one before it and with the first', () => {
    const rates = conversionRates({
      landing: 200,
      signup: 50,
      onboarding_complete: 25,
      first_symptom: 0,
      trial: 0,
      premium: 0,
    });
    expect(rates.landing).toEqual({ ofPrevious: 100, ofFirst: 100 });
    expect(rates.signup).toEqual({ ofPrevious: 25, ofFirst: 25 });
    expect(rates.onboarding_complete).toEqual({ ofPrevious: 50, ofFirst: 12.5 });
    expect(rates.first_symptom).toEqual({ ofPrevious: 0, ofFirst: 0 });
    expect(rates.trial).toEqual({ ofPrevious: null, ofFirst: 0 });
  });

  it('has no rates at all when the first step counted nobody', () => {
    const rates = conversionRates({
      landing: 0,
      signup: 0,
      onboarding_complete: 0,
      first_symptom: 0,
      trial: 0,
      premium: 0,
    });
    expect(rates.premium).toEqual({ ofPrevious: null, ofFirst: null });
  });
});

describe('retentionRow', () => {
  it('gives the share active in each week after sign-up, null for weeks not started', () => {
    const active = new Map([
      [1, 3],
      [2, 1],
    ]);
    expect(retentionRow('2026-02-23', 4, active, 4, '2026-03-11')).toEqual([75, 25, null, null]);
  });

  it('is null throughout for a week without consenting members', () => {
    expect(retentionRow('2026-01-19', 0, new Map(), 3, '2026-03-11')).toEqual([null, null, null]);
  });
});

describe('formatDuration and formatPercent', () => {
  it('writes seconds, minutes and hours', () => {
    expect(formatDuration(0)).toBe('0 s');
    expect(formatDuration(45.4)).toBe('45 s');
    expect(formatDuration(320)).toBe('5 min 20 s');
    expect(formatDuration(600)).toBe('10 min');
    expect(formatDuration(3900)).toBe('1 h 5 min');
    expect(formatDuration(7200)).toBe('2 h');
  });

  it('writes a percent with at most one decimal, and a dash for none', () => {
    expect(formatPercent(66.7)).toBe('66.7%');
    expect(formatPercent(100)).toBe('100%');
    expect(formatPercent(null)).toBe('–');
  });
});
