import { describe, expect, it } from 'vitest';
import {
  compareWithLastWeek,
  estimateCalories,
  feelingLabel,
  formatTimer,
  planProgressPercent,
  timerMinutes,
  weekStreak,
} from './exercise';

describe('estimateCalories', () => {
  it('is MET × kg × hours, rounded', () => {
    expect(estimateCalories(3.5, 70, 30)).toBe(123); // 3.5 × 70 × 0.5 = 122.5
    expect(estimateCalories(2, 60, 10)).toBe(20);
    expect(estimateCalories(1, 80, 60)).toBe(80);
  });
  it('uses 70 kg when the weight is missing or not positive', () => {
    expect(estimateCalories(2, 0, 60)).toBe(140);
    expect(estimateCalories(2, Number.NaN, 60)).toBe(140);
  });
  it('is 0 for no time or no MET', () => {
    expect(estimateCalories(3, 70, 0)).toBe(0);
    expect(estimateCalories(0, 70, 30)).toBe(0);
  });
});

describe('planProgressPercent', () => {
  it('counts toward twice a week, capped at 100', () => {
    expect(planProgressPercent(0)).toBe(0);
    expect(planProgressPercent(1)).toBe(50);
    expect(planProgressPercent(2)).toBe(100);
    expect(planProgressPercent(5)).toBe(100);
  });
});

describe('weekStreak', () => {
  it('counts weeks in a row back from this week', () => {
    expect(weekStreak(new Set(['2026-11-23', '2026-11-16', '2026-11-09', '2026-10-26']), '2026-11-23')).toBe(
      3,
    );
  });
  it('does not break while this week has no workout yet', () => {
    expect(weekStreak(new Set(['2026-11-16', '2026-11-09']), '2026-11-23')).toBe(2);
  });
  it('is 0 after a missed week', () => {
    expect(weekStreak(new Set(['2026-11-09']), '2026-11-23')).toBe(0);
    expect(weekStreak(new Set(), '2026-11-23')).toBe(0);
  });
});

describe('timer and words', () => {
  it('formats a timer and turns it into minutes for the form', () => {
    expect(formatTimer(65)).toBe('1:05');
    expect(formatTimer(-3)).toBe('0:00');
    expect(timerMinutes(0)).toBe(1);
    expect(timerMinutes(600)).toBe(10);
    expect(timerMinutes(100_000)).toBe(300);
  });
  it('names feelings and compares weeks', () => {
    expect(feelingLabel(1)).toBe('Much worse');
    expect(feelingLabel(5)).toBe('Much better');
    expect(feelingLabel(null)).toBe('');
    expect(compareWithLastWeek(3, 1)).toBe('+2 vs last week');
    expect(compareWithLastWeek(1, 3)).toBe('−2 vs last week');
    expect(compareWithLastWeek(2, 2)).toBe('same as last week');
  });
});
