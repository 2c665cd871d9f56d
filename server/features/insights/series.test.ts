import { describe, expect, it } from 'vitest';
import { correlate, type Window } from './analysis';
import { buildSeries, type CheckInDay, type MealEntry, type SymptomEntry } from './series';
import { seededRandom } from './testing';

const days = ['2026-06-01', '2026-06-02', '2026-06-03', '2026-06-04'];
const checkIn = (date: string, sleepHours = 7): CheckInDay => ({
  date,
  mood: 6,
  energy: 6,
  stress: 4,
  fatigueLevel: 4,
  mentalClarity: 6,
  digestion: 6,
  sleepHours,
});
const values = (all: ReturnType<typeof buildSeries>, key: string) => all.find((s) => s.key === key)?.values;

describe('daily series', () => {
  it('fills symptoms with 0 on tracked days, leaves untracked days empty, and groups names by case', () => {
    const symptoms: SymptomEntry[] = [
      { symptomName: 'Headache', severity: 4, date: '2026-06-02', hour: 9 },
      { symptomName: 'headache ', severity: 7, date: '2026-06-02', hour: 18 },
      { symptomName: 'Nausea', severity: 3, date: '2026-06-04', hour: 12 },
    ];
    const all = buildSeries({
      days,
      checkIns: [checkIn('2026-06-01'), checkIn('2026-06-04', 5)],
      symptoms,
      meals: [],
      water: new Map(),
      fasting: new Map(),
      exercise: new Map(),
    });
    expect(values(all, 'symptom:headache')).toEqual([0, 7, null, 0]);
    expect(values(all, 'symptom_count:headache')).toEqual([0, 2, null, 0]);
    expect(values(all, 'symptom:nausea')).toEqual([0, 0, null, 3]);
    expect(values(all, 'sleep_hours')).toEqual([7, null, null, 5]);
    expect(values(all, 'sleep')).toEqual([8.8, null, null, 6.3]);
    // No meals, water, fasting or exercise logged: no such series at all.
    expect(all.some((s) => ['calories', 'water', 'fasting', 'exercise'].includes(s.key))).toBe(false);
  });

  it('sums meals per day with their food flags; fasting and exercise are 0 on other days once used', () => {
    const meals: MealEntry[] = [
      { date: '2026-06-01', calories: 300, protein: 12.5, foods: ['latte', 'Milk, whole'] },
      { date: '2026-06-01', calories: 500, protein: 20, foods: ['grilled salmon'] },
      { date: '2026-06-03', calories: 700, protein: 30, foods: ['spaghetti', 'red wine'] },
    ];
    const all = buildSeries({
      days,
      checkIns: [],
      symptoms: [],
      meals,
      water: new Map([['2026-06-02', 1750]]),
      fasting: new Map([['2026-06-03', 16.25]]),
      exercise: new Map([['2026-06-04', 30]]),
    });
    expect(values(all, 'calories')).toEqual([800, null, 700, null]);
    expect(values(all, 'protein')).toEqual([32.5, null, 30, null]);
    expect(values(all, 'food:dairy')).toEqual([1, null, 0, null]);
    expect(values(all, 'food:caffeine')).toEqual([1, null, 0, null]);
    expect(values(all, 'food:alcohol')).toEqual([0, null, 1, null]);
    expect(values(all, 'food:gluten')).toEqual([0, null, 1, null]);
    expect(values(all, 'water')).toEqual([null, 1750, null, null]);
    expect(values(all, 'fasting')).toEqual([0, 0, 16.3, 0]);
    expect(values(all, 'exercise')).toEqual([0, 0, 0, 30]);
  });
});

describe('correlation sentences', () => {
  it('speak of a food and a symptom plainly, with the numbers of the days compared', () => {
    // Bloating on the day after dairy (severity 6), rarely otherwise (severity 0–1).
    const random = seededRandom(3);
    const length = 40;
    const window: Window = {
      days: Array.from({ length: 2 * length }, (_, i) =>
        new Date(Date.UTC(2026, 3, 1) + i * 86_400_000).toISOString().slice(0, 10),
      ),
      periodStart: length,
      periodDays: length,
    };
    const dairy = window.days.map(() => random() < 0.5);
    const meals: MealEntry[] = [];
    const symptoms: SymptomEntry[] = [];
    const checkIns: CheckInDay[] = [];
    window.days.forEach((date, i) => {
      if (i < length - 1) return;
      meals.push({
        date,
        calories: 600,
        protein: 20,
        foods: [dairy[i] ? 'cheese sandwich' : 'rice and beans'],
      });
      checkIns.push(checkIn(date));
      const severity = dairy[i - 1] ? 6 : Math.floor(random() * 2);
      if (severity > 0) symptoms.push({ symptomName: 'Bloating', severity, date, hour: 20 });
    });
    const all = buildSeries({
      days: window.days,
      checkIns,
      symptoms,
      meals,
      water: new Map(),
      fasting: new Map(),
      exercise: new Map(),
    });
    const found = correlate(all, window).correlations;
    const bloating = found.find((c) => c.from.key === 'food:dairy' && c.to.key === 'symptom:bloating');
    expect(bloating?.lagDays).toBe(1);
    expect(bloating?.sentence).toMatch(
      /^On days after you had dairy, your bloating severity was 5(\.\d)? points higher than on other days \(40 days of data\)\.$/,
    );
  });
});
