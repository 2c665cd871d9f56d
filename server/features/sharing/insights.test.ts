import { describe, expect, it } from 'vitest';
import { computeInsights, type InsightInput } from './insights';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 24 * 60 * 60 * 1000);
const base: InsightInput = { now: NOW, streak: 0, symptomsLogged: 0, symptoms: [], checkIns: [], tip: null };
const TIP = { id: 'sleep-hygiene', title: 'Try a wind-down routine', reason: 'Short nights lately.' };

describe('computeInsights', () => {
  it('gives nothing (not even a tip) when there is no data', () => {
    expect(computeInsights({ ...base, tip: TIP })).toEqual([]);
  });

  it('reports the streak and the symptom milestone', () => {
    const insights = computeInsights({ ...base, streak: 3, symptomsLogged: 12 });
    expect(insights.map((i) => [i.type, i.title, i.metric?.value])).toEqual([
      ['streak', '3-day wellness streak', 3],
      ['achievement', '10 symptoms logged', 12],
    ]);
    expect(insights[0]?.date).toBe('2026-11-21');
  });

  it('compares symptoms logged this month with last month', () => {
    const symptoms = [
      { symptomName: 'Fatigue', severity: 5, createdAt: new Date('2026-11-02T10:00:00Z') },
      { symptomName: 'Fatigue', severity: 5, createdAt: new Date('2026-11-10T10:00:00Z') },
      { symptomName: 'Fatigue', severity: 5, createdAt: new Date('2026-11-20T10:00:00Z') },
      { symptomName: 'Fatigue', severity: 5, createdAt: new Date('2026-10-15T10:00:00Z') },
    ];
    const month = computeInsights({ ...base, symptoms, symptomsLogged: 4 }).find(
      (i) => i.id === 'progress-symptoms-month',
    );
    expect(month?.metric).toEqual({ value: 3, unit: 'entries', change: 2 });
    expect(month?.description).toContain('+2 vs last month');
  });

  it('finds the symptom whose average severity improved most over 14 days vs the 14 before', () => {
    const s = (name: string, severity: number, ago: number) => ({
      symptomName: name,
      severity,
      createdAt: daysAgo(ago),
    });
    const insights = computeInsights({
      ...base,
      symptomsLogged: 7,
      symptoms: [
        s('Headache', 8, 20),
        s('Headache', 6, 18),
        s('Headache', 4, 5),
        s('Fatigue', 6, 20),
        s('Fatigue', 5, 3),
        s('Nausea', 3, 20),
        s('Nausea', 6, 2), // worse: not an improvement
      ],
    });
    const improvement = insights.find((i) => i.type === 'symptom_improvement');
    expect(improvement?.title).toBe('Headache is easing');
    expect(improvement?.metric).toEqual({ value: 4, unit: 'average severity', change: -3 });
  });

  it('reports average sleep, its rise, and a drop in stress from check-ins', () => {
    const c = (sleepHours: number, stress: number, ago: number) => ({
      sleepHours,
      stress,
      createdAt: daysAgo(ago),
    });
    const insights = computeInsights({
      ...base,
      checkIns: [c(7.5, 4, 1), c(7.9, 4, 3), c(7, 7, 16), c(6.8, 6, 20)],
      tip: TIP,
    });
    const sleep = insights.find((i) => i.id === 'progress-sleep');
    expect(sleep?.title).toBe('Sleeping more');
    expect(sleep?.metric).toEqual({ value: 7.7, unit: 'hours', change: 0.8 });
    const stress = insights.find((i) => i.id === 'progress-stress');
    expect(stress?.metric?.change).toBe(-2.5);
    expect(insights.at(-1)).toMatchObject({ type: 'wellness_tip', title: TIP.title, metric: null });
  });

  it('shows average sleep without a change when there is no earlier period', () => {
    const insights = computeInsights({
      ...base,
      checkIns: [{ sleepHours: 6, stress: 5, createdAt: daysAgo(1) }],
    });
    expect(insights).toHaveLength(1);
    expect(insights[0]).toMatchObject({ title: 'Average sleep', metric: { value: 6, change: null } });
  });
});
