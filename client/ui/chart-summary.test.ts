import { describe, expect, it } from 'vitest';
import { type ChartPoint, countValues, describeSeries } from './chart-summary';

const DAYS = ['Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'Monday', 'Tuesday (today)'];
const week = (values: (number | null)[]): ChartPoint[] =>
  values.map((value, index) => ({ label: DAYS[index] ?? `day ${index}`, value }));

describe('describeSeries', () => {
  it('names the range and the day of the highest value', () => {
    expect(
      describeSeries({
        subject: 'Sleep over the last 7 days',
        points: week([7, 6.5, 8, 7, 7.5, 6.5, 7]),
        unit: 'hours',
      }),
    ).toBe('Sleep over the last 7 days: 6.5 to 8 hours, highest on Friday.');
  });

  it('lists every day that shares the highest value, and counts them past three', () => {
    expect(describeSeries({ subject: 'Mood', points: week([4, 7, 5, 7, 6, 5, 4]), unit: 'out of 10' })).toBe(
      'Mood: 4 to 7 out of 10, highest on Thursday and Saturday.',
    );
    expect(describeSeries({ subject: 'Mood', points: week([4, 7, 7, 7, 5, 5, 4]), unit: 'out of 10' })).toBe(
      'Mood: 4 to 7 out of 10, highest on Thursday, Friday and Saturday.',
    );
    expect(describeSeries({ subject: 'Mood', points: week([7, 7, 4, 7, 7, 5, 4]), unit: 'out of 10' })).toBe(
      'Mood: 4 to 7 out of 10, highest on 4 days.',
    );
  });

  it('says how many days have nothing recorded, without counting them as zero', () => {
    expect(
      describeSeries({
        subject: 'Energy',
        points: week([null, 5, null, 8, null, null, 6]),
        unit: 'out of 10',
      }),
    ).toBe('Energy: 5 to 8 out of 10, highest on Saturday. Nothing recorded on 4 of the 7 days.');
  });

  it('handles a single value, a steady value and no value at all', () => {
    expect(
      describeSeries({
        subject: 'Sleep',
        points: week([null, null, null, null, null, null, 7]),
        unit: 'hours',
      }),
    ).toBe('Sleep: 7 hours on Tuesday (today). Nothing recorded on 6 of the 7 days.');
    expect(describeSeries({ subject: 'Sleep', points: week([8, 8, 8, 8, 8, 8, 8]), unit: 'hours' })).toBe(
      'Sleep: steady at 8 hours.',
    );
    expect(describeSeries({ subject: 'Sleep', points: week([null, null]), unit: 'hours' })).toBe(
      'Sleep: nothing recorded yet.',
    );
  });

  it('counts the days a goal was reached, with the caller’s number format', () => {
    expect(
      describeSeries({
        subject: 'Water over the last 7 days',
        points: week([2250, 1500, 2000, 0, 2500, 1750, 750]),
        unit: 'ml',
        goal: 2000,
        format: (n) => n.toLocaleString('en-US'),
      }),
    ).toBe(
      'Water over the last 7 days: 0 to 2,500 ml, highest on Sunday. Goal of 2,000 ml reached on 3 of the 7 days.',
    );
  });

  it('counts the points that carry a value', () => {
    expect(countValues(week([null, 3, null, 0]))).toBe(2);
  });
});
