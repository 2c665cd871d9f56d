import { describe, expect, it } from 'vitest';
import { tQuantile } from '../../../common/stats';
import { checkInAverages, type DayCheckIns, exportTable, slopeDirection, symptomSummary } from './compute';

const day = (date: string, over: Partial<DayCheckIns> = {}): DayCheckIns => ({
  date,
  checkIns: 1,
  mood: 5,
  energy: 5,
  stress: 5,
  fatigueLevel: 5,
  mentalClarity: 5,
  digestion: 5,
  sleepHours: 7,
  ...over,
});
const entry = (date: string, symptomName: string, severity: number) => ({
  symptomName,
  severity,
  date,
  at: new Date(`${date}T12:00:00Z`),
});

describe('slopeDirection', () => {
  it('needs 3 points at 2 or more places', () => {
    expect(slopeDirection([])).toBeNull();
    expect(
      slopeDirection([
        { x: 0, y: 1 },
        { x: 1, y: 2 },
      ]),
    ).toBeNull();
    expect(
      slopeDirection([
        { x: 3, y: 1 },
        { x: 3, y: 2 },
        { x: 3, y: 9 },
      ]),
    ).toBeNull();
  });

  it('is up or down only when the 95 % interval leaves out zero', () => {
    const rising = [2, 3, 5, 6, 8].map((y, x) => ({ x, y }));
    expect(slopeDirection(rising)).toBe('up');
    expect(slopeDirection(rising.map((p) => ({ x: p.x, y: 10 - p.y })))).toBe('down');
    // A noisy slope whose interval includes 0.
    expect(slopeDirection([5, 2, 7, 3, 6].map((y, x) => ({ x, y })))).toBe('flat');
    expect(slopeDirection([4, 4, 4].map((y, x) => ({ x, y })))).toBe('flat');
  });

  it('uses Student t quantiles', () => {
    expect(tQuantile(0.975, 1)).toBeCloseTo(12.706, 3);
    expect(tQuantile(0.975, 3)).toBeCloseTo(3.182, 3);
    expect(tQuantile(0.975, 1000)).toBeCloseTo(1.962, 3);
  });
});

describe('symptomSummary', () => {
  it('groups names regardless of case and spaces, most frequent first, severity averaged', () => {
    const summary = symptomSummary([
      entry('2026-11-01', 'Nausea', 3),
      entry('2026-11-01', 'Headache', 4),
      entry('2026-11-02', ' headache', 5),
      entry('2026-11-03', 'HEADACHE', 9),
    ]);
    expect(summary).toEqual([
      { name: 'Headache', count: 3, averageSeverity: 6, trend: expect.any(String) },
      { name: 'Nausea', count: 1, averageSeverity: 3, trend: null },
    ]);
  });
});

describe('checkInAverages', () => {
  it('weights each day by its check-ins and is null without any', () => {
    const averages = checkInAverages([
      day('2026-11-01', { checkIns: 3, mood: 8 }),
      day('2026-11-02', { mood: 4 }),
    ]);
    expect(averages.find((a) => a.label === 'Mood')).toEqual({ label: 'Mood', value: 7, unit: '/10' });
    expect(averages.find((a) => a.label === 'Sleep')).toEqual({ label: 'Sleep', value: 7, unit: 'hours' });
    expect(checkInAverages([]).every((a) => a.value === null)).toBe(true);
  });
});

describe('exportTable', () => {
  it('has every day, empty cells where nothing was logged, and a pair of columns per symptom name', () => {
    const { header, rows } = exportTable({
      dates: ['2026-11-01', '2026-11-02'],
      checkIns: [day('2026-11-02', { checkIns: 2, mood: 6.25 })],
      symptoms: [entry('2026-11-01', 'Nausea', 3), entry('2026-11-01', 'Nausea', 6)],
      meals: [
        { date: '2026-11-02', calories: 300.4, protein: 12.34 },
        { date: '2026-11-02', calories: 200, protein: 8 },
      ],
      waterMl: new Map([['2026-11-01', 750]]),
      fasts: [{ date: '2026-11-02', hours: 16.25 }],
      exercise: [{ date: '2026-11-01', minutes: 30 }],
    });
    const cell = (date: string, name: string) => rows.find((r) => r[0] === date)?.[header.indexOf(name)];
    expect(rows.map((r) => r[0])).toEqual(['2026-11-01', '2026-11-02']);
    expect(cell('2026-11-01', 'Check-ins')).toBe(0);
    expect(cell('2026-11-01', 'Mood (average out of 10)')).toBeNull();
    expect(cell('2026-11-02', 'Mood (average out of 10)')).toBe(6.3);
    expect(cell('2026-11-01', 'Nausea: times logged')).toBe(2);
    expect(cell('2026-11-01', 'Nausea: highest severity (1-10)')).toBe(6);
    expect(cell('2026-11-02', 'Nausea: times logged')).toBe(0);
    expect(cell('2026-11-02', 'Nausea: highest severity (1-10)')).toBeNull();
    expect(cell('2026-11-02', 'Calories (kcal)')).toBe(500);
    expect(cell('2026-11-02', 'Protein (g)')).toBe(20.3);
    expect(cell('2026-11-01', 'Calories (kcal)')).toBeNull();
    expect(cell('2026-11-01', 'Water (ml)')).toBe(750);
    expect(cell('2026-11-02', 'Water (ml)')).toBeNull();
    expect(cell('2026-11-02', 'Fasting (hours, fasts finished that day)')).toBe(16.3);
    expect(cell('2026-11-01', 'Exercise (minutes)')).toBe(30);
    expect(rows.every((r) => r.length === header.length)).toBe(true);
  });
});
